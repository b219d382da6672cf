import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { payPalPayment, sandboxPayPalHandlers } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import { press, withCheckoutCart } from '../checkoutStories';
import PayPalSandboxPage from './PayPalSandboxPage';

const meta = {
  title: 'Screens/PayPalSandbox',
  component: PayPalSandboxPage,
  parameters: {
    layout: 'fullscreen',
    screen: { path: `/checkout/paypal/${payPalPayment.id}` },
    auth: 'hakim',
  },
  beforeEach: withCheckoutCart(),
} satisfies Meta<typeof PayPalSandboxPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const scenario = (name: keyof typeof sandboxPayPalHandlers) => ({
  msw: { handlers: { sandboxPayPal: sandboxPayPalHandlers[name] } },
});

/**
 * The sandbox's stand-in for PayPal: a neutral page that says it is a test, the amount, one line
 * per order or rental, Approve and Cancel.
 */
export const Default: Story = {
  play: async () => {
    await expect(
      await screen().findByRole('heading', { level: 1, name: 'Approve this payment' }),
    ).toBeVisible();
    await expect(screen().getByText('PayPal sandbox')).toBeVisible();
    await expect(screen().getByTestId('paypal-amount')).toHaveTextContent('Amount: B$235.00');
    await expect(screen().getByText(/Canon EOS R6 camera body/)).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Approve' })).toBeEnabled();
    await expect(screen().getByRole('button', { name: 'Cancel and return to Pinjam' })).toBeEnabled();
  },
};

/**
 * Approve goes to the checkout's return URL. Opened outside a checkout of this tab, the checkout
 * says it cannot find the attempt and points to My orders before paying again.
 */
export const ApproveOutsideCheckout: Story = {
  play: async () => {
    await press('Approve');
    await expect(
      await screen().findByText(/could not find the checkout this PayPal payment belongs to/),
    ).toBeVisible();
  },
};

/** Already approved or cancelled: said so, with the way back to the checkout. */
export const AlreadyAnswered: Story = {
  parameters: scenario('cancelled'),
  play: async () => {
    await expect(await screen().findByText('This payment is already cancelled.')).toBeVisible();
    await expect(screen().queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(screen().getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  },
};

/** An unknown payment id. */
export const NotFound: Story = {
  parameters: scenario('notFound'),
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'There is no such payment' })).toBeVisible();
  },
};

/** The payment is on its way. */
export const Loading: Story = {
  parameters: scenario('slow'),
  play: async () => {
    await expect(await screen().findByRole('status', { name: 'Loading the payment' })).toBeVisible();
  },
};

/** Approve fails on the sandbox's side: the server's message, and the buttons stay to try again. */
export const ApproveFails: Story = {
  parameters: scenario('error'),
  play: async () => {
    await press('Approve');
    await expect(await screen().findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    await expect(screen().getByRole('button', { name: 'Approve' })).toBeEnabled();
  },
};

/** On a phone. */
export const Phone: Story = { ...Default, globals: { viewport: { value: 'mobile2' } } };

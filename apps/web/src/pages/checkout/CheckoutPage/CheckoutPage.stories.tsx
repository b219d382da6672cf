import type { Meta, StoryObj } from '@storybook/react-vite';
import { createActor, waitFor as settled } from 'xstate';
import { checkoutMachine, createCheckoutFakes, fakeAddress } from '@pinjam/machines';
import { expect, waitFor, within } from 'storybook/test';
import { accountSettingsHandlers, checkoutHandlers, demoItems } from '@pinjam/api/mocks';
import type { CartEntry } from '@pinjam/api/domain';
import { toCartItem } from '../../../features/cart/toCartItem';
import { nextMonthDay, screen } from '../../../testing/storyHelpers';
import {
  checkoutCart,
  choose,
  chooseDelivery,
  expectStep,
  payByCard,
  press,
  storedCart,
  toReview,
  withCheckoutCart,
} from '../checkoutStories';
import CheckoutPage from './CheckoutPage';
import { keepPending } from './paypalReturn';

const meta = {
  title: 'Screens/Checkout',
  component: CheckoutPage,
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/checkout' },
    auth: 'hakim',
    // Hakim has saved no address in his settings: only his district is prefilled.
    msw: { handlers: { account: accountSettingsHandlers.empty } },
  },
  beforeEach: withCheckoutCart(),
} satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const scenario = (name: keyof typeof checkoutHandlers) => ({
  msw: { handlers: { checkout: checkoutHandlers[name] } },
});
const alert = () => screen().findByRole('alert');
const line = (title: string) => screen().getByRole('article', { name: title });

/** The delivery fee is on its way: the page waits with a spinner. */
export const Loading: Story = {
  parameters: scenario('slow'),
  play: async () => {
    await expect(await screen().findByRole('status', { name: 'Loading your checkout' })).toBeVisible();
  },
};

/** The delivery fee cannot be read: what failed, the server's message and a retry. */
export const LoadError: Story = {
  parameters: scenario('error'),
  play: async () => {
    await expect(await screen().findByText('The checkout could not be loaded')).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * First step: delivery with the admin's fee per order (two orders here: the tab's seller and the
 * rental) or pickup. Continue without a choice says what to do; pickup goes straight to payment.
 */
export const Fulfilment: Story = {
  play: async ({ step }) => {
    await expectStep('Delivery or pickup');
    await expect(screen().getByRole('radio', { name: 'Platform delivery' })).toHaveAccessibleDescription(
      'B$5.00 per order, 2 orders: B$10.00. We bring each order to your address.',
    );
    await step('Continue without a choice: the words beside the choice, the focus on it', async () => {
      await press('Continue');
      await expect(await screen().findByText('Choose delivery or pickup')).toBeVisible();
      const group = screen().getByRole('radiogroup', { name: 'How do you want to get your items?' });
      await expect(group).toHaveAccessibleDescription('Choose delivery or pickup');
      await expect(group).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(screen().getByRole('radio', { name: 'Platform delivery' })).toHaveFocus());
    });
    await step('pickup, by keyboard', async () => {
      await choose('Pickup');
      await press('Continue');
      await expectStep('Payment');
    });
  },
};

/** The address: Hakim's district prefilled; what is missing is said beside each field. */
export const AddressWithErrors: Story = {
  play: async () => {
    await expectStep('Delivery or pickup');
    await choose('Platform delivery');
    await press('Continue');
    await expectStep('Address');
    await press('Continue');
    const street = await screen().findByRole('textbox', { name: 'Street address' });
    await waitFor(() => expect(street).toHaveAccessibleDescription('Enter the street address'));
    await expect(street).toHaveAttribute('aria-invalid', 'true');
    await expect(screen().getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'Enter a phone number, e.g. +673 712 3456',
    );
  },
};

/** An address saved in the settings: every field of it prefilled, ready to continue. */
export const AddressFromSettings: Story = {
  parameters: { msw: { handlers: { account: accountSettingsHandlers.default } } },
  play: async () => {
    await expectStep('Delivery or pickup');
    await choose('Platform delivery');
    await press('Continue');
    await expectStep('Address');
    await expect(screen().getByRole('textbox', { name: 'Street address' })).toHaveValue('No. 12, Simpang 32');
    await expect(screen().getByRole('textbox', { name: 'Phone number' })).toHaveValue('+673 712 3456');
    await expect(screen().getByRole('textbox', { name: /Town/ })).toHaveValue('Bandar Seri Begawan');
    await expect(screen().getByRole('combobox', { name: 'District' })).toHaveTextContent('Brunei-Muara');
    await press('Continue');
    await expectStep('Payment');
  },
};

/** Payment by card: the sandbox's card form (labels, autofill names), Visa named as it is typed. */
export const PaymentCard: Story = {
  play: async () => {
    await chooseDelivery();
    await expectStep('Payment');
    await expect(screen().getByRole('radio', { name: 'Card' })).toBeChecked();
    await expect(await screen().findByRole('group', { name: 'Card details' })).toBeVisible();
  },
};

/** Payment by PayPal: no card form; the review follows and Pay opens PayPal. */
export const PaymentPayPal: Story = {
  play: async () => {
    await chooseDelivery();
    await expectStep('Payment');
    await choose('PayPal');
    await expect(screen().queryByRole('group', { name: 'Card details' })).toBeNull();
    await expect(screen().getByRole('button', { name: 'Continue to review' })).toBeVisible();
  },
};

/**
 * The review with the server's prices: each line, the purchase paid now, the rental held until the
 * owner accepts (48 hours), the deposit, delivery for two orders, the total; where and how.
 */
export const Review: Story = {
  play: async () => {
    await toReview();
    const totals = screen().getByTestId('checkout-totals');
    await expect(totals).toHaveTextContent('Purchases, paid nowB$160.00');
    await expect(totals).toHaveTextContent('Rentals, held until each owner acceptsB$135.00');
    await expect(totals).toHaveTextContent('Deposits, held and returned after each rentalB$500.00');
    await expect(totals).toHaveTextContent('Delivery (2 orders)B$10.00');
    await expect(totals).toHaveTextContent('TotalB$805.00');
    await expect(line('Canon EOS R6 camera body')).toHaveTextContent('From Siti Rahman');
    await expect(line('Canon EOS R6 camera body')).toHaveTextContent('(3 days)');
    await expect(screen().getByText(/within 48 hours/)).toBeVisible();
    await expect(screen().getByText('Visa ending in 4242')).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Pay B$805.00' })).toBeEnabled();
  },
};

/** Pay pressed, the answer on its way: the button says so, a status is announced. */
export const Paying: Story = {
  parameters: scenario('paying'),
  play: async () => {
    await toReview();
    await press('Pay B$805.00');
    await expect(await screen().findByRole('button', { name: 'Paying…' })).toBeDisabled();
    await expect(screen().getByRole('status', { name: '' })).toHaveTextContent(
      'Paying. Please keep this page open.',
    );
  },
};

/**
 * Paid: links to the order and the rental request, what happens next, and the cart emptied of
 * what was placed.
 */
export const Success: Story = {
  play: async () => {
    await toReview();
    await press('Pay B$805.00');
    await expectStep('Thank you, your checkout went through');
    await expect(screen().getByRole('link', { name: 'Order #9001' })).toHaveAttribute(
      'href',
      '/my-orders/order-details/9001',
    );
    await expect(screen().getByText(/Request #9101: Canon EOS R6 camera body, /)).toBeVisible();
    await expect(screen().getByText('Paid. The seller has been told and will dispatch it.')).toBeVisible();
    await expect(screen().getByRole('link', { name: 'Go to My requests' })).toHaveAttribute(
      'href',
      '/my-requests',
    );
    await waitFor(() => expect(storedCart()).toHaveLength(0));
  },
};

/** Paid for pickup: the order is collected from the seller, not dispatched. */
export const SuccessPickup: Story = {
  play: async () => {
    await expectStep('Delivery or pickup');
    await choose('Pickup');
    await press('Continue');
    await payByCard();
    await expectStep('Review and pay');
    await press(/^Pay B\$/);
    await expectStep('Thank you, your checkout went through');
    await expect(
      screen().getByText('Paid. The seller has been told; arrange the pickup with them in Messages.'),
    ).toBeVisible();
    await expect(screen().queryByText(/dispatch/)).toBeNull();
  },
};

/** The card is declined (402): what to do, the cart kept; 'Use another card' goes back to payment. */
export const Declined: Story = {
  parameters: scenario('declined'),
  play: async () => {
    await toReview();
    await press('Pay B$805.00');
    const callout = await alert();
    await expect(callout).toHaveTextContent('Your card was declined');
    // Said once: the server's words, not a title repeating them.
    await expect(callout.textContent?.match(/declined/gi)).toHaveLength(1);
    await expect(callout).toHaveTextContent('Your cart is kept');
    await expect(storedCart()).toHaveLength(2);
    await press('Use another card or PayPal');
    await expectStep('Payment');
  },
};

/** 409: the rental's dates are gone; the message beside that line, the cart kept, a way to edit it. */
export const Unavailable: Story = {
  parameters: scenario('unavailable'),
  play: async () => {
    await toReview();
    await press('Pay B$805.00');
    await expect(await alert()).toHaveTextContent('Some items are no longer available');
    const canon = line('Canon EOS R6 camera body');
    await expect(canon).toHaveAccessibleDescription('Not available: No longer available on these dates');
    await expect(line('Samsung Galaxy Tab A8, used')).not.toHaveAttribute('aria-describedby');
    await expect(screen().getByRole('link', { name: 'Edit your cart' })).toHaveAttribute('href', '/cart');
    await expect(storedCart()).toHaveLength(2);
  },
};

/** 422 on the rental's first day: the server's words beside that line, the cart kept. */
export const InvalidDates: Story = {
  parameters: scenario('invalidDates'),
  play: async () => {
    await toReview();
    await press('Pay B$805.00');
    const callout = await alert();
    await expect(callout).toHaveTextContent('Some lines of your cart need a change');
    await expect(callout).toHaveTextContent('Please correct the highlighted fields.');
    await expect(line('Canon EOS R6 camera body')).toHaveAccessibleDescription(
      'Change the dates: Choose a first day from today on',
    );
    await expect(storedCart()).toHaveLength(2);
  },
};

/**
 * 422 on the address at Pay: what to do, and Change the delivery address shows the server's words
 * beside the phone number (the refusal kept in the machine's context), the focus on it.
 */
export const AddressRefused: Story = {
  parameters: scenario('addressRefused'),
  play: async () => {
    await toReview();
    await press('Pay B$805.00');
    await expect(await alert()).toHaveTextContent('Please correct the highlighted fields.');
    await press('Change the delivery address');
    await screen().findByRole('heading', { level: 2, name: 'Address' });
    const phone = await screen().findByRole('textbox', { name: 'Phone number' });
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('Enter a phone number, e.g. +673 712 3456'),
    );
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveValue('+673 712 3456');
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(screen().getByRole('textbox', { name: 'Street address' })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

/**
 * The rental reaches past the booking window (issue 24): the review's quote is refused with 422,
 * the server's words sit right under the line's dates, and Pay waits until the dates change.
 */
export const DatesPastWindow: Story = {
  parameters: scenario('pastWindow'),
  play: async () => {
    await chooseDelivery();
    await payByCard();
    await expectStep('Review and pay');
    await expect(await screen().findByText('Some lines of your cart need a change')).toBeVisible();
    const canon = line('Canon EOS R6 camera body');
    await waitFor(() =>
      expect(canon).toHaveAccessibleDescription(
        'Change the dates: Bookings open 12 months ahead: choose a last day by 28 Nov 2027.',
      ),
    );
    await expect(canon).toHaveAttribute('data-state', 'invalid');
    const dates = within(canon).getByText(/^Rental:/);
    await expect(dates.nextElementSibling).toHaveTextContent(/^Change the dates:/);
    await expect(screen().getByRole('button', { name: /^Pay/ })).toBeDisabled();
  },
};

/** Gone before Pay: the review's quote already names the line; Pay waits until the cart is fixed. */
export const GoneBeforePay: Story = {
  parameters: scenario('gone'),
  play: async () => {
    await chooseDelivery();
    await payByCard();
    await expectStep('Review and pay');
    await expect(await screen().findByText('Some items are no longer available')).toBeVisible();
    await waitFor(() =>
      expect(line('Canon EOS R6 camera body')).toHaveAccessibleDescription(
        'Not available: No longer available on these dates',
      ),
    );
    await expect(screen().getByRole('button', { name: /^Pay/ })).toBeDisabled();
  },
};

/** The answer is lost on the way: nobody can tell whether it went through; Try again is safe. */
export const NetworkError: Story = {
  parameters: scenario('offline'),
  play: async () => {
    await toReview();
    await press('Pay B$805.00');
    const callout = await alert();
    await expect(callout).toHaveTextContent('We could not finish your checkout');
    await expect(callout).toHaveTextContent('you will not be charged twice');
    await expect(within(callout).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** PayPal: Pay opens the sandbox's PayPal page with the amount; Approve comes back and finishes. */
export const PayPalApproved: Story = {
  parameters: scenario('paypal'),
  play: async () => {
    await toReview('paypal');
    await press('Continue to PayPal (B$805.00)');
    await expect(await screen().findByText('PayPal sandbox')).toBeVisible();
    await press('Approve');
    await expectStep('Thank you, your checkout went through');
    await waitFor(() => expect(storedCart()).toHaveLength(0));
  },
};

/** PayPal cancelled on its page: back at the checkout, nothing charged, the cart kept. */
export const PayPalCancelled: Story = {
  parameters: scenario('paypal'),
  play: async () => {
    await toReview('paypal');
    await press('Continue to PayPal (B$805.00)');
    await press('Cancel and return to Pinjam');
    const callout = await alert();
    await expect(callout).toHaveTextContent('You cancelled the PayPal payment; nothing was charged.');
    await expect(storedCart()).toHaveLength(2);
    await press('Choose how to pay');
    await expectStep('Payment');
  },
};

/** A renter not yet verified cannot rent: said at once, with the way to verify. */
export const VerificationRequired: Story = {
  parameters: { auth: 'unverified' },
  play: async () => {
    await expect(await screen().findByText('Verify your identity to rent')).toBeVisible();
    await expect(screen().getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/verification',
    );
  },
};

/** Nothing in the cart: nothing to check out. */
export const EmptyCart: Story = {
  beforeEach: withCheckoutCart([]),
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  },
};

/** A visitor is sent to log in first. */
export const Visitor: Story = {
  parameters: { auth: 'visitor' },
  play: async () => {
    await expect(await screen().findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  },
};

const longCart: CartEntry[] = [
  ...checkoutCart,
  ...[102, 105].map((id, i): CartEntry => ({
    item: toCartItem(demoItems.find((d) => d.id === id)!),
    isRental: true,
    quantity: 1,
    start_date: nextMonthDay(10 + i * 3).iso,
    end_date: nextMonthDay(11 + i * 3).iso,
  })),
  { item: toCartItem(demoItems.find((d) => d.id === 107)!), isRental: false, quantity: 2 },
  { item: toCartItem(demoItems.find((d) => d.id === 104)!), isRental: false, quantity: 1 },
];

/** Six lines from three sellers: every line priced, delivery per order, the total at the end. */
export const LongCart: Story = {
  beforeEach: withCheckoutCart(longCart),
  play: async () => {
    await toReview();
    await expect(screen().getAllByRole('article')).toHaveLength(6);
    await expect(screen().getByTestId('checkout-totals')).toHaveTextContent('Delivery (5 orders)B$25.00');
  },
};

/** On a phone: the steps stack, fields under each other, the review readable. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async () => {
    await toReview();
    await expect(screen().getByRole('button', { name: 'Pay B$805.00' })).toBeVisible();
  },
};

/** The bank's step (4000 0027 6000 3184): confirmed in its dialog, the card goes on to the review. */
export const BankConfirmation: Story = {
  play: async () => {
    await chooseDelivery();
    await payByCard('4000 0027 6000 3184');
    const dialog = await screen().findByRole('dialog', { name: 'Confirm this payment with your bank' });
    await press('Confirm');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expectStep('Review and pay');
    await expect(screen().getByText('Visa ending in 3184')).toBeVisible();
  },
};

/**
 * Back from PayPal's page without an answer (the browser's Back, a reload): the checkout waits for
 * the approval again, with the way to PayPal and the way out; paying another way keeps the cart.
 */
export const PayPalWaiting: Story = {
  beforeEach: async () => {
    const cleanup = withCheckoutCart()();
    // A checkout of this tab left waiting for PayPal, as the page keeps it.
    const actor = createActor(checkoutMachine.provide(createCheckoutFakes().implementations), {
      input: { entries: checkoutCart, deliveryFee: 500, isVerified: true, address: fakeAddress },
    }).start();
    actor.send({ type: 'checkout.chooseFulfilment', fulfilment: 'pickup' });
    actor.send({ type: 'checkout.next' });
    actor.send({ type: 'checkout.choosePayment', payment: { method: 'paypal' } });
    actor.send({ type: 'checkout.next' });
    actor.send({ type: 'checkout.submit' });
    await settled(actor, (s) => s.matches({ paying: 'approval' }));
    keepPending(actor.getPersistedSnapshot());
    actor.stop();
    return cleanup;
  },
  play: async () => {
    await expectStep('Waiting for PayPal');
    await expect(screen().getByRole('link', { name: 'Go to PayPal' })).toHaveAttribute(
      'href',
      '/checkout/paypal/PAYID-key-1',
    );
    await press('Pay another way');
    await expect(await alert()).toHaveTextContent('You cancelled the PayPal payment; nothing was charged.');
    await expect(storedCart()).toHaveLength(2);
  },
};

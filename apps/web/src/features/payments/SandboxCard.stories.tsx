import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sandboxCardHandlers } from '@pinjam/api/mocks';
import { SandboxCard } from './SandboxCard';

const meta = {
  title: 'Kit/Payments/SandboxCard',
  component: SandboxCard,
  args: { onCard: fn(), submitLabel: 'Continue to review' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof SandboxCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const scenario = (name: keyof typeof sandboxCardHandlers) => ({
  msw: { handlers: { sandboxCard: sandboxCardHandlers[name] } },
});
const field = (canvas: HTMLElement, name: string) => within(canvas).getByRole('textbox', { name });

/** Types a card into the form and sends it with Enter, as a keyboard user does. */
async function typeCard(canvas: HTMLElement, number = '4242424242424242', expiry = '1234') {
  field(canvas, 'Card number').focus();
  await userEvent.keyboard(number);
  await userEvent.tab();
  await userEvent.keyboard(expiry);
  await userEvent.tab();
  await userEvent.keyboard('123{Enter}');
}

/** The test card: the sandbox's token, its brand and last four digits go on; the number does not. */
export const Tokenised: Story = {
  play: async ({ args, canvasElement }) => {
    await typeCard(canvasElement);
    await waitFor(() =>
      expect(args.onCard).toHaveBeenCalledWith({ token: expect.any(String), brand: 'visa', last4: '4242' }),
    );
  },
};

/** Sent empty: the contract's rules beside each field, the focus on the first, nothing sent. */
export const CheckedBeforeSending: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue to review' }));
    const number = field(canvasElement, 'Card number');
    await waitFor(() => expect(number).toHaveAccessibleDescription('Enter a valid card number'));
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(number).toHaveFocus());
    await expect(field(canvasElement, 'Expiry date (MM/YY)')).toHaveAccessibleDescription(
      'Enter the month on the card (1–12)',
    );
    await expect(field(canvasElement, 'Security code (CVC)')).toHaveAccessibleDescription(
      'Enter the 3 or 4 digits on the back of the card',
    );
    await expect(args.onCard).not.toHaveBeenCalled();
  },
};

/** The sandbox refuses the card (422): its words beside the fields (the year on the expiry), the focus on the first. */
export const ServerRefusesFields: Story = {
  parameters: scenario('invalid'),
  play: async ({ args, canvasElement }) => {
    await typeCard(canvasElement);
    const number = field(canvasElement, 'Card number');
    // The brand typed (Visa) is read with the field, then the sandbox's words.
    await waitFor(() => expect(number).toHaveAccessibleDescription('Visa Enter a valid card number'));
    await waitFor(() => expect(number).toHaveFocus());
    await expect(field(canvasElement, 'Expiry date (MM/YY)')).toHaveAccessibleDescription(
      'This card has expired',
    );
    await expect(field(canvasElement, 'Security code (CVC)')).toHaveAccessibleDescription(
      'Enter the 3 or 4 digits on the back of the card',
    );
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(args.onCard).not.toHaveBeenCalled();
  },
};

/** The sandbox fails (500): its message in the form's alert, the card kept to try again. */
export const SendFails: Story = {
  parameters: scenario('error'),
  play: async ({ args, canvasElement }) => {
    await typeCard(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    await expect(field(canvasElement, 'Card number')).toHaveValue('4242 4242 4242 4242');
    await expect(args.onCard).not.toHaveBeenCalled();
  },
};

/** The card on its way to the sandbox: the button says so, busy and disabled, so it goes once. */
export const Checking: Story = {
  parameters: scenario('slow'),
  play: async ({ canvasElement }) => {
    await typeCard(canvasElement);
    const button = await within(canvasElement).findByRole('button', { name: 'Checking the card…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** The bank's step refused: said in the form's alert, no card goes on. */
export const BankRefuses: Story = {
  parameters: scenario('confirmationRefused'),
  play: async ({ args, canvasElement }) => {
    await typeCard(canvasElement, '4000002760003184');
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Your bank did not confirm this card. Use another card, or pay with PayPal.',
    );
    await expect(args.onCard).not.toHaveBeenCalled();
  },
};

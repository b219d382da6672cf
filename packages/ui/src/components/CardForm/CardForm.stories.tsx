import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CardForm } from './CardForm';

const meta = {
  title: 'UI/CardForm',
  component: CardForm,
  args: { onSubmit: fn(), onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const filled = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/** Nothing typed: three labelled fields in a 'Card details' group, autofill names, a numeric keypad. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Card details' })).toBeVisible();
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('textbox', { name: 'Expiry date (MM/YY)' })).toHaveAttribute(
      'autocomplete',
      'cc-exp',
    );
    await expect(canvas.getByRole('textbox', { name: 'Security code (CVC)' })).toHaveAttribute(
      'autocomplete',
      'cc-csc',
    );
  },
};

/**
 * Typed by keyboard: the number groups itself as the card prints it and names its brand (read
 * with the number), the expiry gets its slash, letters are dropped; Enter submits what is shown.
 */
export const Filled: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await step('type the card with the keyboard only', async () => {
      await userEvent.click(number);
      await userEvent.keyboard('4242424242424242');
      await expect(number).toHaveValue('4242 4242 4242 4242');
      await expect(number).toHaveAccessibleDescription('Visa');
      await userEvent.tab();
      await userEvent.keyboard('1234');
      await waitFor(() =>
        expect(canvas.getByRole('textbox', { name: 'Expiry date (MM/YY)' })).toHaveValue('12/34'),
      );
      await userEvent.tab();
      await userEvent.keyboard('1a23');
      await waitFor(() =>
        expect(canvas.getByRole('textbox', { name: 'Security code (CVC)' })).toHaveValue('123'),
      );
    });
    await step('Enter submits', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith(filled);
    });
  },
};

/** American Express groups 4-6-5. */
export const Amex: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '378282246310005');
    await expect(number).toHaveValue('3782 822463 10005');
    await expect(number).toHaveAccessibleDescription('American Express');
  },
};

/** Refused: each error beside its field and read with it; the focus goes to the first one to fix. */
export const Errors: Story = {
  args: {
    defaultValue: { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '1' },
    errors: {
      number: 'Enter a valid card number',
      expiry: 'This card has expired',
      cvc: 'Enter the 3 or 4 digits on the back of the card',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('Visa Enter a valid card number');
    await waitFor(() => expect(number).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Expiry date (MM/YY)' })).toHaveAccessibleDescription(
      'This card has expired',
    );
  },
};

/** The bank refused the card as a whole: said above the button, announced. */
export const BankRefused: Story = {
  args: { defaultValue: filled, formError: 'Your bank did not confirm this card. Use another card.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Your bank did not confirm');
  },
};

/** The card is being checked: the button says so and the fields wait. */
export const Submitting: Story = {
  args: { defaultValue: filled, state: 'submitting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Checking the card…' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('readonly');
  },
};

/**
 * The bank's step (4000 0027 6000 3184): a dialog asks to confirm the card ending in 3184; Confirm
 * and Cancel by keyboard.
 */
export const Confirming: Story = {
  args: {
    defaultValue: { number: '4000 0027 6000 3184', expiry: '12/34', cvc: '123' },
    state: 'confirming',
    bankStep: { last4: '3184', onConfirm: fn(), onCancel: fn() },
  },
  parameters: { visual: { fullPage: true } },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Confirm this payment with your bank' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your bank asks you to confirm that you are paying with the card ending in 3184.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.bankStep!.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.bankStep!.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Disabled, e.g. while PayPal is chosen: nothing can be typed or sent. */
export const Disabled: Story = {
  args: { defaultValue: filled, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Use this card' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** On a phone: expiry and CVC under each other when there is no room beside. */
export const Mobile: Story = { ...Errors, globals: { viewport: { value: 'mobile1' } } };

/** Dark theme, with errors. */
export const Dark: Story = { args: Errors.args, parameters: { theme: 'dark' } };

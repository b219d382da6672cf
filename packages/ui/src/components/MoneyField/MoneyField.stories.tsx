import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MoneyField } from './MoneyField';

const meta = {
  title: 'UI/MoneyField',
  component: MoneyField,
  args: { label: 'Price per day', placeholder: '0.00' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof MoneyField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: 'B$' before the amount, read with the field; a decimal keypad on phones. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Price per day');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAccessibleDescription('B$');
  },
};

/** Typed as people write it; the app reads the text as integer cents (`parseMoney` of @pinjam/api/domain). */
export const Typing: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Price per day');
    await userEvent.type(input, '12.50');
    await expect(input).toHaveValue('12.50');
  },
};

/** With help and a value. */
export const WithDescription: Story = {
  args: {
    label: 'Deposit (optional)',
    description: 'Held while the item is out, released when it comes back.',
    defaultValue: '150.00',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Deposit (optional)')).toHaveAccessibleDescription(
      'B$ Held while the item is out, released when it comes back.',
    );
  },
};

/** An error beside the field, read with it. */
export const WithError: Story = {
  args: { defaultValue: '12.505', error: 'Enter an amount like 12.50' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Price per day');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('B$ Enter an amount like 12.50');
  },
};

/** Disabled, e.g. while a form is saved. */
export const Disabled: Story = { args: { defaultValue: '45.00', disabled: true } };

/** A long label and error wrap. */
export const LongText: Story = {
  args: {
    label: 'Price per week, for rentals of seven days or more (optional)',
    defaultValue: '100000.01',
    error: 'Must be at most B$100,000.00 a day. Contact us to list something worth more.',
  },
};

/** On a phone. */
export const Mobile: Story = { ...WithError, globals: { viewport: { value: 'mobile2' } } };

/** Dark theme, with an error. */
export const Dark: Story = { args: WithError.args, parameters: { theme: 'dark' } };

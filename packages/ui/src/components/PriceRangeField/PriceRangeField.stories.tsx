import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceRangeField, type PriceRange } from './PriceRangeField';

const meta = {
  title: 'UI/PriceRangeField',
  component: PriceRangeField,
  args: { label: 'Price', description: 'Per day for rentals, else the sale price.', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof PriceRangeField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: any price. People type dollars; Enter or Apply hands over integer cents. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Price' })).toBeVisible();
    const min = canvas.getByRole('textbox', { name: 'Min' });
    await expect(min).toHaveAccessibleDescription('B$ Per day for rentals, else the sale price.');
    await userEvent.type(min, '12.5');
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Max' }), '1,000{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ min: 1250, max: 100000 });
    await expect(min).toHaveValue('12.50');
  },
};

/** A range already set (from the URL) shows in dollars; clearing one end and applying opens it. */
export const WithValue: Story = {
  args: { defaultValue: { min: 1000, max: 5050 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Min' })).toHaveValue('10');
    const max = canvas.getByRole('textbox', { name: 'Max' });
    await expect(max).toHaveValue('50.50');
    await userEvent.clear(max);
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ min: 1000, max: null });
  },
};

/** What is not money, or a maximum below the minimum, is said beside the fields; nothing changes. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('textbox', { name: 'Min' });
    const max = canvas.getByRole('textbox', { name: 'Max' });
    await userEvent.type(min, 'ten{Enter}');
    await expect(min).toHaveAttribute('aria-invalid', 'true');
    await expect(min).toHaveAccessibleDescription(/Enter an amount like 12.50/);
    await userEvent.clear(min);
    await userEvent.type(min, '50');
    await userEvent.type(max, '20{Enter}');
    await expect(max).toHaveAccessibleDescription(/The maximum must be at least the minimum/);
    await expect(min).not.toHaveAttribute('aria-invalid');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Controlled: a new value from outside (Back, 'Clear all') replaces what was typed. */
export const Controlled: Story = {
  tags: ['no-visual'],
  render: function Render(args) {
    const [value, setValue] = useState<PriceRange>({ min: 500, max: null });
    return (
      <>
        <PriceRangeField {...args} value={value} onValueChange={setValue} />
        <button type="button" onClick={() => setValue({ min: null, max: null })}>
          Clear all
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('textbox', { name: 'Min' });
    await userEvent.clear(min);
    await userEvent.type(min, '7');
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Max' }), 'oops');
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear all' }));
    await expect(min).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Max' })).toHaveValue('');
  },
};

/** An error from the server (e.g. a hand-edited link) is shown and read with the maximum. */
export const ServerError: Story = {
  args: { defaultValue: { min: 900, max: 100 }, errors: { max: 'Must be at least the minimum price' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Max' })).toHaveAccessibleDescription(
      /Must be at least the minimum price/,
    );
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: { min: 1000, max: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Min' })).toBeDisabled();
  },
};

/** In a narrow column (a phone, a sidebar): Apply wraps under the fields. */
export const Narrow: Story = {
  args: { defaultValue: { min: 100000, max: 99999999 } },
  decorators: [(Story) => <div style={{ maxWidth: 220 }}>{Story()}</div>],
};

/** On the dark theme, with an error. */
export const Dark: Story = { ...ServerError, parameters: { theme: 'dark' } };

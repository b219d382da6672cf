import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterChips, type FilterChip } from './FilterChips';

const chips: FilterChip[] = [
  { id: 'category', label: 'Drones', name: 'Category: Drones' },
  { id: 'district', label: 'Tutong', name: 'Location: Tutong' },
  { id: 'price', label: 'B$10.00 – B$50.00', name: 'Price: B$10.00 – B$50.00' },
];

const meta = {
  title: 'UI/FilterChips',
  component: FilterChips,
  args: { chips, onRemove: fn(), onClearAll: fn() },
} satisfies Meta<typeof FilterChips>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The filters in force; each chip removes its filter, 'Clear all' removes them all. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Filters applied' });
    await userEvent.click(within(group).getByRole('button', { name: 'Remove filter: Location: Tutong' }));
    await expect(args.onRemove).toHaveBeenCalledWith('district');
    await userEvent.click(within(group).getByRole('button', { name: 'Clear all' }));
    await expect(args.onClearAll).toHaveBeenCalled();
  },
};

/** Keyboard: after a removal, focus moves to the chip that took its place, then the one before. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  render: function Render(args) {
    const [shown, setShown] = useState(chips);
    return (
      <FilterChips {...args} chips={shown} onRemove={(id) => setShown(shown.filter((c) => c.id !== id))} />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: /Tutong/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Price/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Drones/ })).toHaveFocus());
    // One chip left: nothing to clear all of.
    await expect(canvas.queryByRole('button', { name: 'Clear all' })).toBeNull();
  },
};

/** One filter: no 'Clear all' (the chip does the same). */
export const Single: Story = {
  args: { chips: chips.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear all' })).toBeNull();
  },
};

/** No filters: nothing at all. */
export const Empty: Story = {
  tags: ['no-visual'],
  args: { chips: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
};

/** Long labels are cut with an ellipsis inside a narrow column; the spoken name stays whole. */
export const LongText: Story = {
  args: {
    chips: [
      { id: 'category', label: 'Home / Office / Garden and everything else around the house' },
      ...chips.slice(1),
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};

/** On the dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };

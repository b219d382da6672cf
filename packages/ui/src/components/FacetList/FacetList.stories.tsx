import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FacetList, type FacetOption } from './FacetList';

const categories: FacetOption[] = [
  { value: '', label: 'All categories', count: 23 },
  { value: 'film-photography', label: 'Film & Photography', count: 5 },
  { value: 'audio-visual', label: 'Audio Visual Equipment', count: 4 },
  { value: 'projectors-screens', label: 'Projectors & Screens', count: 0 },
  { value: 'drones', label: 'Drones', count: 5 },
  { value: 'dj-equipment', label: 'DJ Equipment', count: 2 },
  { value: 'transport', label: 'Transport', count: 0 },
  { value: 'electronics', label: 'Electronics', count: 4 },
  { value: 'sports', label: 'Sports', count: 1 },
  { value: 'kids-baby', label: 'Kids & Baby', count: 1 },
  { value: 'clothing', label: 'Clothing', count: 1 },
];

const meta = {
  title: 'UI/FacetList',
  component: FacetList,
  args: { label: 'Category', options: categories, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
} satisfies Meta<typeof FacetList>;
export default meta;
type Story = StoryObj<typeof meta>;

const radios = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('radiogroup', { name: 'Category' })).getAllByRole('radio');

/** A search's categories with their counts; choices with no results are left out. */
export const Default: Story = {
  args: { defaultValue: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(radios(canvasElement)).toHaveLength(9);
    await expect(canvas.queryByText('Transport')).toBeNull();
    const drones = canvas.getByRole('radio', { name: /^Drones\W+5 results$/ });
    await userEvent.click(canvas.getByText('Drones'));
    await expect(drones).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('drones');
  },
};

/** Long lists show their first choices and 'Show all'; the chosen one shows even when further down. */
export const Collapsed: Story = {
  args: { visibleCount: 4, defaultValue: 'clothing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(radios(canvasElement).map((r) => r.getAttribute('value'))).toEqual([
      '',
      'film-photography',
      'audio-visual',
      'drones',
      'clothing',
    ]);
    const toggle = canvas.getByRole('button', { name: 'Show all 9' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(radios(canvasElement)).toHaveLength(9);
    await expect(canvas.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Keyboard: Tab reaches the chosen choice; arrows move and choose. */
export const Keyboard: Story = {
  tags: ['no-visual'],
  render: function Render(args) {
    const [value, setValue] = useState('drones');
    return <FacetList {...args} value={value} onValueChange={setValue} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^Drones/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^DJ Equipment/ })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
  },
};

/** Counts still loading: every choice, no numbers. */
export const CountsUnknown: Story = {
  args: { options: categories.map(({ count: _count, ...option }) => option), defaultValue: '' },
  play: async ({ canvasElement }) => {
    await expect(radios(canvasElement)).toHaveLength(11);
    await expect(within(canvasElement).getByRole('radio', { name: 'Transport' })).toBeInTheDocument();
  },
};

/**
 * Counts arriving keep the list's height: no label wraps anew (a search's sidebar grew 48 px under
 * the reader when they came). Labels one word longer each, so one of them would fill its line.
 */
const growingLabels: FacetOption[] = Array.from({ length: 24 }, (_, i) => ({
  value: `v${i}`,
  label: 'Tent '.repeat(i + 1).trim(),
}));
export const CountsArrive: Story = {
  args: { options: growingLabels, defaultValue: '', visibleCount: 24 },
  render: function Render(args) {
    const [known, setKnown] = useState(false);
    const counted = growingLabels.map((o, i) => ({ ...o, count: 100 + i }));
    return (
      <>
        <FacetList {...args} options={known ? counted : args.options} />
        <button type="button" onClick={() => setKnown(true)}>
          Counts arrive
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Category' });
    const before = group.getBoundingClientRect().height;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Counts arrive' }));
    await within(canvasElement).findByRole('radio', { name: /^Tent\W+100 results$/ });
    await expect(group.getBoundingClientRect().height).toBe(before);
  },
};

/** A chosen choice with no results stays, so the person can see and change it. */
export const ChosenEmpty: Story = {
  args: { defaultValue: 'transport' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /^Transport\W+0 results$/ })).toBeChecked();
  },
};

/** An error from the server is read with the group. */
export const Error: Story = {
  args: { error: 'Choose one of the categories' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAccessibleDescription(
      'Choose one of the categories',
    );
  },
};

/** Long names wrap beside their counts. */
export const LongText: Story = {
  args: {
    options: [
      { value: '', label: 'All categories', count: 1234 },
      {
        value: 'home',
        label: 'Home, office and garden tools, furniture and other household things',
        count: 987,
      },
    ],
    defaultValue: 'home',
  },
};

/** On the dark theme. */
export const Dark: Story = { args: { defaultValue: 'drones' }, parameters: { theme: 'dark' } };

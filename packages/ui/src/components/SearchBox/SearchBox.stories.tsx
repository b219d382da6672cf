import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'UI/SearchBox',
  component: SearchBox,
  args: { onValueChange: fn(), onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each keystroke reports the term; Enter submits it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search')).toBeVisible();
    const input = canvas.getByRole('searchbox', { name: 'Search items' });
    await userEvent.type(input, 'drone{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledTimes(5);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('drone');
    await expect(args.onSubmit).toHaveBeenCalledWith('drone');
  },
};

/** Held by the parent: shows the value it is given. */
export const Controlled: Story = {
  args: { value: 'Canon camera' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await expect(input).toHaveValue('Canon camera');
    await userEvent.type(input, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Canon camera');
  },
};

/** A long term scrolls inside the box. */
export const LongText: Story = {
  args: {
    defaultValue: 'Professional DJ controller with two decks, mixer, speakers and lights for a wedding',
  },
};

/** On the dark theme. */
export const Dark: Story = { args: { defaultValue: 'Tent' }, parameters: { theme: 'dark' } };

/** Full width on a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile2' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LocationSelectOnIntent } from './LocationSelectOnIntent';

/** The home hero's district field: Radix Select loads on the visitor's first intent (decision 0049). */
const meta = {
  title: 'UI/LocationSelect/On intent',
  component: LocationSelectOnIntent,
  // Drawn as LocationSelect's stories draw it (their screenshots hold the look).
  tags: ['no-visual'],
  args: { onValueChange: fn(), allowAll: true },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof LocationSelectOnIntent>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Drawn closed as Radix draws it, the chosen option shown; Enter pressed at once opens the real list. */
export const KeyboardFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const light = within(canvasElement).getByRole('combobox', { name: 'Location' });
    await expect(light).toHaveTextContent('All districts');
    await expect(light).toHaveAttribute('aria-expanded', 'false');
    light.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body().findByRole('listbox');
    // The real trigger took the light one's place; the chosen option has the focus.
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'All districts' })).toHaveFocus());
    await userEvent.click(within(listbox).getByRole('option', { name: 'Tutong' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Tutong');
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Location' });
    await waitFor(() => expect(trigger).toHaveTextContent('Tutong'));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A mouse over it brings the real Select in, in its place; a click then opens it as before. */
export const HoverFirst: Story = {
  args: { defaultValue: 'Belait', allowAll: false },
  play: async ({ canvasElement, args }) => {
    const light = within(canvasElement).getByRole('combobox', { name: 'Location' });
    await expect(light).toHaveTextContent('Belait');
    await userEvent.hover(light);
    await waitFor(() => expect(light).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Location' }));
    await userEvent.click(await body().findByRole('option', { name: 'Brunei-Muara' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('Brunei-Muara');
  },
};

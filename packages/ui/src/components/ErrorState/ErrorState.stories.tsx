import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link';
import { ErrorState, errorStateLayouts } from './ErrorState';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: {
    title: 'We could not load your orders',
    text: 'Check your connection and try again.',
    onRetry: fn(),
  },
  argTypes: { layout: { control: 'inline-radio', options: errorStateLayouts } },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In place of content that failed to load: announced at once, with 'Try again'. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('We could not load your orders');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No title given: the generic one. No retry: no button. */
export const Minimal: Story = {
  args: { title: undefined, text: undefined, onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** While the retry runs the button is busy and cannot be pressed again. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Try again' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Part of the page as it first loads: a labelled group, not an alert. */
export const NotAnnounced: Story = {
  args: { announce: 'none' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(within(canvasElement).getByText('We could not load your orders')).toBeVisible();
  },
};

/** Compact, inside a card or a list, with a second action. */
export const Inline: Story = {
  args: {
    layout: 'inline',
    title: 'Your payout details could not be saved',
    text: 'The bank did not answer. Nothing was changed.',
    action: <Link href="/faq">Get help</Link>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
};

/** Long titles and text wrap. */
export const LongText: Story = {
  args: {
    title: 'We could not load the list of deliveries scheduled for the Brunei-Muara district this week',
    text: 'The server took too long to answer. This sometimes happens when many deliveries are being updated at once; wait a minute and try again, or contact support if it keeps happening.',
  },
};

/** Both layouts. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 560 }}>
      {errorStateLayouts.map((layout) => (
        <ErrorState key={layout} {...args} layout={layout} announce="none" />
      ))}
    </div>
  ),
};

/** On a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile2' } } };

/** Both layouts on the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };

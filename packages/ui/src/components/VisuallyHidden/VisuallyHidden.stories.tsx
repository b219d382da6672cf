import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  // Shows nothing by design: no screenshot.
  tags: ['no-visual'],
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A price whose unit the eye gets from a slash: the words are there for screen readers. */
export const Default: Story = {
  render: () => (
    <p>
      B$45.00 <span aria-hidden>/ day</span>
      <VisuallyHidden>per day</VisuallyHidden>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText('per day');
    await expect(hidden).toBeInTheDocument();
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A polite live region: search results say their new count when they change. */
export const LiveRegion: Story = {
  render: () => <VisuallyHidden role="status">24 items</VisuallyHidden>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('24 items');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullScreenSpinner } from './FullScreenSpinner';

const meta = {
  title: 'UI/FullScreenSpinner',
  component: FullScreenSpinner,
  parameters: { layout: 'fullscreen', visual: { fullPage: true } },
} satisfies Meta<typeof FullScreenSpinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Covers the viewport and marks it busy, with a 'Loading' status. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading' });
    const overlay = status.parentElement!;
    await expect(overlay).toHaveAttribute('aria-busy', 'true');
    const rect = overlay.getBoundingClientRect();
    await expect([rect.top, rect.left, rect.width, rect.height]).toEqual([0, 0, innerWidth, innerHeight]);
  },
};

/** A specific label. */
export const WithLabel: Story = {
  args: { label: 'Signing you in' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Signing you in' })).toBeVisible();
  },
};

/** On a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile2' } } };

/** On the dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading photos', value: 45 },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Under way: the bar is named by its label and says how far it has got. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading photos' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'progress');
  },
};

/** With a line of help under it, read with the bar. */
export const WithDescription: Story = {
  args: { value: 72, description: 'Keep this page open until the upload finishes.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAccessibleDescription(
      'Keep this page open until the upload finishes.',
    );
  },
};

/** Its own words for the amount instead of a percentage. */
export const ValueText: Story = {
  args: { value: 40, valueText: '3.2 of 8 MB' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '3.2 of 8 MB',
    );
  },
};

/** Not started: an empty track. */
export const Empty: Story = { args: { value: 0 } };

/** Done: full, in the positive colour. */
export const Complete: Story = {
  args: { label: 'Photos uploaded', value: 100 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'complete');
  },
};

/** The amount is unknown: no value, the bar sweeps (still when reduced motion is asked for). */
export const Indeterminate: Story = {
  tags: ['no-visual'],
  args: { label: 'Saving your listing', value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};

/** Out-of-range values are held to 0–100. */
export const Clamped: Story = {
  tags: ['no-visual'],
  args: { value: 140 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Moving: the value follows the task. */
export const Moving: Story = {
  tags: ['no-visual'],
  render: function Render(args) {
    const [value, setValue] = useState(0);
    useEffect(() => {
      const timer = setInterval(() => setValue((v) => Math.min(100, v + 25)), 50);
      return () => clearInterval(timer);
    }, []);
    return <ProgressBar {...args} value={value} />;
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
  },
};

/** A long label wraps beside the percentage. */
export const LongText: Story = {
  args: {
    label: 'Uploading 8 photos of the Canon EOS R6 camera body with two batteries and charger',
    value: 12,
  },
};

/** On a phone. */
export const Mobile: Story = { ...WithDescription, globals: { viewport: { value: 'mobile2' } } };

/** On the dark theme: under way and complete. */
export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ProgressBar {...args} />
      <ProgressBar label="Photos uploaded" value={100} />
    </div>
  ),
};

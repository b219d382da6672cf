import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { RouteProgress } from './RouteProgress';

const meta = {
  title: 'UI/RouteProgress',
  component: RouteProgress,
  args: { active: true },
  // A transformed frame holds the fixed bar, so the story shows it in place.
  decorators: [
    (Story) => (
      <div style={{ transform: 'translateZ(0)', height: 96, border: '1px dashed currentColor', padding: 16 }}>
        <Story />
        <span>Page content</span>
      </div>
    ),
  ],
} satisfies Meta<typeof RouteProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While a route resolves: an indeterminate, named progress bar. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** Inactive from the start: nothing renders. */
export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

function Toggle(props: Parameters<typeof RouteProgress>[0]) {
  const [active, setActive] = useState(true);
  return (
    <>
      <RouteProgress {...props} active={active} completeMs={200} />
      <Button size="sm" onClick={() => setActive((a) => !a)}>
        {active ? 'Finish navigation' : 'Start navigation'}
      </Button>
    </>
  );
}

/** When navigation finishes the bar completes, fades, and is removed. */
export const Completes: Story = {
  // Looks like another story until its play runs: no screenshot of its own.
  tags: ['no-visual'],
  render: (args) => <Toggle {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
    await waitFor(() => expect(canvas.getByRole('progressbar')).toHaveAttribute('data-state', 'complete'));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    await waitFor(() => expect(canvas.getByRole('progressbar')).toHaveAttribute('data-state', 'loading'));
  },
};

/** On the dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TypingIndicator } from './TypingIndicator';

const meta = {
  title: 'UI/TypingIndicator',
  component: TypingIndicator,
  args: { names: ['Siti Rahman'] },
} satisfies Meta<typeof TypingIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One person typing: a polite status with the bouncing dots. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Siti Rahman is typing…');
  },
};

/** Nobody typing: the live region stays, empty, so the next start is announced. */
export const Idle: Story = {
  args: { names: [] },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('');
    await expect(status).toHaveAttribute('data-state', 'idle');
  },
};

/** Two, then more. */
export const Several: Story = {
  render: () => (
    <div>
      <TypingIndicator names={['Siti Rahman', 'Hakim Yusof']} />
      <TypingIndicator names={['Siti', 'Hakim', 'Nurul']} />
    </div>
  ),
};

/** A long name wraps. */
export const LongText: Story = {
  args: { names: ['Nurul Aini binti Haji Abdul Rahman bin Pehin Orang Kaya Setia Pahlawan'] },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { PresenceIndicator, presenceStates } from './PresenceIndicator';

const meta = {
  title: 'UI/PresenceIndicator',
  component: PresenceIndicator,
  args: { state: 'online' },
  argTypes: { state: { control: 'inline-radio', options: presenceStates } },
} satisfies Meta<typeof PresenceIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Online, the word said to screen readers only. */
export const Online: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Online')).toBeInTheDocument();
  },
};

/** Offline, with the word shown. */
export const OfflineWithLabel: Story = {
  args: { state: 'offline', showLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Offline')).toBeVisible();
  },
};

/** On an avatar's corner, as the conversation list shows it; both states side by side. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24 }}>
      {presenceStates.map((state) => (
        <span key={state} style={{ position: 'relative', display: 'inline-flex' }}>
          <Avatar name="Siti Rahman" showInitials decorative />
          <PresenceIndicator state={state} placement="corner" />
        </span>
      ))}
      <PresenceIndicator state="online" showLabel />
      <PresenceIndicator state="offline" showLabel />
    </div>
  ),
};

/** The dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon';
import { NotificationDot } from './NotificationDot';

const meta = {
  title: 'UI/NotificationPanel/NotificationDot',
  component: NotificationDot,
} satisfies Meta<typeof NotificationDot>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A red dot for sight; a sentence for screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="unread"]')).toHaveTextContent(
      'You have unread notifications',
    );
  },
};

/** With a count it says how many. */
export const WithCount: Story = {
  args: { count: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="unread"]')).toHaveTextContent(
      '3 unread notifications',
    );
  },
};

/** On a bell button's corner: its sentence becomes part of the button's name. */
export const OnABell: Story = {
  render: (args) => (
    <button
      type="button"
      style={{
        position: 'relative',
        width: 40,
        height: 40,
        border: 0,
        borderRadius: 999,
        background: 'transparent',
        color: 'inherit',
      }}
    >
      <Icon name="bell" size="lg" label="Notifications" />
      <NotificationDot {...args} placement="corner" count={1} />
    </button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName(
      'Notifications 1 unread notification',
    );
  },
};

/** Inline and on a bell, light and dark. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <NotificationDot {...args} />
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        Messages <NotificationDot {...args} count={2} />
      </span>
      <span
        style={{
          position: 'relative',
          display: 'inline-flex',
          width: 40,
          height: 40,
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Icon name="bell" size="lg" />
        <NotificationDot {...args} placement="corner" />
      </span>
    </div>
  ),
};

/** On the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };

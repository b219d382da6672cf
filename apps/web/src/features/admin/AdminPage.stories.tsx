import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Text } from '@pinjam/ui';
import { AdminPage } from './AdminPage';

const meta = {
  title: 'Kit/Admin/AdminPage',
  component: AdminPage,
  args: {
    title: 'Users',
    intro: 'Everyone with an account: find one, see their history, disable or enable them.',
    children: <Text>The page’s content.</Text>,
  },
} satisfies Meta<typeof AdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list screen's shell: the heading, its intro and the content. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  },
};

/** A detail screen: the way back to its list, buttons beside the heading, the last action's result. */
export const Detail: Story = {
  args: {
    title: 'Siti Rahman',
    intro: 'siti@example.bn · joined 5 March 2026',
    backTo: { href: '/admin/users', label: '← Users' },
    actions: <Button tone="critical">Disable</Button>,
    notice: { tone: 'success', text: 'Siti Rahman was enabled.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '← Users' })).toHaveAttribute('href', '/admin/users');
    await expect(canvas.getByRole('status')).toHaveTextContent('Siti Rahman was enabled.');
    await expect(canvas.getByRole('button', { name: 'Disable' })).toBeVisible();
  },
};

/** An action failed: said at once. */
export const Failed: Story = {
  args: { notice: { tone: 'critical', text: 'Another admin disabled this user first.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Another admin');
  },
};

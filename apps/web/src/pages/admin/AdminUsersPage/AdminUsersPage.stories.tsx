import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminUsersHandlers } from '@pinjam/api/mocks';
import { adminListStates } from '../../../testing/adminListStories';
import { screen } from '../../../testing/storyHelpers';
import AdminUsersPage from './AdminUsersPage';

const meta = {
  title: 'Screens/Admin/Users',
  component: AdminUsersPage,
  parameters: { layout: 'fullscreen', screen: { path: '/admin/users' }, auth: 'admin' },
} satisfies Meta<typeof AdminUsersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen().findByRole('table', { name: 'Users' }));
/** The rows come after the skeleton: wait for them as long as a busy machine may need. */
const slow = { timeout: 5_000 };

/** Thirty members, newest first, 25 a page; each name opens the member; the next page has the rest. */
export const List: Story = {
  play: async ({ step }) => {
    const rows = await table();
    await expect(await rows.findByRole('link', { name: 'Hakim Yusof' }, slow)).toHaveAttribute(
      'href',
      '/admin/users/user/7',
    );
    await expect(screen().getByText('30 results')).toBeVisible();
    await step('the second page', async () => {
      await userEvent.click(screen().getByRole('button', { name: 'Page 2' }));
      await expect(await rows.findByRole('link', { name: 'Pinjam Admin' }, slow)).toBeVisible();
    });
  },
};

/** Searching by name or email narrows the list (the words stay in the URL). */
export const Searching: Story = {
  play: async () => {
    const rows = await table();
    await rows.findByRole('link', { name: 'Hakim Yusof' }, slow);
    await userEvent.type(screen().getByRole('searchbox', { name: 'Search by name or email' }), 'hakim@');
    await userEvent.click(await screen().findByRole('button', { name: 'Search' }));
    // The new page of results has come when the count says one.
    await expect(await screen().findByText('1 result', {}, slow)).toBeVisible();
    await expect(await rows.findByRole('link', { name: 'Hakim Yusof' })).toBeVisible();
    await expect(rows.queryByRole('link', { name: 'Pinjam Admin' })).toBeNull();
  },
};

/** Filtered to disabled accounts (as the URL keeps it): each says so. */
export const Filtered: Story = {
  parameters: { screen: { path: '/admin/users?state=disabled' } },
  play: async () => {
    const rows = await table();
    await waitFor(() => expect(rows.getAllByText('Disabled').length).toBeGreaterThan(0), slow);
    await expect(rows.queryByRole('link', { name: 'Hakim Yusof' })).toBeNull();
    await expect(screen().getByText('1 result')).toBeVisible();
  },
};

const states = adminListStates({
  group: 'adminUsers',
  handlers: adminUsersHandlers,
  caption: 'Users',
  emptyText: 'No members yet.',
});

/** No members yet. */
export const Empty: Story = states.Empty;

/** The list cannot be loaded: said in the table, with a retry. */
export const Error: Story = states.Error;

/** On a phone the toolbar wraps and the table scrolls inside the page. */
export const Phone: Story = states.Phone;

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminOrdersHandlers } from '@pinjam/api/mocks';
import { adminListStates } from '../../../testing/adminListStories';
import { screen } from '../../../testing/storyHelpers';
import AdminOrdersPage from './AdminOrdersPage';

const meta = {
  title: 'Screens/Admin/Orders',
  component: AdminOrdersPage,
  parameters: { layout: 'fullscreen', screen: { path: '/admin/orders' }, auth: 'admin' },
} satisfies Meta<typeof AdminOrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen().findByRole('table', { name: 'Orders' }));

/** Thirty orders, newest first, 25 a page; searching by a party's name narrows them. */
export const List: Story = {
  play: async () => {
    const rows = await table();
    // The first story of the file also waits for the page's code to load.
    await expect(await rows.findByRole('link', { name: '#1042' }, { timeout: 5_000 })).toBeVisible();
    await expect(screen().getByText('30 results')).toBeVisible();
    await userEvent.type(screen().getByRole('searchbox', { name: /Search by order number/ }), 'Hakim');
    await userEvent.click(await screen().findByRole('button', { name: 'Search' }));
    // While the search's answer loads the table shows placeholder rows: wait for Hakim's orders.
    await waitFor(() => expect(rows.queryByRole('link', { name: '#1030' })).toBeNull());
    await expect(await rows.findByRole('link', { name: '#1042' })).toBeVisible();
    await expect(rows.queryByRole('link', { name: '#1030' })).toBeNull();
  },
};

/** Filtered to orders with an open issue (as the URL keeps it): each flagged. */
export const OpenIssues: Story = {
  parameters: { screen: { path: '/admin/orders?issue=open' } },
  play: async () => {
    const rows = await table();
    await expect(await rows.findByRole('link', { name: '#1038' })).toBeVisible();
    await expect(rows.getAllByText('Issue open')).toHaveLength(2);
    await expect(rows.queryByRole('link', { name: '#1042' })).toBeNull();
  },
};

const states = adminListStates({
  group: 'adminOrders',
  handlers: adminOrdersHandlers,
  caption: 'Orders',
  emptyText: 'No orders yet.',
});

/** No orders yet. */
export const Empty: Story = states.Empty;

/** The list cannot be loaded: said in the table, with a retry. */
export const Error: Story = states.Error;

/** On a phone the toolbar wraps and the table scrolls inside the page. */
export const Phone: Story = states.Phone;

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminPaymentsHandlers } from '@pinjam/api/mocks';
import { adminListStates } from '../../../testing/adminListStories';
import { screen } from '../../../testing/storyHelpers';
import AdminPaymentsPage from './AdminPaymentsPage';

const meta = {
  title: 'Screens/Admin/Payments',
  component: AdminPaymentsPage,
  parameters: { layout: 'fullscreen', screen: { path: '/admin/payments' }, auth: 'admin' },
} satisfies Meta<typeof AdminPaymentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen().findByRole('table', { name: 'Payments' }));

/** Thirty payments, newest first, 25 a page; searching by the payer's name narrows them. */
export const List: Story = {
  play: async () => {
    const rows = await table();
    await expect(await rows.findByRole('link', { name: 'pay_3f9c2a71d04b_1' })).toHaveAttribute(
      'href',
      '/admin/payments/payment/88',
    );
    await expect(rows.getAllByRole('link', { name: '#1042' })[0]).toHaveAttribute(
      'href',
      '/admin/orders/order/1042',
    );
    await expect(rows.getAllByText('B$120.50')[0]).toBeVisible();
    await expect(screen().getByText('30 results')).toBeVisible();
    await userEvent.type(screen().getByRole('searchbox', { name: /Search by the payer/ }), 'Hakim');
    await userEvent.click(await screen().findByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rows.queryByText('Nurul Aini')).toBeNull());
    await expect(await screen().findByText('4 results')).toBeVisible();
  },
};

/** Filtered to PayPal payments refunded in part (as the URL keeps it). */
export const Filtered: Story = {
  parameters: { screen: { path: '/admin/payments?provider=paypal&status=partially_refunded' } },
  play: async () => {
    const rows = await table();
    await expect(await rows.findByRole('link', { name: 'pay_81be44c0a2f7_1' })).toBeVisible();
    await expect(rows.getByText('Partly refunded')).toBeVisible();
    await expect(rows.queryByRole('link', { name: 'pay_3f9c2a71d04b_1' })).toBeNull();
    await expect(screen().getByText('1 result')).toBeVisible();
  },
};

const states = adminListStates({
  group: 'adminPayments',
  handlers: adminPaymentsHandlers,
  caption: 'Payments',
  emptyText: 'No payments yet.',
});

/** No payments yet. */
export const Empty: Story = states.Empty;

/** The list cannot be loaded: said in the table, with a retry. */
export const Error: Story = states.Error;

/** On a phone the toolbar wraps and the table scrolls inside the page. */
export const Phone: Story = states.Phone;

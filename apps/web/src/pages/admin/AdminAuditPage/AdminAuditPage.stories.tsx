import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { auditHandlers } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import AdminAuditPage from './AdminAuditPage';

const meta = {
  title: 'Screens/Admin/Audit',
  component: AdminAuditPage,
  parameters: { layout: 'fullscreen', screen: { path: '/admin/audit' }, auth: 'admin' },
} satisfies Meta<typeof AdminAuditPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(await screen().findByRole('table', { name: 'Admin actions, newest first' }));

/** Nothing recorded yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { audit: auditHandlers.empty } } },
  play: async () => {
    await expect(await screen().findByText('No admin action has been recorded yet.')).toBeVisible();
  },
};

/**
 * A morning's actions, newest first, each change as old → new in words: B$ for money, a
 * percentage for the commission, Brunei dates, no codes.
 */
export const Entries: Story = {
  play: async () => {
    const rows = await table();
    await expect(await rows.findByText('details.update')).toBeVisible();
    await expect(rows.getByText('Unit 2, Simpang 88')).toBeVisible();
    await expect(rows.getByText('Unit 9, Simpang 101')).toBeVisible();
    await expect(rows.getAllByRole('link', { name: 'Hajah Rosnah' })[0]).toBeVisible();
    await expect(rows.getByText('B$5.00')).toBeVisible();
    await expect(rows.getByText('B$7.50')).toBeVisible();
    await expect(rows.getByText('12 %')).toBeVisible();
    await expect(rows.getByText('Partial refund')).toBeVisible();
    await expect(rows.getByText('B$20.00')).toBeVisible();
    await expect(rows.getByText('04 Dec 2026')).toBeVisible();
    await expect(rows.getAllByText('Delivery fee')[0]).toBeVisible();
    await expect(rows.queryByText('partial_refund')).toBeNull();
    await expect(rows.queryByText('2000')).toBeNull();
    await expect(rows.getAllByText('24 Nov 2026, 16:59')[0]).toBeVisible();
  },
};

/** Filtered to one record by following its link: the filter is in the URL, Clear takes it off. */
export const Filtered: Story = {
  play: async () => {
    const rows = await table();
    await userEvent.click(await rows.findByRole('link', { name: 'banner #2' }));
    await expect(await rows.findByText('banner.update')).toBeVisible();
    await expect(rows.queryByText('details.update')).toBeNull();
    await userEvent.click(screen().getByRole('button', { name: 'Clear filters' }));
    await expect(await rows.findByText('details.update')).toBeVisible();
  },
};

const filters = async () => within(await screen().findByRole('form', { name: 'Filters' }));

/**
 * The filters are checked with the contract's query schema before the address changes: an admin
 * id that is not one is said beside it, the focus on it, and the trail stays as it was.
 */
export const FilterChecked: Story = {
  play: async () => {
    const form = await filters();
    await userEvent.type(form.getByRole('textbox', { name: 'Admin id' }), 'rosnah');
    await userEvent.click(await form.findByRole('button', { name: 'Filter' }));
    const adminId = await form.findByRole('textbox', { name: 'Admin id' });
    await waitFor(() => expect(adminId).toHaveAccessibleDescription('Not a valid id'));
    await expect(adminId).toHaveFocus();
    await expect(await (await table()).findByText('details.update')).toBeVisible();
  },
};

/** An address typed by hand that the server refuses (422): its message beside the field. */
export const FilterRefused: Story = {
  parameters: { screen: { path: '/admin/audit?admin_id=rosnah' } },
  play: async () => {
    const adminId = (await filters()).getByRole('textbox', { name: 'Admin id' });
    await waitFor(() => expect(adminId).toHaveAccessibleDescription('Not a valid id'));
    await expect(adminId).toHaveValue('rosnah');
  },
};

/** Filtered by typing: the action goes into the address and the trail follows. */
export const FilterByAction: Story = {
  play: async () => {
    const form = await filters();
    await userEvent.type(form.getByRole('textbox', { name: /Action/ }), 'banner.update');
    await userEvent.click(await form.findByRole('button', { name: 'Filter' }));
    const rows = await table();
    await waitFor(() => expect(rows.queryByText('details.update')).toBeNull());
    await expect(await rows.findByText('banner.update')).toBeVisible();
  },
};

/** The trail cannot be loaded: said in the table, with a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: { audit: auditHandlers.error } } },
  play: async () => {
    await expect(await screen().findByText('The audit trail could not be loaded.')).toBeVisible();
  },
};

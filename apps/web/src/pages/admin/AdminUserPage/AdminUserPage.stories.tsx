import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminUsersHandlers } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import AdminUserPage from './AdminUserPage';

const meta = {
  title: 'Screens/Admin/User',
  component: AdminUserPage,
  parameters: { layout: 'fullscreen', screen: { path: '/admin/users/user/7' }, auth: 'admin' },
} satisfies Meta<typeof AdminUserPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = () => screen().findByRole('heading', { level: 1, name: 'Hakim Yusof' });

/** Hakim whole: the account masked, the photos under review, orders both ways linked, his audit trail. */
export const Loaded: Story = {
  play: async () => {
    await heading();
    await expect(screen().getByText('BIBD •••• 4821')).toBeVisible();
    await expect(screen().getByRole('img', { name: 'Identity document' })).toBeVisible();
    await expect(screen().getByRole('link', { name: 'Review it in the verification queue' })).toHaveAttribute(
      'href',
      '/admin/user-verification',
    );
    const orders = within(screen().getByRole('table', { name: 'Orders, bought and sold' }));
    await expect(orders.getByRole('link', { name: '#1042' })).toHaveAttribute(
      'href',
      '/admin/orders/order/1042',
    );
    await expect(orders.getByText('Bought')).toBeVisible();
    await expect(orders.getByText('Sold')).toBeVisible();
    await expect(screen().getByRole('link', { name: 'Bosch cordless drill' })).toHaveAttribute(
      'href',
      '/view-item/301',
    );
    await expect(screen().getByRole('button', { name: 'Disable account' })).toBeEnabled();
  },
};

/** A disabled member: the account says since when, and Enable brings them back. */
export const Disabled: Story = {
  parameters: { msw: { handlers: { adminUsers: adminUsersHandlers.disabled } } },
  play: async () => {
    await heading();
    await expect(screen().getByText(/^Disabled since/)).toBeVisible();
    await userEvent.click(screen().getByRole('button', { name: 'Enable account' }));
    await expect(await screen().findByText(/The account is enabled/)).toBeVisible();
    await expect(await screen().findByRole('button', { name: 'Disable account' })).toBeVisible();
  },
};

/** Disable asks first, saying what it does; confirmed, the notice says it is done and Enable appears. */
export const ConfirmDisable: Story = {
  play: async () => {
    await heading();
    await userEvent.click(screen().getByRole('button', { name: 'Disable account' }));
    const dialog = within(await screen().findByRole('dialog'));
    // The dialog fades in: its words are visible once it has.
    await waitFor(() => expect(dialog.getByText(/signed out everywhere at once/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Disable' }));
    await expect(await screen().findByText(/The account is disabled/)).toBeVisible();
    await expect(await screen().findByRole('button', { name: 'Enable account' })).toBeVisible();
  },
};

/** Another admin was first: the 409's words in the notice. */
export const Raced: Story = {
  parameters: { msw: { handlers: { adminUsers: adminUsersHandlers.raced } } },
  play: async () => {
    await heading();
    await userEvent.click(screen().getByRole('button', { name: 'Disable account' }));
    const dialog = within(await screen().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Disable' }));
    await expect(await screen().findByText('This account is disabled already.')).toBeVisible();
  },
};

/** The admin's own record: Disable is off, and says why. */
export const Yourself: Story = {
  parameters: { screen: { path: '/admin/users/user/1' } },
  play: async () => {
    await screen().findByRole('heading', { level: 1, name: 'Pinjam Admin' });
    const button = screen().getByRole('button', { name: 'Disable account' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('This is your own account: it cannot be disabled.');
  },
};

/** No such member. */
export const NotFound: Story = {
  parameters: { screen: { path: '/admin/users/user/999' } },
  play: async () => {
    await expect(await screen().findByText('There is no such member.')).toBeVisible();
  },
};

/** The record cannot be loaded: said, with a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: { adminUsers: adminUsersHandlers.error } } },
  play: async () => {
    await expect(await screen().findByText('The member could not be loaded.')).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a phone the record is one column and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async () => {
    await heading();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

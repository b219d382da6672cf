import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminOrdersHandlers } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import AdminOrderPage from './AdminOrderPage';

const meta = {
  title: 'Screens/Admin/Order',
  component: AdminOrderPage,
  parameters: { layout: 'fullscreen', screen: { path: '/admin/orders/order/1042' }, auth: 'admin' },
} satisfies Meta<typeof AdminOrderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const rental = { screen: { path: '/admin/orders/order/1038' } };
const resolveForm = async () => within(await screen().findByRole('form', { name: 'Resolve the issue' }));

/** A paid purchase: parties linked, the amounts, its payment, the courier's trip; it may be cancelled. */
export const Purchase: Story = {
  play: async () => {
    await expect(await screen().findByRole('heading', { level: 1, name: 'Order #1042' })).toBeVisible();
    await expect(screen().getByRole('link', { name: 'Hakim Yusof' })).toHaveAttribute(
      'href',
      '/admin/users/user/7',
    );
    await expect(screen().getByRole('link', { name: '#88' })).toHaveAttribute(
      'href',
      '/admin/payments/payment/88',
    );
    await expect(screen().getByRole('button', { name: 'Cancel with refund' })).toBeVisible();
    await expect(screen().queryByRole('form', { name: 'Resolve the issue' })).toBeNull();
  },
};

/** A returned rental with an open issue: both trips, the deposit held, the resolve form. */
export const RentalWithIssue: Story = {
  parameters: rental,
  play: async () => {
    await expect(await screen().findByText('The tent came back with a torn flysheet.')).toBeVisible();
    await expect(screen().getByText('Deposit held')).toBeVisible();
    const form = await resolveForm();
    await expect(form.getByLabelText(/Deposit to capture/)).toBeVisible();
    await expect(screen().queryByRole('button', { name: 'Cancel with refund' })).toBeNull();
  },
};

/**
 * A partial refund typed in: the seller's net before → after shows as it is typed; Resolve asks
 * once more with the money each party gets, and only the confirmation resolves.
 */
export const ResolvePartial: Story = {
  parameters: rental,
  play: async () => {
    const form = await resolveForm();
    await userEvent.click(form.getByRole('radio', { name: /Partial refund/ }));
    await userEvent.type(await form.findByLabelText(/Amount to refund/), '20');
    await userEvent.type(await form.findByLabelText(/Deposit to capture/), '10');
    await expect(await form.findByText('Seller’s net: B$121.50 → B$113.50')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Resolve' }));
    const dialog = within(await screen().findByRole('dialog', { name: 'Resolve the issue on order #1038?' }));
    await waitFor(() => expect(dialog.getByText('The buyer gets B$20.00 back.')).toBeVisible());
    await expect(dialog.getByText(/B\$10\.00 of the deposit is captured for the owner/)).toBeVisible();
    await expect(dialog.getByText('Seller’s net: B$121.50 → B$113.50')).toBeVisible();
    await expect(screen().queryByText('The issue is resolved with a partial refund.')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm and resolve' }));
    await expect(await screen().findByText('The issue is resolved with a partial refund.')).toBeVisible();
    await expect(await screen().findByText('Refunded in part', { exact: false })).toBeVisible();
  },
};

/** More than is left: once confirmed, the server's 422 stands beside the amount, in B$. */
export const ResolveTooMuch: Story = {
  parameters: { ...rental, msw: { handlers: { adminOrders: adminOrdersHandlers.resolveTooMuch } } },
  play: async () => {
    const form = await resolveForm();
    await userEvent.click(form.getByRole('radio', { name: /Partial refund/ }));
    await userEvent.type(await form.findByLabelText(/Amount to refund/), '100');
    await userEvent.click(await form.findByRole('button', { name: 'Resolve' }));
    const dialog = within(await screen().findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Confirm and resolve' }));
    await expect(await form.findByText('At most B$145.00 is left to refund.')).toBeVisible();
    const amount = form.getByLabelText(/Amount to refund/);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(screen().queryByRole('dialog')).toBeNull();
  },
};

/**
 * Checked before anything is asked: a partial refund needs its amount, and the deposit captured
 * is at most what is held; each message beside its field, the focus on the first, no dialog.
 */
export const ResolveChecked: Story = {
  // A store of its own (ResolvePartial resolved the default one's issue); nothing is sent here.
  parameters: { ...rental, msw: { handlers: { adminOrders: adminOrdersHandlers.resolving } } },
  play: async () => {
    const form = await resolveForm();
    await userEvent.click(form.getByRole('radio', { name: /Partial refund/ }));
    await userEvent.click(await form.findByRole('button', { name: 'Resolve' }));
    const amount = await form.findByLabelText(/Amount to refund/);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/Enter the amount to refund/));
    await expect(amount).toHaveFocus();
    await userEvent.type(amount, '10');
    const deposit = await form.findByLabelText(/Deposit to capture/);
    await userEvent.type(deposit, '9999');
    await userEvent.click(await form.findByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(deposit).toHaveAccessibleDescription(/At most the deposit, B\$50\.00/));
    await expect(deposit).toHaveFocus();
    await expect(screen().queryByRole('dialog')).toBeNull();
  },
};

/** Resolve pressed with the form as it is (dismiss), then confirmed: the dialog. */
async function resolveAsIs() {
  await userEvent.click((await resolveForm()).getByRole('button', { name: 'Resolve' }));
  const dialog = within(await screen().findByRole('dialog'));
  await userEvent.click(await dialog.findByRole('button', { name: 'Confirm and resolve' }));
  return dialog;
}

/** Refused as a whole (409): the reason in the dialog's alert; the form keeps what was typed. */
export const ResolveRefused: Story = {
  parameters: { ...rental, msw: { handlers: { adminOrders: adminOrdersHandlers.resolveRefused } } },
  play: async () => {
    const dialog = await resolveAsIs();
    await expect(await dialog.findByRole('alert')).toHaveTextContent(/captured or released already/);
    await expect(dialog.getByRole('button', { name: 'Confirm and resolve' })).toBeEnabled();
  },
};

/** The resolution under way: the dialog's button is busy and it cannot be closed. */
export const Resolving: Story = {
  parameters: { ...rental, msw: { handlers: { adminOrders: adminOrdersHandlers.resolving } } },
  play: async () => {
    const dialog = await resolveAsIs();
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Confirm and resolve' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(dialog.getByRole('button', { name: 'Go back' })).toBeDisabled();
  },
};

/** Cancel asks for a reason first (required), then cancels and refunds. */
export const Cancel: Story = {
  play: async () => {
    await userEvent.click(await screen().findByRole('button', { name: 'Cancel with refund' }));
    const dialog = within(await screen().findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText(/B\$1,205.00 back in full/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel and refund' }));
    await expect(await dialog.findByText('Say why the order is cancelled')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Reason/), 'The seller is away.');
    await userEvent.click(await dialog.findByRole('button', { name: 'Cancel and refund' }));
    await expect(
      await screen().findByText(/The order is cancelled and the buyer refunded in full/),
    ).toBeVisible();
    await expect(await screen().findByText('Cancelled: The seller is away.')).toBeVisible();
  },
};

/** Cancelled already: the reason shown, nothing left to do. */
export const Cancelled: Story = {
  parameters: { screen: { path: '/admin/orders/order/1040' } },
  play: async () => {
    await expect(
      await screen().findByText('Cancelled: The seller is away; the buyer asked us to cancel.'),
    ).toBeVisible();
    await expect(screen().queryByRole('button', { name: 'Cancel with refund' })).toBeNull();
  },
};

/** No such order. */
export const NotFound: Story = {
  parameters: { screen: { path: '/admin/orders/order/999' } },
  play: async () => {
    await expect(await screen().findByText('There is no such order.')).toBeVisible();
  },
};

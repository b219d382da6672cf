import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminPaymentsHandlers } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import AdminPaymentPage from './AdminPaymentPage';

const meta = {
  title: 'Screens/Admin/Payment',
  component: AdminPaymentPage,
  parameters: { layout: 'fullscreen', screen: { path: '/admin/payments/payment/88' }, auth: 'admin' },
} satisfies Meta<typeof AdminPaymentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (id: number) => ({ screen: { path: `/admin/payments/payment/${id}` } });
const refundForm = async () => within(await screen().findByRole('form', { name: 'Refund' }));

/** A captured card payment: the amounts, the payer and order linked, the reference, the history; half refunded. */
export const Captured: Story = {
  play: async () => {
    await expect(
      // The first story of the file also waits for the page's code to load.
      await screen().findByRole(
        'heading',
        { level: 1, name: 'Payment pay_3f9c2a71d04b_1' },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    await expect(screen().getByRole('link', { name: 'Hakim Yusof' })).toHaveAttribute(
      'href',
      '/admin/users/user/7',
    );
    await expect(screen().getByRole('link', { name: /#1042/ })).toHaveAttribute(
      'href',
      '/admin/orders/order/1042',
    );
    await expect(screen().getByText('sbx_pi_7d1e0c55a9')).toBeVisible();
    await expect(screen().getByRole('list', { name: 'What happened to this payment' })).toBeVisible();
    const form = await refundForm();
    await userEvent.type(form.getByLabelText(/Amount to refund/), '60');
    await userEvent.type(await form.findByLabelText(/Reason/), 'Arrived scratched');
    await userEvent.click(await form.findByRole('button', { name: 'Refund…' }));
    const dialog = within(await screen().findByRole('dialog'));
    // The dialog fades in: its words are visible once it has.
    await waitFor(() => expect(dialog.getByText('Refund B$60.00?')).toBeVisible());
    await expect(dialog.getByText(/Hakim Yusof gets B\$60.00 back to visa 4242/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expect(await screen().findByText('Refunded B$60.00. Hakim Yusof has been told.')).toBeVisible();
    await waitFor(() => expect(screen().getByText('Arrived scratched')).toBeVisible());
    await expect(screen().getByText(/by Pinjam Admin/)).toBeVisible();
  },
};

/** Refunded in part: B$40 of B$80 left; 'Refund all' fills in what is left. */
export const PartlyRefunded: Story = {
  parameters: at(89),
  play: async () => {
    await expect(await screen().findByText('One lens cap was missing')).toBeVisible();
    await expect(screen().getByText('Partly refunded')).toBeVisible();
    const form = await refundForm();
    await userEvent.click(form.getByRole('button', { name: 'Refund all' }));
    await waitFor(() => expect(form.getByLabelText(/Amount to refund/)).toHaveValue('40'));
  },
};

/** Refunded in full (the order was cancelled): nothing left, no form. */
export const FullyRefunded: Story = {
  parameters: at(90),
  play: async () => {
    await expect(await screen().findByText('Refunded', { selector: 'span' })).toBeVisible();
    await expect(screen().getByText(/Nothing can be refunded here/)).toBeVisible();
    await expect(screen().getByText(/through the order/)).toBeVisible();
    await expect(screen().queryByRole('form', { name: 'Refund' })).toBeNull();
  },
};

/** A rental's deposit held, not captured: a refund is not offered (its order releases it). */
export const Held: Story = {
  parameters: at(91),
  play: async () => {
    await expect(await screen().findByText('Held')).toBeVisible();
    await expect(screen().getByText('A rental’s deposit')).toBeVisible();
    await expect(screen().queryByRole('form', { name: 'Refund' })).toBeNull();
  },
};

/**
 * Checked before anything is asked: blank, then not an amount, then more than is left; each
 * message beside the amount, the focus on it, no dialog.
 */
export const RefundChecked: Story = {
  play: async () => {
    const form = await refundForm();
    const amount = form.getByLabelText(/Amount to refund/);
    await userEvent.click(form.getByRole('button', { name: 'Refund…' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/Enter the amount to refund/));
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveFocus();
    await userEvent.type(amount, 'ten');
    await userEvent.click(await form.findByRole('button', { name: 'Refund…' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/Enter an amount like 12\.50/));
    await userEvent.clear(amount);
    await userEvent.type(amount, '100000');
    await userEvent.click(await form.findByRole('button', { name: 'Refund…' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/is left to refund$/));
    await expect(screen().queryByRole('dialog')).toBeNull();
  },
};

/**
 * Another admin refunded meanwhile: the server's 422 closes the dialog and stands beside the
 * amount, in B$, with the focus on it.
 */
export const RefundTooMuch: Story = {
  parameters: { msw: { handlers: { adminPayments: adminPaymentsHandlers.refundTooMuch } } },
  play: async () => {
    const form = await refundForm();
    await userEvent.type(form.getByLabelText(/Amount to refund/), '50');
    await userEvent.click(await form.findByRole('button', { name: 'Refund…' }));
    await userEvent.click(
      await within(await screen().findByRole('dialog')).findByRole('button', { name: 'Refund' }),
    );
    await expect(await form.findByText('At most B$20.00 is left to refund.')).toBeVisible();
    const amount = form.getByLabelText(/Amount to refund/);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(screen().queryByRole('dialog')).toBeNull();
  },
};

/**
 * Refused as a whole (409: the seller was paid out meanwhile): the reason in the dialog's alert,
 * nothing beside the fields; Keep it closes the dialog.
 */
export const RefundRefused: Story = {
  parameters: { msw: { handlers: { adminPayments: adminPaymentsHandlers.refundPaidOut } } },
  play: async () => {
    const form = await refundForm();
    await userEvent.type(form.getByLabelText(/Amount to refund/), '10');
    await userEvent.click(await form.findByRole('button', { name: 'Refund…' }));
    const dialog = within(await screen().findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Refund' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(/The seller has been paid out/);
    await expect(form.getByLabelText(/Amount to refund/)).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};

/** The refund under way: the dialog's button is busy and it cannot be closed. */
export const Refunding: Story = {
  parameters: { msw: { handlers: { adminPayments: adminPaymentsHandlers.refunding } } },
  play: async () => {
    const form = await refundForm();
    await userEvent.type(form.getByLabelText(/Amount to refund/), '10');
    await userEvent.click(await form.findByRole('button', { name: 'Refund…' }));
    const dialog = within(await screen().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Refund' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeDisabled();
  },
};

/** No such payment. */
export const NotFound: Story = {
  parameters: at(999),
  play: async () => {
    await expect(await screen().findByText('There is no such payment.')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ordersHandlers } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import OrderDetailPage from './OrderDetailPage';

const meta = {
  title: 'Screens/OrderDetail',
  component: OrderDetailPage,
  parameters: { layout: 'fullscreen', screen: { path: '/my-orders/order-details/5003' }, auth: 'hakim' },
} satisfies Meta<typeof OrderDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer's view of a rental in use: lines, money, the seller, the history, the invoice. */
export const Buyer: Story = {
  play: async () => {
    await expect(await screen().findByRole('heading', { level: 1, name: 'Order #5003' })).toBeVisible();
    const history = screen().getByRole('list', { name: 'Order history' });
    await expect(within(history).getAllByRole('listitem').at(-1)).toHaveAttribute('aria-current', 'step');
    await expect(screen().getByRole('link', { name: 'Invoice PJ-INV-005003' })).toHaveAttribute(
      'href',
      '/my-orders/order-invoice/5003',
    );
    await expect(screen().queryByText('Your net')).toBeNull();
    await expect(screen().queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

/** Report an issue from the keyboard: the type in words, a description, then the seed's message. */
export const ReportIssue: Story = {
  play: async () => {
    const report = await screen().findByRole('button', { name: 'Report an issue' });
    report.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen().findByRole('dialog', { name: 'Report an issue' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /What went wrong/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'Damaged' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /What happened/ }),
      'The left propeller arm arrived cracked.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(await screen().findByRole('status')).toHaveTextContent(
      'Your issue has been recorded, our staff will contact you',
    );
  },
};

/** The server refuses the report: its messages beside the fields. */
export const ReportInvalid: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.issueInvalid } } },
  play: async () => {
    await userEvent.click(await screen().findByRole('button', { name: 'Report an issue' }));
    const dialog = await screen().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /What went wrong/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'Something else' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /What happened/ }),
      'It is broken badly.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(
      await within(dialog).findByText('Tell us a little more (at least 10 characters)'),
    ).toBeVisible();
  },
};

/** The seller's view of a paid order: commission and net, the credit note, and Cancel with the refund. */
export const SellerCancels: Story = {
  parameters: { screen: { path: '/my-orders/order-details/5001' }, auth: 'siti' },
  play: async () => {
    await expect(await screen().findByText('Your net')).toBeVisible();
    await expect(screen().getByRole('link', { name: 'Credit note PJ-CN-005001' })).toHaveAttribute(
      'href',
      '/customer-orders/credit-note/5001',
    );
    await userEvent.click(screen().getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen().findByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog).toHaveTextContent('Hakim Yusof is refunded B$90.00 in full to Visa •••• 4242');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await screen().findByRole('status')).toHaveTextContent('Order cancelled');
  },
};

/** Cancelling loses the race to dispatch: a clear message. */
export const CancelConflict: Story = {
  parameters: {
    screen: { path: '/my-orders/order-details/5001' },
    auth: 'siti',
    msw: { handlers: { orders: ordersHandlers.conflict } },
  },
  play: async () => {
    await userEvent.click(await screen().findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(
      within(await screen().findByRole('dialog')).getByRole('button', { name: 'Cancel order' }),
    );
    await expect(await screen().findByRole('alert')).toHaveTextContent('it was dispatched a moment ago');
  },
};

/** An order with an open issue and a long two-line order. */
export const Long: Story = { parameters: { screen: { path: '/my-orders/order-details/5011' } } };

/** Not the caller's order, or no such order. */
export const NotFound: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.notFound } } },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { name: 'This order could not be found' }),
    ).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.slow } } },
  play: async () => {
    await expect(await screen().findByText('Loading the order…')).toBeVisible();
  },
};

/** The order could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.error } } },
  play: async () => {
    await expect(await screen().findByText('This order could not be loaded.')).toBeVisible();
  },
};

/** On a phone. */
export const Phone: Story = { ...Buyer, globals: { viewport: { value: 'mobile2' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { helpersHandlers } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import {
  loadErrorStory,
  loadingStory,
  longTextStory,
  notFoundStory,
  phoneStory,
  printedStory,
} from '../documentStories';
import InvoicePage from './InvoicePage';

const meta = {
  title: 'Screens/Invoice',
  component: InvoicePage,
  parameters: { layout: 'fullscreen', screen: { path: '/my-orders/order-invoice/5010' }, auth: 'hakim' },
} satisfies Meta<typeof InvoicePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const invoice = () => screen().findByRole('article', { name: 'Invoice' });
const totals = () => screen().getByRole('table', { name: 'Totals' });
const totalRow = (label: string) => within(totals()).getByRole('row', { name: new RegExp(`^${label}`) });

/**
 * Hakim's invoice for renting Siti's camera for three days with delivery: numbered and dated, both
 * names, the platform's address, the line with its days and dates, delivery, the total paid by
 * card and the deposit held apart. Print opens the browser's print dialog.
 */
export const Rental: Story = {
  play: async ({ step }) => {
    const doc = within(await invoice());
    await expect(doc.getByText('PJ-INV-005010')).toBeVisible();
    await expect(doc.getByText('03 Mar 2026')).toBeVisible();
    await expect(doc.getByText('#5010')).toBeVisible();
    await expect(
      within(doc.getByRole('region', { name: 'Billed to' })).getByText('Hakim Yusof'),
    ).toBeVisible();
    await expect(within(doc.getByRole('region', { name: 'Seller' })).getByText('Siti Rahman')).toBeVisible();
    await expect(doc.getByText('No. 12, Simpang 34, Kampong Kiulap')).toBeVisible();
    const platform = within(doc.getByRole('region', { name: 'Issued by' }));
    await expect(platform.getByText('Pinjam')).toBeVisible();
    // The platform's details are a read of their own, which may answer after the invoice's.
    await expect(await platform.findByText('Unit 12, Block B, Kiulap Plaza')).toBeVisible();
    await expect(platform.getByText('hello@pinjam.bn')).toBeVisible();
    const lines = within(doc.getByRole('table', { name: 'What was ordered' }));
    await expect(lines.getByText('Rental, 3 days: 10 Mar 2026 – 12 Mar 2026')).toBeVisible();
    await expect(totalRow('Subtotal')).toHaveTextContent('B$135.00');
    await expect(totalRow('Delivery')).toHaveTextContent('B$5.00');
    await expect(totalRow('Total paid')).toHaveTextContent('B$140.00');
    await expect(doc.getByText('Paid by card (Visa •••• 4242)')).toBeVisible();
    await expect(doc.getByText(/A B\$500\.00 deposit is held apart/)).toBeVisible();
    await expect(document.title).toBe('Invoice PJ-INV-005010 · Pinjam');
    await step('Print opens the print dialog', async () => {
      const print = spyOn(window, 'print').mockImplementation(() => {});
      await userEvent.click(screen().getByRole('button', { name: 'Print' }));
      await expect(print).toHaveBeenCalledOnce();
      print.mockRestore();
    });
  },
};

/** Two purchases, one with a long title, paid by PayPal. */
export const PurchasePayPal: Story = {
  parameters: { screen: { path: '/my-orders/order-invoice/5011' } },
  play: async () => {
    const doc = within(await invoice());
    await expect(doc.getAllByText('Purchase')).toHaveLength(2);
    await expect(doc.getByText('Paid by PayPal')).toBeVisible();
    await expect(totalRow('Total paid')).toHaveTextContent('B$2,695.99');
  },
};

/** A cancelled order: refunded in full, said under the totals. */
export const Cancelled: Story = {
  parameters: { screen: { path: '/my-orders/order-invoice/5009' } },
  play: async () => {
    const doc = within(await invoice());
    await expect(totalRow('Refunded')).toHaveTextContent('-B$90.00');
    await expect(doc.getByText('This order was cancelled.')).toBeVisible();
  },
};

/** Fourteen lines, long titles and names, big sums: everything wraps, nothing overflows. */
export const LongText: Story = longTextStory('Invoice', '/my-orders/order-invoice/5099');

/** On a phone: the sheet fills the width; the totals and Print stay in reach. */
export const Phone: Story = phoneStory('Invoice');

/**
 * Printed: the invoice alone on A4. The print rules are applied on screen for the
 * check: no site header, navigation or footer, no toolbar; the document and its totals remain.
 */
export const Printed: Story = printedStory('Invoice');

/** No system details set: the platform's name alone heads the invoice. */
export const WithoutSystemDetails: Story = {
  parameters: { msw: { handlers: { helpers: helpersHandlers.empty } } },
  play: async () => {
    const doc = within(await invoice());
    const platform = within(doc.getByRole('region', { name: 'Issued by' }));
    await expect(platform.getByText('Pinjam')).toBeVisible();
    await expect(platform.queryByText('hello@pinjam.bn')).toBeNull();
  },
};

/** Siti sold this order: the invoice is Hakim's, and she is sent to her credit note. */
export const SellersView: Story = {
  parameters: { auth: 'siti' },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { level: 1, name: 'The invoice is the buyer’s' }),
    ).toBeVisible();
    await userEvent.click(screen().getByRole('link', { name: 'View the credit note' }));
    await expect(await screen().findByRole('article', { name: 'Credit note' })).toBeVisible();
  },
};

/** Someone who is neither party (the server answers 404): not available, with a way to My orders. */
export const NotFound: Story = notFoundStory(
  'This invoice is not available',
  'Go to My orders',
  '/my-orders',
);

/** The server failed: what, and a way to try again. */
export const LoadError: Story = loadErrorStory;

/** Still loading: a placeholder sheet and a spoken status. */
export const Loading: Story = loadingStory('Loading the invoice');

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screen } from '../../../testing/storyHelpers';
import {
  loadErrorStory,
  loadingStory,
  longTextStory,
  notFoundStory,
  phoneStory,
  printedStory,
} from '../documentStories';
import CreditNotePage from './CreditNotePage';

const meta = {
  title: 'Screens/CreditNote',
  component: CreditNotePage,
  parameters: { layout: 'fullscreen', screen: { path: '/customer-orders/credit-note/5010' }, auth: 'siti' },
} satisfies Meta<typeof CreditNotePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const creditNote = () => screen().findByRole('article', { name: 'Credit note' });
const totalRow = (label: string) =>
  within(screen().getByRole('table', { name: 'Totals' })).getByRole('row', { name: new RegExp(`^${label}`) });

/**
 * Siti's credit note for renting her camera to Hakim: numbered and dated, both names, the
 * platform's address, the line with its days and dates, then gross, the 10 % commission and her
 * net; delivery is the buyer's and the platform's, said in a note.
 */
export const Rental: Story = {
  play: async () => {
    const doc = within(await creditNote());
    await expect(doc.getByText('PJ-CN-005010')).toBeVisible();
    await expect(doc.getByText('03 Mar 2026')).toBeVisible();
    await expect(
      within(doc.getByRole('region', { name: 'Issued to' })).getByText('Siti Rahman'),
    ).toBeVisible();
    await expect(within(doc.getByRole('region', { name: 'Buyer' })).getByText('Hakim Yusof')).toBeVisible();
    // The platform's details are a read of their own, which may answer after the document's.
    await expect(
      await within(doc.getByRole('region', { name: 'Issued by' })).findByText(
        'Unit 12, Block B, Kiulap Plaza',
      ),
    ).toBeVisible();
    await expect(doc.getByText('Rental, 3 days: 10 Mar 2026 – 12 Mar 2026')).toBeVisible();
    await expect(totalRow('Gross')).toHaveTextContent('B$135.00');
    await expect(totalRow('Platform commission')).toHaveTextContent('-B$13.50');
    await expect(totalRow('Net to you')).toHaveTextContent('B$121.50');
    await expect(doc.getByText('The buyer paid by card.')).toBeVisible();
    await expect(doc.getByText(/also paid B\$5\.00 for the platform’s delivery/)).toBeVisible();
    await expect(document.title).toBe('Credit note PJ-CN-005010 · Pinjam');
  },
};

/** Two purchases paid by PayPal, one with a long title. */
export const PurchasePayPal: Story = {
  parameters: { screen: { path: '/customer-orders/credit-note/5011' } },
  play: async () => {
    const doc = within(await creditNote());
    await expect(doc.getByText('The buyer paid by PayPal.')).toBeVisible();
    await expect(totalRow('Gross')).toHaveTextContent('B$2,690.99');
    await expect(totalRow('Platform commission')).toHaveTextContent('-B$269.10');
    await expect(totalRow('Net to you')).toHaveTextContent('B$2,421.89');
  },
};

/** Fourteen lines, long titles and names, big sums: everything wraps, nothing overflows. */
export const LongText: Story = longTextStory('Credit note', '/customer-orders/credit-note/5099');

/** On a phone: the sheet fills the width; the totals and Print stay in reach. */
export const Phone: Story = phoneStory('Credit note');

/**
 * Printed: the credit note alone on A4. The print rules are applied on screen for the
 * check: no site header, navigation or footer, no toolbar; the document and its totals remain.
 */
export const Printed: Story = printedStory('Credit note');

/** Hakim bought this order: the credit note is Siti's, and he is sent to his invoice. */
export const BuyersView: Story = {
  parameters: { auth: 'hakim' },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { level: 1, name: 'The credit note is the seller’s' }),
    ).toBeVisible();
    await userEvent.click(screen().getByRole('link', { name: 'View the invoice' }));
    await expect(await screen().findByRole('article', { name: 'Invoice' })).toBeVisible();
  },
};

/** Someone who is neither party (the server answers 404): not available, with a way to Customer orders. */
export const NotFound: Story = notFoundStory(
  'This credit note is not available',
  'Go to Customer orders',
  '/customer-orders',
);

/** The server failed: what, and a way to try again. */
export const LoadError: Story = loadErrorStory;

/** Still loading: a placeholder sheet and a spoken status. */
export const Loading: Story = loadingStory('Loading the credit note');

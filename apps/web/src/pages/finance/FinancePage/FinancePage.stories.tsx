import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { financeHandlers } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import FinancePage from './FinancePage';

const meta = {
  title: 'Screens/Finance',
  component: FinancePage,
  parameters: { layout: 'fullscreen', screen: { path: '/my-finance' }, auth: 'siti' },
} satisfies Meta<typeof FinancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const figures = async () => within(await screen().findByRole('list', { name: 'Your money' }));

/** Nothing sold yet: zeros, an empty chart, and what the page will show. */
export const NoHistory: Story = {
  parameters: { msw: { handlers: { finance: financeHandlers.noHistory } } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'No money yet' })).toBeVisible();
    await expect((await figures()).getAllByText('B$0.00')).toHaveLength(4);
    await expect(screen().getByText('Nothing earned in the last 12 months yet.')).toBeVisible();
    await expect(screen().queryByRole('button', { name: 'Download CSV' })).toBeNull();
    await expect(screen().queryByText('Add your bank details', { selector: 'a' })).toBeNull();
  },
};

/** A long history: the four figures, the chart, the entries with their orders, the CSV. */
export const LongHistory: Story = {
  parameters: { msw: { handlers: { finance: financeHandlers.default } } },
  play: async () => {
    const cards = await figures();
    await expect(await cards.findByText('B$125.00')).toBeVisible();
    await expect(cards.getByText('B$81.00')).toBeVisible();
    await expect(cards.getByText('B$405.00')).toBeVisible();
    await expect(cards.getByText('B$486.00')).toBeVisible();
    await expect(cards.getByText('Paid out on 27 Nov 2026')).toBeVisible();
    const table = await screen().findByRole('table', { name: 'Your ledger entries, newest first' });
    await expect(within(table).getByRole('link', { name: /Order #140 paid/ })).toHaveAttribute(
      'href',
      '/my-orders/order-details/140',
    );
    // Older entries come a page at a time, under the others.
    await userEvent.click(screen().getByRole('button', { name: 'Show older entries' }));
    await expect(await within(table).findByRole('link', { name: /Order #97 paid/ })).toBeVisible();
    await expect(screen().queryByRole('button', { name: 'Show older entries' })).toBeNull();
    await userEvent.click(screen().getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(screen().queryByRole('alert')).toBeNull());
  },
};

/** Money payable and no bank details: the page asks for them, with a link to settings. */
export const NoBankDetails: Story = {
  parameters: { msw: { handlers: { finance: financeHandlers.noBankDetails } } },
  play: async () => {
    await expect(
      await screen().findByText(/Until your bank details are saved, your payout waits/),
    ).toBeVisible();
    await expect(screen().getByRole('link', { name: 'Add your bank details' })).toHaveAttribute(
      'href',
      '/settings',
    );
  },
};

/** Loading: placeholders in the figures and the table. */
export const Loading: Story = {
  parameters: { msw: { handlers: { finance: financeHandlers.loading } } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'My finance', level: 1 })).toBeVisible();
    await expect(
      screen().getByRole('heading', { name: 'My finance', level: 1 }).closest('[aria-busy]'),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The page cannot load: said, with Try again. */
export const Error: Story = {
  parameters: { msw: { handlers: { finance: financeHandlers.error } } },
  play: async () => {
    await expect(await screen().findByText('Your finances could not be loaded')).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a phone: the figures stack, the table scrolls in its own region. */
export const Phone: Story = { ...LongHistory, globals: { viewport: { value: 'mobile2' } } };

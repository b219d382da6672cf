import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contract } from '@pinjam/api/contract';
import { adminFinanceHandlers, mockPending } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import AdminFinancesPage from './AdminFinancesPage';

const meta = {
  title: 'Screens/Admin/Finances',
  component: AdminFinancesPage,
  parameters: { layout: 'fullscreen', screen: { path: '/admin/finances' }, auth: 'admin' },
} satisfies Meta<typeof AdminFinancesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const due = async () => within(await screen().findByRole('list', { name: 'Payouts due' }));
const payoutOf = async (name: string) => within((await due()).getByRole('listitem', { name }));

/** Nothing due and nobody waiting: the date can still be set. */
export const Empty: Story = {
  parameters: { msw: { handlers: { adminFinance: adminFinanceHandlers.empty } } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Nothing to pay' })).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Save date' })).toBeEnabled();
    await expect(screen().queryByRole('button', { name: 'Download CSV' })).toBeNull();
  },
};

/** Several sellers due: masked bank details, their orders, the total; one waiting for details. */
export const Due: Story = {
  play: async () => {
    const items = (await due()).getAllByRole('listitem', { name: /./ });
    await expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Hakim Yusof',
      'Siti Rahman',
    ]);
    const siti = await payoutOf('Siti Rahman');
    await expect(siti.getByText(/Baiduri Bank •••• 4821/)).toBeVisible();
    await expect(siti.getByText('B$400.50')).toBeVisible();
    await expect(siti.getByRole('link', { name: 'Order #124' })).toHaveAttribute(
      'href',
      '/admin/orders/order/124',
    );
    await expect(screen().getByText('Total: B$535.50')).toBeVisible();
    await expect(screen().getByRole('heading', { name: 'Waiting for bank details' })).toBeVisible();
    await expect(screen().getByText(/B\$27\.00 waiting, from 1 order/)).toBeVisible();
    await expect(screen().queryByText(/001234564821/)).toBeNull();
    // Mark paid asks first, then says it is done.
    await userEvent.click(siti.getByRole('button', { name: 'Mark paid' }));
    const dialog = within(
      await screen().findByRole('dialog', { name: 'Mark B$400.50 to Siti Rahman paid?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Mark paid' }));
    await expect(await screen().findByText('Siti Rahman was marked paid and has been told.')).toBeVisible();
    await userEvent.click(screen().getByRole('button', { name: 'Download CSV' }));
  },
};

/** Another admin marked it paid first: the 409 is said, and the list read again. */
export const MarkPaidConflict: Story = {
  parameters: { msw: { handlers: { adminFinance: adminFinanceHandlers.conflict } } },
  play: async () => {
    const hakim = await payoutOf('Hakim Yusof');
    await userEvent.click(hakim.getByRole('button', { name: 'Mark paid' }));
    const dialog = within(
      await screen().findByRole('dialog', { name: /Mark B\$135\.00 to Hakim Yusof paid\?/ }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Mark paid' }));
    await waitFor(async () =>
      expect(await screen().findByRole('alert')).toHaveTextContent('This payout was marked paid already'),
    );
  },
};

/** A date the server finds in the past: its message beside the field. */
export const PastDateError: Story = {
  parameters: { msw: { handlers: { adminFinance: adminFinanceHandlers.pastDate } } },
  play: async () => {
    await userEvent.click(await screen().findByRole('button', { name: 'Save date' }));
    await expect(await screen().findByText('Choose today or a later date.')).toBeVisible();
  },
};

/** While the date is saved, Save date is busy and cannot be pressed twice. */
export const SavingDate: Story = {
  parameters: {
    msw: {
      handlers: {
        adminFinance: [mockPending(contract.adminFinance.payoutDate), ...adminFinanceHandlers.default],
      },
    },
  },
  play: async () => {
    const button = await screen().findByRole('button', { name: 'Save date' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
  },
};

/** Loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { adminFinance: adminFinanceHandlers.loading } } },
  play: async () => {
    await expect(await screen().findByText(/Loading the payouts/)).toBeVisible();
  },
};

/** On a phone: the cards stack, nothing scrolls sideways. */
export const Phone: Story = { ...Due, globals: { viewport: { value: 'mobile2' } } };

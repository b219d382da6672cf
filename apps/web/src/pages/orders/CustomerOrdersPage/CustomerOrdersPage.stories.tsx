import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ordersHandlers } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import CustomerOrdersPage from './CustomerOrdersPage';

const meta = {
  title: 'Screens/CustomerOrders',
  component: CustomerOrdersPage,
  parameters: { layout: 'fullscreen', screen: { path: '/customer-orders' }, auth: 'siti' },
} satisfies Meta<typeof CustomerOrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = () => screen().findByRole('region', { name: 'Orders' });

/** Orders of Siti's items: the buyer and her net after commission; an open issue said in words. */
export const Filled: Story = {
  play: async () => {
    const row = await within(await list()).findByRole('article', { name: /^Order #5001/ });
    await expect(row).toHaveTextContent('Purchase by Hakim Yusof');
    await expect(row).toHaveTextContent('Your net');
    await expect(row).toHaveTextContent('B$76.50');
    const issue = within(await list()).getByRole('article', { name: /^Order #5005/ });
    await expect(issue).toHaveTextContent('An issue is open');
  },
};

/** ?status=open: only orders still under way. */
export const OpenOnly: Story = {
  parameters: { screen: { path: '/customer-orders?status=open' } },
  play: async () => {
    const rows = await within(await list()).findAllByRole('article');
    for (const row of rows) await expect(row).not.toHaveTextContent(/Completed|Cancelled/);
  },
};

/** No orders yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.empty } } },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { name: 'No one has ordered from you yet' }),
    ).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = { parameters: { msw: { handlers: { orders: ordersHandlers.slow } } } };

/** The list could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.error } } },
  play: async () => {
    await expect(await screen().findByText('Your orders could not be loaded.')).toBeVisible();
  },
};

/** Many orders. */
export const Long: Story = { parameters: { msw: { handlers: { orders: ordersHandlers.long } } } };

/** On a phone. */
export const Phone: Story = { ...Filled, globals: { viewport: { value: 'mobile2' } } };

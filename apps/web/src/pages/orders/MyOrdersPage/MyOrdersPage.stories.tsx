import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ordersHandlers } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import MyOrdersPage from './MyOrdersPage';

const meta = {
  title: 'Screens/MyOrders',
  component: MyOrdersPage,
  parameters: { layout: 'fullscreen', screen: { path: '/my-orders' }, auth: 'hakim' },
} satisfies Meta<typeof MyOrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = () => screen().findByRole('region', { name: 'Orders' });

/** Hakim's orders, each a link to its detail, with the total he paid. */
export const Filled: Story = {
  play: async () => {
    const rows = await within(await list()).findAllByRole('article');
    await expect(rows.length).toBeGreaterThan(5);
    const link = within(await list()).getByRole('link', { name: /^Order #5001/ });
    await expect(link).toHaveAttribute('href', '/my-orders/order-details/5001');
    await expect(screen().queryByText('Your net')).toBeNull();
  },
};

/** The status filter goes into the URL and the list follows; 'Open' means still under way. */
export const FilterByStatus: Story = {
  play: async () => {
    await list();
    screen().getByRole('combobox', { name: 'Status' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen().findByRole('option', { name: 'Completed' }));
    await waitFor(async () => {
      const rows = within(await list()).getAllByRole('article');
      await expect(rows.every((row) => row.textContent?.includes('Completed'))).toBe(true);
    });
  },
};

/** Filtered to a status with no orders: says so and offers every order. */
export const FilteredEmpty: Story = {
  parameters: {
    screen: { path: '/my-orders?status=cancelled' },
    msw: { handlers: { orders: ordersHandlers.empty } },
  },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { name: 'No orders with status “Cancelled”' }),
    ).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Show all orders' })).toBeVisible();
  },
};

/** No orders yet: what to do. */
export const Empty: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.empty } } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'You have no orders yet' })).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.slow } } },
  play: async () => {
    await expect(await screen().findByText('Loading orders…')).toBeVisible();
  },
};

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

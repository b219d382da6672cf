import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminDeliveriesHandlers, busyDeliveries, deliveriesBoard } from '@pinjam/api/mocks';
import { screen } from '../../../testing/storyHelpers';
import AdminDeliveriesPage from './AdminDeliveriesPage';

const meta = {
  title: 'Screens/Admin/Deliveries',
  component: AdminDeliveriesPage,
  parameters: { layout: 'fullscreen', screen: { path: '/admin/deliveries' }, auth: 'admin' },
} satisfies Meta<typeof AdminDeliveriesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const board = () => screen().findByRole('region', { name: 'Delivery trips' });
/** The table's row of an order's trip (the row whose order link names it). */
async function rowOf(orderId: number, nth = 0) {
  const table = within(await board()).getByRole('table', { name: 'Deliveries by date' });
  const row = await waitFor(() => {
    const matching = within(table)
      .getAllByRole('row')
      .filter((r) => within(r).queryByRole('link', { name: `Order #${orderId}` }));
    if (!matching[nth]) throw new Error(`no row of order #${orderId} yet`);
    return matching[nth];
  });
  return within(row);
}

/** Nothing to deliver. */
export const Empty: Story = {
  parameters: { msw: { handlers: { adminDeliveries: adminDeliveriesHandlers.empty } } },
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Nothing to deliver' })).toBeVisible();
  },
};

/**
 * A busy board: overdue trips first (marked), today, then the days ahead, in several states and
 * districts; the person to meet with a tel: link and the full address. Notify turns the row to
 * Notified in place.
 */
export const Busy: Story = {
  parameters: { msw: { handlers: { adminDeliveries: deliveriesBoard(busyDeliveries) } } },
  play: async () => {
    const first = await rowOf(5101);
    await expect(first.getByText('Overdue')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Call Hakim Yusof on +673 712 3456' })).toHaveAttribute(
      'href',
      'tel:+6737123456',
    );
    const row = await rowOf(5103);
    await expect(row.getByText('Scheduled')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Notify' }));
    await waitFor(async () => expect((await rowOf(5103)).getByText('Notified')).toBeVisible());
    await expect((await rowOf(5103)).getByRole('button', { name: 'Remind' })).toBeVisible();
  },
};

/** The filters live in the URL: Belait shows only the trip there. */
export const FilteredByDistrict: Story = {
  parameters: {
    msw: { handlers: { adminDeliveries: deliveriesBoard(busyDeliveries) } },
    screen: { path: '/admin/deliveries?district=Belait' },
  },
  play: async () => {
    await expect(await rowOf(5104)).toBeTruthy();
    const table = within(await board()).getByRole('table', { name: 'Deliveries by date' });
    // The header row and the one trip.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  },
};

/** An action the server refuses: its words in that row. */
export const ActionFails: Story = {
  parameters: { msw: { handlers: { adminDeliveries: adminDeliveriesHandlers.actionFails } } },
  play: async () => {
    const row = await rowOf(5103);
    await userEvent.click(row.getByRole('button', { name: 'Complete' }));
    await expect(await row.findByRole('alert')).toHaveTextContent(
      'Order #5103 was cancelled: this delivery is off.',
    );
    await expect(row.getByText('Scheduled')).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { adminDeliveries: adminDeliveriesHandlers.loading } } },
  play: async () => {
    await expect(await board()).toHaveAttribute('aria-busy', 'true');
  },
};

/** The board cannot load. */
export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { adminDeliveries: adminDeliveriesHandlers.error } } },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { name: 'The deliveries could not be loaded' }),
    ).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * On a phone: cards instead of the table; Notify works the same. The admin menu (every admin
 * screen) is one row scrolling inside itself: the page never scrolls sideways.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  parameters: { msw: { handlers: { adminDeliveries: deliveriesBoard(busyDeliveries) } } },
  play: async () => {
    const menu = within(await screen().findByRole('navigation', { name: 'Administration' }));
    await expect(menu.getAllByRole('link')).toHaveLength(10);
    await expect(menu.getByRole('link', { name: 'Audit trail' })).toHaveAttribute('href', '/admin/audit');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    const cards = within(await screen().findByRole('list', { name: 'Deliveries by date' }));
    const card = within(await cards.findByRole('listitem', { name: 'Delivery · Order #5103' }));
    await userEvent.click(card.getByRole('button', { name: 'Notify' }));
    await waitFor(() => expect(card.getByText('Notified')).toBeVisible());
  },
};

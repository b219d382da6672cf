import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatDate, formatMoney } from '@pinjam/api/domain';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { StatusPill, type OrderStatus } from '../StatusPill';
import { Table, type TableColumn, type TableSort } from './Table';

interface Order {
  id: number;
  item: string;
  renter: string;
  start: string;
  days: number;
  total: number;
  status: OrderStatus;
}

const orders: Order[] = [
  {
    id: 101,
    item: 'Canon EOS R6',
    renter: 'Siti Nurhaliza',
    start: '2026-03-05',
    days: 3,
    total: 13500,
    status: 'in_use',
  },
  {
    id: 102,
    item: 'Camping tent',
    renter: 'Awang Hafiz',
    start: '2026-02-27',
    days: 2,
    total: 2500,
    status: 'completed',
  },
  {
    id: 103,
    item: 'DJI Mini 4 Pro',
    renter: 'Nur Aisyah',
    start: '2026-03-12',
    days: 7,
    total: 20000,
    status: 'paid',
  },
  {
    id: 104,
    item: 'Yamaha guitar',
    renter: 'Dayang Mariam',
    start: '2026-03-01',
    days: 1,
    total: 35000,
    status: 'return_due',
  },
];

const columns: TableColumn<Order>[] = [
  { id: 'item', header: 'Item', accessor: 'item', sortable: true },
  { id: 'renter', header: 'Renter', accessor: 'renter', sortable: true },
  {
    id: 'start',
    header: 'From',
    accessor: (order) => order.start,
    cell: (order) => formatDate(order.start),
    sortable: true,
  },
  { id: 'days', header: 'Days', accessor: 'days', align: 'end' },
  {
    id: 'total',
    header: 'Total',
    accessor: 'total',
    cell: (order) => formatMoney(order.total),
    align: 'end',
    sortable: true,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (order) => <StatusPill kind="order" status={order.status} size="sm" />,
  },
];

const meta = {
  title: 'UI/Table',
  component: Table<Order>,
  args: { caption: 'Customer orders', columns, data: orders, getRowId: (order) => String(order.id) },
} satisfies Meta<typeof Table<Order>>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvas: HTMLElement) => canvas.querySelector('tbody')!;
const column = (canvas: HTMLElement, index: number) =>
  [...body(canvas).querySelectorAll('tr')].map((row) => row.children[index]!.textContent);

/** Sortable columns: the header is a button; `aria-sort` says which column orders the rows. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Customer orders' });
    const totalHeader = canvas.getByRole('columnheader', { name: 'Total' });
    await step('unsorted: the rows keep their order', async () => {
      await expect(totalHeader).toHaveAttribute('aria-sort', 'none');
      await expect(canvas.getByRole('columnheader', { name: 'Days' })).not.toHaveAttribute('aria-sort');
      await expect(column(table, 0)).toEqual([
        'Canon EOS R6',
        'Camping tent',
        'DJI Mini 4 Pro',
        'Yamaha guitar',
      ]);
    });
    await step('first click sorts ascending', async () => {
      await userEvent.click(within(totalHeader).getByRole('button', { name: 'Total' }));
      await expect(totalHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect(column(table, 4)).toEqual(['B$25.00', 'B$135.00', 'B$200.00', 'B$350.00']);
      await expect(canvas.getByRole('status')).toHaveTextContent('Sorted by Total, ascending');
    });
    await step('second click descending, third back to unsorted', async () => {
      await userEvent.click(within(totalHeader).getByRole('button'));
      await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(column(table, 4)).toEqual(['B$350.00', 'B$200.00', 'B$135.00', 'B$25.00']);
      await userEvent.click(within(totalHeader).getByRole('button'));
      await expect(totalHeader).toHaveAttribute('aria-sort', 'none');
    });
    await step('dates sort by date, shown as dd MMM yyyy', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'From' }));
      await expect(column(table, 2)).toEqual(['27 Feb 2026', '01 Mar 2026', '05 Mar 2026', '12 Mar 2026']);
    });
  },
};

/** Starts sorted by the renter's name. */
export const Sorted: Story = {
  args: { defaultSorting: { id: 'renter', desc: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: 'Renter' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(column(canvasElement, 1)).toEqual([
      'Awang Hafiz',
      'Dayang Mariam',
      'Nur Aisyah',
      'Siti Nurhaliza',
    ]);
  },
};

/** The server sorts: the table reports the chosen sort and shows the rows as they come. */
export const ServerSorted: Story = {
  tags: ['no-visual'],
  args: { onSortingChange: fn(), manualSorting: true },
  render: function Render(args) {
    const [sorting, setSorting] = useState<TableSort | null>(null);
    return (
      <Table
        {...args}
        sorting={sorting}
        onSortingChange={(next) => {
          args.onSortingChange?.(next);
          setSorting(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Item' }));
    await expect(args.onSortingChange).toHaveBeenCalledWith({ id: 'item', desc: false });
    await expect(within(canvasElement).getByRole('columnheader', { name: 'Item' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(column(canvasElement, 0)).toEqual([
      'Canon EOS R6',
      'Camping tent',
      'DJI Mini 4 Pro',
      'Yamaha guitar',
    ]);
  },
};

const onView = fn();

/** A last column of actions per row; the header is named for screen readers only. */
export const RowActions: Story = {
  args: {
    rowActions: (order: Order) => (
      <Button size="sm" tone="neutral" onClick={() => onView(order.id)} aria-label={`View order ${order.id}`}>
        View
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onView.mockClear();
    await expect(within(canvasElement).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View order 103' }));
    await expect(onView).toHaveBeenCalledWith(103);
  },
};

/** While the rows load: skeleton rows, the table busy, 'Loading' said once; no sorting. */
export const Loading: Story = {
  args: { loading: true, loadingRows: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
    await expect(body(canvasElement).querySelectorAll('tr[data-state="loading"]')).toHaveLength(4);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** No rows: one row across the table says so. */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('cell');
    await expect(cell).toHaveTextContent('Nothing here yet');
    await expect(cell).toHaveAttribute('colspan', '6');
  },
};

/** No rows, with a way onwards. */
export const EmptyWithAction: Story = {
  args: {
    data: [],
    empty: (
      <EmptyState
        icon={<Icon name="box" size="xl" />}
        title="No orders yet"
        text="When someone rents one of your items, the order shows here."
        headingLevel={3}
        style={{ border: 0, boxShadow: 'none' }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  },
};

/** The rows failed to load: the error and 'Try again' in their place. */
export const Error: Story = {
  args: { error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('This list could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Long values wrap inside their cells. */
export const LongText: Story = {
  args: {
    data: [
      {
        ...orders[0]!,
        item: 'Sony Alpha A7 IV full-frame mirrorless camera with FE 28–70mm lens, two batteries and a 128GB card',
        renter: 'Pengiranmudaabdulrahmanhakimuddin bin Pengiran Haji Awang Mohammad Yusof',
      },
      ...orders.slice(1),
    ],
  },
};

/** A hidden caption, compact rows. */
export const Compact: Story = { args: { density: 'compact', captionHidden: true } };

/** On a phone the table scrolls sideways; the scroll region can be focused to scroll by keyboard. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2' } },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Customer orders' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/** Both densities, with actions and sorted. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Table {...args} caption="Comfortable" defaultSorting={{ id: 'total', desc: true }} />
      <Table
        {...args}
        caption="Compact, with actions"
        density="compact"
        rowActions={() => (
          <Button size="sm" tone="ghost">
            View
          </Button>
        )}
      />
    </div>
  ),
};

/** On the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };

/** Loading on the dark theme. */
export const DarkLoading: Story = { ...Loading, parameters: { theme: 'dark' } };

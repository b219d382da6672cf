import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Chart, chartVariants, type ChartDatum } from './Chart';
import { monthLabel } from './months';

const earnings: ChartDatum[] = [
  ['2025-10', 42000],
  ['2025-11', 38550],
  ['2025-12', 91000],
  ['2026-01', 65025],
  ['2026-02', 0],
  ['2026-03', 125050],
].map(([month, value]) => ({ label: monthLabel(month as string), value: value as number }));

const meta = {
  title: 'UI/Chart',
  component: Chart,
  args: { data: earnings, title: 'Earnings by month' },
  argTypes: { variant: { control: 'inline-radio', options: chartVariants } },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Chart>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Money by month as bars, the axis in B$. One image to screen readers, named by the title and
 * described by a summary; the numbers are in a hidden table.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole('img', { name: 'Earnings by month' });
    await step('the picture is described', async () => {
      await expect(image).toHaveAccessibleDescription(
        'Highest: Mar, B$1,250.50. Lowest: Feb, B$0.00. 6 values.',
      );
    });
    await step('a bar per month, and a money axis', async () => {
      await expect(canvasElement.querySelectorAll('svg rect[data-state]')).toHaveLength(6);
      await expect(image).toHaveTextContent('B$1,000.00');
    });
    await step('the data as a table', async () => {
      const table = canvas.getByRole('table', { name: 'Earnings by month' });
      const rows = within(table)
        .getAllByRole('row')
        .map((row) => row.textContent);
      await expect(rows).toEqual([
        'MonthAmount',
        'OctB$420.00',
        'NovB$385.50',
        'DecB$910.00',
        'JanB$650.25',
        'FebB$0.00',
        'MarB$1,250.50',
      ]);
    });
  },
};

/** Hovering shows the nearest month's value. */
export const Tooltip: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole('img');
    const target = image.querySelector('rect[fill="transparent"]')!;
    const box = target.getBoundingClientRect();
    await userEvent.pointer({ target, coords: { clientX: box.right - 5, clientY: box.top + 20 } });
    await waitFor(() => expect(canvasElement).toHaveTextContent('Mar B$1,250.50'));
  },
};

/** A line with its points. */
export const Line: Story = { args: { variant: 'line' } };

/** A filled area under the line. */
export const Area: Story = {
  args: { variant: 'area' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('img');
    await expect(canvasElement.querySelectorAll('svg circle')).toHaveLength(6);
  },
};

/** Any number, not only money: told how to write values. */
export const Counts: Story = {
  args: {
    title: 'Orders by month',
    valueHeader: 'Orders',
    formatValue: (value: number) => String(value),
    data: earnings.map((datum, index) => ({ label: datum.label, value: [4, 7, 12, 9, 3, 15][index]! })),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Orders by month' });
    await expect(within(table).getAllByRole('row')[6]).toHaveTextContent('Mar15');
  },
};

/** While the figures load. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading chart');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** No figures for the period. */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Nothing to show for this period yet');
  },
};

/** The figures failed to load. */
export const Error: Story = {
  args: { error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Twelve months and a long title, on a phone: the chart takes the width it has. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2' } },
  args: {
    title: 'Earnings from rentals and sales, by month, over the last twelve months',
    data: Array.from({ length: 12 }, (_, index) => ({
      label: monthLabel(`2025-${String(index + 1).padStart(2, '0')}`),
      value: [12000, 8000, 15500, 22000, 9000, 30000, 41000, 38000, 27000, 19000, 25000, 52000][index]!,
    })),
  },
};

/** Every variant. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {chartVariants.map((variant) => (
        <Chart
          key={variant}
          {...args}
          variant={variant}
          title={`Earnings by month (${variant})`}
          height={180}
        />
      ))}
    </div>
  ),
};

/** On the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { theme: 'dark' } };

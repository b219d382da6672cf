import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMoney } from '@pinjam/api/domain';
import { Stat, statTrends } from './Stat';

const meta = {
  title: 'UI/Stat',
  component: Stat,
  args: {
    label: 'Earnings this month',
    value: formatMoney(125050),
    change: '12% on last month',
    trend: 'up',
  },
  argTypes: { trend: { control: 'inline-radio', options: statTrends } },
  decorators: [
    (Story, { parameters }) => (parameters.wide ? Story() : <div style={{ maxWidth: 280 }}>{Story()}</div>),
  ],
} satisfies Meta<typeof Stat>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A figure with its label, and how it moved: the direction is said, not only drawn. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const term = within(canvasElement).getByRole('term');
    await expect(term).toHaveTextContent('Earnings this month');
    const [value, change] = within(canvasElement).getAllByRole('definition');
    await expect(value).toHaveTextContent('B$1,250.50');
    await expect(change).toHaveTextContent('Up 12% on last month');
    await expect(change!.querySelector('[data-sentiment]')).toHaveAttribute('data-sentiment', 'positive');
  },
};

/** Just the figure. */
export const Plain: Story = {
  args: { label: 'Items listed', value: '12', change: undefined, trend: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('definition')).toHaveLength(1);
  },
};

/** Open issues going up is bad news: the sentiment is told, not taken from the arrow. */
export const UpIsBad: Story = {
  args: { label: 'Open issues', value: '7', change: '3 since last week', trend: 'up', sentiment: 'negative' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-sentiment]')).toHaveAttribute(
      'data-sentiment',
      'negative',
    );
  },
};

/** While the figure loads: a placeholder, the list busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('definition')).toHaveTextContent('Loading');
    await expect(within(canvasElement).queryByText('12% on last month')).toBeNull();
  },
};

/** Long labels and big figures wrap. */
export const LongText: Story = {
  args: {
    label: 'Payouts pending while issues on your orders are resolved',
    value: formatMoney(123456789),
    change: 'B$2,300.00 more than the same month last year',
  },
};

/** The dashboard's row: every trend and sentiment, bare and on a surface, and loading. */
export const AllVariants: Story = {
  parameters: { wide: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(4, 1fr)', maxWidth: 1000 }}>
      <Stat {...args} />
      <Stat {...args} label="Active rentals" value="3" trend="down" change="1 fewer than last week" />
      <Stat {...args} label="Pending requests" value="2" trend="flat" change="Same as yesterday" />
      <Stat {...args} label="Open issues" value="7" trend="up" sentiment="negative" change="3 this week" />
      <Stat {...args} label="Orders this month" value="18" change={undefined} trend={undefined} />
      <Stat {...args} loading />
      <Stat {...args} surface={false} label="Bare" />
    </div>
  ),
};

/** On a phone, one to a row. */
export const Mobile: Story = {
  parameters: { wide: true },
  globals: { viewport: { value: 'mobile2' } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Stat {...args} />
      <Stat {...args} label="Active rentals" value="3" trend="down" change="1 fewer than last week" />
    </div>
  ),
};

/** On the dark theme. */
export const Dark: Story = { ...AllVariants, parameters: { wide: true, theme: 'dark' } };

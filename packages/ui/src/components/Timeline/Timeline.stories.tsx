import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusPill } from '../StatusPill';
import { Timeline, timelineStates, type TimelineEntry } from './Timeline';

const rental: TimelineEntry[] = [
  {
    id: 'paid',
    title: 'Paid',
    at: '2026-02-27T09:12:00Z',
    atText: '27 Feb 2026, 17:12',
    detail: 'By Hakim Yusof',
  },
  { id: 'dispatched', title: 'Dispatched', at: '2026-02-28T09:12:00Z', atText: '28 Feb 2026, 17:12' },
  {
    id: 'in_use',
    title: 'In use',
    at: '2026-03-02T01:00:00Z',
    atText: '02 Mar 2026, 09:00',
    detail: 'Handed over by the courier',
    state: 'current',
  },
  { id: 'return_due', title: 'Return due', state: 'upcoming' },
  { id: 'returned', title: 'Returned', state: 'upcoming' },
];

const meta = {
  title: 'UI/Timeline',
  component: Timeline,
  args: { label: 'Order history', entries: rental },
  argTypes: { entries: { control: 'object' } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A rental in use: what happened, the step in force (marked 'Now') and the steps to come. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Order history' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveTextContent('In useNow');
    await expect(within(items[0]!).getByText('27 Feb 2026, 17:12')).toHaveAttribute(
      'datetime',
      '2026-02-27T09:12:00Z',
    );
  },
};

/** Status pills as titles, as the order page shows them. */
export const WithStatusPills: Story = {
  args: {
    entries: [
      {
        id: '1',
        title: <StatusPill kind="order" status="paid" />,
        at: '2026-03-04T02:00:00Z',
        atText: '04 Mar 2026, 10:00',
      },
      {
        id: '2',
        title: <StatusPill kind="order" status="cancelled" />,
        at: '2026-03-05T02:00:00Z',
        atText: '05 Mar 2026, 10:00',
        detail: 'The seller cancelled before dispatch: refunded in full.',
        state: 'current',
      },
    ],
  },
};

/** Long notes wrap under their step. */
export const LongText: Story = {
  args: {
    entries: [
      {
        id: 'a',
        title: 'Issue reported: damaged',
        at: '2026-02-24T03:00:00Z',
        atText: '24 Feb 2026, 11:00',
        detail:
          'One propeller arm came back cracked and the gimbal cover is missing; photos were sent in messages on the same day, and the courier confirmed the parcel looked dented.',
        state: 'current',
      },
    ],
  },
};

/** One entry in each state. */
export const AllVariants: Story = {
  args: {
    entries: timelineStates.map((state) => ({
      id: state,
      title: state,
      at: state === 'upcoming' ? undefined : '2026-03-01T00:00:00Z',
      atText: '01 Mar 2026, 08:00',
      state,
    })),
  },
};

/** On a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };

/** The dark theme. */
export const Dark: Story = { parameters: { theme: 'dark' } };

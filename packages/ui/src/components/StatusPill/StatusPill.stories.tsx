import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusPill, type StatusPillStatus } from './StatusPill';
import { statusKinds, statusTones, statusVocabularies } from './statuses';

const meta = {
  title: 'UI/StatusPill',
  component: StatusPill,
  args: { kind: 'order', status: 'in_use' },
  argTypes: {
    kind: { control: 'inline-radio', options: statusKinds },
    status: { control: 'select', options: [...new Set(Object.values(statusVocabularies).flat())] },
  },
} satisfies Meta<typeof StatusPill>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A rental order while the renter has the item. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const pill = within(canvasElement).getByText('In use').closest('[data-state]')!;
    await expect(pill).toHaveAttribute('data-state', 'in_use');
    await expect(pill).toHaveAttribute('data-tone', 'brand');
  },
};

/** A request waiting for the owner's answer. */
export const PendingRequest: Story = {
  args: { kind: 'request', status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'warning',
    );
  },
};

const all: StatusPillStatus[] = statusKinds.flatMap((kind) =>
  statusVocabularies[kind].map((status) => ({ kind, status }) as StatusPillStatus),
);

const labels = {
  request: ['Pending', 'Accepted', 'Denied', 'Cancelled', 'Expired'],
  order: ['Paid', 'Dispatched', 'Delivered', 'In use', 'Return due', 'Returned', 'Completed', 'Cancelled'],
  delivery: ['Scheduled', 'Notified', 'Reminded', 'No-show', 'Completed'],
  payout: ['Pending', 'Payable', 'Paid'],
};

/** Every status of every record: requests, orders, delivery legs and payouts. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {statusKinds.map((kind) => (
        <section
          key={kind}
          aria-label={kind}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}
        >
          <strong style={{ width: 80, textTransform: 'capitalize' }}>{kind}</strong>
          {all
            .filter((entry) => entry.kind === kind)
            .map((entry) => (
              <StatusPill key={entry.status} {...entry} />
            ))}
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    for (const kind of statusKinds) {
      await step(`every ${kind} status has its label and tone`, async () => {
        const section = within(canvasElement).getByRole('region', { name: kind });
        const pills = [...section.querySelectorAll('[data-state]')];
        await expect(pills.map((pill) => pill.textContent)).toEqual(labels[kind]);
        for (const pill of pills) {
          const tone = (statusTones[kind] as Record<string, string>)[pill.getAttribute('data-state')!];
          await expect(pill).toHaveAttribute('data-tone', tone);
        }
      });
    }
  },
};

/** Small pills, as in a dense table. */
export const Small: Story = { args: { size: 'sm', kind: 'payout', status: 'payable' } };

/** Every status on the dark theme. */
export const Dark: Story = { ...AllVariants, play: undefined, parameters: { theme: 'dark' } };

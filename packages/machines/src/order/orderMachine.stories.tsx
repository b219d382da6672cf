import type { OrderStatus } from '@pinjam/api/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { EventExamples } from '../_shared/examples';
import {
  eventButton,
  expectChartWhole,
  expectContext,
  expectLit,
  expectState,
  pickExample,
  press,
  readSelectors,
} from '../_testing/play';
import { machineStory } from '../_view/machineStory';
import { orderEventsIn } from './lifecycle';
import {
  orderEventTypes,
  orderMachine,
  type OrderEvent,
  type OrderFacts,
  type OrderInput,
  type OrderParty,
  type OrderSnapshot,
} from './orderMachine';

const partyLabels: Record<OrderParty, string> = {
  buyer: 'The buyer',
  seller: 'The seller',
  admin: 'An admin',
  system: 'The server’s job',
};
/** Who sends each event; the first is the usual one, the others show who may not. */
const firstParty: Record<OrderEvent['type'], OrderParty> = {
  'order.dispatch': 'admin',
  'order.deliver': 'admin',
  'order.handOver': 'seller',
  'order.returnDue': 'system',
  'order.return': 'admin',
  'order.confirmReceipt': 'buyer',
  'order.complete': 'system',
  'order.cancel': 'seller',
  'order.reportIssue': 'buyer',
  'order.resolveIssue': 'admin',
};
const examples: EventExamples<OrderEvent> = Object.fromEntries(
  orderEventTypes.map((type) => {
    const parties = Object.keys(partyLabels) as OrderParty[];
    const ordered = [firstParty[type], ...parties.filter((p) => p !== firstParty[type])];
    return [type, { valid: ordered.map((by) => ({ label: partyLabels[by], payload: { by } })) }];
  }),
);

const view = machineStory(orderMachine, {
  examples,
  input: { kind: 'purchase', fulfilment: 'delivery' },
  selectors: {
    accepts: (s: OrderSnapshot) => orderEventsIn({ ...s.context, status: s.value as OrderStatus }),
  },
});
const meta = { title: 'Machines/Order', ...view } satisfies Meta<typeof view.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Presses each event with its usual party (or the one named) and checks the status after it. */
async function walk(canvas: HTMLElement, steps: [OrderEvent['type'], OrderStatus, OrderParty?][]) {
  for (const [type, status, by] of steps) {
    if (by) await pickExample(canvas, type, partyLabels[by]);
    await press(canvas, type);
    await expectState(canvas, status);
  }
}
/** Completed or cancelled take nothing: no event has a button, the selector lists none. */
async function expectFinal(canvas: HTMLElement, status: 'completed' | 'cancelled') {
  await expectLit(canvas, `order.${status}`);
  for (const type of orderEventTypes)
    await expect(within(canvas).queryByRole('button', { name: type })).toBeNull();
  await expect(readSelectors(canvas).accepts).toEqual([]);
}
const story = (input: OrderInput, play: (canvas: HTMLElement) => Promise<void>): Story => ({
  args: { input },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'paid');
    await play(canvasElement);
  },
});

// ── Stories ──────────────────────────────────────────────────────────────────
/**
 * QA: an order from `paid` (a purchase with delivery here; the other stories show a rental and
 * pickup). Each event says who sends it ({ "by": … }); pick another party in its examples and
 * the button greys out. Cancel is offered only while paid; an open issue holds completion.
 */
export const QA: Story = {
  play: async ({ canvasElement }) => {
    await expectChartWhole(canvasElement);
    await expectState(canvasElement, 'paid');
    await expect(eventButton(canvasElement, 'order.dispatch')).toBeEnabled();
    await expect(eventButton(canvasElement, 'order.handOver')).toBeDisabled();
    await expect(readSelectors(canvasElement).accepts).toEqual([
      { type: 'order.dispatch', by: 'admin' },
      { type: 'order.cancel', by: 'buyer' },
      { type: 'order.cancel', by: 'seller' },
      { type: 'order.cancel', by: 'admin' },
      { type: 'order.cancel', by: 'system' },
      { type: 'order.reportIssue', by: 'buyer' },
      { type: 'order.reportIssue', by: 'seller' },
    ]);
  },
};

/** Purchase, delivery: dispatched, delivered (the outbound leg), the buyer confirms receipt. */
export const PurchaseDelivery = story({ kind: 'purchase', fulfilment: 'delivery' }, async (canvas) => {
  await walk(canvas, [
    ['order.dispatch', 'dispatched'],
    ['order.deliver', 'delivered'],
    ['order.confirmReceipt', 'completed'],
  ]);
  await expectFinal(canvas, 'completed');
});

/** Purchase, pickup: the seller hands it over; the job completes it 3 days later. */
export const PurchasePickup = story({ kind: 'purchase', fulfilment: 'pickup' }, async (canvas) => {
  await expect(eventButton(canvas, 'order.dispatch')).toBeDisabled();
  await walk(canvas, [
    ['order.handOver', 'delivered'],
    ['order.complete', 'completed'],
  ]);
  await expectFinal(canvas, 'completed');
});

/** Rental, delivery: in use, the return falls due, the return leg, completed 48 h later. */
export const RentalDelivery = story({ kind: 'rental', fulfilment: 'delivery' }, async (canvas) => {
  await walk(canvas, [
    ['order.dispatch', 'dispatched'],
    ['order.deliver', 'in_use'],
    ['order.returnDue', 'return_due'],
    ['order.return', 'returned'],
    ['order.complete', 'completed'],
  ]);
  await expectFinal(canvas, 'completed');
});

/** Rental, pickup: the owner hands it over and marks it returned (here early, while in use). */
export const RentalPickup = story({ kind: 'rental', fulfilment: 'pickup' }, async (canvas) => {
  await walk(canvas, [['order.handOver', 'in_use']]);
  await expect(eventButton(canvas, 'order.return')).toBeDisabled(); // an admin: no courier leg
  await walk(canvas, [
    ['order.return', 'returned', 'seller'],
    ['order.complete', 'completed'],
  ]);
});

/**
 * Cancelled before dispatch (the server refunds in full): here by the buyer changing their mind;
 * the seller, an admin and the clock may too (the QA story lists them).
 */
export const Cancelled = story({ kind: 'purchase', fulfilment: 'delivery' }, async (canvas) => {
  await walk(canvas, [['order.cancel', 'cancelled', 'buyer']]);
  await expectFinal(canvas, 'cancelled');
});

/** After dispatch there is no cancel; an issue holds completion until an admin resolves it. */
export const IssueHoldsCompletion = story({ kind: 'rental', fulfilment: 'delivery' }, async (canvas) => {
  await walk(canvas, [
    ['order.dispatch', 'dispatched'],
    ['order.deliver', 'in_use'],
  ]);
  await expect(within(canvas).queryByRole('button', { name: 'order.cancel' })).toBeNull();
  await walk(canvas, [
    ['order.reportIssue', 'in_use'],
    ['order.return', 'returned'],
  ]);
  await expectContext<OrderFacts>(canvas, (c) => expect(c.issueOpen).toBe(true));
  await expect(eventButton(canvas, 'order.complete')).toBeDisabled();
  await walk(canvas, [
    ['order.resolveIssue', 'returned'],
    ['order.complete', 'completed'],
  ]);
  await expectFinal(canvas, 'completed');
});

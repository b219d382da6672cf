import type { OrderKind, OrderStatus } from '@pinjam/api/domain';
import { and, assign, not, or, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Fulfilment } from '@pinjam/api/domain';

/** Who sends an order event: the buyer (or renter), the seller (or owner), an admin, a server job. */
export type OrderParty = 'buyer' | 'seller' | 'admin' | 'system';
export const orderParties = ['buyer', 'seller', 'admin', 'system'] as const satisfies readonly OrderParty[];

export const orderEventTypes = [
  'order.dispatch',
  'order.deliver',
  'order.handOver',
  'order.returnDue',
  'order.return',
  'order.confirmReceipt',
  'order.complete',
  'order.cancel',
  'order.reportIssue',
  'order.resolveIssue',
] as const;
type OrderEventType = (typeof orderEventTypes)[number];
/** The lifecycle's events; `by` is who sends it (the server knows it from the session or the job). */
export type OrderEvent = { [T in OrderEventType]: { type: T; by: OrderParty } }[OrderEventType];

/** What the lifecycle reads of an order besides its status. */
export interface OrderFacts {
  kind: OrderKind;
  fulfilment: Fulfilment;
  /** An issue was reported and the admin has not resolved it: the order cannot complete. */
  issueOpen: boolean;
}
export type OrderInput = Pick<OrderFacts, 'kind' | 'fulfilment'> & { issueOpen?: boolean };

const by =
  (party: OrderParty) =>
  ({ event }: { event: OrderEvent }) =>
    event.by === party;

const orderSetup = setup({
  types: { context: {} as OrderFacts, events: {} as OrderEvent, input: {} as OrderInput },
  actions: {
    openIssue: assign({ issueOpen: true }),
    closeIssue: assign({ issueOpen: false }),
  },
  guards: {
    isBuyer: by('buyer'),
    isSeller: by('seller'),
    isAdmin: by('admin'),
    isSystem: by('system'),
    isPurchase: ({ context }) => context.kind === 'purchase',
    isRental: ({ context }) => context.kind === 'rental',
    isDelivery: ({ context }) => context.fulfilment === 'delivery',
    isPickup: ({ context }) => context.fulfilment === 'pickup',
    hasOpenIssue: ({ context }) => context.issueOpen,
  },
});

/** Report an issue (buyer or seller; from paid on) and resolve it (admin; once dispatched). */
const issues = {
  'order.reportIssue': { guard: or(['isBuyer', 'isSeller']), actions: 'openIssue' },
  'order.resolveIssue': { guard: and(['isAdmin', 'hasOpenIssue']), actions: 'closeIssue' },
} as const;
/** The platform's courier completes a leg (admin); at pickup the owner marks it. */
const byLegParty = or([and(['isDelivery', 'isAdmin']), and(['isPickup', 'isSeller'])]);

/**
 * An order (docs/product.md, "Order lifecycle"). Purchase: paid → dispatched → delivered → completed
 * (the buyer confirms receipt, or the job completes it 3 days after delivery). Rental: paid →
 * dispatched → in_use → return_due → returned → completed (the job, 48 h after the return).
 * Pickup skips the delivery legs: the owner hands over (→ delivered / in_use) and marks returned.
 * Cancelled (buyer, seller, admin or the clock) only while paid, before dispatch. An issue may be
 * reported from paid on ("the seller does not answer"); an open one holds completion.
 * States are the statuses of `@pinjam/api/domain`; money, stock and notifications are the server's.
 */
export const orderMachine = orderSetup.createMachine({
  id: 'order',
  context: ({ input }) => ({ kind: input.kind, fulfilment: input.fulfilment, issueOpen: !!input.issueOpen }),
  initial: 'paid' satisfies OrderStatus,
  states: {
    paid: {
      on: {
        'order.dispatch': { guard: and(['isDelivery', 'isAdmin']), target: 'dispatched' },
        'order.handOver': [
          { guard: and(['isPickup', 'isSeller', 'isPurchase']), target: 'delivered' },
          { guard: and(['isPickup', 'isSeller', 'isRental']), target: 'in_use' },
        ],
        // Anyone before dispatch: the buyer changing their mind, the seller, our staff, the clock
        // (not dispatched or handed over in time).
        'order.cancel': {
          guard: or(['isBuyer', 'isSeller', 'isAdmin', 'isSystem']),
          target: 'cancelled',
        },
        // An issue may be reported ("the seller does not answer"); before dispatch its remedy is
        // cancelling (a refund in full), so it is resolved only once the order is on its way.
        'order.reportIssue': issues['order.reportIssue'],
      },
    },
    dispatched: {
      on: {
        'order.deliver': [
          { guard: and(['isAdmin', 'isPurchase']), target: 'delivered' },
          { guard: and(['isAdmin', 'isRental']), target: 'in_use' },
        ],
        ...issues,
      },
    },
    delivered: {
      on: {
        'order.confirmReceipt': { guard: and(['isBuyer', not('hasOpenIssue')]), target: 'completed' },
        'order.complete': { guard: and(['isSystem', not('hasOpenIssue')]), target: 'completed' },
        ...issues,
      },
    },
    in_use: {
      on: {
        'order.returnDue': { guard: 'isSystem', target: 'return_due' },
        'order.return': { guard: byLegParty, target: 'returned' },
        ...issues,
      },
    },
    return_due: {
      on: { 'order.return': { guard: byLegParty, target: 'returned' }, ...issues },
    },
    returned: {
      on: {
        'order.complete': { guard: and(['isSystem', not('hasOpenIssue')]), target: 'completed' },
        ...issues,
      },
    },
    completed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type OrderMachine = typeof orderMachine;
export type OrderSnapshot = SnapshotFrom<OrderMachine>;
export type OrderActorRef = ActorRefFrom<OrderMachine>;

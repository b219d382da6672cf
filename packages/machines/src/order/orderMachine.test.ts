import {
  orderKinds,
  orderStatuses,
  purchaseOrderStatuses,
  rentalOrderStatuses,
  type OrderStatus,
} from '@pinjam/api/domain';
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { chartLeaves, reachedLeaves, untakenTransitions } from '../_testing/graphCoverage';
import type { Fulfilment } from '../checkout/types';
import { nextOrderStatus, orderEventsIn, type OrderState } from './lifecycle';
import {
  orderEventTypes,
  orderMachine,
  orderParties,
  type OrderEvent,
  type OrderFacts,
  type OrderParty,
} from './orderMachine';

type Rule = {
  from: OrderStatus[];
  type: OrderEvent['type'];
  by: OrderParty[];
  /** 'same': allowed, the status stays (an issue reported or resolved). */
  to: OrderStatus | 'same';
  when?: Partial<OrderFacts>;
};
const afterPaid: OrderStatus[] = ['dispatched', 'delivered', 'in_use', 'return_due', 'returned'];
/** docs/product.md, "Order lifecycle" (and "Deliveries" for who moves the legs), by hand. */
const rules: Rule[] = [
  { from: ['paid'], type: 'order.cancel', by: ['buyer', 'seller', 'admin', 'system'], to: 'cancelled' },
  {
    from: ['paid'],
    type: 'order.dispatch',
    by: ['admin'],
    to: 'dispatched',
    when: { fulfilment: 'delivery' },
  },
  { from: ['dispatched'], type: 'order.deliver', by: ['admin'], to: 'delivered', when: { kind: 'purchase' } },
  { from: ['dispatched'], type: 'order.deliver', by: ['admin'], to: 'in_use', when: { kind: 'rental' } },
  {
    from: ['paid'],
    type: 'order.handOver',
    by: ['seller'],
    to: 'delivered',
    when: { kind: 'purchase', fulfilment: 'pickup' },
  },
  {
    from: ['paid'],
    type: 'order.handOver',
    by: ['seller'],
    to: 'in_use',
    when: { kind: 'rental', fulfilment: 'pickup' },
  },
  {
    from: ['delivered'],
    type: 'order.confirmReceipt',
    by: ['buyer'],
    to: 'completed',
    when: { issueOpen: false },
  },
  {
    from: ['delivered', 'returned'],
    type: 'order.complete',
    by: ['system'],
    to: 'completed',
    when: { issueOpen: false },
  },
  { from: ['in_use'], type: 'order.returnDue', by: ['system'], to: 'return_due' },
  {
    from: ['in_use', 'return_due'],
    type: 'order.return',
    by: ['admin'],
    to: 'returned',
    when: { fulfilment: 'delivery' },
  },
  {
    from: ['in_use', 'return_due'],
    type: 'order.return',
    by: ['seller'],
    to: 'returned',
    when: { fulfilment: 'pickup' },
  },
  { from: ['paid', ...afterPaid], type: 'order.reportIssue', by: ['buyer', 'seller'], to: 'same' },
  // Before dispatch an issue's remedy is cancelling: it is resolved once the order is on its way.
  { from: afterPaid, type: 'order.resolveIssue', by: ['admin'], to: 'same', when: { issueOpen: true } },
];
const ofKind = { purchase: purchaseOrderStatuses, rental: rentalOrderStatuses } as const;

function expected(order: OrderState, { type, by }: OrderEvent): OrderStatus | null {
  if (!(ofKind[order.kind] as readonly OrderStatus[]).includes(order.status)) return null;
  const rule = rules.find(
    (r) =>
      r.type === type &&
      r.from.includes(order.status) &&
      r.by.includes(by) &&
      Object.entries(r.when ?? {}).every(([key, value]) => order[key as keyof OrderFacts] === value),
  );
  return rule ? (rule.to === 'same' ? order.status : rule.to) : null;
}

const fulfilments: Fulfilment[] = ['delivery', 'pickup'];
const everyEvent = orderEventTypes.flatMap((type) => orderParties.map((by) => ({ type, by }) as OrderEvent));
const everyOrder: OrderState[] = orderKinds.flatMap((kind) =>
  fulfilments.flatMap((fulfilment) =>
    [false, true].flatMap((issueOpen) =>
      orderStatuses.map((status) => ({ status, kind, fulfilment, issueOpen })),
    ),
  ),
);

describe('order lifecycle: every order × event × party', () => {
  it('has the statuses of the shared domain as its states, completed and cancelled final', () => {
    expect(Object.keys(orderMachine.states).sort()).toEqual([...orderStatuses].sort());
    const finals = Object.values(orderMachine.states).filter((node) => node.type === 'final');
    expect(finals.map((node) => node.key).sort()).toEqual(['cancelled', 'completed']);
  });

  it.each(everyOrder)('$kind, $fulfilment, issue open $issueOpen, $status', (order) => {
    const answers = Object.fromEntries(
      everyEvent.map((event) => [`${event.type} by ${event.by}`, nextOrderStatus(order, event)]),
    );
    const wanted = Object.fromEntries(
      everyEvent.map((event) => [`${event.type} by ${event.by}`, expected(order, event)]),
    );
    expect(answers).toEqual(wanted);
    expect(orderEventsIn(order)).toEqual(everyEvent.filter((event) => expected(order, event) !== null));
  });

  it('lets each kind and fulfilment end: completed or cancelled accept nothing', () => {
    for (const order of everyOrder)
      if (order.status === 'completed' || order.status === 'cancelled')
        expect(orderEventsIn(order)).toEqual([]);
  });
});

describe('order lifecycle paths', () => {
  const traversals = orderKinds.flatMap((kind) =>
    fulfilments.map((fulfilment) => ({ events: everyEvent, input: { kind, fulfilment } })),
  );
  const paths = traversals.flatMap((traversal) => getShortestPaths(orderMachine, traversal));

  it('reaches every state of the chart', () => {
    expect(chartLeaves(orderMachine)).toHaveLength(orderStatuses.length);
    expect(reachedLeaves(paths.map((p) => p.state))).toEqual(chartLeaves(orderMachine));
  });

  it('takes every transition and every guarded branch of the chart', () => {
    expect(untakenTransitions(orderMachine, ...traversals)).toEqual([]);
  });

  it('walks each kind and fulfilment the way docs/product.md tells it', () => {
    const walk = (kind: OrderFacts['kind'], fulfilment: Fulfilment) =>
      getShortestPaths(orderMachine, {
        events: everyEvent,
        input: { kind, fulfilment },
        toState: (s) => s.value === 'completed',
      })[0]?.steps.map((step) => step.state.value);
    expect(walk('purchase', 'delivery')).toEqual(['paid', 'dispatched', 'delivered', 'completed']);
    expect(walk('purchase', 'pickup')).toEqual(['paid', 'delivered', 'completed']);
    expect(walk('rental', 'delivery')).toEqual(['paid', 'dispatched', 'in_use', 'returned', 'completed']);
    expect(walk('rental', 'pickup')).toEqual(['paid', 'in_use', 'returned', 'completed']);
  });
});

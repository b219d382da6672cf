// What the server asks of the lifecycle: may this event move this order, and to which status.
// Answered by the machine itself (no second table), so the chart is the one source.
import {
  orderStatuses,
  purchaseOrderStatuses,
  rentalOrderStatuses,
  type OrderStatus,
} from '@pinjam/api/domain';
import { transition } from 'xstate';
import {
  orderEventTypes,
  orderMachine,
  orderParties,
  type OrderEvent,
  type OrderFacts,
} from './orderMachine';

/** An order as the server holds it. */
export type OrderState = OrderFacts & { status: OrderStatus };

const statusesOf = { purchase: purchaseOrderStatuses, rental: rentalOrderStatuses } as const;
const isOrderStatus = (value: unknown): value is OrderStatus =>
  (orderStatuses as readonly unknown[]).includes(value);

/**
 * The status `event` moves the order to (the same status for an issue reported or resolved), or
 * null when the lifecycle does not allow it, or the status is not one of the order's kind.
 */
export function nextOrderStatus(order: OrderState, event: OrderEvent): OrderStatus | null {
  const { status, kind, fulfilment, issueOpen } = order;
  if (!(statusesOf[kind] as readonly string[] | undefined)?.includes(status)) return null;
  const snapshot = orderMachine.resolveState({ value: status, context: { kind, fulfilment, issueOpen } });
  if (orderMachine.getTransitionData(snapshot, event).length === 0) return null;
  const [next] = transition(orderMachine, snapshot, event);
  return isOrderStatus(next.value) ? next.value : null;
}

/** Every event (type and party) this order accepts now: none once completed or cancelled. */
export const orderEventsIn = (order: OrderState): OrderEvent[] =>
  orderEventTypes
    .flatMap((type) => orderParties.map((by) => ({ type, by }) as OrderEvent))
    .filter((event) => nextOrderStatus(order, event) !== null);

import { nextOrderStatus, type OrderEvent, type OrderParty } from '@pinjam/machines';
import type { Executor } from '../../platform/db/client';
import { hasSqlState } from '../../platform/db/errors';
import { Conflict, NotFound } from '../../platform/errors/domain';
import { recordAll } from '../activity';
import { eventName, ORDER_NOT_FOUND } from './rules';
import { lockOrderNoWait, moveOrder, recordOrderEvent } from './writes.repository';

const STALE = 'This order changed a moment ago. Reload it to see where it stands.';

/** Who moves the order: their party (the machine's `by`) and, for people, their user id. */
interface Actor {
  by: OrderParty;
  user_id: number | null;
  /** Kept on the history row (a reason, an issue's type). */
  note?: string | null;
}

/** What the lifecycle refuses, in words the person pressing the button understands. */
function refusal(status: string, event: OrderEvent): string {
  if (status === 'cancelled' || status === 'completed')
    return `This order is ${status}: nothing more can change.`;
  switch (event.type) {
    case 'order.cancel':
      return 'This order is on its way: it can no longer be cancelled. Report an issue instead.';
    case 'order.reportIssue':
      return 'Only the buyer or the seller can report an issue on this order.';
    case 'order.resolveIssue':
      if (status === 'paid')
        return 'This order has not been dispatched: cancel it to refund the buyer in full, or resolve the issue once it is on its way.';
      break;
  }
  return `That cannot be done to an order that is ${status.replace('_', ' ')}.`;
}

/**
 * The steps the activity feed shows, for the buyer and the seller alike (a completion is recorded
 * by completeOrder, with the net it made payable).
 */
const ACTIVITY_OF = {
  delivered: 'delivered',
  in_use: 'handed_over',
  return_due: 'order_overdue',
  returned: 'returned',
  cancelled: 'order_cancelled',
} as const;

/**
 * The order's row, locked for the step. NOWAIT: a second press while the first is still at work
 * (a refund under way) is told at once that it lost, rather than holding a connection while it
 * waits — waiters that each hold one could starve the pool the provider's own call needs.
 */
async function lockOrder(tx: Executor, orderId: number) {
  try {
    return await lockOrderNoWait(tx, orderId);
  } catch (error) {
    // lock_not_available: NOWAIT found the row locked.
    if (hasSqlState(error, '55P03')) throw new Conflict(STALE);
    throw error;
  }
}

/**
 * Every order step goes through here, inside the caller's transaction: the machine says whether
 * `event` may move the order and to which status, and the move is ONE conditional UPDATE (`…
 * WHERE id = $1 AND status = $expected AND has_open_issue = $expected`) on the row locked first,
 * so of two presses at once exactly one wins; the other, and anything the machine refuses, is a
 * Conflict (409). The lock holds until the caller commits, so the winner's side effects (a
 * refund, the stock) happen once. Records the history row, and the activity of a delivery, a
 * return or a cancellation for both parties. Returns the order as updated.
 */
export async function transitionOrder(tx: Executor, orderId: number, event: OrderEvent, actor: Actor) {
  const current = await lockOrder(tx, orderId);
  if (!current) throw new NotFound(ORDER_NOT_FOUND);
  const state = {
    status: current.status,
    kind: current.kind,
    fulfilment: current.fulfilment,
    issueOpen: current.has_open_issue,
  };
  const next = nextOrderStatus(state, event);
  if (!next) throw new Conflict(refusal(current.status, event));
  const issueOpen =
    event.type === 'order.reportIssue' ? true : event.type === 'order.resolveIssue' ? false : state.issueOpen;

  const updated = await moveOrder(tx, orderId, current, { status: next, has_open_issue: issueOpen });
  if (!updated) throw new Conflict(STALE);
  await recordOrderEvent(tx, {
    order_id: orderId,
    event: eventName(event.type),
    from_status: current.status,
    to_status: next,
    by: actor.by,
    actor_id: actor.user_id,
    note: actor.note ?? null,
  });
  // A step that leaves the status as it was (an issue reported or resolved) is not one of these.
  if (next !== current.status && next in ACTIVITY_OF) {
    const kind = ACTIVITY_OF[next as keyof typeof ACTIVITY_OF];
    const subject = { type: 'order', id: orderId } as const;
    await recordAll(tx, [
      { userId: updated.buyer_id, kind, subject, data: { amount: updated.total, role: 'buyer' } },
      { userId: updated.seller_id, kind, subject, data: { amount: updated.seller_net, role: 'seller' } },
    ]);
  }
  return updated;
}

// What cancelling a paid order does once the transition has won: stock or days back, the
// ledger reversed, the buyer told, and — last, so that nothing after it can fail — the refund.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { bookings, items, orderIssues, orderLines, orders } from '../../platform/db/schema';
import { Conflict, DomainError, TryLater } from '../../platform/errors/domain';
import { notifyAll } from '../notifications';
import { depositOf, postFullRefund, recordRefund, recordVoid } from '../payments';

type OrderRow = typeof orders.$inferSelect;

const PARTLY_REFUNDED =
  'This payment was refunded already, in part or in full, so the order was not cancelled: our staff will settle it.';
const REFUND_FAILED = 'The refund could not be made, so the order was not cancelled. Please try again later.';

/** Calls the provider; a refusal or an outage rolls the whole cancel back. */
async function provider<T extends { status: string }>(call: () => Promise<T>, done: T['status']) {
  try {
    const result = await call();
    if (result.status !== done) throw new Conflict(REFUND_FAILED, 'refund_failed');
    return result;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // An outage (PaymentError), or the sandbox finding no free connection: the cancel rolls back.
    throw new TryLater(REFUND_FAILED, 60_000, true);
  }
}

/** Who cancelled; the clock's notice carries the days it waited (the admin's setting). */
export type CancelledBy = 'buyer' | 'seller' | 'admin' | { system: { days: number } };

/**
 * The one refund in full of a cancelled order (the buyer's, the seller's, an admin's and the
 * clock's cancel all come here), inside the transaction that moved it to cancelled.
 */
export async function refundInFull(
  app: FastifyInstance,
  tx: Executor,
  order: OrderRow,
  reason: string | null,
  cancelledBy: CancelledBy = 'seller',
): Promise<void> {
  const by = typeof cancelledBy === 'string' ? cancelledBy : 'system';
  // A cancelled order has nothing left to resolve: its open issues close, refunded in full.
  await tx
    .update(orders)
    .set({ cancel_reason: reason, has_open_issue: false })
    .where(eq(orders.id, order.id));
  await tx
    .update(orderIssues)
    .set({ status: 'refunded', resolved_at: sql`now()` })
    .where(and(eq(orderIssues.order_id, order.id), eq(orderIssues.status, 'open')));
  if (order.kind === 'purchase') {
    const lines = await tx.select().from(orderLines).where(eq(orderLines.order_id, order.id));
    for (const line of lines)
      await tx
        .update(items)
        .set({ starting_inventory: sql`least(99, ${items.starting_inventory} + ${line.quantity})` })
        .where(eq(items.id, line.item_id));
  }
  let depositRef: { id: number; ref: string } | null = null;
  if (order.request_id !== null) {
    await tx
      .update(bookings)
      .set({ released_at: sql`now()` })
      .where(and(eq(bookings.request_id, order.request_id), isNull(bookings.released_at)));
    const deposit = await depositOf(tx, order.request_id);
    if (deposit?.provider_ref && deposit.status === 'authorised')
      depositRef = { id: deposit.id, ref: deposit.provider_ref };
  }
  await postFullRefund(tx, order);
  // Conditional: a payment our staff refunded in part or in full already (admin payments) is
  // not refunded in full again on top; the cancel is refused and rolls back whole. The order's
  // row is locked first (the transition), the payment's here: decision 0042's lock order.
  const payment = await recordRefund(tx, order.payment_id, order.total, true);
  if (!payment) throw new Conflict(PARTLY_REFUNDED, 'partly_refunded');
  // The buyer is told; the seller too unless the seller cancelled (decision 0043, issue 24).
  const days = typeof cancelledBy === 'string' ? undefined : cancelledBy.system.days;
  const told = by === 'seller' ? (['buyer'] as const) : (['buyer', 'seller'] as const);
  await notifyAll(
    app,
    tx,
    told.map((role) => ({
      userId: role === 'buyer' ? order.buyer_id : order.seller_id,
      kind: 'orderCancelled' as const,
      payload: { order_id: order.id, by, role, ...(days !== undefined && { days }) },
    })),
  );

  // The provider calls come last. The order's row stays locked by the transition until commit,
  // so a second cancel waits and then finds it cancelled: one refund. Keys derive from the
  // order, so a retry after a failed commit replays the same refund rather than making another.
  if (depositRef) {
    await provider(
      () => app.payments.void(depositRef.ref, `order-${order.id}:cancel:deposit-void`),
      'voided',
    );
    await recordVoid(tx, depositRef.id);
  }
  if (!payment.ref) throw new Conflict(REFUND_FAILED, 'refund_failed');
  await provider(
    () => app.payments.refund(payment.ref!, order.total, `order-${order.id}:cancel:refund`),
    'refunded',
  );
}

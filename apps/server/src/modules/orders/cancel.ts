// What cancelling a paid order does once the transition has won: stock or days back, the ledger
// reversed, the payment marked refunded (and a rental's deposit hold voided), the buyer told, and
// the provider's refund and void booked as intents (decision 0042, "The provider outside the
// locks"): the caller asks the provider after its transaction commits (`settleAfterCommit`), with
// no row locked. A refusal then does not undo the cancel: the refund is owed and staff are told.
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import type { orders } from '../../platform/db/schema';
import { Conflict } from '../../platform/errors/domain';
import { notifyAll } from '../notifications';
import { postFullRefund, recordIntent, recordRefund, voidDepositHold } from '../payments';
import * as repository from './settle.repository';

type OrderRow = typeof orders.$inferSelect;

const PARTLY_REFUNDED =
  'This payment was refunded already, in part or in full, so the order was not cancelled: our staff will settle it.';
const REFUND_FAILED = 'The refund could not be made, so the order was not cancelled. Please try again later.';

/** Who cancelled; the clock's notice carries the days it waited (the admin's setting). */
export type CancelledBy = 'buyer' | 'seller' | 'admin' | { system: { days: number } };

/**
 * The one refund in full of a cancelled order (the buyer's, the seller's, an admin's and the
 * clock's cancel all come here), inside the transaction that moved it to cancelled. Returns the
 * provider intents booked: the caller settles them after its commit (`settleAfterCommit`).
 */
export async function refundInFull(
  app: FastifyInstance,
  tx: Executor,
  order: OrderRow,
  reason: string | null,
  cancelledBy: CancelledBy = 'seller',
): Promise<number[]> {
  const by = typeof cancelledBy === 'string' ? cancelledBy : 'system';
  // A cancelled order has nothing left to resolve: its open issues close, refunded in full.
  await repository.markCancelled(tx, order.id, reason);
  await repository.closeOpenIssues(tx, order.id, 'refunded');
  if (order.kind === 'purchase') await repository.restock(tx, order.id);
  if (order.request_id !== null) await repository.releaseDays(tx, order.request_id);
  const intents = await voidDepositHold(app, tx, order, 'cancel');
  await postFullRefund(tx, order);
  // Conditional: a payment our staff refunded in part or in full already (admin payments) is
  // not refunded in full again on top; the cancel is refused and rolls back whole. The order's
  // row is locked first (the transition), the payment's here: decision 0042's lock order.
  const payment = await recordRefund(tx, order.payment_id, order.total, true);
  if (!payment) throw new Conflict(PARTLY_REFUNDED, 'partly_refunded');
  if (!payment.ref) throw new Conflict(REFUND_FAILED, 'refund_failed');
  // The key derives from the order: however often it is asked (the job, the sweep), one refund.
  intents.push(
    await recordIntent(app, tx, {
      kind: 'refund',
      purpose: 'order-cancel',
      on_refusal: 'report',
      provider_key: `order-${order.id}:cancel:refund`,
      payment_id: order.payment_id,
      order_id: order.id,
      amount: order.total,
    }),
  );
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
  return intents;
}

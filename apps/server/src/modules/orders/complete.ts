// Completion (decision 0035): the one way an order completes, whether the buyer confirms receipt
// or the timer runs out. The transition, the seller's remaining pending net made payable, the
// parties told and the activity recorded commit together, with the rental's deposit hold voided in
// our books and its provider void booked as an intent, asked after the commit with no row locked
// (decision 0042, "The provider outside the locks"), under a key derived from the order.
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { recordAll } from '../activity';
import { notifyAll } from '../notifications';
import { payoutDate } from '../settings';
import { balanceOf, moneyTransaction, postCompletion, settleAfterCommit, voidDepositHold } from '../payments';
import { transitionOrder } from './transition';

/** Who completes: the buyer confirming receipt, or the system's timer. */
export type Completer = { by: 'buyer'; user_id: number } | { by: 'system' };

/**
 * Completes the order inside the caller's transaction (see completeOrder). Throws Conflict (409)
 * when the lifecycle refuses (not delivered or returned, an issue open, completed already, or
 * the row locked by another step at this moment). Returns the order and the provider intents
 * booked (a deposit's void), for the caller to settle after its commit.
 */
export async function completeOrderIn(
  app: FastifyInstance,
  tx: Executor,
  orderId: number,
  completer: Completer,
) {
  const order = await transitionOrder(
    tx,
    orderId,
    completer.by === 'buyer'
      ? { type: 'order.confirmReceipt', by: 'buyer' }
      : { type: 'order.complete', by: 'system' },
    completer.by === 'buyer' ? { by: 'buyer', user_id: completer.user_id } : { by: 'system', user_id: null },
  );
  // The ledger, not seller_net: a partial refund has taken its share already.
  const payable = await balanceOf(tx, orderId, 'seller_pending');
  await postCompletion(tx, order, payable);
  await notifyAll(app, tx, [
    {
      userId: order.buyer_id,
      kind: 'orderStep',
      payload: { order_id: orderId, step: 'completed', role: 'buyer' },
    },
    {
      userId: order.seller_id,
      kind: 'orderStep',
      payload: {
        order_id: orderId,
        step: 'completed',
        role: 'seller',
        amount: payable,
        date: await payoutDate(tx),
      },
    },
  ]);
  const subject = { type: 'order', id: orderId } as const;
  await recordAll(tx, [
    {
      userId: order.buyer_id,
      kind: 'order_completed',
      subject,
      data: { amount: order.total, role: 'buyer' },
    },
    { userId: order.seller_id, kind: 'order_completed', subject, data: { amount: payable, role: 'seller' } },
  ]);
  return { order, intents: await voidDepositHold(app, tx, order, 'complete') };
}

/**
 * Completes an order in its own transaction: the buyer's confirm-receipt and the completion
 * timer both come here. Stable signature: the payouts helper's property test calls it.
 */
export async function completeOrder(app: FastifyInstance, orderId: number, completer: Completer) {
  const { order, intents } = await moneyTransaction(app, (tx) =>
    completeOrderIn(app, tx, orderId, completer),
  );
  await settleAfterCommit(app, intents);
  return order;
}

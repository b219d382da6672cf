// The way out of a paid order nobody moves (issue 24): an order not dispatched or handed over
// within the admin's days (`dispatch_days`, 3 by default) after payment — a rental: after its
// first day — is cancelled by the clock and refunded in full, through the one refund path.
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../platform/errors/domain';
import { moneyTransaction, settleAfterCommit } from '../payments';
import { refundInFull } from './cancel';
import { transitionOrder } from './transition';

/**
 * Cancels one order by the clock, in its own money transaction: transitionOrder locks the order and
 * moves it only if it is still paid (one conditional UPDATE), so a second run, another server's
 * sweep or the buyer's or seller's cancel at the same moment finds it cancelled or locked and
 * does nothing: one refund, each person told once. Anything that stops it (the lost race) rolls
 * it back whole; the next sweep tries again. The provider is asked after the commit.
 */
export async function cancelUndispatched(app: FastifyInstance, orderId: number, days: number) {
  try {
    const intents = await moneyTransaction(app, async (tx) => {
      const order = await transitionOrder(
        tx,
        orderId,
        { type: 'order.cancel', by: 'system' },
        {
          by: 'system',
          user_id: null,
          note: `Not dispatched or handed over within ${days} ${days === 1 ? 'day' : 'days'}`,
        },
      );
      return refundInFull(app, tx, order, null, { system: { days } });
    });
    await settleAfterCommit(app, intents);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    app.log.warn({ orderId, reason: error.message }, 'order timer: not cancelled this time');
  }
}

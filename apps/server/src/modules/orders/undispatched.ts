// The way out of a paid order nobody moves (issue 24): an order not dispatched or handed over
// within the admin's days (`dispatch_days`, 3 by default) after payment — a rental: after its
// first day — is cancelled by the clock and refunded in full, through the one refund path.
import { addDays } from '@pinjam/api/domain';
import { and, asc, eq, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { orders } from '../../platform/db/schema';
import { DomainError } from '../../platform/errors/domain';
import { moneyTransaction } from '../payments';
import { refundInFull } from './cancel';
import { transitionOrder } from './transition';

const DAY_MS = 24 * 3600_000;

/**
 * Paid orders past their deadline at `at` (Brunei's `today`): purchases paid `days` ago or more,
 * rentals whose first day is `days` ago or more (orders_status_changed_idx: status first).
 */
export const undispatchedQuery = (db: Executor, at: Date, today: string, days: number, limit: number) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'paid'),
        or(
          and(
            eq(orders.kind, 'purchase'),
            lte(orders.status_changed_at, new Date(at.getTime() - days * DAY_MS)),
          ),
          and(eq(orders.kind, 'rental'), lte(orders.start_date, addDays(today, -days)!)),
        ),
      ),
    )
    .orderBy(asc(orders.status_changed_at))
    .limit(limit);

/**
 * Cancels one order by the clock, in its own money transaction: transitionOrder locks the order and
 * moves it only if it is still paid (one conditional UPDATE), so a second run, another server's
 * sweep or the buyer's or seller's cancel at the same moment finds it cancelled or locked and
 * does nothing: one refund, each person told once. Anything that stops it (the lost race, a
 * refund the provider cannot make now) rolls it back whole; the next sweep tries again.
 */
export async function cancelUndispatched(app: FastifyInstance, orderId: number, days: number) {
  try {
    await moneyTransaction(app, async (tx) => {
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
      await refundInFull(app, tx, order, null, { system: { days } });
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    app.log.warn({ orderId, reason: error.message }, 'order timer: not cancelled this time');
  }
}

// The order timers (decision 0035), one sweep every ten minutes: purchases delivered 3 days ago
// and rentals returned 48 hours ago complete (unless an issue is open), rentals past their end
// date become overdue, a renter is reminded on the morning of the last day, and an order nobody
// dispatched or handed over in time is cancelled and refunded (undispatched.ts). Each order is
// handled in its own transaction that locks it and re-checks (transitionOrder); a Conflict from
// a race (the buyer confirming at that moment) is left to the winner, not retried.
import { todayInBrunei } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Conflict } from '../../platform/errors/domain';
import { defineJob } from '../../platform/jobs/define';
import { notify } from '../notifications';
import { announceStep } from './announce';
import { completeOrder } from './complete';
import { LAST_DAY_REMINDER_HOUR, PURCHASE_COMPLETES_AFTER_MS, RENTAL_COMPLETES_AFTER_MS } from './rules';
import {
  BATCH,
  dueQuery,
  endingQuery,
  firstTime,
  lockOrderForReminder,
  undispatchedQuery,
} from './timers.repository';
import { transitionOrder } from './transition';
import { cancelUndispatched } from './undispatched';
import { getMarketplaceSettings } from '../settings';

const idsOf = async (query: PromiseLike<Array<{ id: number }>>) => (await query).map((r) => r.id);

/** A step lost to a race (another press, another server) is the winner's: skip it. */
async function unlessRaced(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof Conflict)) throw error;
  }
}

/** The overdue rental: order.returnDue by the system, both parties told once. */
async function markOverdue(app: FastifyInstance, orderId: number) {
  await app.db.transaction(async (tx) => {
    const order = await transitionOrder(
      tx,
      orderId,
      { type: 'order.returnDue', by: 'system' },
      { by: 'system', user_id: null },
    );
    if (await firstTime(tx, 'return-overdue', orderId, order.buyer_id)) await announceStep(app, tx, order);
  });
}

/** "Return it today", once per rental, to the renter; re-checked under the order's lock. */
async function remindLastDay(app: FastifyInstance, orderId: number, today: string) {
  await app.db.transaction(async (tx) => {
    const order = await lockOrderForReminder(tx, orderId);
    if (order?.status !== 'in_use' || order.end_date !== today) return;
    if (await firstTime(tx, 'return-last-day', orderId, order.buyer_id))
      await notify(app, tx, order.buyer_id, 'orderStep', {
        order_id: orderId,
        step: 'return_today',
        role: 'buyer',
        date: order.end_date,
      });
  });
}

/** One pass of every timer at `at`. */
export async function runOrderTimers(app: FastifyInstance, at: Date): Promise<void> {
  const purchases = await idsOf(
    dueQuery(app.db, 'delivered', new Date(at.getTime() - PURCHASE_COMPLETES_AFTER_MS)),
  );
  const rentals = await idsOf(
    dueQuery(app.db, 'returned', new Date(at.getTime() - RENTAL_COMPLETES_AFTER_MS)),
  );
  for (const id of [...purchases, ...rentals])
    await unlessRaced(() => completeOrder(app, id, { by: 'system' }));

  const today = todayInBrunei(at);
  for (const id of await idsOf(endingQuery(app.db, 'before', today)))
    await unlessRaced(() => markOverdue(app, id));

  const { dispatch_days: days } = await getMarketplaceSettings(app.db);
  for (const id of await idsOf(undispatchedQuery(app.db, at, today, days, BATCH)))
    await cancelUndispatched(app, id, days);

  // Brunei is UTC+8 all year: its hour is the UTC hour eight hours on.
  const hour = new Date(at.getTime() + 8 * 3600_000).getUTCHours();
  if (hour >= LAST_DAY_REMINDER_HOUR)
    for (const id of await idsOf(endingQuery(app.db, 'on', today))) await remindLastDay(app, id, today);
}

/** Every ten minutes (orders module): the order timers. */
export const orderTimersSweep = defineJob('order-timers-sweep', z.object({}), async (_, { app, now }) => {
  await runOrderTimers(app, now());
});

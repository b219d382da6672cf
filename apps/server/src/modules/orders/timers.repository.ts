// The SQL of the order timers (jobs.ts, undispatched.ts): which orders are due for each kind of
// work, the order locked for a reminder, and the reminders already sent.
import { addDays } from '@pinjam/api/domain';
import { and, asc, eq, lt, lte, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { orders, remindersSent } from '../../platform/db/schema';

/** Orders per kind of work per run; the next run (ten minutes on) takes the rest. */
export const BATCH = 200;

const DAY_MS = 24 * 3600_000;

/** Orders in `status` since before `before`, no issue open (orders_status_changed_idx). */
export const dueQuery = (db: Executor, status: 'delivered' | 'returned', before: Date) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.status, status), lte(orders.status_changed_at, before), eq(orders.has_open_issue, false)),
    )
    .orderBy(asc(orders.status_changed_at))
    .limit(BATCH);

/** Rentals in use whose end date is `op` today (Brunei), by status (orders_status_changed_idx). */
export const endingQuery = (db: Executor, op: 'before' | 'on', today: string) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'in_use'),
        op === 'before' ? lt(orders.end_date, today) : eq(orders.end_date, today),
      ),
    )
    .orderBy(asc(orders.status_changed_at))
    .limit(BATCH);

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

/** The order's row, locked FOR UPDATE (waiting for a step under way to finish). */
export async function lockOrderForReminder(tx: Executor, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** Records the reminder once (reminders_sent's key); true if this call recorded it. */
export async function firstTime(tx: Executor, kind: string, orderId: number, userId: number) {
  const rows = await tx
    .insert(remindersSent)
    .values({ kind, order_id: orderId, user_id: userId })
    .onConflictDoNothing()
    .returning({ kind: remindersSent.kind });
  return rows.length > 0;
}

// The SQL that writes orders: a paid order with its lines (create.ts), its row locked for a step,
// the step as one conditional UPDATE, the history row each step leaves (transition.ts), an issue.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { orderEvents, orderIssues, orderLines, orders } from '../../platform/db/schema';

/** What a step reads and moves: the status and whether an issue is open. */
type OrderState = Pick<typeof orders.$inferSelect, 'status' | 'has_open_issue'>;

/** The order's row, locked FOR UPDATE NOWAIT (a row locked by another throws 55P03). */
export async function lockOrderNoWait(tx: Executor, orderId: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update', { noWait: true });
  return row;
}

/**
 * Moves the order to `next` only if it is still as read (`status`, `has_open_issue`); the row
 * as updated, or undefined if it changed meanwhile. A new status restarts the timers' clock.
 */
export async function moveOrder(tx: Executor, orderId: number, from: OrderState, to: OrderState) {
  const [updated] = await tx
    .update(orders)
    .set({
      status: to.status,
      has_open_issue: to.has_open_issue,
      updated_at: sql`now()`,
      // The timers (jobs.ts) count from here: 3 days after delivery, 48 hours after a return.
      ...(to.status !== from.status && { status_changed_at: sql`now()` }),
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, from.status),
        eq(orders.has_open_issue, from.has_open_issue),
      ),
    )
    .returning();
  return updated;
}

/** Adds one row to the order's history (order_events). */
export async function recordOrderEvent(tx: Executor, row: typeof orderEvents.$inferInsert) {
  await tx.insert(orderEvents).values(row);
}

/** Inserts a new order's row; the row as written. */
export async function insertOrder(tx: Executor, row: typeof orders.$inferInsert) {
  const [order] = await tx.insert(orders).values(row).returning();
  return order!;
}

/** Inserts an order's lines. */
export async function insertOrderLines(tx: Executor, rows: Array<typeof orderLines.$inferInsert>) {
  await tx.insert(orderLines).values(rows);
}

/** Inserts an issue reported on an order; its id. */
export async function insertIssue(tx: Executor, row: typeof orderIssues.$inferInsert) {
  const [issue] = await tx.insert(orderIssues).values(row).returning({ id: orderIssues.id });
  return issue!.id;
}

// The SQL of a cancel (cancel.ts) and an issue's resolution (resolve.ts), besides the money,
// which the payments module writes: the order's reason and flag, its issues closed, the stock or
// days given back, and what the resolution reads before its locks.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { bookings, items, orderIssues, orderLines, orders, payments, users } from '../../platform/db/schema';

type IssueStatus = (typeof orderIssues.$inferSelect)['status'];

/** A cancelled order's reason kept; it has nothing left to resolve. */
export async function markCancelled(tx: Executor, orderId: number, reason: string | null) {
  await tx.update(orders).set({ cancel_reason: reason, has_open_issue: false }).where(eq(orders.id, orderId));
}

/** The order's open issues closed as `status` (with the admin's note, if any). */
export async function closeOpenIssues(
  tx: Executor,
  orderId: number,
  status: IssueStatus,
  resolution: string | null = null,
) {
  await tx
    .update(orderIssues)
    .set({ status, resolved_at: sql`now()`, ...(resolution !== null && { resolution }) })
    .where(and(eq(orderIssues.order_id, orderId), eq(orderIssues.status, 'open')));
}

/** The order's open issues' ids, oldest first. */
export async function openIssueIds(tx: Executor, orderId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: orderIssues.id })
    .from(orderIssues)
    .where(and(eq(orderIssues.order_id, orderId), eq(orderIssues.status, 'open')))
    .orderBy(orderIssues.id);
  return rows.map((r) => r.id);
}

/** A purchase's stock given back, line by line (capped at 99, the most an item holds). */
export async function restock(tx: Executor, orderId: number) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.order_id, orderId));
  for (const line of lines)
    await tx
      .update(items)
      .set({ starting_inventory: sql`least(99, ${items.starting_inventory} + ${line.quantity})` })
      .where(eq(items.id, line.item_id));
}

/** A rental's booked days let go. */
export async function releaseDays(tx: Executor, requestId: number) {
  await tx
    .update(bookings)
    .set({ released_at: sql`now()` })
    .where(and(eq(bookings.request_id, requestId), isNull(bookings.released_at)));
}

/** What the order's payment had refunded (read before any lock). */
export async function refundedOf(db: Executor, orderId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ refunded: payments.refunded })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.payment_id))
    .where(eq(orders.id, orderId));
  return row?.refunded;
}

/** A user's name as it is now, or undefined. */
export async function nameOf(tx: Executor, userId: number) {
  const [row] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
  return row;
}

// The clock's questions about ratings (decision 0038): the blind ratings due for publication
// (ratings_unpublished_idx) and the parties due a reminder to rate (completed orders by
// completion: orders_status_changed_idx).
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { orderLines, orders, ratings, remindersSent, users } from '../../platform/db/schema';

/** Completed orders whose 14 days are over and which still hold a blind rating. */
export async function duePublication(db: Executor, cutoff: Date, limit: number) {
  const rows = await db
    .selectDistinct({ id: ratings.order_id })
    .from(ratings)
    .innerJoin(orders, eq(orders.id, ratings.order_id))
    .where(
      and(
        isNull(ratings.published_at),
        eq(orders.status, 'completed'),
        sql`${orders.status_changed_at} <= ${cutoff}`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

const rated = (userId: SQL) => sql`exists (select 1 from ${ratings} r
  where r.order_id = ${orders.id} and r.rater_id = ${userId} and r.target = 'user')`;
const reminded = (userId: SQL) => sql`exists (select 1 from ${remindersSent} s
  where s.kind = 'rate' and s.order_id = ${orders.id} and s.user_id = ${userId})`;

/**
 * Parties of orders completed between the two instants who have neither rated nor been reminded:
 * (order, user) pairs, oldest completion first.
 */
export async function dueReminders(db: Executor, from: Date, to: Date, limit: number) {
  const side = (column: typeof orders.buyer_id | typeof orders.seller_id) =>
    db
      .select({ order_id: orders.id, user_id: column, completed_at: orders.status_changed_at })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'completed'),
          sql`${orders.status_changed_at} > ${from}`,
          sql`${orders.status_changed_at} <= ${to}`,
          sql`not ${rated(sql`${column}`)}`,
          sql`not ${reminded(sql`${column}`)}`,
        ),
      )
      .orderBy(asc(orders.status_changed_at))
      .limit(limit);
  const [buyers, sellers] = await Promise.all([side(orders.buyer_id), side(orders.seller_id)]);
  return [...buyers, ...sellers];
}

/** Marks the reminder sent; false when it had been (a second sweep, another server). */
export async function markReminded(tx: Executor, orderId: number, userId: number) {
  const rows = await tx
    .insert(remindersSent)
    .values({ kind: 'rate', order_id: orderId, user_id: userId })
    .onConflictDoNothing()
    .returning({ order_id: remindersSent.order_id });
  return rows.length > 0;
}

/** What a reminder says: the reader, the other side, the first item, and whether they may still rate. */
export async function reminderFacts(tx: Executor, orderId: number, userId: number) {
  const [row] = await tx
    .select({
      status: orders.status,
      buyer_id: orders.buyer_id,
      seller_id: orders.seller_id,
      completed_at: orders.status_changed_at,
      to: users.email,
      name: users.name,
      disabled: sql<boolean>`${users.disabled_at} is not null`,
      other: sql<string>`(select o.name from ${users} o
        where o.id = case when ${orders.buyer_id} = ${userId} then ${orders.seller_id} else ${orders.buyer_id} end)`,
      item: sql<
        string | null
      >`(select l.title from ${orderLines} l where l.order_id = ${orders.id} order by l.id limit 1)`,
      already: rated(sql`${userId}`),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, userId))
    .where(eq(orders.id, orderId));
  return row;
}

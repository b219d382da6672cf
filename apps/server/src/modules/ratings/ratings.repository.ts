// The SQL of rating an order (decision 0038): the order locked, its items, the ratings written,
// and publication once both sides have rated. The caller's lists are in rating-lists.repository.ts,
// the public reviews in public-reviews.repository.ts, the clock's sweeps in
// rating-clock.repository.ts.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { itemImages, items, orderLines, orders, ratings, users } from '../../platform/db/schema';
import { firstName, type ItemBriefRow } from './rules';

/**
 * The order, locked until the caller commits: two ratings of one order (both sides at once, or a
 * double press) take turns, so the second sees the first and publication happens once. NO KEY
 * UPDATE: the ratings' own foreign key to the order does not wait on it.
 */
export async function lockOrder(tx: Executor, orderId: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      buyer_id: orders.buyer_id,
      seller_id: orders.seller_id,
      status: orders.status,
      status_changed_at: orders.status_changed_at,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('no key update');
  return row;
}

/** The order's items, each once, with its title as sold and its cover (position 0) if any. */
export async function itemsOf(db: Executor, orderIds: number[]): Promise<Map<number, ItemBriefRow[]>> {
  const byOrder = new Map<number, ItemBriefRow[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select({
      order_id: orderLines.order_id,
      id: orderLines.item_id,
      title: orderLines.title,
      cover: itemImages,
    })
    .from(orderLines)
    .leftJoin(itemImages, and(eq(itemImages.item_id, orderLines.item_id), eq(itemImages.position, 0)))
    .where(inArray(orderLines.order_id, orderIds))
    .orderBy(asc(orderLines.order_id), asc(orderLines.id));
  for (const { order_id, ...row } of rows) {
    const list = byOrder.get(order_id) ?? [];
    if (!list.some((i) => i.id === row.id)) list.push(row as ItemBriefRow);
    byOrder.set(order_id, list);
  }
  return byOrder;
}

/** Which of the order's ratings exist: by writer and target. */
export const ratingsOfOrder = (db: Executor, orderId: number) =>
  db
    .select({ rater_id: ratings.rater_id, target: ratings.target })
    .from(ratings)
    .where(eq(ratings.order_id, orderId));

export type NewRating = typeof ratings.$inferInsert;

export const insertRatings = (tx: Executor, rows: NewRating[]) =>
  tx.insert(ratings).values(rows).returning({ id: ratings.id, target: ratings.target });

/**
 * Publishes the order's blind ratings and adds each to its subject's sum and count, in the
 * caller's transaction. The conditional update (`published_at is null`) hands each rating to
 * exactly one publisher: a sweep and a second rating at once cannot count one twice.
 */
export async function publishOrder(tx: Executor, orderId: number, at: Date) {
  const published = await tx
    .update(ratings)
    .set({ published_at: at })
    .where(and(eq(ratings.order_id, orderId), isNull(ratings.published_at)))
    .returning({
      id: ratings.id,
      target: ratings.target,
      rater_id: ratings.rater_id,
      ratee_id: ratings.ratee_id,
      item_id: ratings.item_id,
      rating: ratings.rating,
    });
  for (const r of published) {
    if (r.target === 'user')
      await tx
        .update(users)
        .set({
          rating_sum: sql`${users.rating_sum} + ${r.rating}`,
          rating_count: sql`${users.rating_count} + 1`,
        })
        .where(eq(users.id, r.ratee_id));
    else
      await tx
        .update(items)
        .set({
          rating_sum: sql`${items.rating_sum} + ${r.rating}`,
          rating_count: sql`${items.rating_count} + 1`,
        })
        .where(eq(items.id, r.item_id!));
  }
  return published;
}

/** The first names of these users, by id (what a "rated you" line says of the rater). */
export async function firstNames(db: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, firstName(r.name)]));
}

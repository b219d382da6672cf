// The caller's own lists of ratings (decision 0038): the orders left to rate (the caller's orders
// by party: orders_buyer_created_idx / orders_seller_created_idx), the ratings written
// (ratings_rater_created_idx) and received (ratings_ratee_published_idx), and the average.
import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { itemImages, items, orders, ratings, users, type ItemImageRow } from '../../platform/db/schema';
import { others, partyOf, ratees, raters } from './parties.repository';
import type { RatingRowView, Role } from './rules';

const LIST_MAX = 50;

/** The caller's completed orders still open to rating that they have not rated, newest first. */
export async function toGive(db: Executor, userId: number, cutoff: Date) {
  const mine = or(eq(orders.buyer_id, userId), eq(orders.seller_id, userId));
  return db
    .select({
      id: orders.id,
      buyer_id: orders.buyer_id,
      seller_id: orders.seller_id,
      completed_at: orders.status_changed_at,
      other: partyOf(others),
      other_rated: sql<boolean>`exists (select 1 from ${ratings} r
        where r.order_id = ${orders.id} and r.rater_id = ${others.id} and r.target = 'user')`,
    })
    .from(orders)
    .innerJoin(
      others,
      eq(
        others.id,
        sql`case when ${orders.buyer_id} = ${userId} then ${orders.seller_id} else ${orders.buyer_id} end`,
      ),
    )
    .where(
      and(
        mine,
        eq(orders.status, 'completed'),
        sql`${orders.status_changed_at} > ${cutoff}`,
        sql`not exists (select 1 from ${ratings} r
          where r.order_id = ${orders.id} and r.rater_id = ${userId} and r.target = 'user')`,
      ),
    )
    .orderBy(desc(orders.status_changed_at), desc(orders.id))
    .limit(LIST_MAX);
}

function ratingRows(db: Executor, where: SQL, order: SQL[], limit: number) {
  return db
    .select({
      id: ratings.id,
      order_id: ratings.order_id,
      target: ratings.target,
      rater_role: ratings.rater_role,
      rating: ratings.rating,
      content: ratings.content,
      published_at: ratings.published_at,
      created_at: ratings.created_at,
      completed_at: orders.status_changed_at,
      rater: partyOf(raters),
      ratee: partyOf(ratees),
      item_id: ratings.item_id,
      item_title: items.title,
      cover: itemImages,
    })
    .from(ratings)
    .innerJoin(orders, eq(orders.id, ratings.order_id))
    .innerJoin(raters, eq(raters.id, ratings.rater_id))
    .innerJoin(ratees, eq(ratees.id, ratings.ratee_id))
    .leftJoin(items, eq(items.id, ratings.item_id))
    .leftJoin(itemImages, and(eq(itemImages.item_id, ratings.item_id), eq(itemImages.position, 0)))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .then((rows) =>
      rows.map(({ item_id, item_title, cover, ...row }): RatingRowView => ({
        ...row,
        rater_role: row.rater_role as Role,
        item:
          item_id === null
            ? null
            : { id: item_id, title: item_title ?? '', cover: cover as ItemImageRow | null },
      })),
    );
}

/** Ratings the caller wrote, newest first (published or not: they are the writer's own). */
export const given = (db: Executor, userId: number) =>
  ratingRows(db, eq(ratings.rater_id, userId), [desc(ratings.created_at), desc(ratings.id)], LIST_MAX);

/** Ratings of the caller as a person, published only, latest published first. */
export const received = (db: Executor, userId: number) =>
  ratingRows(
    db,
    and(eq(ratings.ratee_id, userId), eq(ratings.target, 'user'), isNotNull(ratings.published_at))!,
    [desc(ratings.published_at), desc(ratings.id)],
    LIST_MAX,
  );

/** The ratings one order's rating call wrote, as their writer sees them. */
export const byIds = (db: Executor, ids: number[]) =>
  ratingRows(db, inArray(ratings.id, ids), [asc(ratings.id)], ids.length);

/** The caller's own average: their sum and count. */
export async function summaryOf(db: Executor, userId: number) {
  const [row] = await db
    .select({ rating_count: users.rating_count, rating_sum: users.rating_sum })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { rating_count: 0, rating_sum: 0 };
}

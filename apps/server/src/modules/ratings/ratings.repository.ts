// The SQL of ratings (decision 0038). Each list reads one index: the caller's orders by party
// (orders_buyer_created_idx / orders_seller_created_idx), their ratings by writer
// (ratings_rater_created_idx), published ones by subject (ratings_ratee_published_idx,
// ratings_item_published_idx), the blind ones by age (ratings_unpublished_idx), completed
// orders by completion (orders_status_changed_idx).
import { aliasedTable, and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import {
  itemImages,
  items,
  orderLines,
  orders,
  ratings,
  remindersSent,
  users,
  type ItemImageRow,
} from '../../platform/db/schema';
import { activeAccount, publiclyVisible } from '../catalogue';
import { firstName, type ItemBriefRow, type RatingRowView, type ReviewRow, type Role } from './rules';

const raters = aliasedTable(users, 'rater');
const ratees = aliasedTable(users, 'ratee');
const others = aliasedTable(users, 'other');

const partyOf = (table: typeof users) => ({
  id: table.id,
  name: table.name,
  avatar_path: table.avatar_path,
});

// ─── Orders ──────────────────────────────────────────────────────────────────────────────────

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

// ─── The caller's lists ──────────────────────────────────────────────────────────────────────

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

// ─── Public reviews ──────────────────────────────────────────────────────────────────────────

/** A member the public may see, with their sum and count. */
export async function publicUser(db: Executor, id: number) {
  const [row] = await db
    .select({ rating_count: users.rating_count, rating_sum: users.rating_sum })
    .from(users)
    .where(and(eq(users.id, id), activeAccount));
  return row;
}

/** An item the public may see, with its sum and count. */
export async function publicItem(db: Executor, id: number) {
  const [row] = await db
    .select({ rating_count: items.rating_count, rating_sum: items.rating_sum })
    .from(items)
    .innerJoin(users, eq(users.id, items.owner_id))
    .where(and(eq(items.id, id), publiclyVisible));
  return row;
}

/**
 * Published reviews of a member (target user) or an item, latest published first, `limit` of
 * them after the review `before` (keyset on published_at, id).
 */
export async function reviews(
  db: Executor,
  of: { ratee_id: number } | { item_id: number },
  before: number | null,
  limit: number,
): Promise<ReviewRow[]> {
  const subject =
    'ratee_id' in of
      ? and(eq(ratings.ratee_id, of.ratee_id), eq(ratings.target, 'user'))
      : and(eq(ratings.item_id, of.item_id), eq(ratings.target, 'item'));
  const after =
    before === null
      ? undefined
      : sql`(${ratings.published_at}, ${ratings.id}) < (select p.published_at, p.id from ${ratings} p where p.id = ${before})`;
  const rows = await db
    .select({
      id: ratings.id,
      rater_role: ratings.rater_role,
      rating: ratings.rating,
      content: ratings.content,
      published_at: ratings.published_at,
      rater: partyOf(raters),
    })
    .from(ratings)
    .innerJoin(raters, eq(raters.id, ratings.rater_id))
    .where(and(subject, isNotNull(ratings.published_at), after))
    .orderBy(desc(ratings.published_at), desc(ratings.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, rater_role: r.rater_role as Role, published_at: r.published_at! }));
}

// ─── The clock ───────────────────────────────────────────────────────────────────────────────

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

// What the public reads of ratings (decision 0038): a member's or an item's sum and count, and
// their published reviews (ratings_ratee_published_idx, ratings_item_published_idx).
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { items, ratings, users } from '../../platform/db/schema';
import { activeAccount, publiclyVisible } from '../catalogue';
import { partyOf, raters } from './parties.repository';
import type { ReviewRow, Role } from './rules';

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

// The feed's one statement: a user's entries newest first, answered by activities_user_idx
// (user_id, id) — a backward index scan from `before`, stopping after a page and one more. An
// order's line reads the order's kind (rental or purchase) from the order itself (its primary
// key), so that lines recorded before it was kept say it too.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { activities, orders } from '../../platform/db/schema';

/** A user's feed entries newest first, a page and one more, older than `before` when given. */
export function page(db: Executor, userId: number, before: number | null, size: number) {
  return db
    .select({
      id: activities.id,
      kind: activities.kind,
      subject_type: activities.subject_type,
      subject_id: activities.subject_id,
      data: activities.data,
      created_at: activities.created_at,
      order_kind: orders.kind,
    })
    .from(activities)
    .leftJoin(orders, and(sql`${activities.subject_type} = 'order'`, eq(orders.id, activities.subject_id)))
    .where(and(eq(activities.user_id, userId), before === null ? undefined : lt(activities.id, before)))
    .orderBy(desc(activities.id))
    .limit(size + 1);
}

/** Writes events in the caller's transaction, one statement however many. */
export async function insertActivities(
  tx: Executor,
  rows: readonly (typeof activities.$inferInsert)[],
): Promise<void> {
  await tx.insert(activities).values([...rows]);
}

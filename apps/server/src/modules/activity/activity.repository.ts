// The feed's one statement: a user's entries newest first, answered by activities_user_idx
// (user_id, id) — a backward index scan from `before`, stopping after a page and one more.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { activities } from '../../platform/db/schema';

export function page(db: Executor, userId: number, before: number | null, size: number) {
  return db
    .select({
      id: activities.id,
      kind: activities.kind,
      subject_type: activities.subject_type,
      subject_id: activities.subject_id,
      data: activities.data,
      created_at: activities.created_at,
    })
    .from(activities)
    .where(and(eq(activities.user_id, userId), before === null ? undefined : lt(activities.id, before)))
    .orderBy(desc(activities.id))
    .limit(size + 1);
}

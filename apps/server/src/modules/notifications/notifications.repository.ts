// Who notify tells (read in the caller's transaction), and the bell: its counts and its clearing.
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ROLE_ADMIN } from '@pinjam/api/contract';
import type { Executor } from '../../platform/db/client';
import { conversationMembers, notifications, users } from '../../platform/db/schema';

/** The bell's kind for an unread message (one row per message; messages module writes them). */
export const MESSAGE_KIND = 'message';

/** The users' addresses and names, by id. */
export async function recipients(tx: Executor, userIds: number[]) {
  const rows = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The bell's rows of some notices (their kinds, the seed's). */
export async function insertBellRows(
  tx: Executor,
  rows: ReadonlyArray<{ userId: number; kind: string; payload: object }>,
) {
  await tx
    .insert(notifications)
    .values(rows.map(({ userId, kind, payload }) => ({ user_id: userId, kind, payload })));
}

/** The admins whose accounts are not disabled (a handful of rows). */
export async function adminIds(tx: Executor): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role_id, ROLE_ADMIN), isNull(users.disabled_at)));
  return rows.map((r) => r.id);
}

// ─── The bell ────────────────────────────────────────────────────────────────────────────────
// Every statement reads the caller's open rows through notifications_user_kind_open_idx
// (user_id, kind) where cleared_at is null.

const open = (userId: number) => and(eq(notifications.user_id, userId), isNull(notifications.cleared_at));

/** The caller's open notifications of each kind but messages, counted. */
export async function openCounts(tx: Executor, userId: number) {
  const rows = await tx
    .select({ kind: notifications.kind, count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(open(userId), ne(notifications.kind, MESSAGE_KIND)))
    .groupBy(notifications.kind);
  return new Map(rows.map((row) => [row.kind, row.count]));
}

/** The result of the caller's latest open verification entry, if any (issue 15). */
export async function openVerificationResult(tx: Executor, userId: number) {
  const [row] = await tx
    .select({ result: sql<string | null>`${notifications.payload} ->> 'result'` })
    .from(notifications)
    .where(and(open(userId), eq(notifications.kind, 'verification')))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row?.result === 'approved' || row?.result === 'rejected' ? row.result : null;
}

const conversationOf = sql<number>`(${notifications.payload} ->> 'conversation_id')::int`;

/** The caller's unread messages by conversation, with the other person; latest first. */
export function openConversations(tx: Executor, userId: number) {
  return tx
    .select({
      conversation_id: sql<number>`${conversationOf}`,
      count: sql<number>`count(*)::int`,
      name: users.name,
      avatar_path: users.avatar_path,
    })
    .from(notifications)
    .innerJoin(
      conversationMembers,
      and(
        sql`${conversationMembers.conversation_id} = ${conversationOf}`,
        ne(conversationMembers.user_id, notifications.user_id),
      ),
    )
    .innerJoin(users, eq(users.id, conversationMembers.user_id))
    .where(and(open(userId), eq(notifications.kind, MESSAGE_KIND)))
    .groupBy(conversationOf, users.id)
    .orderBy(desc(sql`max(${notifications.id})`));
}

/** Clears the caller's open notifications of some kinds (all of them: undefined). */
export async function clearKinds(tx: Executor, userId: number, kinds?: readonly string[]) {
  await tx
    .update(notifications)
    .set({ cleared_at: new Date() })
    .where(and(open(userId), kinds ? inArray(notifications.kind, [...kinds]) : undefined));
}

/**
 * Marks read the owner's "new request" notification of a request that is no longer new (accepted,
 * denied, cancelled or expired): the bell counts only requests still waiting for an answer.
 */
export async function clearRequestNotice(tx: Executor, ownerId: number, requestId: number) {
  await tx
    .update(notifications)
    .set({ cleared_at: new Date() })
    .where(
      and(
        open(ownerId),
        eq(notifications.kind, 'requests'),
        sql`${notifications.payload} ->> 'request_id' = ${String(requestId)}`,
      ),
    );
}

// The verification's queries: every one on an index (identity_verifications_user_idx for a
// user's newest submission, identity_verifications_pending_idx for the queue, users' primary key).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { identityVerifications, users } from '../../platform/db/schema';

/** The user's verification status (the login answer's meta reads the same column). */
export async function statusOf(db: Executor, userId: number) {
  const [user] = await db
    .select({ status: users.verification_status })
    .from(users)
    .where(eq(users.id, userId));
  return user?.status ?? 'unsubmitted';
}

/** The user's status and newest submission (null before the first). */
export async function latest(db: Executor, userId: number) {
  const status = await statusOf(db, userId);
  const [submission] = await db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.user_id, userId))
    .orderBy(desc(identityVerifications.submitted_at), desc(identityVerifications.id))
    .limit(1);
  return { status, submission: submission ?? null };
}

/**
 * Marks the user's verification pending, only from unsubmitted or rejected: false when it was
 * pending or approved already (a second tab, a double click).
 */
export async function markPending(tx: Executor, userId: number): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ verification_status: 'pending', updated_at: new Date() })
    .where(and(eq(users.id, userId), inArray(users.verification_status, ['unsubmitted', 'rejected'])))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function insertSubmission(
  tx: Executor,
  userId: number,
  keys: { document: string; selfie: string },
) {
  const [row] = await tx
    .insert(identityVerifications)
    .values({ user_id: userId, document_key: keys.document, selfie_key: keys.selfie })
    .returning();
  return row!;
}

/** The queue: pending submissions, oldest first, with their users. */
export function pending(db: Executor) {
  return db
    .select({
      id: identityVerifications.id,
      submitted_at: identityVerifications.submitted_at,
      document_key: identityVerifications.document_key,
      selfie_key: identityVerifications.selfie_key,
      user_id: users.id,
      name: users.name,
      email: users.email,
      dob: users.dob,
    })
    .from(identityVerifications)
    .innerJoin(users, eq(users.id, identityVerifications.user_id))
    .where(eq(identityVerifications.status, 'pending'))
    .orderBy(asc(identityVerifications.submitted_at), asc(identityVerifications.id));
}

/**
 * Reviews the user's pending submission: a conditional update, so of two admins pressing at
 * once one changes it and the other finds nothing pending (the row lock makes the second wait
 * for the first and then see its answer). The submission's id, or null.
 */
export async function review(
  tx: Executor,
  userId: number,
  adminId: number,
  decision: { status: 'approved'; reason: null } | { status: 'rejected'; reason: string },
): Promise<number | null> {
  const [row] = await tx
    .update(identityVerifications)
    .set({ ...decision, reviewed_at: new Date(), reviewed_by: adminId })
    .where(and(eq(identityVerifications.user_id, userId), eq(identityVerifications.status, 'pending')))
    .returning({ id: identityVerifications.id });
  if (!row) return null;
  await tx
    .update(users)
    .set({ verification_status: decision.status, updated_at: new Date() })
    .where(eq(users.id, userId));
  return row.id;
}

/** A review's result, for its email (issue 15). */
export async function verificationFacts(tx: Executor, verificationId: number) {
  const [row] = await tx
    .select({ status: identityVerifications.status, reason: identityVerifications.reason })
    .from(identityVerifications)
    .where(eq(identityVerifications.id, verificationId));
  return row;
}
export type VerificationFacts = NonNullable<Awaited<ReturnType<typeof verificationFacts>>>;

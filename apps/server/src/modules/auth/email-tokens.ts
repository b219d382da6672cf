import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { emailTokens, users } from '../../platform/db/schema';
import { hashToken, newToken } from './tokens';

export type EmailTokenKind = (typeof emailTokens.$inferSelect)['kind'];

export const ACTIVATION_TTL_MS = 24 * 60 * 60_000;
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;

/** A single-use emailed token (activation, password reset); only its hash is stored. */
export async function createEmailToken(db: Executor, userId: number, kind: EmailTokenKind, ttlMs: number) {
  const { token, hash } = newToken();
  await db
    .insert(emailTokens)
    .values({ user_id: userId, kind, token_hash: hash, expires_at: new Date(Date.now() + ttlMs) });
  return token;
}

const usable = (token: string, kind: EmailTokenKind) =>
  and(
    eq(emailTokens.token_hash, hashToken(token)),
    eq(emailTokens.kind, kind),
    isNull(emailTokens.used_at),
    gt(emailTokens.expires_at, sql`now()`),
  );

/** The unused, unexpired token and its user's email, locked for the transaction when `lock`. */
export async function findEmailToken(db: Executor, token: string, kind: EmailTokenKind, lock = false) {
  const query = db
    .select({ id: emailTokens.id, userId: users.id, email: users.email })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.user_id))
    .where(usable(token, kind))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: emailTokens }) : await query;
  return row ?? null;
}

/** Marks the token used; null when it was unknown, used or expired (so nothing may change). */
export async function consumeEmailToken(db: Executor, token: string, kind: EmailTokenKind) {
  const [row] = await db
    .update(emailTokens)
    .set({ used_at: sql`now()` })
    .where(usable(token, kind))
    .returning({ userId: emailTokens.user_id });
  return row ?? null;
}

/** Marks every unused token of that kind of the user used (a reset ends all reset links). */
export async function burnEmailTokens(db: Executor, userId: number, kind: EmailTokenKind): Promise<void> {
  await db
    .update(emailTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(emailTokens.user_id, userId), eq(emailTokens.kind, kind), isNull(emailTokens.used_at)));
}

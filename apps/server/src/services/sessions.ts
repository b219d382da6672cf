import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { authTokens, users, type UserRow } from '../db/schema';
import { hashToken, newToken } from './tokens';

export interface Session {
  user: UserRow;
  tokenId: number;
}

/** Issues a bearer token for the user; only its hash is stored. */
export async function issueToken(db: Executor, userId: number, ttlMs: number) {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(authTokens).values({ user_id: userId, token_hash: hash, expires_at: expiresAt });
  return { token, expires_at: expiresAt.toISOString() };
}

/**
 * The session behind an `Authorization: Bearer …` header, or null. Revoked and expired tokens
 * and disabled users are refused here, on every request, so disabling works at once.
 */
export async function findSession(db: Db, header: string | undefined): Promise<Session | null> {
  const token = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header ?? '')?.[1];
  if (!token) return null;
  const [row] = await db
    .select({ user: users, tokenId: authTokens.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(
      and(
        eq(authTokens.token_hash, hashToken(token)),
        isNull(authTokens.revoked_at),
        gt(authTokens.expires_at, sql`now()`),
        isNull(users.disabled_at),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeToken(db: Executor, tokenId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revoked_at: sql`now()` })
    .where(eq(authTokens.id, tokenId));
}

export async function revokeAllTokens(db: Executor, userId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(authTokens.user_id, userId), isNull(authTokens.revoked_at)));
}

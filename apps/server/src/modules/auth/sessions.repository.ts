import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client';
import { authTokens, sessions, users } from '../../platform/db/schema';
import type { Session } from '../../platform/security/session';
import { hashToken, newToken } from './tokens';

/** However often its token is refreshed, a session ends this long after the login. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000;
/** last_used_at is written at most this often per session: a write per request would cost. */
const TOUCH_EVERY = sql`interval '1 minute'`;

export interface IssuedToken {
  token: string;
  expires_at: string;
}

/** A bearer token in the session; only its hash is stored. It never outlives the session. */
async function issueToken(
  db: Executor,
  userId: number,
  sessionId: number,
  sessionExpiresAt: Date,
  ttlMs: number,
): Promise<IssuedToken> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Math.min(Date.now() + ttlMs, sessionExpiresAt.getTime()));
  await db
    .insert(authTokens)
    .values({ user_id: userId, session_id: sessionId, token_hash: hash, expires_at: expiresAt });
  return { token, expires_at: expiresAt.toISOString() };
}

/** A login: a new session (with the browser's user agent) and its first token. */
export async function startSession(
  db: Db,
  userId: number,
  userAgent: string | undefined,
  ttlMs: number,
): Promise<IssuedToken> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sessions)
      .values({
        user_id: userId,
        // Node's parser refuses controls in headers, but PostgreSQL would fail on a NUL that got by.
        user_agent: userAgent?.replace(/\p{Cc}/gu, '').slice(0, 300) || null,
        expires_at: new Date(Date.now() + SESSION_LIFETIME_MS),
      })
      .returning({ id: sessions.id, expires_at: sessions.expires_at });
    return issueToken(tx, userId, row!.id, row!.expires_at, ttlMs);
  });
}

/**
 * Swaps the session's token for a new one in the same session; null when the token was used
 * already (only one of two racing refreshes wins). The session's end does not move.
 */
export async function refreshSession(db: Db, session: Session, ttlMs: number): Promise<IssuedToken | null> {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(authTokens)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(authTokens.id, session.tokenId), isNull(authTokens.revoked_at)))
      .returning({ id: authTokens.id });
    if (!revoked) return null;
    return issueToken(tx, session.user.id, session.sessionId, session.sessionExpiresAt, ttlMs);
  });
}

/**
 * The lookup behind every signed-in request, prepared once per database handle: drizzle builds
 * its SQL once, and PostgreSQL parses and plans it once per connection (a named statement).
 * In a profile of the text fuzz, drizzle building selects was the largest part of the server's
 * busy time, and this select runs on every signed-in request (its own gain not measured apart).
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
const prepareSessionLookup = (db: Db) =>
  db
    .select({
      user: users,
      tokenId: authTokens.id,
      sessionId: sessions.id,
      sessionExpiresAt: sessions.expires_at,
      stale: sql<boolean>`${sessions.last_used_at} < now() - ${TOUCH_EVERY}`,
    })
    .from(authTokens)
    .innerJoin(sessions, eq(sessions.id, authTokens.session_id))
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(
      and(
        eq(authTokens.token_hash, sql.placeholder('tokenHash')),
        isNull(authTokens.revoked_at),
        gt(authTokens.expires_at, sql`now()`),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql`now()`),
        isNull(users.disabled_at),
      ),
    )
    .limit(1)
    .prepare('find_session');
function sessionLookup(db: Db) {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  return lookup;
}

/**
 * The session behind an `Authorization: Bearer …` header, or null. Revoked and expired tokens
 * and sessions, and disabled users, are refused here on every request, so disabling works at once.
 */
export async function findSession(db: Db, header: string | undefined): Promise<Session | null> {
  const token = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header ?? '')?.[1];
  if (!token) return null;
  const [row] = await sessionLookup(db).execute({ tokenHash: hashToken(token) });
  if (!row) return null;
  const { stale, ...session } = row;
  if (stale) {
    // Not awaited: the request need not wait for a bookkeeping write, and losing one is harmless.
    void db
      .update(sessions)
      .set({ last_used_at: sql`now()` })
      .where(and(eq(sessions.id, row.sessionId), lt(sessions.last_used_at, sql`now() - ${TOUCH_EVERY}`)))
      .catch(() => {});
  }
  return session;
}

/** The ids of the sessions an update ended. */
const ended = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

/** Logout: the session and every token of it end. */
export async function endSession(db: Executor, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
  await db
    .update(authTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(authTokens.session_id, sessionId), isNull(authTokens.revoked_at)));
}

/** Signs the user out everywhere (a password reset; disabling does the same by trigger): the sessions ended. */
export async function endAllSessions(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id });
  await db
    .update(authTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(authTokens.user_id, userId), isNull(authTokens.revoked_at)));
  return ended(rows);
}

/**
 * Signs the user out everywhere but `keepSessionId` (a password change keeps the device it was
 * made on): the sessions ended.
 */
export async function endOtherSessions(
  db: Executor,
  userId: number,
  keepSessionId: number,
): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.user_id, userId), ne(sessions.id, keepSessionId), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id });
  await db
    .update(authTokens)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        eq(authTokens.user_id, userId),
        ne(authTokens.session_id, keepSessionId),
        isNull(authTokens.revoked_at),
      ),
    );
  return ended(rows);
}

/**
 * The user's sessions ended in the caller's transaction (revoked at its `now()`): those a trigger
 * ended, as disabling an account does (migration 0011).
 */
export async function sessionsEndedInTransaction(tx: Executor, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), eq(sessions.revoked_at, sql`now()`)));
  return rows.map((row) => row.id);
}

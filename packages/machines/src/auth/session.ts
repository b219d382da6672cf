import type { ErrorBody, Session, StoredUser } from './types';

/** docs/product.md §9: role_id 2 is an administrator. */
export const ADMIN_ROLE_ID = 2;

export const isAdmin = (user: Pick<StoredUser, 'role_id'> | null | undefined): boolean =>
  user?.role_id === ADMIN_ROLE_ID;

export const toStoredUser = (session: Session): StoredUser => ({
  ...session.user,
  token: session.token,
  expires_at: session.expires_at,
});

/** Shown when the login call never reached the server (seed: "rejects with a generic value"). */
export const NETWORK_ERROR: ErrorBody = {
  message: 'Could not reach Pinjam. Check your connection and try again.',
};

/** Shown after a failed token refresh signs the user out (product: no silent failures). */
export const SESSION_ENDED_ERROR: ErrorBody = {
  message: 'Your session has ended. Please log in again.',
};

// ── Refresh timing ───────────────────────────────────────────────────────────
/** Refresh once this share of the remaining lifetime has passed. */
export const REFRESH_AT = 0.8;
/** Never cut it closer than this to the expiry. */
export const REFRESH_LEAD_MS = 30_000;
/** setTimeout fires at once for anything longer than a signed 32-bit number of ms. */
export const MAX_TIMER_MS = 2_147_483_647;

/**
 * How long to wait before refreshing a token that expires at `expiresAt`. The stored user has no
 * issue time, so the lifetime counts from now: just after login that is 80 % of the full lifetime.
 * A token close to (or past) expiry is refreshed at once; an unreadable date too (the server decides).
 */
export function refreshDelayFor(expiresAt: string, now: number): number {
  const remaining = Date.parse(expiresAt) - now;
  if (!Number.isFinite(remaining) || remaining <= REFRESH_LEAD_MS) return 0;
  const delay = Math.min(remaining * REFRESH_AT, remaining - REFRESH_LEAD_MS);
  return Math.min(Math.round(delay), MAX_TIMER_MS);
}

// ── Storage keys (docs/product.md §9) ────────────────────────────────────────────
export type StorageKey = 'user' | 'is_admin' | 'is_user';

/**
 * The values the app writes under the seed's storage keys for a user (null: remove the key).
 * Pure data, so the app and the fakes write storage the same way.
 */
export function storageEntriesFor(user: StoredUser | null): Record<StorageKey, string | null> {
  if (!user) return { user: null, is_admin: null, is_user: null };
  const admin = isAdmin(user);
  return { user: JSON.stringify(user), is_admin: String(admin), is_user: String(!admin) };
}

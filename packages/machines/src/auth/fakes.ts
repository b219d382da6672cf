// Fake implementations of the auth machine's side effects, for stories and tests.
// They follow the real API's answers (packages/api contract) without any network or storage.
import { fromPromise } from 'xstate';
import type { AuthMachine } from './authMachine';
import { storageEntriesFor, type StorageKey } from './session';
import type { AuthResult, Credentials, ErrorBody, Session, StoredUser, TokenInput, User } from './types';

export const FAKE_PASSWORDS = {
  'siti@pinjam.bn': 'siti-pass-2026',
  'admin@pinjam.bn': 'admin-pass-2026',
} as const;

export const fakeUsers = {
  siti: {
    id: 7,
    name: 'Siti Nurhaliza',
    email: 'siti@pinjam.bn',
    role_id: 1,
    is_admin: false,
    avatar: null,
    bio: 'Photographer in Bandar Seri Begawan.',
    district: 'Brunei-Muara',
    created_at: '2026-01-05T02:00:00.000Z',
    meta: { is_verified: true, verification_status: 'approved' },
  },
  admin: {
    id: 1,
    name: 'Pinjam Admin',
    email: 'admin@pinjam.bn',
    role_id: 2,
    is_admin: true,
    avatar: null,
    bio: null,
    district: 'Brunei-Muara',
    created_at: '2026-01-01T00:00:00.000Z',
    meta: { is_verified: true, verification_status: 'approved' },
  },
} satisfies Record<string, User>;

/** The real server's answer to wrong credentials (422 with the field named). */
export const INVALID_CREDENTIALS: ErrorBody = {
  message: 'These credentials do not match our records.',
  errors: { email: ['These credentials do not match our records.'] },
};
/** The server's 401 for a revoked or expired token. */
export const UNAUTHENTICATED: ErrorBody = { message: 'Your session has ended. Please log in again.' };
/** Login refusals a screen treats specially (403 with a stable code), as the server answers them. */
export const ACCOUNT_INACTIVE: ErrorBody = {
  message: 'Please activate your account first: check your email for the link, or send a new one.',
  code: 'account_inactive',
};
export const ACCOUNT_DISABLED: ErrorBody = {
  message: 'This account has been disabled.',
  code: 'account_disabled',
};
/** Accounts whose password is right but who may not log in. */
export const FAKE_REFUSED = {
  'aminah@pinjam.bn': { password: 'aminah-pass-2026', error: ACCOUNT_INACTIVE },
  'banned@pinjam.bn': { password: 'banned-pass-2026', error: ACCOUNT_DISABLED },
} as const;

/** Tokens last an hour unless a test says otherwise. */
export const FAKE_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

let tokenCount = 0;
export function fakeSession(user: User, now = Date.now(), lifetimeMs = FAKE_TOKEN_LIFETIME_MS): Session {
  tokenCount += 1;
  return {
    user,
    token: `fake-token-${user.id}-${tokenCount}`,
    expires_at: new Date(now + lifetimeMs).toISOString(),
  };
}

export function fakeStoredUser(user: User = fakeUsers.siti, now = Date.now()): StoredUser {
  const session = fakeSession(user, now);
  return { ...session.user, token: session.token, expires_at: session.expires_at };
}

/** An in-memory stand-in for localStorage, written under the seed's keys. */
export function createFakeStorage(initial: StoredUser | null = null) {
  const items = new Map<StorageKey, string>();
  const write = (user: StoredUser | null) => {
    for (const [key, value] of Object.entries(storageEntriesFor(user)) as [StorageKey, string | null][]) {
      if (value === null) items.delete(key);
      else items.set(key, value);
    }
  };
  write(initial);
  return {
    items,
    load: (): StoredUser | null => {
      const raw = items.get('user');
      return raw ? (JSON.parse(raw) as StoredUser) : null;
    },
    save: (user: StoredUser) => write(user),
    clear: () => write(null),
  };
}
export type FakeStorage = ReturnType<typeof createFakeStorage>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A promise that never settles: a request the server never answers. */
export const neverSettles = <T>() => new Promise<T>(() => {});

export function fakeLogin({ email, password }: Credentials): AuthResult {
  const refused = FAKE_REFUSED[email.trim().toLowerCase() as keyof typeof FAKE_REFUSED];
  if (refused?.password === password) return { ok: false, status: 403, error: refused.error };
  const key = email.trim().toLowerCase() as keyof typeof FAKE_PASSWORDS;
  if (FAKE_PASSWORDS[key] !== password) return { ok: false, status: 422, error: INVALID_CREDENTIALS };
  return { ok: true, session: fakeSession(key === 'admin@pinjam.bn' ? fakeUsers.admin : fakeUsers.siti) };
}

export interface AuthFakeOptions {
  /** Starts with this user stored, as if they had logged in before. */
  storage?: FakeStorage;
  /** Milliseconds each fake call takes; 0 by default. */
  latency?: number;
  /** Override the refresh delay (ms) so a story or test sees a refresh soon. */
  refreshDelay?: number;
  loginTimeout?: number;
  logoutTimeout?: number;
  /** What the refresh call does: succeed (default), answer 401, or reject (network down). */
  refresh?: 'ok' | 'unauthorized' | 'network';
  /** Whether the server revokes the token on logout or the call fails. */
  logout?: 'ok' | 'network';
}

/**
 * Everything `authMachine.provide()` needs, faked: `authMachine.provide(createAuthFakes().implementations)`.
 * `calls` records the side effects so tests can assert on them.
 */
export function createAuthFakes(options: AuthFakeOptions = {}) {
  const storage = options.storage ?? createFakeStorage();
  const latency = options.latency ?? 0;
  const calls = { persisted: [] as StoredUser[], cleared: 0, navigatedHome: 0, logins: [] as Credentials[] };
  const usersByToken = (token: string) => {
    const stored = storage.load();
    return stored?.token === token ? stored : null;
  };

  const implementations = {
    actors: {
      loadSession: fromPromise<StoredUser | null>(async () => {
        await wait(latency);
        return storage.load();
      }),
      login: fromPromise<AuthResult, Credentials>(async ({ input }) => {
        calls.logins.push(input);
        await wait(latency);
        return fakeLogin(input);
      }),
      refresh: fromPromise<AuthResult, TokenInput>(async ({ input }) => {
        await wait(latency);
        if (options.refresh === 'network') throw new TypeError('Failed to fetch');
        const user = usersByToken(input.token);
        if (options.refresh === 'unauthorized' || !user)
          return { ok: false, status: 401, error: UNAUTHENTICATED };
        const { token: _token, expires_at: _expiresAt, ...plain } = user;
        return { ok: true, session: fakeSession(plain) };
      }),
      logout: fromPromise<unknown, TokenInput>(async () => {
        await wait(latency);
        if (options.logout === 'network') throw new TypeError('Failed to fetch');
        return { message: 'Logged out' };
      }),
    },
    actions: {
      persistSession: (_: unknown, params: { user: StoredUser }) => {
        calls.persisted.push(params.user);
        storage.save(params.user);
      },
      clearSession: () => {
        calls.cleared += 1;
        storage.clear();
      },
      navigateHome: () => {
        calls.navigatedHome += 1;
      },
    },
    delays: {
      ...(options.refreshDelay === undefined ? {} : { refreshDelay: options.refreshDelay }),
      ...(options.loginTimeout === undefined ? {} : { loginTimeout: options.loginTimeout }),
      ...(options.logoutTimeout === undefined ? {} : { logoutTimeout: options.logoutTimeout }),
    },
  } satisfies Parameters<AuthMachine['provide']>[0];

  return { storage, calls, implementations };
}

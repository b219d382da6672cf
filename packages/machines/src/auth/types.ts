import type { ErrorBody, Session, StoredUser, User } from '@pinjam/api/contract';

export type { ErrorBody, Session, StoredUser, User };

export interface Credentials {
  email: string;
  password: string;
}

/**
 * What the `login` and `refresh` actors resolve to. The API answers errors as values (seed
 * section 8), so a failed login is `{ ok: false, error }`; only a network failure rejects.
 */
export type AuthResult = { ok: true; session: Session } | { ok: false; error: ErrorBody; status?: number };

export interface AuthContext {
  /** The signed-in user with their bearer token, as kept under the 'user' storage key. */
  user: StoredUser | null;
  /** The last failure to show (login refused, network down, session ended). */
  error: ErrorBody | null;
}

export type AuthEvent =
  | ({ type: 'auth.login' } & Credentials)
  | { type: 'auth.logout' }
  | { type: 'auth.clearError' }
  /** Any request answered 401 (docs/product.md §8): the user is signed out. */
  | { type: 'auth.unauthorized' }
  /** The app refreshed the token elsewhere: replace the stored user. */
  | { type: 'auth.sessionRefreshed'; session: Session }
  /** Profile edits: merged into the stored user. */
  | { type: 'auth.userUpdated'; user: Partial<User> };

/** Input of the `refresh` and `logout` actors. */
export interface TokenInput {
  token: string;
}

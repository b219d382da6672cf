// What the auth machine takes from outside, checked at the boundary: each event's payload, the
// stored session and the answers of login and refresh. A payload that does not fit is ignored
// (the guard `isWellFormed` says no); an answer that does not fit counts as a failed call. The
// user's shape follows @pinjam/api's contract `user` schema (a test holds them together).
import { verificationStatuses } from '@pinjam/api/domain';
import { errorBodyShape } from '../_shared/errorBody';
import * as v from '../_shared/shape';
import type { AuthEvent, AuthResult, Session, StoredUser, User } from './types';

/** The contract's strings have no length limit; these follow it. */
const anyText = v.text({ max: Infinity });
const integer = v.whole({ min: Number.MIN_SAFE_INTEGER });

export const userFields = {
  id: integer,
  name: anyText,
  email: anyText,
  role_id: integer,
  is_admin: v.flag,
  avatar: v.nullable(v.object({ path: anyText })),
  bio: v.nullable(anyText),
  district: v.nullable(anyText),
  created_at: anyText,
  meta: v.object({ is_verified: v.flag, verification_status: v.oneOf(...verificationStatuses) }),
};
export const userShape: v.Shape<User> = v.object(userFields);
export const sessionShape: v.Shape<Session> = v.object({
  user: userShape,
  token: anyText,
  expires_at: anyText,
});
export const storedUserShape: v.Shape<StoredUser> = v.object({
  ...userFields,
  token: anyText,
  expires_at: anyText,
});

export const authResultShape: v.Shape<AuthResult> = v.variants('ok', {
  true: v.object({ ok: v.oneOf(true), session: sessionShape }),
  false: v.object({ ok: v.oneOf(false), error: errorBodyShape, status: v.optional(v.whole({ max: 599 })) }),
});

export const authEventShapes: v.EventShapes<AuthEvent> = {
  // Long enough for any real address or password, short of a megabyte sent to the server.
  'auth.login': v.object({ email: v.text({ max: 254 }), password: v.text({ max: 1000 }) }),
  'auth.logout': v.nothing,
  'auth.clearError': v.nothing,
  'auth.unauthorized': v.nothing,
  'auth.sessionRefreshed': v.object({ session: sessionShape }),
  // Only the user's own fields, each as the contract has it: a change cannot slip in a token.
  'auth.userUpdated': v.object({ user: v.partial(userFields) }),
};

/** Why this event's payload does not fit its type, or null (the QA view shows it). */
export const authEventProblem = (event: { type: string }) => v.payloadProblem(authEventShapes, event);

export const isStoredUser = (value: unknown): value is StoredUser => v.fits(storedUserShape, value);
export const isSuccess = (result: unknown): result is Extract<AuthResult, { ok: true }> =>
  v.fits(authResultShape, result) && result.ok;

// What the auth machine takes from outside, checked at the boundary: each event's payload, the
// stored session and the answers of login and refresh. A payload that does not fit is ignored
// (the guard `isWellFormed` says no); an answer that does not fit counts as a failed call. The
// user, the session and the error answer are the contract's schemas.
import { errorBody, session, user, z } from '@pinjam/api/contract';
import * as v from '../_shared/schemas';
import type { AuthEvent, AuthResult, Session, StoredUser, User } from './types';

/** The contract's user, field by field (a change to the user may carry any of them). */
export const userFields = user.shape;
export const userShape: v.Schema<User> = user;
export const sessionShape: v.Schema<Session> = session;
export const storedUserShape: v.Schema<StoredUser> = z.extend(user, {
  token: z.string(),
  expires_at: z.string(),
});

export const authResultShape: v.Schema<AuthResult> = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), session }),
  z.object({ ok: z.literal(false), error: errorBody, status: z.optional(v.whole({ max: 599 })) }),
]);

export const authEventShapes: v.EventSchemas<AuthEvent> = {
  // Long enough for any real address or password, short of a megabyte sent to the server.
  'auth.login': z.object({ email: v.text({ max: 254 }), password: v.text({ max: 1000 }) }),
  'auth.logout': v.nothing,
  'auth.clearError': v.nothing,
  'auth.unauthorized': v.nothing,
  'auth.sessionRefreshed': z.object({ session }),
  // Only the user's own fields, each as the contract has it: a change cannot slip in a token.
  'auth.userUpdated': z.object({ user: z.partial(user) }),
};

/** Why this event's payload does not fit its type, or null (the QA view shows it). */
export const authEventProblem = (event: { type: string }) => v.payloadProblem(authEventShapes, event);

export const isStoredUser = (value: unknown): value is StoredUser => v.fits(storedUserShape, value);
export const isSuccess = (result: unknown): result is Extract<AuthResult, { ok: true }> =>
  v.fits(authResultShape, result) && result.ok;

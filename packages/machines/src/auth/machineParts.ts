// Small pieces the auth machine's transitions share: stand-in actors and action/guard parameters.
import { errorBodyShape, toErrorBody } from '../_shared/errorBody';
import { fits } from '../_shared/schemas';
import { NETWORK_ERROR, SESSION_ENDED_ERROR } from './session';
import type { AuthContext, AuthResult, Session, StoredUser, TokenInput } from './types';

import { notProvided as notProvidedBy } from '../_shared/notProvided';

/**
 * The app supplies every side effect with `authMachine.provide(...)`. Until then an actor rejects
 * (the machine lands in signedOut) and an action does nothing.
 */
export const notProvided = (name: string) => notProvidedBy('auth', name);

type WithContext = { context: AuthContext };
type WithOutput = { event: { output: AuthResult } };

/** The stored user, once an assign has put one there. */
export const currentUser = ({ context }: WithContext): { user: StoredUser } => {
  if (!context.user) throw new Error('authMachine: there is no signed-in user');
  return { user: context.user };
};
export const tokenInput = ({ context }: WithContext): TokenInput => ({
  token: currentUser({ context }).user.token,
});

export function sessionOf(result: AuthResult): Session {
  // The isSuccessful guard ran first; this only narrows the type.
  if (!result.ok) throw new Error('authMachine: the result is a failure');
  return result.session;
}

export const succeeded = {
  type: 'isSuccessful',
  params: ({ event }: WithOutput) => ({ result: event.output }),
} as const;
export const assignOutputSession = {
  type: 'assignSession',
  params: ({ event }: WithOutput) => ({ session: sessionOf(event.output) }),
} as const;
/** The server's refusal; an answer that cannot be read says no more than no answer at all. */
export function errorOf(result: AuthResult): AuthContext['error'] {
  const error = (result as { error?: unknown } | null | undefined)?.error;
  return fits(errorBodyShape, error) ? toErrorBody(error) : NETWORK_ERROR;
}
export const assignOutputError = {
  type: 'assignError',
  params: ({ event }: WithOutput) => ({ error: errorOf(event.output) }),
} as const;
export const persist = { type: 'persistSession', params: currentUser } as const;
export const signOut = ['clearSession', 'forgetUser'] as const;
export const sessionEnded = [
  ...signOut,
  { type: 'assignError', params: { error: SESSION_ENDED_ERROR } },
] as const;
/** Logout, however the server answered. */
export const leave = { target: 'signedOut', actions: [...signOut, 'navigateHome'] } as const;

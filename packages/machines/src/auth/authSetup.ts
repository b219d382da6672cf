// The auth machine's implementations: its types, the actors, actions and delays the app provides,
// and the assigns and guards. The chart is in authMachine.ts.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { known } from '../_shared/schemas';
import { authEventProblem, isStoredUser, isSuccess, userFields } from './events';
import { notProvided } from './machineParts';
import { refreshDelayFor, toStoredUser } from './session';
import type {
  AuthContext,
  AuthEvent,
  AuthResult,
  Credentials,
  Session,
  StoredUser,
  TokenInput,
} from './types';

export const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    /** Reads the 'user' storage key. */
    loadSession: fromPromise<StoredUser | null>(notProvided('loadSession')),
    /** POST /api/auth/login. Resolves to the API's answer; rejects only when the network fails. */
    login: fromPromise<AuthResult, Credentials>(notProvided('login')),
    /** POST /api/auth/refresh with the current token. */
    refresh: fromPromise<AuthResult, TokenInput>(notProvided('refresh')),
    /** POST /api/auth/logout: revokes the token server-side. Its outcome is ignored. */
    logout: fromPromise<unknown, TokenInput>(notProvided('logout')),
  },
  actions: {
    assignSession: assign((_, params: { session: Session }) => ({
      user: toStoredUser(params.session),
      error: null,
    })),
    assignStoredUser: assign((_, params: { user: StoredUser | null }) => ({ user: params.user })),
    assignUserChanges: assign(({ context, event }) => {
      assertEvent(event, 'auth.userUpdated');
      return { user: context.user && { ...context.user, ...known(userFields, event.user) } };
    }),
    assignError: assign((_, params: { error: AuthContext['error'] }) => ({ error: params.error })),
    clearError: assign({ error: null }),
    forgetUser: assign({ user: null }),
    /** App: write the storage keys user, is_admin and is_user (see storageEntriesFor). */
    persistSession: (_, _params: { user: StoredUser }) => {},
    /** App: remove the user, the flags and stored payment-provider data (docs/product.md §4). */
    clearSession: () => {},
    /** App: go to '/' after logout. */
    navigateHome: () => {},
  },
  guards: {
    /** The event's payload fits its type (see events.ts); one that does not is ignored. */
    isWellFormed: ({ event }) => authEventProblem(event) === null,
    /** A whole stored user: anything else in storage counts as nothing stored. */
    hasStoredUser: (_, params: { user: StoredUser | null }) => isStoredUser(params.user),
    /** A success with a whole session; an answer that cannot be read is a failure. */
    isSuccessful: (_, params: { result: AuthResult }) => isSuccess(params.result),
  },
  delays: {
    /** Until the token should be refreshed: 80 % of its remaining life, sooner when close. */
    refreshDelay: ({ context }) => (context.user ? refreshDelayFor(context.user.expires_at, Date.now()) : 0),
    /** A login the server never answers gives up with the network message, so the form is usable again. */
    loginTimeout: 20_000,
    /** Logout never hangs on a server that does not answer. */
    logoutTimeout: 5_000,
  },
});

import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  assignOutputError,
  assignOutputSession,
  leave,
  notProvided,
  persist,
  sessionEnded,
  signOut,
  succeeded,
  tokenInput,
} from './machineParts';
import { NETWORK_ERROR, refreshDelayFor, toStoredUser } from './session';
import type {
  AuthContext,
  AuthEvent,
  AuthResult,
  Credentials,
  Session,
  StoredUser,
  TokenInput,
} from './types';

/**
 * Who is signed in: restores the stored session, logs in and out, refreshes the token before it
 * expires, and signs out on any 401 (seed sections 3, 4 and 8; product.md, Accounts).
 * Every side effect is a named actor or action that the app provides.
 */
export const authMachine = setup({
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
      return { user: context.user && { ...context.user, ...event.user } };
    }),
    assignError: assign((_, params: { error: AuthContext['error'] }) => ({ error: params.error })),
    clearError: assign({ error: null }),
    forgetUser: assign({ user: null }),
    /** App: write the storage keys user, is_admin and is_user (see storageEntriesFor). */
    persistSession: (_, _params: { user: StoredUser }) => {},
    /** App: remove the user, the flags and stored payment-provider data (seed section 4). */
    clearSession: () => {},
    /** App: go to '/' after logout. */
    navigateHome: () => {},
  },
  guards: {
    hasStoredUser: (_, params: { user: StoredUser | null }) => params.user !== null,
    isSuccessful: (_, params: { result: AuthResult }) => params.result.ok,
  },
  delays: {
    /** Until the token should be refreshed: 80 % of its remaining life, sooner when close. */
    refreshDelay: ({ context }) => (context.user ? refreshDelayFor(context.user.expires_at, Date.now()) : 0),
    /** Logout never hangs on a server that does not answer. */
    logoutTimeout: 5_000,
  },
}).createMachine({
  id: 'auth',
  context: { user: null, error: null },
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [
          {
            guard: { type: 'hasStoredUser', params: ({ event }) => ({ user: event.output }) },
            target: 'signedIn',
            actions: { type: 'assignStoredUser', params: ({ event }) => ({ user: event.output }) },
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      on: {
        'auth.login': { target: 'loggingIn', actions: 'clearError' },
        'auth.clearError': { actions: 'clearError' },
      },
    },
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'auth.login');
          return { email: event.email, password: event.password };
        },
        onDone: [
          { guard: succeeded, target: 'signedIn', actions: [assignOutputSession, persist] },
          { target: 'signedOut', actions: assignOutputError },
        ],
        onError: { target: 'signedOut', actions: { type: 'assignError', params: { error: NETWORK_ERROR } } },
      },
    },
    signedIn: {
      initial: 'active',
      on: {
        'auth.logout': { target: 'loggingOut' },
        'auth.unauthorized': { target: 'signedOut', actions: signOut },
        // Re-entering `active` restarts the refresh timer from the new expiry.
        'auth.sessionRefreshed': {
          target: '.active',
          reenter: true,
          actions: [{ type: 'assignSession', params: ({ event }) => ({ session: event.session }) }, persist],
        },
        'auth.userUpdated': { actions: ['assignUserChanges', persist] },
      },
      states: {
        active: {
          after: { refreshDelay: { target: 'refreshing' } },
        },
        refreshing: {
          invoke: {
            id: 'refresh',
            src: 'refresh',
            input: tokenInput,
            onDone: [
              { guard: succeeded, target: 'active', actions: [assignOutputSession, persist] },
              { target: '#auth.signedOut', actions: sessionEnded },
            ],
            onError: { target: '#auth.signedOut', actions: sessionEnded },
          },
        },
      },
    },
    loggingOut: {
      invoke: { id: 'logout', src: 'logout', input: tokenInput, onDone: leave, onError: leave },
      // The server could not revoke the token, or never answered: the device forgets it all the same.
      after: { logoutTimeout: leave },
    },
  },
});

export type AuthMachine = typeof authMachine;
export type AuthSnapshot = SnapshotFrom<AuthMachine>;
export type AuthActorRef = ActorRefFrom<AuthMachine>;

import { assertEvent, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { authSetup } from './authSetup';
import {
  assignOutputError,
  assignOutputSession,
  leave,
  persist,
  sessionEnded,
  signOut,
  succeeded,
  tokenInput,
} from './machineParts';
import { NETWORK_ERROR } from './session';

const networkError = { type: 'assignError', params: { error: NETWORK_ERROR } } as const;

/**
 * Who is signed in: restores the stored session, logs in and out, refreshes the token before it
 * expires, and signs out on any 401 (docs/product.md §3, 4 and 8; docs/product.md, Accounts).
 * Every side effect is a named actor, action or delay that the app provides.
 */
export const authMachine = authSetup.createMachine({
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
        // Unreadable or invalid stored data: forget it, so the next visit does not trip on it again.
        onError: { target: 'signedOut', actions: 'clearSession' },
      },
    },
    signedOut: {
      on: {
        // A payload that does not fit (no password, a number for the email) is ignored.
        'auth.login': { guard: 'isWellFormed', target: 'loggingIn', actions: 'clearError' },
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
        onError: { target: 'signedOut', actions: networkError },
      },
      after: { loginTimeout: { target: 'signedOut', actions: networkError } },
    },
    signedIn: {
      initial: 'active',
      on: {
        'auth.logout': { target: 'loggingOut' },
        'auth.unauthorized': { target: 'signedOut', actions: signOut },
        // Re-entering `active` restarts the refresh timer from the new expiry.
        'auth.sessionRefreshed': {
          guard: 'isWellFormed',
          target: '.active',
          reenter: true,
          actions: [{ type: 'assignSession', params: ({ event }) => ({ session: event.session }) }, persist],
        },
        'auth.userUpdated': { guard: 'isWellFormed', actions: ['assignUserChanges', persist] },
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

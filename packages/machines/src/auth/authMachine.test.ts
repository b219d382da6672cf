import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  initialTransition,
  pathToStateValue,
  SimulatedClock,
  transition,
  waitFor,
} from 'xstate';
import { getShortestPaths, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { untakenTransitions } from '../_testing/graphCoverage';
import { xstateEvents } from '../_testing/xstateEvents';
import { authMachine, type AuthSnapshot } from './authMachine';
import {
  ACCOUNT_INACTIVE,
  createAuthFakes,
  createFakeStorage,
  fakeSession,
  fakeStoredUser,
  fakeUsers,
  INVALID_CREDENTIALS,
  neverSettles,
  UNAUTHENTICATED,
  type AuthFakeOptions,
} from './fakes';
import {
  selectError,
  selectIsAdmin,
  selectIsBusy,
  selectIsSignedIn,
  selectIsVerified,
  selectUser,
} from './selectors';
import {
  isAdmin,
  MAX_TIMER_MS,
  NETWORK_ERROR,
  refreshDelayFor,
  REFRESH_LEAD_MS,
  SESSION_ENDED_ERROR,
  storageEntriesFor,
  toStoredUser,
} from './session';
import type { AuthContext, AuthEvent, AuthResult, Credentials } from './types';

// ── Helpers ──────────────────────────────────────────────────────────────────
const siti = fakeStoredUser(fakeUsers.siti);
const credentials = { email: 'siti@pinjam.bn', password: 'siti-pass-2026' };
const refused: AuthResult = { ok: false, status: 422, error: INVALID_CREDENTIALS };
const accepted = (): AuthResult => ({ ok: true, session: fakeSession(fakeUsers.siti) });

const { done, failed, after } = xstateEvents<AuthEvent>();

const at = (value: string | Record<string, string>, context: Partial<AuthContext> = {}) =>
  authMachine.resolveState({ value, context: { user: null, error: null, ...context } });

type Actions = ReturnType<typeof transition<typeof authMachine>>[1];
/** The side effects a transition asks the app for (assigns are applied, XState's built-ins left out). */
const named = (actions: Actions) => actions.map((a) => a.type).filter((type) => !type.startsWith('xstate.'));
const paramsOf = (actions: Actions, type: string) => actions.find((a) => a.type === type)?.params;
const spawned = (actions: Actions) =>
  actions
    .filter((a) => a.type === 'xstate.spawnChild')
    .map((a) => {
      const { id, input } = a.params as unknown as { id: string; input: unknown };
      return { id, input };
    });

// ── (a) Pure transitions: every guard branch ─────────────────────────────────
describe('authMachine, pure transitions', () => {
  describe('at start', () => {
    it('restores the session from storage', () => {
      const [snapshot, actions] = initialTransition(authMachine);
      expect(snapshot.value).toBe('restoring');
      expect(spawned(actions)).toEqual([{ id: 'loadSession', input: undefined }]);
    });
  });

  describe('given a stored user / when storage has been read', () => {
    it('is signed in with that user and writes nothing back', () => {
      const [snapshot, actions] = transition(authMachine, at('restoring'), done('loadSession', siti));
      expect(snapshot.value).toEqual({ signedIn: 'active' });
      expect(snapshot.context.user).toEqual(siti);
      expect(named(actions)).toEqual([]);
    });
  });

  describe('given no stored user / when storage has been read', () => {
    it('is signed out', () => {
      const [snapshot] = transition(authMachine, at('restoring'), done('loadSession', null));
      expect(snapshot.value).toBe('signedOut');
      expect(snapshot.context.user).toBeNull();
    });
  });

  describe('given storage cannot be read', () => {
    it('is signed out and clears what is stored, so the next visit does not trip on it', () => {
      const [snapshot, actions] = transition(authMachine, at('restoring'), failed('loadSession'));
      expect(snapshot.value).toBe('signedOut');
      expect(named(actions)).toEqual(['clearSession']);
    });
  });

  describe('given a signed-out visitor with an earlier error / on auth.login', () => {
    it('clears the error and calls login with the credentials', () => {
      const [snapshot, actions] = transition(authMachine, at('signedOut', { error: INVALID_CREDENTIALS }), {
        type: 'auth.login',
        ...credentials,
      });
      expect(snapshot.value).toBe('loggingIn');
      expect(snapshot.context.error).toBeNull();
      expect(spawned(actions)).toEqual([{ id: 'login', input: credentials }]);
    });
  });

  describe('given a signed-out visitor with an error / on auth.clearError', () => {
    it('clears the error and stays signed out', () => {
      const [snapshot] = transition(authMachine, at('signedOut', { error: INVALID_CREDENTIALS }), {
        type: 'auth.clearError',
      });
      expect(snapshot.value).toBe('signedOut');
      expect(snapshot.context.error).toBeNull();
    });
  });

  describe('given a signed-out visitor', () => {
    it('cannot log out, refresh or be told of a 401', () => {
      const snapshot = at('signedOut');
      expect(snapshot.can({ type: 'auth.logout' })).toBe(false);
      expect(snapshot.can({ type: 'auth.unauthorized' })).toBe(false);
      expect(snapshot.can({ type: 'auth.sessionRefreshed', session: fakeSession(fakeUsers.siti) })).toBe(
        false,
      );
      expect(snapshot.can({ type: 'auth.login', ...credentials })).toBe(true);
    });
  });

  describe('given a login in flight', () => {
    it('ignores a second auth.login and a 401 from the login call itself', () => {
      expect(at('loggingIn').can({ type: 'auth.login', ...credentials })).toBe(false);
      expect(at('loggingIn').can({ type: 'auth.unauthorized' })).toBe(false);
    });

    describe('when the server accepts the credentials', () => {
      it('stores the user with the token, persists it and schedules a refresh', () => {
        const result = accepted();
        const [snapshot, actions] = transition(authMachine, at('loggingIn'), done('login', result));
        expect(snapshot.value).toEqual({ signedIn: 'active' });
        expect(result.ok && snapshot.context.user).toEqual(result.ok && toStoredUser(result.session));
        expect(snapshot.context.error).toBeNull();
        expect(named(actions)).toEqual(['persistSession']);
        expect(paramsOf(actions, 'persistSession')).toEqual({ user: snapshot.context.user });
        expect(actions.some((a) => a.type === 'xstate.raise')).toBe(true);
      });
    });

    describe('when the server refuses the credentials', () => {
      it('goes back to signed out with the server’s error and persists nothing', () => {
        const [snapshot, actions] = transition(authMachine, at('loggingIn'), done('login', refused));
        expect(snapshot.value).toBe('signedOut');
        expect(snapshot.context.error).toEqual(INVALID_CREDENTIALS);
        expect(named(actions)).not.toContain('persistSession');
      });
    });

    describe('when the network fails', () => {
      it('goes back to signed out with the generic network error', () => {
        const [snapshot] = transition(authMachine, at('loggingIn'), failed('login'));
        expect(snapshot.value).toBe('signedOut');
        expect(snapshot.context.error).toEqual(NETWORK_ERROR);
      });
    });

    describe('when the server never answers', () => {
      it('gives up after the login timeout with the network error, so the form works again', () => {
        const [snapshot, actions] = transition(
          authMachine,
          at('loggingIn'),
          after('loginTimeout', 'auth.loggingIn'),
        );
        expect(snapshot.value).toBe('signedOut');
        expect(snapshot.context.error).toEqual(NETWORK_ERROR);
        expect(actions.map((a) => a.type)).toContain('xstate.stopChild');
      });
    });
  });

  describe('given a signed-in user', () => {
    const signedIn = () => at({ signedIn: 'active' }, { user: siti });

    describe('on auth.unauthorized (any 401)', () => {
      it('clears the session and signs out without leaving the page', () => {
        const [snapshot, actions] = transition(authMachine, signedIn(), { type: 'auth.unauthorized' });
        expect(snapshot.value).toBe('signedOut');
        expect(snapshot.context.user).toBeNull();
        expect(named(actions)).toEqual(['clearSession']);
      });
    });

    describe('on auth.logout', () => {
      it('revokes the token server-side', () => {
        const [snapshot, actions] = transition(authMachine, signedIn(), { type: 'auth.logout' });
        expect(snapshot.value).toBe('loggingOut');
        expect(snapshot.context.user).toEqual(siti);
        expect(spawned(actions)).toEqual([{ id: 'logout', input: { token: siti.token } }]);
      });
    });

    describe('when the refresh delay has passed', () => {
      it('refreshes the token', () => {
        const [snapshot, actions] = transition(
          authMachine,
          signedIn(),
          after('refreshDelay', 'auth.signedIn.active'),
        );
        expect(snapshot.value).toEqual({ signedIn: 'refreshing' });
        expect(spawned(actions)).toEqual([{ id: 'refresh', input: { token: siti.token } }]);
      });
    });

    describe('on auth.sessionRefreshed', () => {
      it('replaces the stored user, persists it and restarts the refresh timer', () => {
        const session = fakeSession(fakeUsers.siti);
        const [snapshot, actions] = transition(authMachine, signedIn(), {
          type: 'auth.sessionRefreshed',
          session,
        });
        expect(snapshot.value).toEqual({ signedIn: 'active' });
        expect(snapshot.context.user?.token).toBe(session.token);
        expect(named(actions)).toEqual(['persistSession']);
        expect(actions.map((a) => a.type)).toEqual(expect.arrayContaining(['xstate.cancel', 'xstate.raise']));
      });
    });

    describe('on auth.userUpdated', () => {
      it('merges the changes, keeps the token and persists', () => {
        const [snapshot, actions] = transition(authMachine, signedIn(), {
          type: 'auth.userUpdated',
          user: { name: 'Siti binti Ahmad', bio: null },
        });
        expect(snapshot.value).toEqual({ signedIn: 'active' });
        expect(snapshot.context.user).toEqual({ ...siti, name: 'Siti binti Ahmad', bio: null });
        expect(paramsOf(actions, 'persistSession')).toEqual({ user: snapshot.context.user });
      });
    });
  });

  describe('given a refresh in flight', () => {
    const refreshing = () => at({ signedIn: 'refreshing' }, { user: siti });

    describe('when the server answers a new session', () => {
      it('stores and persists the new token and goes back to active', () => {
        const result = accepted();
        const [snapshot, actions] = transition(authMachine, refreshing(), done('refresh', result));
        expect(snapshot.value).toEqual({ signedIn: 'active' });
        expect(snapshot.context.user?.token).toBe(result.ok && result.session.token);
        expect(named(actions)).toEqual(['persistSession']);
      });
    });

    describe('when the server answers 401', () => {
      it('clears the session and signs out with a message', () => {
        const result: AuthResult = { ok: false, status: 401, error: UNAUTHENTICATED };
        const [snapshot, actions] = transition(authMachine, refreshing(), done('refresh', result));
        expect(snapshot.value).toBe('signedOut');
        expect(snapshot.context).toEqual({ user: null, error: SESSION_ENDED_ERROR });
        expect(named(actions)).toEqual(['clearSession']);
      });
    });

    describe('when the network fails', () => {
      it('clears the session and signs out with a message', () => {
        const [snapshot, actions] = transition(authMachine, refreshing(), failed('refresh'));
        expect(snapshot.context).toEqual({ user: null, error: SESSION_ENDED_ERROR });
        expect(named(actions)).toContain('clearSession');
      });
    });
  });

  describe('given a logout in flight', () => {
    const loggingOut = () => at('loggingOut', { user: siti });
    it.each([
      ['the server revoked the token', done('logout', { message: 'ok' })],
      ['the server call failed', failed('logout')],
      ['the server never answered', after('logoutTimeout', 'auth.loggingOut')],
    ])('when %s / it clears the session, signs out and goes home', (_, event) => {
      const [snapshot, actions] = transition(authMachine, loggingOut(), event);
      expect(snapshot.value).toBe('signedOut');
      expect(snapshot.context.user).toBeNull();
      expect(named(actions)).toEqual(['clearSession', 'navigateHome']);
    });
  });
});

// ── Helpers outside the machine ──────────────────────────────────────────────
describe('session helpers', () => {
  const now = Date.parse('2026-03-05T00:00:00Z');
  const inMs = (ms: number) => new Date(now + ms).toISOString();

  describe('given a fresh one-hour token', () => {
    it('refreshes after 80 % of its life', () => {
      expect(refreshDelayFor(inMs(3_600_000), now)).toBe(2_880_000);
    });
  });
  describe('given a token that expires in 100 s', () => {
    it('refreshes 30 s before the expiry', () => {
      expect(refreshDelayFor(inMs(100_000), now)).toBe(100_000 - REFRESH_LEAD_MS);
    });
  });
  describe('given a token that is about to expire, already expired or unreadable', () => {
    it('refreshes at once', () => {
      expect(refreshDelayFor(inMs(REFRESH_LEAD_MS), now)).toBe(0);
      expect(refreshDelayFor(inMs(-1000), now)).toBe(0);
      expect(refreshDelayFor('not a date', now)).toBe(0);
    });
  });
  describe('given a token that lasts 60 days', () => {
    it('waits no longer than a browser timer can', () => {
      expect(refreshDelayFor(inMs(60 * 86_400_000), now)).toBe(MAX_TIMER_MS);
    });
  });
  describe('given users of each role', () => {
    it('marks role_id 2 as admin in storage and everyone else as a user', () => {
      const admin = fakeStoredUser(fakeUsers.admin);
      expect(isAdmin(admin)).toBe(true);
      expect(isAdmin(siti)).toBe(false);
      expect(isAdmin(null)).toBe(false);
      expect(storageEntriesFor(admin)).toEqual({
        user: JSON.stringify(admin),
        is_admin: 'true',
        is_user: 'false',
      });
      expect(storageEntriesFor(siti)).toMatchObject({ is_admin: 'false', is_user: 'true' });
      expect(storageEntriesFor(null)).toEqual({ user: null, is_admin: null, is_user: null });
    });
  });
});

describe('selectors', () => {
  it('read the user, role, sign-in, busy and error from a snapshot', () => {
    const admin = fakeStoredUser(fakeUsers.admin);
    const signedInAdmin = at({ signedIn: 'refreshing' }, { user: admin });
    expect(selectUser(signedInAdmin)).toEqual(admin);
    expect(selectIsAdmin(signedInAdmin)).toBe(true);
    expect(selectIsSignedIn(signedInAdmin)).toBe(true);
    expect(selectIsBusy(signedInAdmin)).toBe(false);
    expect(selectIsAdmin(at({ signedIn: 'active' }, { user: siti }))).toBe(false);
    for (const busy of ['restoring', 'loggingIn', 'loggingOut'] as const) {
      expect(selectIsBusy(at(busy, { user: busy === 'loggingOut' ? siti : null }))).toBe(true);
    }
    expect(selectIsVerified(signedInAdmin)).toBe(true);
    const unverified = { ...siti, meta: { is_verified: false, verification_status: 'pending' as const } };
    expect(selectIsVerified(at({ signedIn: 'active' }, { user: unverified }))).toBe(false);
    expect(selectIsVerified(at('signedOut'))).toBe(false);
    const failed = at('signedOut', { error: INVALID_CREDENTIALS });
    expect(selectIsSignedIn(failed)).toBe(false);
    expect(selectError(failed)).toEqual(INVALID_CREDENTIALS);
  });
});

// ── (b) Actors with fake implementations ─────────────────────────────────────
function start(options: AuthFakeOptions = {}, extra: Parameters<typeof authMachine.provide>[0] = {}) {
  const fakes = createAuthFakes(options);
  const machine = authMachine.provide(fakes.implementations).provide(extra);
  const actor = createActor(machine).start();
  return { actor, ...fakes };
}
const settled = (actor: ReturnType<typeof start>['actor'], value: string) =>
  waitFor(actor, (s: AuthSnapshot) => s.matches(value as never), { timeout: 1000 });

describe('authMachine with fake actors', () => {
  describe('given nothing stored / at start', () => {
    it('is signed out', async () => {
      const { actor } = start();
      await settled(actor, 'signedOut');
      expect(actor.getSnapshot().context.user).toBeNull();
    });
  });

  describe('given a stored user / at start', () => {
    it('restores the session', async () => {
      const { actor } = start({ storage: createFakeStorage(siti) });
      const snapshot = await settled(actor, 'signedIn');
      expect(snapshot.context.user).toEqual(siti);
    });
  });

  describe('given the app provided nothing', () => {
    it('starts signed out instead of hanging', async () => {
      const actor = createActor(authMachine).start();
      await waitFor(actor, (s) => s.matches('signedOut'), { timeout: 1000 });
    });
  });

  describe('given a signed-out visitor / when they log in with the right password', () => {
    it('is signed in and the user, token and role flags are persisted', async () => {
      const { actor, storage, calls } = start({ latency: 5 });
      await settled(actor, 'signedOut');
      actor.send({ type: 'auth.login', ...credentials });
      expect(actor.getSnapshot().value).toBe('loggingIn');
      const snapshot = await settled(actor, 'signedIn');
      expect(snapshot.context.user?.email).toBe('siti@pinjam.bn');
      expect(calls.persisted).toHaveLength(1);
      expect(storage.load()).toEqual(snapshot.context.user);
      expect(Object.fromEntries(storage.items)).toMatchObject({ is_admin: 'false', is_user: 'true' });
    });
  });

  describe('given a signed-out visitor / when the admin logs in', () => {
    it('is signed in as an admin', async () => {
      const { actor, storage } = start();
      await settled(actor, 'signedOut');
      actor.send({ type: 'auth.login', email: 'admin@pinjam.bn', password: 'admin-pass-2026' });
      const snapshot = await settled(actor, 'signedIn');
      expect(selectIsAdmin(snapshot)).toBe(true);
      expect(storage.items.get('is_admin')).toBe('true');
    });
  });

  describe('given a signed-out visitor / when they log in with a wrong password', () => {
    it('stays signed out with the server’s error, and the next attempt clears it', async () => {
      const { actor, storage } = start({ latency: 5 });
      await settled(actor, 'signedOut');
      actor.send({ type: 'auth.login', email: 'siti@pinjam.bn', password: 'wrong' });
      await settled(actor, 'loggingIn');
      const snapshot = await settled(actor, 'signedOut');
      expect(snapshot.context.error).toEqual(INVALID_CREDENTIALS);
      expect(storage.items.size).toBe(0);
      actor.send({ type: 'auth.login', ...credentials });
      expect(actor.getSnapshot().context.error).toBeNull();
      await settled(actor, 'signedIn');
    });
  });

  describe('given an account that was never activated / when they log in with the right password', () => {
    it('stays signed out with the account_inactive code, so the screen can offer a new link', async () => {
      const { actor, storage } = start();
      await settled(actor, 'signedOut');
      actor.send({ type: 'auth.login', email: 'aminah@pinjam.bn', password: 'aminah-pass-2026' });
      await waitFor(actor, (s) => s.context.error !== null, { timeout: 1000 });
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(actor.getSnapshot().context.error).toEqual(ACCOUNT_INACTIVE);
      expect(storage.items.size).toBe(0);
    });
  });

  describe('given the network is down / when they log in', () => {
    it('stays signed out with the generic network error', async () => {
      const { actor } = start(
        {},
        {
          actors: {
            login: fromPromise<AuthResult, Credentials>(() =>
              Promise.reject(new TypeError('Failed to fetch')),
            ),
          },
        },
      );
      await settled(actor, 'signedOut');
      actor.send({ type: 'auth.login', ...credentials });
      await waitFor(actor, (s) => s.context.error !== null, { timeout: 1000 });
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(actor.getSnapshot().context.error).toEqual(NETWORK_ERROR);
    });
  });

  describe('given a login the server never answers', () => {
    it('gives up after the login timeout with the network error', async () => {
      const { actor } = start(
        {},
        { actors: { login: fromPromise(() => neverSettles()) }, delays: { loginTimeout: 20 } },
      );
      await settled(actor, 'signedOut');
      actor.send({ type: 'auth.login', ...credentials });
      await waitFor(actor, (s) => s.context.error !== null, { timeout: 1000 });
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(actor.getSnapshot().context.error).toEqual(NETWORK_ERROR);
    });
  });

  describe('given stored data that cannot be read / at start', () => {
    it('is signed out and the stored keys are cleared', async () => {
      const storage = createFakeStorage(siti);
      const { actor, calls } = start(
        { storage },
        { actors: { loadSession: fromPromise(() => Promise.reject(new SyntaxError('bad JSON'))) } },
      );
      await settled(actor, 'signedOut');
      expect(calls.cleared).toBe(1);
      expect(storage.items.size).toBe(0);
    });
  });

  describe('given a signed-in user / when the refresh delay passes', () => {
    it('swaps the token for a fresh one and persists it', async () => {
      const storage = createFakeStorage(siti);
      const { actor, calls } = start({ storage, refreshDelay: 20, latency: 5 });
      await settled(actor, 'signedIn');
      await waitFor(actor, (s) => s.matches({ signedIn: 'refreshing' }), { timeout: 1000 });
      const snapshot = await waitFor(actor, (s) => s.matches({ signedIn: 'active' }), { timeout: 1000 });
      expect(snapshot.context.user?.token).not.toBe(siti.token);
      expect(storage.load()?.token).toBe(snapshot.context.user?.token);
      expect(calls.persisted.length).toBeGreaterThanOrEqual(1);
    });
  });

  describe('given a token that lasts an hour', () => {
    it('refreshes after about 48 minutes, not before', async () => {
      const clock = new SimulatedClock();
      const fakes = createAuthFakes();
      const actor = createActor(authMachine.provide(fakes.implementations), { clock }).start();
      await waitFor(actor, (s) => s.matches('signedOut'));
      actor.send({ type: 'auth.login', ...credentials });
      await waitFor(actor, (s) => s.matches('signedIn'));
      clock.increment(47 * 60_000);
      expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
      clock.increment(2 * 60_000);
      expect(actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
    });
  });

  describe.each([
    ['the server answers 401', 'unauthorized'],
    ['the network fails', 'network'],
  ] as const)('given a signed-in user / when refreshing and %s', (_, refresh) => {
    it('clears the session and signs out with a message', async () => {
      const storage = createFakeStorage(siti);
      const { actor, calls } = start({ storage, refresh, refreshDelay: 5 });
      await settled(actor, 'signedIn');
      const snapshot = await settled(actor, 'signedOut');
      expect(snapshot.context).toEqual({ user: null, error: SESSION_ENDED_ERROR });
      expect(storage.items.size).toBe(0);
      expect(calls.navigatedHome).toBe(0);
    });
  });

  describe('given a signed-in user / when they log out', () => {
    it('revokes the token, clears storage and goes home', async () => {
      const storage = createFakeStorage(siti);
      const { actor, calls } = start({ storage, latency: 5 });
      await settled(actor, 'signedIn');
      actor.send({ type: 'auth.logout' });
      expect(selectIsBusy(actor.getSnapshot())).toBe(true);
      await settled(actor, 'signedOut');
      expect(storage.items.size).toBe(0);
      expect(calls).toMatchObject({ cleared: 1, navigatedHome: 1 });
    });
  });

  describe('given a signed-in user / when they log out and the server call fails', () => {
    it('signs out all the same', async () => {
      const storage = createFakeStorage(siti);
      const { actor, calls } = start({ storage, logout: 'network' });
      await settled(actor, 'signedIn');
      actor.send({ type: 'auth.logout' });
      await settled(actor, 'signedOut');
      expect(storage.items.size).toBe(0);
      expect(calls.navigatedHome).toBe(1);
    });
  });

  describe('given a signed-in user / when they log out and the server never answers', () => {
    it('signs out after the logout timeout', async () => {
      const storage = createFakeStorage(siti);
      const { actor, calls } = start(
        { storage, logoutTimeout: 20 },
        { actors: { logout: fromPromise(() => neverSettles()) } },
      );
      await settled(actor, 'signedIn');
      actor.send({ type: 'auth.logout' });
      await settled(actor, 'signedOut');
      expect(calls.navigatedHome).toBe(1);
    });
  });

  describe('given a signed-in user / when any request answers 401', () => {
    it('clears the session and signs out', async () => {
      const storage = createFakeStorage(siti);
      const { actor, calls } = start({ storage });
      await settled(actor, 'signedIn');
      actor.send({ type: 'auth.unauthorized' });
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(storage.items.size).toBe(0);
      expect(calls).toMatchObject({ cleared: 1, navigatedHome: 0 });
    });
  });

  describe('given a signed-in user / when they edit their profile', () => {
    it('persists the merged user with the same token', async () => {
      const storage = createFakeStorage(siti);
      const { actor } = start({ storage });
      await settled(actor, 'signedIn');
      actor.send({ type: 'auth.userUpdated', user: { district: 'Tutong' } });
      expect(storage.load()).toEqual({ ...siti, district: 'Tutong' });
    });
  });
});

// ── (c) Paths from xstate/graph ──────────────────────────────────────────────
/** Every event the machine can meet, with the actors' possible answers. */
const traversalEvents = [
  { type: 'auth.login', ...credentials },
  { type: 'auth.logout' },
  { type: 'auth.clearError' },
  { type: 'auth.unauthorized' },
  { type: 'auth.sessionRefreshed', session: fakeSession(fakeUsers.siti) },
  { type: 'auth.userUpdated', user: { name: 'Siti B.' } },
  done('loadSession', siti),
  done('loadSession', null),
  failed('loadSession'),
  done('login', accepted()),
  done('login', refused),
  failed('login'),
  done('refresh', accepted()),
  done('refresh', { ok: false, status: 401, error: UNAUTHENTICATED }),
  failed('refresh'),
  done('logout', { message: 'ok' }),
  failed('logout'),
  // Supplying events replaces xstate/graph's defaults, so the timers are listed too.
  after('refreshDelay', 'auth.signedIn.active'),
  after('loginTimeout', 'auth.loggingIn'),
  after('logoutTimeout', 'auth.loggingOut'),
] as AuthEvent[];

// Context is left out: tokens and errors would make the state space endless.
const traversal = {
  events: traversalEvents,
  serializeState: (snapshot: AuthSnapshot) => JSON.stringify(snapshot.value),
};

const leafPaths = (node: DirectedGraphNode): string[][] =>
  node.children.length === 0 ? [node.stateNode.path] : node.children.flatMap(leafPaths);

describe('authMachine paths', () => {
  const graph = toDirectedGraph(authMachine);
  const paths = getShortestPaths(authMachine, traversal);

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    const all = leafPaths(graph).map((path) => JSON.stringify(pathToStateValue(path)));
    expect(all).toHaveLength(6);
    expect([...reached].sort()).toEqual([...all].sort());
  });

  it('takes every transition and every guarded branch of the chart', () => {
    expect(untakenTransitions(authMachine, traversal)).toEqual([]);
  });

  it('reaches a refresh by restoring a stored user and waiting', () => {
    const path = paths.find((p) => p.state.matches({ signedIn: 'refreshing' }));
    expect(path?.steps.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadSession',
      'xstate.after.refreshDelay.auth.signedIn.active',
    ]);
  });

  it('reaches logging out only through a signed-in state', () => {
    const path = paths.find((p) => p.state.matches('loggingOut'));
    const values = path?.steps.map((s) => JSON.stringify(s.state.value));
    expect(values?.at(-2)).toBe(JSON.stringify({ signedIn: 'active' }));
    expect(path?.steps.at(-1)?.event.type).toBe('auth.logout');
  });
});

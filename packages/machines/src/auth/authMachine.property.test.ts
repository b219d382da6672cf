import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { errorBodyShape } from '../_shared/errorBody';
import { fits } from '../_shared/schemas';
import { events, pause, run, send, steps, toured, typesOf } from '../_testing/properties';
import { authMachine, type AuthSnapshot } from './authMachine';
import { authEventProblem, authEventShapes, isStoredUser } from './events';
import { authExamples } from './examples';
import { createAuthFakes, createFakeStorage, fakeStoredUser, fakeUsers } from './fakes';

/** Signed in (or logging out): a whole stored user. Signed out or logging in: nobody. */
function invariant(s: AuthSnapshot) {
  const { user, error } = s.context;
  if (s.matches('signedIn') || s.matches('loggingOut')) expect(isStoredUser(user)).toBe(true);
  if (s.matches('signedOut') || s.matches('loggingIn') || s.matches('restoring')) expect(user).toBeNull();
  expect(error === null || fits(errorBodyShape, error)).toBe(true);
}

const start = (stored: boolean, refresh: 'ok' | 'unauthorized' | 'network') => () => {
  const storage = createFakeStorage(stored ? fakeStoredUser(fakeUsers.siti) : null);
  // A refresh due at once, so the runs refresh too.
  const { implementations } = createAuthFakes({ storage, refresh, refreshDelay: 0 });
  return createActor(authMachine.provide(implementations)).start();
};

const login = (email: string, password: string) => send('auth.login', { email, password });
const tours = [
  [
    pause,
    login('siti@pinjam.bn', 'siti-pass-2026'),
    pause,
    send('auth.userUpdated', { user: { name: 'S' } }),
  ],
  [pause, login('siti@pinjam.bn', 'wrong'), pause, send('auth.clearError')],
  [pause, login('admin@pinjam.bn', 'admin-pass-2026'), pause, send('auth.logout'), pause],
];

describe('authMachine under random events and payloads', () => {
  it('never fails or stops, ignores payloads that do not fit, and keeps who is signed in true to its state', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.constantFrom('ok' as const, 'unauthorized' as const, 'network' as const),
        toured(tours, steps(events(typesOf(authEventShapes) as never, authExamples))),
        async (stored, refresh, plan) => {
          await run<AuthSnapshot>(start(stored, refresh), plan, { problem: authEventProblem, invariant });
        },
      ),
      { numRuns: 120 },
    );
  });

  it('keeps a token out of a profile change', async () => {
    const actor = start(true, 'ok')();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const token = actor.getSnapshot().context.user?.token;
    actor.send({ type: 'auth.userUpdated', user: { name: 'Siti', token: 'stolen' } as never });
    expect(actor.getSnapshot().context.user).toMatchObject({ name: 'Siti', token });
    actor.stop();
  });
});

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  authMachine,
  createAuthFakes,
  FAKE_PASSWORDS,
  selectIsSignedIn,
  selectUser,
  type AuthEvent,
  type AuthSnapshot,
} from '@pinjam/machines';
import { onDemand, standIn } from './onDemand';

/**
 * The auth machine with fake services, as app/authActor.ts makes it with the real ones; its code
 * fails to arrive the first `failures` times.
 */
function store(failures = 0) {
  const fakes = createAuthFakes();
  let loads = 0;
  const auth = onDemand<AuthSnapshot, AuthEvent>({
    placeholder: standIn('restoring', { user: null, error: null }),
    load: async () => {
      loads += 1;
      if (loads <= failures) throw new TypeError('Failed to fetch dynamically imported module');
      return () => createActor(authMachine.provide(fakes.implementations)).start();
    },
    settled: (snapshot) => !snapshot.matches('restoring'),
  });
  return { auth, loads: () => loads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('an actor on demand', () => {
  it('given no actor / the stand-in answers the selectors, and settling it tells the listeners', () => {
    const { auth, loads } = store();
    const seen: string[] = [];
    auth.subscribe(() => seen.push(String(auth.getSnapshot().value)));
    expect(auth.getSnapshot().matches('restoring')).toBe(true);
    auth.settleAs(standIn('signedOut', { user: null, error: null }));
    expect(selectIsSignedIn(auth.getSnapshot())).toBe(false);
    expect(auth.getSnapshot().matches('signedOut')).toBe(true);
    expect(seen).toEqual(['signedOut']);
    expect(loads()).toBe(0);
  });

  it('given a login sent before the code has loaded / it loads once and the login reaches the settled machine', async () => {
    const { auth, loads } = store();
    auth.settleAs(standIn('signedOut', { user: null, error: null }));
    const email = 'siti@pinjam.bn';
    auth.send({ type: 'auth.login', email, password: FAKE_PASSWORDS[email] });
    auth.send({ type: 'auth.clearError' });
    await settle();
    expect(loads()).toBe(1);
    expect(selectUser(auth.getSnapshot())?.email).toBe(email);
  });

  it('given ready() / it settles once the actor has restored, and what is sent then is answered at once', async () => {
    const { auth } = store();
    await auth.ready();
    expect(auth.getSnapshot().matches('signedOut')).toBe(true);
    auth.send({ type: 'auth.login', email: 'siti@pinjam.bn', password: FAKE_PASSWORDS['siti@pinjam.bn'] });
    expect(auth.getSnapshot().matches('loggingIn')).toBe(true);
  });

  it('given the code failing to arrive once / the next command loads it again and is answered', async () => {
    const { auth, loads } = store(1);
    await expect(auth.ready()).rejects.toThrow('Failed to fetch');
    await auth.ready();
    expect(loads()).toBe(2);
    expect(auth.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('given a stop while the code loads / no actor is made, and the next start makes one', async () => {
    const { auth, loads } = store();
    const first = auth.start();
    auth.stop();
    await first;
    expect(auth.getSnapshot().matches('restoring')).toBe(true);
    await auth.start();
    await settle();
    expect(loads()).toBe(2);
    expect(auth.getSnapshot().matches('signedOut')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { authMachine } from '../auth/authMachine';
import { activePaths, leafPaths, readableEvent, toChart } from './graphModel';
import { layoutChart } from './layout';

describe('toChart', () => {
  describe('given the auth machine', () => {
    const chart = toChart(authMachine);

    it('lists every state with its path, kind and invoked actor', () => {
      expect(chart.states.map((s) => s.path)).toEqual([
        'restoring',
        'signedOut',
        'loggingIn',
        'signedIn',
        'signedIn.active',
        'signedIn.refreshing',
        'loggingOut',
      ]);
      const byPath = Object.fromEntries(chart.states.map((s) => [s.path, s]));
      expect(byPath['signedIn']?.kind).toBe('compound');
      expect(byPath['signedIn']?.initialId).toBe('auth.signedIn.active');
      expect(byPath['loggingIn']?.invokes).toEqual(['login']);
      expect(byPath['signedOut']?.internal).toEqual(['auth.clearError']);
    });

    it('labels arrows with readable events and the guard that picks them', () => {
      const fromLoggingIn = chart.edges.filter((e) => e.sourceId === 'auth.loggingIn').map((e) => e.label);
      expect(fromLoggingIn).toEqual([
        'login done [isSuccessful]',
        'login done [else]',
        'login error',
        'after loginTimeout',
      ]);
      expect(chart.edges.find((e) => e.sourceId === 'auth.signedIn.active')?.label).toBe(
        'after refreshDelay',
      );
    });
  });

  describe('given a machine with parallel regions', () => {
    const machine = setup({}).createMachine({
      id: 'p',
      type: 'parallel',
      states: {
        a: { initial: 'x', states: { x: { on: { go: 'y' } }, y: {} } },
        b: { initial: 'z', states: { z: {} } },
      },
    });

    it('marks the regions and finds every active leaf', () => {
      const chart = toChart(machine);
      expect(chart.states.filter((s) => s.inParallel).map((s) => s.name)).toEqual(['a', 'b']);
      expect(leafPaths({ a: 'x', b: 'z' })).toEqual(['a.x', 'b.z']);
      expect([...activePaths({ a: 'x', b: 'z' })].sort()).toEqual(['a', 'a.x', 'b', 'b.z']);
    });
  });
});

describe('readableEvent', () => {
  it('turns XState’s internal event names into words', () => {
    expect(readableEvent('xstate.error.actor.refresh')).toBe('refresh error');
    expect(readableEvent('xstate.after.logoutTimeout.auth.loggingOut')).toBe('after logoutTimeout');
    expect(readableEvent('')).toBe('always');
    expect(readableEvent('auth.login')).toBe('auth.login');
  });
});

describe('layoutChart', () => {
  describe('given the auth machine', () => {
    it('places every state inside its parent and routes every arrow', async () => {
      const chart = toChart(authMachine);
      const layout = await layoutChart(chart, (text) => text.length * 7);
      const box = (id: string) => layout.states.find((s) => s.state.id === id)!;
      expect(layout.states).toHaveLength(chart.states.length + 1);
      const parent = box('auth.signedIn');
      for (const child of ['auth.signedIn.active', 'auth.signedIn.refreshing']) {
        const inner = box(child);
        expect(inner.x).toBeGreaterThan(parent.x);
        expect(inner.y).toBeGreaterThan(parent.y);
        expect(inner.x + inner.width).toBeLessThan(parent.x + parent.width);
        expect(inner.y + inner.height).toBeLessThan(parent.y + parent.height);
      }
      expect(layout.markers.map((m) => m.id)).toEqual(['auth::initial', 'auth.signedIn::initial']);
      for (const edge of layout.edges) {
        expect(edge.points.length, edge.id).toBeGreaterThanOrEqual(2);
        for (const p of edge.points) {
          expect(p.x).toBeGreaterThanOrEqual(0);
          expect(p.x).toBeLessThanOrEqual(layout.width);
          expect(p.y).toBeLessThanOrEqual(layout.height);
        }
      }
    });
  });
});

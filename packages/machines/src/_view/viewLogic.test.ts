import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { authMachine } from '../auth/authMachine';
import { cartMachine } from '../cart/cartMachine';
import { buy, fakeItems } from '../cart/fakes';
import { checkoutMachine } from '../checkout/checkoutMachine';
import { notificationsMachine } from '../notifications/notificationsMachine';
import { verificationMachine } from '../verification/verificationMachine';
import { handles, parsePayload, refusal } from './EventPanel';
import { toChart } from './graphModel';
import { layoutChart } from './layout';
import { effectOf } from './useMachineRun';

describe('the event panel', () => {
  const ready = cartMachine.resolveState({
    value: { ready: 'saved' },
    context: { entries: [], notice: null },
  });

  it('lists an event its current states handle, whatever the guards say', () => {
    expect(handles(ready, 'cart.clear')).toBe(true);
    expect(handles(ready, 'cart.remove')).toBe(true);
    expect(
      handles(
        cartMachine.resolveState({ value: 'restoring', context: { entries: [], notice: null } }),
        'cart.clear',
      ),
    ).toBe(false);
  });

  it('says why a handled event would be ignored now', () => {
    expect(refusal(ready, parsePayload('cart.clear', ''))).toMatch(/^Refused now/);
    expect(
      refusal(ready, parsePayload('cart.add', JSON.stringify({ entry: buy(fakeItems.tent) }))),
    ).toBeNull();
    // A payload without the fields the event carries: the guards hold against it, and say no.
    expect(refusal(ready, parsePayload('cart.add', '{}'))).toMatch(/^Refused now/);
    // Invalid JSON has its own message next to the box.
    expect(refusal(ready, parsePayload('cart.add', '{'))).toBeNull();
  });
});

describe('effects in the event log', () => {
  it('names the app’s actions with their params, and the actors started or stopped', () => {
    expect(effectOf({ type: 'navigate', params: { route: 'my-finance' } })).toEqual({
      kind: 'action',
      type: 'navigate',
      params: { route: 'my-finance' },
    });
    expect(
      effectOf({ type: 'xstate.spawnChild', params: { id: 'login', src: 'login', input: { email: 'a' } } }),
    ).toEqual({
      kind: 'invoke',
      src: 'login',
      input: { email: 'a' },
    });
    expect(effectOf({ type: 'xstate.raise', params: {} })).toBeNull();
  });

  it('reports a stopped actor only when it had not answered yet', async () => {
    const running = createActor(
      fromPromise(() => new Promise(() => {})),
      { id: 'saveCart' },
    ).start();
    expect(effectOf({ type: 'xstate.stopChild', params: running })).toEqual({ kind: 'stop', id: 'saveCart' });
    const finished = createActor(
      fromPromise(async () => 1),
      { id: 'loadCart' },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(effectOf({ type: 'xstate.stopChild', params: finished })).toBeNull();
  });

  it('sees the actions a real machine runs (inspection reports them before the snapshot)', () => {
    const seen: string[] = [];
    const machine = setup({ actions: { tell: () => {} } }).createMachine({ on: { go: { actions: 'tell' } } });
    const actor = createActor(machine, {
      inspect: (e) => {
        if (e.type === '@xstate.action') seen.push(e.action.type);
        if (e.type === '@xstate.snapshot') seen.push('snapshot');
      },
    }).start();
    seen.length = 0;
    actor.send({ type: 'go' });
    expect(seen).toEqual(['tell', 'snapshot']);
  });
});

describe('every machine of the package', () => {
  it.each([
    ['auth', authMachine],
    ['cart', cartMachine],
    ['checkout', checkoutMachine],
    ['notifications', notificationsMachine],
    ['verification', verificationMachine],
  ])('%s can be laid out as a chart', async (_, machine) => {
    const chart = toChart(machine);
    for (const measure of [(text: string) => text.length * 7, (text: string) => text.length * 6.2]) {
      const layout = await layoutChart(chart, measure);
      expect(layout.states).toHaveLength(chart.states.length + 1);
      expect(layout.edges.every((edge) => edge.points.length >= 2)).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { authMachine } from '../auth/authMachine';
import { cartMachine } from '../cart/cartMachine';
import { cartEventProblem } from '../cart/events';
import { buy, fakeItems } from '../cart/fakes';
import { checkoutMachine } from '../checkout/checkoutMachine';
import { notificationsMachine } from '../notifications/notificationsMachine';
import { verificationMachine } from '../verification/verificationMachine';
import { handles, parsePayload, verdict } from './eventLogic';
import { toChart } from './graphModel';
import { layoutChart } from './layout';
import { effectOf } from './useMachineRun';
import { fitted, follow, viewAfterKey, viewBoxOf, zoomBy } from './zoomPan';

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

  it('says why a handled event would be refused now, with a payload that fits', () => {
    expect(verdict(ready, parsePayload('cart.clear', ''), cartEventProblem)).toEqual({
      kind: 'refused',
      message: expect.stringMatching(/^Refused now/),
    });
    const tent = JSON.stringify({ entry: buy(fakeItems.tent) });
    expect(verdict(ready, parsePayload('cart.add', tent), cartEventProblem)).toEqual({ kind: 'ok' });
  });

  it('says what is wrong with a payload that does not fit, and lets it be sent (to be ignored)', () => {
    expect(verdict(ready, parsePayload('cart.add', '{"entry": {"quantity": 1}}'), cartEventProblem)).toEqual({
      kind: 'invalid',
      message:
        "Invalid payload: entry.isRental: Invalid discriminator value. Expected 'false' | 'true'. The machine should ignore it: send it to check.",
    });
    // Without the machine's shapes the guards still say no.
    expect(verdict(ready, parsePayload('cart.add', '{}'))).toMatchObject({ kind: 'refused' });
  });

  it('reads the box as JSON first', () => {
    expect(verdict(ready, parsePayload('cart.add', '{'), cartEventProblem)).toMatchObject({
      kind: 'badJson',
      message: expect.stringMatching(/^Not valid JSON/),
    });
    expect(parsePayload('cart.add', '[1]')).toMatchObject({ ok: false });
    expect(parsePayload('cart.add', '  ')).toEqual({ ok: true, event: { type: 'cart.add' } });
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
  ])(
    '%s is laid out whole: labels clear of boxes and of each other, everything inside the drawing',
    async (_, machine) => {
      const chart = toChart(machine);
      for (const measure of [(text: string) => text.length * 7, (text: string) => text.length * 6.2]) {
        const layout = await layoutChart(chart, measure);
        expect(layout.states).toHaveLength(chart.states.length + 1);
        expect(layout.edges.every((edge) => edge.points.length >= 2)).toBe(true);
        // Every transition is on an arrow's label, once.
        const lines = layout.edges.flatMap((edge) => unwrapped(edge.label?.lines ?? []));
        expect(lines.sort()).toEqual(chart.edges.map((edge) => edge.label).sort());
        const labels = layout.edges.flatMap((edge) => (edge.label ? [edge.label] : []));
        const leaves = layout.states.filter((placed) => placed.isLeaf);
        for (const [i, label] of labels.entries()) {
          expect(inside(label, layout), `${label.lines[0]} inside the drawing`).toBe(true);
          // Each label is as wide as its longest line measures (nothing cut off).
          expect(label.width).toBeGreaterThanOrEqual(Math.max(...label.lines.map((l) => measure(l))));
          for (const other of labels.slice(i + 1))
            expect(overlaps(label, other), `${label.lines[0]} / ${other.lines[0]}`).toBe(false);
          for (const box of leaves)
            expect(overlaps(label, box), `${label.lines[0]} over ${box.state.id}`).toBe(false);
        }
        for (const box of layout.states) expect(inside(box, layout), box.state.id).toBe(true);
      }
    },
    30_000,
  );
});

describe('zoom and pan', () => {
  const bounds = { x: -10, y: 0, width: 400, height: 200 };
  it('starts fitted, and zooms about the centre within limits', () => {
    const fit = fitted(bounds);
    expect(viewBoxOf(bounds, fit)).toEqual(bounds);
    expect(zoomBy(bounds, fit, 1 / 2)).toEqual(fit);
    expect(viewBoxOf(bounds, zoomBy(bounds, fit, 2))).toEqual({ x: 90, y: 50, width: 200, height: 100 });
    expect(zoomBy(bounds, fit, 100).zoom).toBe(8);
  });
  it('moves by keys without leaving the drawing, and fits again on 0', () => {
    const zoomed = zoomBy(bounds, fitted(bounds), 2);
    const left = viewAfterKey(bounds, zoomed, 'ArrowLeft')!;
    expect(viewBoxOf(bounds, left).x).toBeLessThan(viewBoxOf(bounds, zoomed).x);
    let far = zoomed;
    for (let i = 0; i < 20; i++) far = viewAfterKey(bounds, far, 'ArrowLeft')!;
    expect(viewBoxOf(bounds, far).x).toBe(bounds.x);
    expect(viewAfterKey(bounds, far, '0')).toEqual(fitted(bounds));
    expect(viewAfterKey(bounds, far, '+')!.zoom).toBe(3);
    expect(viewAfterKey(bounds, far, 'Enter')).toBeNull();
  });
  it('brings the current state into view when zoomed in', () => {
    const zoomed = zoomBy(bounds, fitted(bounds), 4);
    const box = { x: 350, y: 150, width: 30, height: 20 };
    const box2 = viewBoxOf(bounds, follow(bounds, zoomed, box));
    expect(inside(box, box2)).toBe(true);
  });
});

/** A label's lines back as one line per transition (a guard may sit on the line below its event). */
const unwrapped = (lines: string[]) =>
  lines.reduce<string[]>(
    (all, line) =>
      line.startsWith('  [') ? [...all.slice(0, -1), `${all.at(-1)} ${line.trim()}`] : [...all, line],
    [],
  );

type Rect = { x: number; y: number; width: number; height: number };
const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Rect, b: Rect) =>
  a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { chartLeaves, reachedLeaves, untakenTransitions } from '../_testing/graphCoverage';
import { xstateEvents } from '../_testing/xstateEvents';
import { cartMachine, type CartSnapshot } from './cartMachine';
import { entryKey } from './entries';
import {
  buy,
  createCartFakes,
  createFakeCartStorage,
  fakeCart,
  fakeItems,
  rent,
  type CartFakeOptions,
} from './fakes';
import {
  selectEntries,
  selectIsEmpty,
  selectIsRestoring,
  selectIsUnsaved,
  selectNotice,
  selectTotals,
  selectUnitCount,
} from './selectors';
import type { CartContext, CartEntry, CartEvent, SaveCartInput } from './types';

// ── Helpers ──────────────────────────────────────────────────────────────────
const { done, failed } = xstateEvents<CartEvent>(() => new Error('storage'));

const at = (value: string | Record<string, string>, context: Partial<CartContext> = {}) =>
  cartMachine.resolveState({ value, context: { entries: [], notice: null, ...context } });

type Actions = ReturnType<typeof transition<typeof cartMachine>>[1];
const spawned = (actions: Actions) =>
  actions
    .filter((a) => a.type === 'xstate.spawnChild')
    .map((a) => {
      const { id, input } = a.params as unknown as { id: string; input: unknown };
      return { id, input };
    });
const add = (entry: CartEntry): CartEvent => ({ type: 'cart.add', entry });

const tent = buy(fakeItems.tent, 2);
const cameraWeek = rent(fakeItems.camera, '2026-03-05', '2026-03-11');

// ── (a) Pure transitions: every guard branch ─────────────────────────────────
describe('cartMachine, pure transitions', () => {
  describe('at start', () => {
    it('reads the stored cart', () => {
      const [snapshot, actions] = initialTransition(cartMachine);
      expect(snapshot.value).toBe('restoring');
      expect(snapshot.context.entries).toEqual([]);
      expect(spawned(actions)).toEqual([{ id: 'loadCart', input: undefined }]);
    });
  });

  describe('given a stored cart / when storage has been read', () => {
    it('is ready with the stored entries and writes nothing back', () => {
      const [snapshot, actions] = transition(cartMachine, at('restoring'), done('loadCart', fakeCart));
      expect(snapshot.value).toEqual({ ready: 'saved' });
      expect(snapshot.context.entries).toEqual(fakeCart);
      expect(spawned(actions)).toEqual([]);
    });
  });

  describe('given nothing stored, or storage that cannot be read', () => {
    it.each([
      ['nothing stored', done('loadCart', null)],
      ['something that is not a list', done('loadCart', { cart: 'x' })],
      ['storage fails', failed('loadCart')],
    ])('%s / it is ready with an empty cart', (_, event) => {
      const [snapshot] = transition(cartMachine, at('restoring'), event);
      expect(snapshot.value).toEqual({ ready: 'saved' });
      expect(snapshot.context.entries).toEqual([]);
    });
  });

  describe('given storage is still being read', () => {
    it('takes no changes yet', () => {
      expect(at('restoring').can(add(tent))).toBe(false);
      expect(at('restoring').can({ type: 'cart.clear' })).toBe(false);
    });
  });

  describe('given an empty cart / on cart.add', () => {
    it('starts a new list with the entry and saves it', () => {
      const [snapshot, actions] = transition(cartMachine, at({ ready: 'saved' }), add(tent));
      expect(snapshot.value).toEqual({ ready: 'saving' });
      expect(snapshot.context.entries).toEqual([tent]);
      expect(snapshot.context.notice).toBeNull();
      expect(spawned(actions)).toEqual([{ id: 'saveCart', input: { entries: [tent] } }]);
    });
  });

  describe('given the item is already in the cart with the same rental flag / on cart.add', () => {
    it('sums the quantities in the same line', () => {
      const [snapshot] = transition(
        cartMachine,
        at({ ready: 'saved' }, { entries: [tent] }),
        add(buy(fakeItems.tent, 1)),
      );
      expect(snapshot.context.entries).toEqual([buy(fakeItems.tent, 3)]);
      expect(snapshot.context.notice).toBeNull();
    });

    it('caps the sum at the item’s starting_inventory and says so', () => {
      const [snapshot] = transition(
        cartMachine,
        at({ ready: 'saved' }, { entries: [tent] }),
        add(buy(fakeItems.tent, 4)),
      );
      expect(snapshot.context.entries).toEqual([buy(fakeItems.tent, 5)]);
      expect(snapshot.context.notice).toEqual({ type: 'capped', item_id: fakeItems.tent.id, quantity: 5 });
    });
  });

  describe('given the item is in the cart as a purchase / when it is added as a rental', () => {
    it('adds a separate line', () => {
      const camera = buy(fakeItems.camera);
      const [snapshot] = transition(
        cartMachine,
        at({ ready: 'saved' }, { entries: [camera] }),
        add(cameraWeek),
      );
      expect(snapshot.context.entries).toEqual([camera, cameraWeek]);
    });
  });

  describe('given a rental in the cart / when the same item is rented again', () => {
    it('merges only when the dates match', () => {
      const ready = at({ ready: 'saved' }, { entries: [cameraWeek] });
      const [same] = transition(cartMachine, ready, add(rent(fakeItems.camera, '2026-03-05', '2026-03-11')));
      expect(same.context.entries).toEqual([{ ...cameraWeek, quantity: 2 }]);
      const other = rent(fakeItems.camera, '2026-03-12', '2026-03-13');
      const [different] = transition(cartMachine, ready, add(other));
      expect(different.context.entries).toEqual([cameraWeek, other]);
    });
  });

  describe('given a new entry asking for more than there are units / on cart.add', () => {
    it('adds it capped at starting_inventory', () => {
      const [snapshot] = transition(
        cartMachine,
        at({ ready: 'saved' }),
        add(rent(fakeItems.drone, '2026-03-07', '2026-03-08', 3)),
      );
      expect(snapshot.context.entries[0]?.quantity).toBe(1);
      expect(snapshot.context.notice).toMatchObject({ type: 'capped', quantity: 1 });
    });
  });

  describe('given an entry that breaks a rule / on cart.add', () => {
    it.each([
      ['a quantity of 0', buy(fakeItems.tent, 0), 'invalidQuantity'],
      ['a fractional quantity', buy(fakeItems.tent, 1.5), 'invalidQuantity'],
      ['no units', buy({ ...fakeItems.tent, starting_inventory: 0 }), 'outOfStock'],
      ['buying a rent-only item', buy(fakeItems.drone), 'notForSale'],
      ['renting a sale-only item', rent(fakeItems.tent, '2026-03-05', '2026-03-06'), 'notForRent'],
      ['an end before the start', rent(fakeItems.camera, '2026-03-06', '2026-03-05'), 'invalidDates'],
      ['a date that does not exist', rent(fakeItems.camera, '2026-02-30', '2026-03-02'), 'invalidDates'],
      ['fewer days than min_days', rent(fakeItems.drone, '2026-03-07', '2026-03-07'), 'tooShort'],
      ['more days than max_days', rent(fakeItems.camera, '2026-03-01', '2026-03-31'), 'tooLong'],
    ] as const)('%s / it is not added, and the notice says why', (_, entry, problem) => {
      const [snapshot, actions] = transition(
        cartMachine,
        at({ ready: 'saved' }, { entries: [tent] }),
        add(entry),
      );
      expect(snapshot.value).toEqual({ ready: 'saved' });
      expect(snapshot.context.entries).toEqual([tent]);
      expect(snapshot.context.notice).toEqual({ type: 'rejected', item_id: entry.item.id, problem });
      expect(spawned(actions)).toEqual([]);
    });
  });

  describe('given a cart with entries / on cart.remove', () => {
    it('removes the entry with that key and saves', () => {
      const [snapshot, actions] = transition(
        cartMachine,
        at({ ready: 'saved' }, { entries: [tent, cameraWeek] }),
        {
          type: 'cart.remove',
          key: entryKey(tent),
        },
      );
      expect(snapshot.context.entries).toEqual([cameraWeek]);
      expect(spawned(actions)).toEqual([{ id: 'saveCart', input: { entries: [cameraWeek] } }]);
    });

    it('ignores a key that is not in the cart', () => {
      const snapshot = at({ ready: 'saved' }, { entries: [tent] });
      expect(snapshot.can({ type: 'cart.remove', key: '999:buy' })).toBe(false);
    });
  });

  describe('given a cart with entries / on cart.clear', () => {
    it('empties the list and saves it', () => {
      const [snapshot, actions] = transition(cartMachine, at({ ready: 'saved' }, { entries: [tent] }), {
        type: 'cart.clear',
      });
      expect(snapshot.context.entries).toEqual([]);
      expect(spawned(actions)).toEqual([{ id: 'saveCart', input: { entries: [] } }]);
    });
  });

  describe('given an empty cart', () => {
    it('has nothing to clear or remove', () => {
      expect(at({ ready: 'saved' }).can({ type: 'cart.clear' })).toBe(false);
      expect(at({ ready: 'saved' }).can({ type: 'cart.remove', key: entryKey(tent) })).toBe(false);
    });
  });

  describe('given a notice / on cart.dismissNotice', () => {
    it('clears it; without one the event is not taken', () => {
      const notice = { type: 'capped', item_id: 103, quantity: 5 } as const;
      const [snapshot] = transition(cartMachine, at({ ready: 'saved' }, { notice }), {
        type: 'cart.dismissNotice',
      });
      expect(snapshot.context.notice).toBeNull();
      expect(at({ ready: 'saved' }).can({ type: 'cart.dismissNotice' })).toBe(false);
    });
  });

  describe('given a save in flight / on another change', () => {
    it('restarts the save with the latest list', () => {
      const [snapshot, actions] = transition(
        cartMachine,
        at({ ready: 'saving' }, { entries: [tent] }),
        add(cameraWeek),
      );
      expect(snapshot.value).toEqual({ ready: 'saving' });
      expect(actions.map((a) => a.type)).toContain('xstate.stopChild');
      expect(spawned(actions)).toEqual([{ id: 'saveCart', input: { entries: [tent, cameraWeek] } }]);
    });
  });

  describe('given a save in flight', () => {
    it('is saved when storage accepts it, unsaved when it refuses', () => {
      const saving = at({ ready: 'saving' }, { entries: [tent] });
      expect(transition(cartMachine, saving, done('saveCart'))[0].value).toEqual({ ready: 'saved' });
      const [refused] = transition(cartMachine, saving, failed('saveCart'));
      expect(refused.value).toEqual({ ready: 'unsaved' });
      expect(refused.context.entries).toEqual([tent]);
    });
  });

  describe('given the last save failed / on the next change', () => {
    it('tries to save again', () => {
      const [snapshot] = transition(cartMachine, at({ ready: 'unsaved' }, { entries: [tent] }), {
        type: 'cart.clear',
      });
      expect(snapshot.value).toEqual({ ready: 'saving' });
    });
  });
});

describe('selectors', () => {
  it('read the entries, totals, badge count, notice and storage state', () => {
    const snapshot = at({ ready: 'unsaved' }, { entries: fakeCart });
    expect(selectEntries(snapshot)).toBe(fakeCart);
    expect(selectTotals(snapshot)).toMatchObject({
      purchases: 17_900,
      rentals: 36_500,
      subtotal: 54_400,
      deposits: 50_000,
    });
    expect(selectTotals(snapshot)).toBe(selectTotals(at({ ready: 'saved' }, { entries: fakeCart })));
    expect(selectUnitCount(snapshot)).toBe(4);
    expect(selectIsEmpty(snapshot)).toBe(false);
    expect(selectIsEmpty(at({ ready: 'saved' }))).toBe(true);
    expect(selectNotice(snapshot)).toBeNull();
    expect(selectIsUnsaved(snapshot)).toBe(true);
    expect(selectIsRestoring(at('restoring'))).toBe(true);
    expect(selectIsRestoring(snapshot)).toBe(false);
  });
});

// ── (b) Actors with fake implementations ─────────────────────────────────────
function start(options: CartFakeOptions = {}, extra: Parameters<typeof cartMachine.provide>[0] = {}) {
  const fakes = createCartFakes(options);
  const actor = createActor(cartMachine.provide(fakes.implementations).provide(extra)).start();
  return { actor, ...fakes };
}
const settled = (actor: ReturnType<typeof start>['actor'], value: string | object) =>
  waitFor(actor, (s: CartSnapshot) => s.matches(value as never), { timeout: 1000 });

describe('cartMachine with fake storage', () => {
  describe('given a cart stored under shopping_cart / at start', () => {
    it('restores it', async () => {
      const { actor } = start({ storage: createFakeCartStorage(fakeCart) });
      const snapshot = await settled(actor, 'ready');
      expect(snapshot.context.entries).toEqual(fakeCart);
    });
  });

  describe('given a stored cart with a broken entry and a quantity above the stock', () => {
    it('drops the broken entry and caps the other', async () => {
      const storage = createFakeCartStorage();
      storage.items.set('shopping_cart', JSON.stringify([{ item: 'camera' }, buy(fakeItems.tent, 9)]));
      const { actor } = start({ storage });
      const snapshot = await settled(actor, 'ready');
      expect(snapshot.context.entries).toEqual([buy(fakeItems.tent, 5)]);
    });
  });

  describe('given a visitor adds, adds again, removes and clears', () => {
    it('writes each resulting list to storage', async () => {
      const { actor, storage, calls } = start({ latency: 5 });
      await settled(actor, 'ready');
      actor.send(add(tent));
      await settled(actor, { ready: 'saved' });
      actor.send(add(cameraWeek));
      await settled(actor, { ready: 'saved' });
      expect(JSON.parse(storage.items.get('shopping_cart')!)).toEqual([tent, cameraWeek]);
      actor.send({ type: 'cart.remove', key: entryKey(tent) });
      await settled(actor, { ready: 'saved' });
      expect(JSON.parse(storage.items.get('shopping_cart')!)).toEqual([cameraWeek]);
      actor.send({ type: 'cart.clear' });
      await settled(actor, { ready: 'saved' });
      expect(storage.items.has('shopping_cart')).toBe(false);
      expect(calls.saved).toEqual([[tent], [tent, cameraWeek], [cameraWeek], []]);
    });
  });

  describe('given changes faster than storage answers', () => {
    it('stops the older save and stores only the latest list', async () => {
      const { actor, storage, calls } = start({ latency: 30 });
      await settled(actor, 'ready');
      actor.send(add(tent));
      actor.send(add(cameraWeek));
      await settled(actor, { ready: 'saved' });
      expect(calls.saved).toEqual([[tent, cameraWeek]]);
      expect(JSON.parse(storage.items.get('shopping_cart')!)).toEqual([tent, cameraWeek]);
    });
  });

  describe('given storage that refuses writes', () => {
    it('keeps the cart for this visit and reports it unsaved', async () => {
      const { actor } = start({ storageFault: 'full' });
      await settled(actor, 'ready');
      actor.send(add(tent));
      const snapshot = await settled(actor, { ready: 'unsaved' });
      expect(selectIsUnsaved(snapshot)).toBe(true);
      expect(snapshot.context.entries).toEqual([tent]);
    });
  });

  describe('given storage that cannot be read', () => {
    it('starts with an empty cart', async () => {
      const { actor } = start({ storageFault: 'unreadable', storage: createFakeCartStorage(fakeCart) });
      const snapshot = await settled(actor, 'ready');
      expect(snapshot.context.entries).toEqual([]);
    });
  });

  describe('given the app provided nothing', () => {
    it('starts with an empty cart and reports changes as unsaved', async () => {
      const actor = createActor(cartMachine).start();
      await waitFor(actor, (s) => s.matches('ready'), { timeout: 1000 });
      actor.send(add(tent));
      await waitFor(actor, (s) => s.matches({ ready: 'unsaved' }), { timeout: 1000 });
    });
  });

  describe('given a slow storage write / when the cart changes again', () => {
    it('aborts the older write through its signal', async () => {
      const aborted: boolean[] = [];
      const { actor } = start(
        {},
        {
          actors: {
            saveCart: fromPromise<void, SaveCartInput>(({ signal }) => {
              return new Promise((resolve) => {
                const timer = setTimeout(resolve, 20);
                signal.addEventListener('abort', () => {
                  clearTimeout(timer);
                  aborted.push(true);
                });
              });
            }),
          },
        },
      );
      await settled(actor, 'ready');
      actor.send(add(tent));
      actor.send({ type: 'cart.clear' });
      await settled(actor, { ready: 'saved' });
      expect(aborted).toEqual([true]);
    });
  });
});

// ── (c) Paths from xstate/graph ──────────────────────────────────────────────
const traversal = {
  events: [
    add(tent),
    add(buy(fakeItems.tent, 9)),
    add(buy(fakeItems.drone)),
    { type: 'cart.remove', key: entryKey(tent) },
    { type: 'cart.clear' },
    { type: 'cart.dismissNotice' },
    done('loadCart', null),
    failed('loadCart'),
    done('saveCart'),
    failed('saveCart'),
  ] as CartEvent[],
  // The state value plus what the guards look at (is there an entry, a notice), never the entries
  // themselves, so the state space stays small.
  serializeState: (s: CartSnapshot) =>
    JSON.stringify([s.value, s.context.entries.length > 0, s.context.notice !== null]),
};

describe('cartMachine paths', () => {
  const paths = getShortestPaths(cartMachine, traversal);

  it('reaches every state of the chart', () => {
    expect(chartLeaves(cartMachine)).toHaveLength(4);
    expect(reachedLeaves(paths.map((p) => p.state))).toEqual(chartLeaves(cartMachine));
  });

  it('takes every transition and every guarded branch of the chart', () => {
    expect(untakenTransitions(cartMachine, traversal)).toEqual([]);
  });

  it('reaches an unsaved cart by a change that storage refuses', () => {
    const path = paths.find((p) => p.state.matches({ ready: 'unsaved' }));
    expect(path?.steps.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadCart',
      'cart.add',
      'xstate.error.actor.saveCart',
    ]);
  });
});

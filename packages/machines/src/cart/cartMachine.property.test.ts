import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fits } from '../_shared/schemas';
import { events, pause, run, send, steps, toured, typesOf } from '../_testing/properties';
import { cartMachine, type CartSnapshot } from './cartMachine';
import { entryKey, entryProblem } from './entries';
import { cartEventProblem, cartEventShapes, entryShape, toCartEntry } from './events';
import { cartExamples } from './examples';
import { buy, createCartFakes, createFakeCartStorage, fakeCart, fakeItems } from './fakes';
import type { CartEntry } from './types';

/** Every entry is whole, valid, within stock, only once, and holds nothing but the cart's fields. */
function invariant(s: CartSnapshot) {
  const { entries, notice } = s.context;
  for (const entry of entries) {
    expect(fits(entryShape, entry)).toBe(true);
    expect(entryProblem(entry)).toBeNull();
    expect(entry.quantity).toBeLessThanOrEqual(entry.item.starting_inventory);
    expect(entry).toEqual(toCartEntry(entry));
  }
  expect(new Set(entries.map(entryKey)).size).toBe(entries.length);
  if (notice) expect(typeof notice.item_id).toBe('number');
}

const stored = fc.constantFrom<unknown>(null, fakeCart, 'not a list', [{ item: 'tent' }, ...fakeCart]);
const start = (initial: unknown) => () => {
  const storage = createFakeCartStorage();
  if (initial !== null) storage.items.set('shopping_cart', JSON.stringify(initial));
  return createActor(cartMachine.provide(createCartFakes({ storage }).implementations)).start();
};
const add = (entry: CartEntry) => send('cart.add', { entry });
const tours = [
  [
    pause,
    add(buy(fakeItems.tent)),
    add(buy(fakeItems.tent, 9)),
    pause,
    send('cart.remove', { key: '103:buy' }),
  ],
  [pause, add(fakeCart[1]!), send('cart.clear'), pause],
];

describe('cartMachine under random events and payloads', () => {
  it('never fails or stops, ignores payloads that do not fit, and keeps only whole, valid entries', async () => {
    await fc.assert(
      fc.asyncProperty(
        stored,
        toured(tours, steps(events(typesOf(cartEventShapes) as never, cartExamples))),
        async (initial, plan) => {
          await run<CartSnapshot>(start(initial), plan, { problem: cartEventProblem, invariant });
        },
      ),
      { numRuns: 150 },
    );
  });
});

// Fake items and a fake storage for the cart, for stories and tests. No network, no localStorage.
import { fromPromise } from 'xstate';
import { wait } from '../_shared/fakeTiming';
import type { CartMachine } from './cartMachine';
import { CART_STORAGE_KEY } from './cartMachine';
import type { CartEntry, CartItem, PurchaseEntry, RentalEntry, SaveCartInput } from './types';

/** Items as the item page would hand them to the cart. Prices in cents. */
export const fakeItems = {
  /** For rent (daily, weekly, deposit) and for sale; 2 units. Owner 21. */
  camera: {
    id: 101,
    title: 'Canon EOS R6 camera',
    starting_inventory: 2,
    owner_id: 21,
    rent: { price_per_day: 3500, price_per_week: 18000, deposit: 20000, min_days: 1, max_days: 30 },
    sale: { price: 210000 },
  },
  /** Rent only, at least 2 days, no weekly price; 1 unit. Owner 21. */
  drone: {
    id: 102,
    title: 'DJI Mini 4 Pro drone',
    starting_inventory: 1,
    owner_id: 21,
    rent: { price_per_day: 4000, price_per_week: null, deposit: 30000, min_days: 2, max_days: null },
    sale: null,
  },
  /** Sale only; 5 in stock. Owner 34. */
  tent: {
    id: 103,
    title: 'Four-person camping tent',
    starting_inventory: 5,
    owner_id: 34,
    rent: null,
    sale: { price: 8950 },
  },
  /** Sale only; 3 in stock. Owner 34. */
  speaker: {
    id: 104,
    title: 'JBL PartyBox speaker',
    starting_inventory: 3,
    owner_id: 34,
    rent: { price_per_day: 2500, price_per_week: 12000, deposit: null, min_days: 1, max_days: 14 },
    sale: { price: 45000 },
  },
} satisfies Record<string, CartItem>;

export const buy = (item: CartItem, quantity = 1): PurchaseEntry => ({ item, isRental: false, quantity });
export const rent = (item: CartItem, start_date: string, end_date: string, quantity = 1): RentalEntry => ({
  item,
  isRental: true,
  quantity,
  start_date,
  end_date,
});

/** A cart with a bit of everything: two sellers, a purchase, a weekly rental and a daily one. */
export const fakeCart: CartEntry[] = [
  buy(fakeItems.tent, 2),
  rent(fakeItems.camera, '2026-03-05', '2026-03-14'),
  rent(fakeItems.drone, '2026-03-07', '2026-03-08'),
];

/** An in-memory stand-in for localStorage holding the 'shopping_cart' key as JSON text. */
export function createFakeCartStorage(initial: CartEntry[] | null = null) {
  const items = new Map<string, string>();
  if (initial) items.set(CART_STORAGE_KEY, JSON.stringify(initial));
  return {
    items,
    read: (): unknown => {
      const raw = items.get(CART_STORAGE_KEY);
      return raw === undefined ? null : JSON.parse(raw);
    },
    write: (entries: CartEntry[]) => {
      if (entries.length === 0) items.delete(CART_STORAGE_KEY);
      else items.set(CART_STORAGE_KEY, JSON.stringify(entries));
    },
  };
}
export type FakeCartStorage = ReturnType<typeof createFakeCartStorage>;

export interface CartFakeOptions {
  storage?: FakeCartStorage;
  /** Milliseconds each storage call takes; 0 by default. */
  latency?: number;
  /** 'full': every write fails, like a full or private-mode localStorage. 'unreadable': the read fails. */
  storageFault?: 'full' | 'unreadable';
}

/** Everything `cartMachine.provide()` needs, faked. `calls.saved` records each list written. */
export function createCartFakes(options: CartFakeOptions = {}) {
  const storage = options.storage ?? createFakeCartStorage();
  const latency = options.latency ?? 0;
  const calls = { loads: 0, saved: [] as CartEntry[][] };
  const implementations = {
    actors: {
      loadCart: fromPromise<unknown>(async ({ signal }) => {
        calls.loads += 1;
        await wait(latency, signal);
        if (options.storageFault === 'unreadable') throw new SyntaxError('Unexpected token in JSON');
        return storage.read();
      }),
      saveCart: fromPromise<void, SaveCartInput>(async ({ input, signal }) => {
        await wait(latency, signal);
        if (options.storageFault === 'full')
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        calls.saved.push(input.entries);
        storage.write(input.entries);
      }),
    },
  } satisfies Parameters<CartMachine['provide']>[0];
  return { storage, calls, implementations };
}

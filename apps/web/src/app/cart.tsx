import { type CartEntry } from '@pinjam/api/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  selectCartEntries,
  selectCartNotice,
  selectCartTotals,
  selectCartUnitCount,
  selectIsCartRestoring,
  selectIsCartUnsaved,
  type CartEvent,
  type CartSnapshot,
} from '@pinjam/machines';
import { STORAGE_KEYS } from './storage';
import { standIn, type OnDemand } from './onDemand';
import { useActorOnDemand, useOnDemandSnapshot } from './useOnDemand';

type CartStore = OnDemand<CartSnapshot, CartEvent>;
const CartStoreContext = createContext<CartStore | null>(null);

const empty = standIn<CartSnapshot>('ready', { entries: [], notice: null });

/** The cover picture an entry was added with, if any. */
export const coverOf = (entry: CartEntry): string | null => entry.item.cover ?? null;

/** Where the cart lives between visits. */
export interface CartStorage {
  /** The stored list as parsed JSON, or null; throws when what is stored cannot be read. */
  read(): unknown;
  write(entries: CartEntry[]): void;
}

/** The seed's 'shopping_cart' key in the browser's local storage (removed when the cart is empty). */
export function browserCartStorage(storage: Storage = window.localStorage): CartStorage {
  return {
    read: () => {
      const text = storage.getItem(STORAGE_KEYS.cart);
      return text === null ? null : (JSON.parse(text) as unknown);
    },
    write: (entries) => {
      if (entries.length === 0) storage.removeItem(STORAGE_KEYS.cart);
      else storage.setItem(STORAGE_KEYS.cart, JSON.stringify(entries));
    },
  };
}

/** Whether the storage holds a cart to restore (an unreadable one is the machine's to report). */
function holdsCart(storage: CartStorage): boolean {
  try {
    const stored = storage.read();
    return !(stored === null || (Array.isArray(stored) && stored.length === 0));
  } catch {
    return true;
  }
}

/**
 * The one cart actor of the app, for visitors and users alike (docs/product.md §2), made on
 * demand (decision 0049): at once when the storage holds a cart, else when a form that adds to it
 * is reached for (`prepare`) or a command reaches it. Until then the cart is empty, as
 * restoring would find, and the cart machine's code is not loaded.
 */
export function CartProvider({ storage, children }: { storage?: CartStorage; children: ReactNode }) {
  const kept = useMemo(() => storage ?? browserCartStorage(), [storage]);
  const store = useActorOnDemand<CartSnapshot, CartEvent>({
    context: { entries: [], notice: null },
    nothing: empty,
    load: async () => (await import('./cartActor')).createCartActor(kept),
    holds: () => holdsCart(kept),
  });
  return <CartStoreContext.Provider value={store}>{children}</CartStoreContext.Provider>;
}

function useCartStore(): CartStore {
  const store = useContext(CartStoreContext);
  if (!store) throw new Error('useCart needs a CartProvider above it');
  return store;
}

/** What pages need of the cart. The commands are stable across renders. */
export function useCart() {
  const actor = useCartStore();
  const snapshot = useOnDemandSnapshot(actor);
  const entries = selectCartEntries(snapshot);
  const totals = selectCartTotals(snapshot);
  const count = selectCartUnitCount(snapshot);
  const notice = selectCartNotice(snapshot);
  const restoring = selectIsCartRestoring(snapshot);
  const unsaved = selectIsCartUnsaved(snapshot);
  const commands = useMemo(
    () => ({
      /**
       * Adds the entry and answers what the cart said: null when it went in as asked. Waits for
       * the cart's code when the actor has not been made yet (`prepare` starts that earlier).
       */
      add: async (entry: CartEntry) => {
        await actor.ready();
        actor.send({ type: 'cart.add', entry });
        return actor.getSnapshot().context.notice;
      },
      /** The cart's code on its way (a form that adds to it got the pointer or the focus). */
      prepare: () => void actor.start().catch(() => undefined),
      remove: (key: string) => actor.send({ type: 'cart.remove', key }),
      clear: () => actor.send({ type: 'cart.clear' }),
      dismissNotice: () => actor.send({ type: 'cart.dismissNotice' }),
    }),
    [actor],
  );
  return { entries, totals, count, notice, restoring, unsaved, ...commands };
}

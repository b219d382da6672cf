import { type CartEntry } from '@pinjam/api/domain';
import { createActorContext } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import {
  cartMachine,
  selectCartEntries,
  selectCartNotice,
  selectCartTotals,
  selectCartUnitCount,
  selectIsCartRestoring,
  selectIsCartUnsaved,
  type SaveCartInput,
} from '@pinjam/machines';
import { STORAGE_KEYS } from './storage';

export const CartContext = createActorContext(cartMachine);

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

/** The cart machine with the app's storage. */
export function cartLogic(storage: CartStorage) {
  return cartMachine.provide({
    actors: {
      loadCart: fromPromise(async () => storage.read()),
      saveCart: fromPromise<void, SaveCartInput>(async ({ input }) => storage.write(input.entries)),
    },
  });
}

/** The one cart actor of the app, for visitors and users alike (docs/product.md §2). */
export function CartProvider({ storage, children }: { storage?: CartStorage; children: ReactNode }) {
  const logic = useMemo(() => cartLogic(storage ?? browserCartStorage()), [storage]);
  return <CartContext.Provider logic={logic}>{children}</CartContext.Provider>;
}

/** What pages need of the cart. The commands are stable across renders. */
export function useCart() {
  const actor = CartContext.useActorRef();
  const entries = CartContext.useSelector(selectCartEntries);
  const totals = CartContext.useSelector(selectCartTotals);
  const count = CartContext.useSelector(selectCartUnitCount);
  const notice = CartContext.useSelector(selectCartNotice);
  const restoring = CartContext.useSelector(selectIsCartRestoring);
  const unsaved = CartContext.useSelector(selectIsCartUnsaved);
  const commands = useMemo(
    () => ({
      /** Adds the entry and answers what the cart said: null when it went in as asked. */
      add: (entry: CartEntry) => {
        actor.send({ type: 'cart.add', entry });
        return actor.getSnapshot().context.notice;
      },
      remove: (key: string) => actor.send({ type: 'cart.remove', key }),
      clear: () => actor.send({ type: 'cart.clear' }),
      dismissNotice: () => actor.send({ type: 'cart.dismissNotice' }),
    }),
    [actor],
  );
  return { entries, totals, count, notice, restoring, unsaved, ...commands };
}

// The cart actor itself: xstate, the cart machine and the app's storage. Loaded only when a visit
// needs it (a stored cart, or a form that adds to it; app/cart.tsx and decision 0049).
import { createActor, fromPromise } from 'xstate';
import { cartMachine, type SaveCartInput } from '@pinjam/machines';
import type { CartStorage } from './cart';

/** The cart machine with the app's storage. */
export function cartLogic(storage: CartStorage) {
  return cartMachine.provide({
    actors: {
      loadCart: fromPromise(async () => storage.read()),
      saveCart: fromPromise<void, SaveCartInput>(async ({ input }) => storage.write(input.entries)),
    },
  });
}

/** A started cart actor. */
export const createCartActor = (storage: CartStorage) => () => createActor(cartLogic(storage)).start();

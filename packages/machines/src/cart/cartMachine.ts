import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../_shared/notProvided';
import { fits } from '../_shared/schemas';
import { addEntry, entryKey, entryProblem, removeEntry, restoreEntries } from './entries';
import { cartEventProblem, entryShape } from './events';
import type { CartContext, CartEntry, CartEvent, SaveCartInput } from './types';

/** docs/product.md §9: the storage key the cart is kept under. */
export const CART_STORAGE_KEY = 'shopping_cart';

/**
 * The shopping cart (docs/product.md §3–5, docs/product.md "Rent, buy and pay"): restores the stored list,
 * adds (merging and capping at starting_inventory), removes and clears, and saves every change
 * through the app's storage actor. Works the same for visitors and signed-in users.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    /** Reads the 'shopping_cart' storage key: the parsed JSON, or null when nothing is stored. */
    loadCart: fromPromise<unknown>(notProvided('cart', 'loadCart')),
    /** Writes the entries as JSON under 'shopping_cart' (an empty list may remove the key). */
    saveCart: fromPromise<void, SaveCartInput>(notProvided('cart', 'saveCart')),
  },
  actions: {
    assignRestored: assign((_, params: { stored: unknown }) => ({
      entries: restoreEntries(params.stored),
    })),
    addEntry: assign(({ context, event }) => {
      assertEvent(event, 'cart.add');
      return addEntry(context.entries, event.entry);
    }),
    rejectEntry: assign(({ event }) => {
      assertEvent(event, 'cart.add');
      const problem = entryProblem(event.entry) ?? 'invalidQuantity';
      return { notice: { type: 'rejected' as const, item_id: event.entry.item.id, problem } };
    }),
    removeEntry: assign(({ context, event }) => {
      assertEvent(event, 'cart.remove');
      return { entries: removeEntry(context.entries, event.key), notice: null };
    }),
    clearEntries: assign({ entries: [], notice: null }),
    clearNotice: assign({ notice: null }),
  },
  guards: {
    /** The event's payload fits its type (see events.ts); one that does not is ignored. */
    isWellFormed: ({ event }) => cartEventProblem(event) === null,
    isAddable: (_, params: { entry: CartEntry }) =>
      fits(entryShape, params.entry) && entryProblem(params.entry) === null,
    /** Keys compare with ===, so a key that is not a text (a malformed payload) never matches. */
    hasEntry: ({ context }, params: { key: string }) =>
      context.entries.some((e) => entryKey(e) === params.key),
    hasEntries: ({ context }) => context.entries.length > 0,
    hasNotice: ({ context }) => context.notice !== null,
  },
}).createMachine({
  id: 'cart',
  context: { notice: null, entries: [] },
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        onDone: {
          target: 'ready',
          actions: { type: 'assignRestored', params: ({ event }) => ({ stored: event.output }) },
        },
        // Unreadable storage: start with an empty cart rather than no cart.
        onError: { target: 'ready' },
      },
    },
    ready: {
      initial: 'saved',
      on: {
        // Every change (re)starts a save of the whole list: the latest list always wins.
        'cart.add': [
          {
            guard: { type: 'isAddable', params: ({ event }) => ({ entry: event.entry }) },
            target: '.saving',
            actions: 'addEntry',
          },
          // Well-formed but against a rule: not added, and the notice says why. Malformed: ignored.
          { guard: 'isWellFormed', actions: 'rejectEntry' },
        ],
        'cart.remove': {
          guard: { type: 'hasEntry', params: ({ event }) => ({ key: event.key }) },
          target: '.saving',
          actions: 'removeEntry',
        },
        'cart.clear': { guard: 'hasEntries', target: '.saving', actions: 'clearEntries' },
        'cart.dismissNotice': { guard: 'hasNotice', actions: 'clearNotice' },
      },
      states: {
        saved: {},
        saving: {
          invoke: {
            id: 'saveCart',
            src: 'saveCart',
            input: ({ context }) => ({ entries: context.entries }),
            onDone: { target: 'saved' },
            onError: { target: 'unsaved' },
          },
        },
        /** Storage refused the write (full, or private browsing): the cart lasts for this visit only. */
        unsaved: {},
      },
    },
  },
});

export type CartMachine = typeof cartMachine;
export type CartSnapshot = SnapshotFrom<CartMachine>;
export type CartActorRef = ActorRefFrom<CartMachine>;

import type { CartSnapshot } from './cartMachine';
import { cartTotals } from '@pinjam/api/domain';
import type { CartEntry, CartTotals } from './types';

// Same entries, same totals object: `useSelector` does not re-render for an unrelated change.
const totalsFor = new WeakMap<readonly CartEntry[], CartTotals>();
const memoTotals = (entries: readonly CartEntry[]) => {
  const cached = totalsFor.get(entries);
  if (cached) return cached;
  const totals = cartTotals(entries);
  totalsFor.set(entries, totals);
  return totals;
};

// For `useSelector(cartActor, selectX)` in the app.
export const selectEntries = (snapshot: CartSnapshot) => snapshot.context.entries;
/** Priced lines and totals in cents (purchases, rentals, subtotal, deposits, units). */
export const selectTotals = (snapshot: CartSnapshot) => memoTotals(snapshot.context.entries);
/** Units in the cart, for the cart link's badge. */
export const selectUnitCount = (snapshot: CartSnapshot) =>
  snapshot.context.entries.reduce((sum, entry) => sum + entry.quantity, 0);
export const selectIsEmpty = (snapshot: CartSnapshot) => snapshot.context.entries.length === 0;
export const selectNotice = (snapshot: CartSnapshot) => snapshot.context.notice;
/** Until storage has been read the cart is unknown: show it as loading, not as empty. */
export const selectIsRestoring = (snapshot: CartSnapshot) => snapshot.matches('restoring');
/** The last save failed: the cart lasts for this visit only (tell the user). */
export const selectIsUnsaved = (snapshot: CartSnapshot) => snapshot.matches({ ready: 'unsaved' });

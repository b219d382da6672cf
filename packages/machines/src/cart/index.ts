export {
  cartMachine,
  CART_STORAGE_KEY,
  type CartMachine,
  type CartSnapshot,
  type CartActorRef,
} from './cartMachine';
export {
  selectEntries,
  selectTotals,
  selectUnitCount,
  selectIsEmpty,
  selectNotice,
  selectIsRestoring,
  selectIsUnsaved,
} from './selectors';
export { entryKey, entryProblem, addEntry, removeEntry, restoreEntries, type CartChange } from './entries';
export { rentalPrice, priceEntry, cartTotals, deliveryOrderCount, DAYS_PER_WEEK } from './pricing';
export { rentalDays, dayNumber } from './dates';
export type * from './types';
// Fakes for stories and tests (no storage).
export * from './fakes';

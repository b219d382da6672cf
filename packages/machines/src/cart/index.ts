export {
  cartMachine,
  CART_STORAGE_KEY,
  type CartMachine,
  type CartSnapshot,
  type CartActorRef,
} from './cartMachine';
export {
  selectEntries as selectCartEntries,
  selectTotals as selectCartTotals,
  selectUnitCount as selectCartUnitCount,
  selectIsEmpty as selectIsCartEmpty,
  selectNotice as selectCartNotice,
  selectIsRestoring as selectIsCartRestoring,
  selectIsUnsaved as selectIsCartUnsaved,
} from './selectors';
export { entryKey, entryProblem, addEntry, removeEntry, restoreEntries, type CartChange } from './entries';
// Pricing and rental days are the shared domain's; re-exported here for the web app until it
// imports them from @pinjam/api/domain (issue 12).
export {
  /** @deprecated Import from `@pinjam/api/domain`. */
  rentalPrice,
  /** @deprecated Import from `@pinjam/api/domain`. */
  priceEntry,
  /** @deprecated Import from `@pinjam/api/domain`. */
  cartTotals,
  /** @deprecated Import from `@pinjam/api/domain`. */
  deliveryOrderCount,
  /** @deprecated Import from `@pinjam/api/domain`. */
  DAYS_PER_WEEK,
  /** @deprecated Import from `@pinjam/api/domain`. */
  rentalDays,
  /** @deprecated Import from `@pinjam/api/domain`. */
  dayNumber,
} from '@pinjam/api/domain';
export type * from './types';
// Fakes for stories and tests (no storage).
export {
  fakeItems,
  fakeCart,
  buy as fakePurchase,
  rent as fakeRental,
  createFakeCartStorage,
  createCartFakes,
  type FakeCartStorage,
  type CartFakeOptions,
} from './fakes';

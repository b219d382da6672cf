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

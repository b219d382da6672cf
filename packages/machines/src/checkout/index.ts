export {
  checkoutMachine,
  type CheckoutMachine,
  type CheckoutSnapshot,
  type CheckoutActorRef,
} from './checkoutMachine';
export { keyFrom } from './checkoutSetup';
export {
  selectStep,
  selectTotals as selectCheckoutTotals,
  selectProblem,
  selectFailure,
  selectIsBusy as selectIsCheckoutBusy,
  selectIdempotencyKey,
  selectApproval,
  selectResult,
  type CheckoutStep,
} from './selectors';
export {
  isAddressComplete,
  hasRentals,
  reviewProblem,
  fulfilmentProblem,
  checkoutTotals,
  placeOrderInput,
  changedAttempt,
  randomKey,
  NETWORK_FAILURE,
  PAYPAL_CANCELLED,
  type CheckoutTotals,
} from './rules';
export type * from './types';
// Fakes for stories and tests (no network).
export * from './fakes';

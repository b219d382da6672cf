export {
  checkoutMachine,
  type CheckoutMachine,
  type CheckoutSnapshot,
  type CheckoutActorRef,
} from './checkoutMachine';
export { keyFrom } from './checkoutSetup';
export {
  selectStep as selectCheckoutStep,
  selectTotals as selectCheckoutTotals,
  selectProblem as selectCheckoutProblem,
  selectFailure as selectCheckoutFailure,
  selectIsBusy as selectIsCheckoutBusy,
  selectIdempotencyKey,
  selectApproval as selectPayPalApproval,
  selectResult as selectCheckoutResult,
  selectRefusal as selectCheckoutRefusal,
  checkoutSteps,
  type CheckoutStep,
} from './selectors';
export {
  isAddressComplete,
  hasRentals,
  reviewProblem,
  fulfilmentProblem,
  submitProblem,
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
export {
  fakeCards,
  paypal as fakePayPal,
  fakeAddress,
  fakeCheckoutInput,
  fakeResult as fakeCheckoutResult,
  createCheckoutFakes,
  FAKE_DELIVERY_FEE,
  DECLINED_MESSAGE,
  UNAVAILABLE_MESSAGE,
  type CheckoutFakeOptions,
} from './fakes';

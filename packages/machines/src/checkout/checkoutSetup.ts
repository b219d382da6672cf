// The checkout machine's implementations: its types, the actors and actions the app provides,
// and the assigns and guards over the rules in rules.ts. The chart is in checkoutMachine.ts.
import { assertEvent, assign, fromPromise, setup, type NonReducibleUnknown } from 'xstate';
import { notProvided } from '../_shared/notProvided';
import { answerStatus, checkoutEventProblem, toAddress, toPayment } from './events';
import {
  changedAttempt,
  fulfilmentProblem,
  hasKey,
  NETWORK_FAILURE,
  PAYPAL_CANCELLED,
  randomKey,
  reviewProblem,
  submitProblem,
} from './rules';
import type {
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  CheckoutProblem,
  CheckoutResult,
  ConfirmPayPalInput,
  PayPalApproval,
  PlaceOrderInput,
  PlaceOrderResult,
} from './types';

export const checkoutSetup = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    output: {} as CheckoutResult | null,
  },
  actors: {
    /** Creates the orders and requests: prices, re-checks stock and dates, and pays (server side). */
    placeOrder: fromPromise<PlaceOrderResult, PlaceOrderInput>(notProvided('checkout', 'placeOrder')),
    /** Completes a PayPal payment the user approved. */
    confirmPayPal: fromPromise<PlaceOrderResult, ConfirmPayPalInput>(
      notProvided('checkout', 'confirmPayPal'),
    ),
  },
  actions: {
    assignProblem: assign((_, params: { problem: CheckoutProblem }) => ({ problem: params.problem })),
    assignCartProblem: assign(({ context }) => ({ problem: reviewProblem(context) })),
    clearProblem: assign({ problem: null }),
    assignFulfilment: assign(({ context, event }) => {
      assertEvent(event, 'checkout.chooseFulfilment');
      return changedAttempt(context, 'fulfilment', event.fulfilment);
    }),
    assignAddress: assign(({ context, event }) => {
      assertEvent(event, 'checkout.setAddress');
      return changedAttempt(context, 'address', toAddress(event.address));
    }),
    assignPayment: assign(({ context, event }) => {
      assertEvent(event, 'checkout.choosePayment');
      return changedAttempt(context, 'payment', toPayment(event.payment));
    }),
    /** App (optional): the key for a new attempt, e.g. `keyFrom(() => crypto.randomUUID())`. */
    createKey: assign({ idempotencyKey: () => randomKey() }),
    assignResult: assign((_, { result }: { result: PlaceOrderResult }) => ({
      result: answerStatus(result) === 'placed' && result.status === 'placed' ? result.result : null,
    })),
    assignApproval: assign((_, { result }: { result: PlaceOrderResult }) => ({
      approval:
        answerStatus(result) === 'approvalRequired' && result.status === 'approvalRequired'
          ? {
              payment_id: result.approval.payment_id,
              approval_url: result.approval.approval_url,
              approved: false,
            }
          : null,
    })),
    markApproved: assign(({ context }) => ({
      approval: context.approval && { ...context.approval, approved: true },
    })),
    // An answer that cannot be read says no more than a lost one: retry with the same key.
    // The refusal stays after Back, so the address step can show its words beside the fields.
    assignFailure: assign((_, { result }: { result: PlaceOrderResult }) => {
      const failure =
        answerStatus(result) === 'failed' && result.status === 'failed' ? result.failure : NETWORK_FAILURE;
      return { failure, refusal: failure };
    }),
    assignNetworkFailure: assign({ failure: NETWORK_FAILURE, refusal: null }),
    assignPayPalCancelled: assign({ failure: PAYPAL_CANCELLED }),
    clearFailure: assign({ failure: null }),
    /** App: open PayPal's approval page (sandbox: /checkout/paypal/{payment_id}) in a popup or in place. */
    openPayPalApproval: (_, _params: { approval: PayPalApproval }) => {},
    /** App: clear the cart (cart.clear) and show what was created. */
    orderPlaced: (_, _params: { result: CheckoutResult }) => {},
  },
  guards: {
    /** The event's payload fits its type (see events.ts); one that does not is ignored. */
    isWellFormed: ({ event }) => checkoutEventProblem(event) === null,
    isCartReady: ({ context }) => reviewProblem(context) === null,
    isDelivery: ({ context }) => context.fulfilment === 'delivery',
    isFulfilmentMissing: ({ context }) => fulfilmentProblem(context) === 'fulfilmentRequired',
    isAddressMissing: ({ context }) => fulfilmentProblem(context) === 'addressRequired',
    isPaymentMissing: ({ context }) => submitProblem(context) === 'paymentRequired',
    /** A retry, or a submit after going back without changing anything, keeps the key it had. */
    hasKey: ({ context }) => hasKey(context),
    isPlaced: (_, { result }: { result: PlaceOrderResult }) => answerStatus(result) === 'placed',
    needsApproval: (_, { result }: { result: PlaceOrderResult }) =>
      answerStatus(result) === 'approvalRequired',
    hasFailure: ({ context }) => context.failure !== null,
    /** A failure after the user approved on PayPal: confirming again, not paying again. */
    canConfirmAgain: ({ context }) => context.failure !== null && context.approval?.approved === true,
    changesAddress: ({ event }) => event.type === 'checkout.change' && event.step === 'address',
    changesFulfilment: ({ event }) => event.type === 'checkout.change' && event.step === 'fulfilment',
    changesPayment: ({ event }) => event.type === 'checkout.change' && event.step === 'payment',
  },
});

/**
 * The `createKey` action from a key factory, for `checkoutMachine.provide({ actions: { createKey:
 * keyFrom(() => crypto.randomUUID()) } })`. Tests and stories pass a counter so keys are predictable.
 */
export const keyFrom = (createKey: () => string) =>
  assign<CheckoutContext, CheckoutEvent, NonReducibleUnknown, CheckoutEvent, never>({
    idempotencyKey: () => createKey(),
  });

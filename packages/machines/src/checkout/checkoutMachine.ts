import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { checkoutSetup } from './checkoutSetup';
import { approvalRequired, blocked, networkFailed, placed, refused } from './machineParts';
import { placeOrderInput } from './rules';

/**
 * One checkout for purchases and rentals (docs/product.md, "Rent, buy and pay"): cart review →
 * fulfilment → payment → submitting with an idempotency key that every retry reuses → PayPal
 * approval when paying by PayPal → done, or failed with retry. Back goes one step at a time.
 */
export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  // Choices and outcome first, the cart last: the view shows the context in this order.
  context: ({ input }) => ({
    fulfilment: null,
    payment: null,
    idempotencyKey: null,
    problem: null,
    failure: null,
    approval: null,
    result: null,
    isVerified: input.isVerified,
    deliveryFee: input.deliveryFee,
    address: input.address ?? null,
    entries: input.entries,
  }),
  initial: 'review',
  output: ({ context }) => context.result,
  states: {
    review: {
      on: {
        'checkout.next': [
          blocked('isCartEmpty', 'emptyCart'),
          blocked('needsVerification', 'verificationRequired'),
          { target: 'fulfilment', actions: 'clearProblem' },
        ],
      },
    },
    fulfilment: {
      on: {
        // A payload that does not fit (`{ "fulfilment": "drone" }`, no address) is ignored.
        'checkout.chooseFulfilment': { guard: 'isWellFormed', actions: 'assignFulfilment' },
        'checkout.setAddress': { guard: 'isWellFormed', actions: 'assignAddress' },
        'checkout.next': [
          blocked('isFulfilmentMissing', 'fulfilmentRequired'),
          blocked('isAddressMissing', 'addressRequired'),
          { target: 'payment', actions: 'clearProblem' },
        ],
        'checkout.back': { target: 'review', actions: 'clearProblem' },
      },
    },
    payment: {
      on: {
        'checkout.choosePayment': { guard: 'isWellFormed', actions: 'assignPayment' },
        'checkout.submit': [
          { guard: 'isNotReadyToSubmit', actions: 'assignSubmitProblem' },
          { guard: 'hasKey', target: 'submitting', actions: 'clearProblem' },
          { target: 'submitting', actions: ['clearProblem', 'createKey'] },
        ],
        'checkout.back': { target: 'fulfilment', actions: 'clearProblem' },
      },
    },
    submitting: {
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => placeOrderInput(context),
        onDone: [placed, approvalRequired, refused],
        onError: networkFailed,
      },
    },
    awaitingApproval: {
      entry: { type: 'openPayPalApproval', params: ({ context }) => ({ approval: context.approval! }) },
      on: {
        'checkout.paypalApproved': { target: 'confirming', actions: 'markApproved' },
        'checkout.paypalCancelled': { target: 'failed', actions: 'assignPayPalCancelled' },
      },
    },
    confirming: {
      invoke: {
        id: 'confirmPayPal',
        src: 'confirmPayPal',
        input: ({ context }) => ({
          idempotencyKey: context.idempotencyKey!,
          payment_id: context.approval!.payment_id,
        }),
        onDone: [placed, refused],
        onError: networkFailed,
      },
    },
    done: {
      type: 'final',
      entry: { type: 'orderPlaced', params: ({ context }) => ({ result: context.result! }) },
    },
    failed: {
      on: {
        // Same key: the server answers a repeated attempt without charging twice.
        'checkout.retry': [
          { guard: 'wasApproved', target: 'confirming', actions: 'clearFailure' },
          { target: 'submitting', actions: 'clearFailure' },
        ],
        'checkout.back': { target: 'payment', actions: 'clearFailure' },
      },
    },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
export type CheckoutSnapshot = SnapshotFrom<CheckoutMachine>;
export type CheckoutActorRef = ActorRefFrom<CheckoutMachine>;

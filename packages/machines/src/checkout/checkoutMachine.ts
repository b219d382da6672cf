import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { checkoutSetup } from './checkoutSetup';
import { approvalRequired, backTo, blocked, networkFailed, placed, refused } from './machineParts';
import { placeOrderInput } from './rules';

/**
 * One checkout for purchases and rentals (docs/product.md, "Rent, buy and pay"). Its states are
 * the steps a person sees: the cart check (nothing to pay for, or a renter to verify) →
 * fulfilment → address (delivery only) → payment → review → paying (the order placed with an
 * idempotency key every retry reuses; PayPal's approval and its confirmation inside) → result.
 * A refusal comes back to the review with its reason and the lines and fields it names. Back
 * (`checkout.back`) goes to each step's step before; the review's Change buttons to the step named.
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
    refusal: null,
    approval: null,
    result: null,
    isVerified: input.isVerified,
    deliveryFee: input.deliveryFee,
    address: input.address ?? null,
    entries: input.entries,
  }),
  initial: 'cart',
  output: ({ context }) => context.result,
  states: {
    // Stays only when the cart cannot check out; its problem says why.
    cart: {
      entry: 'assignCartProblem',
      always: { guard: 'isCartReady', target: 'fulfilment' },
    },
    fulfilment: {
      on: {
        // A payload that does not fit (`{ "fulfilment": "drone" }`) is ignored.
        'checkout.chooseFulfilment': { guard: 'isWellFormed', actions: 'assignFulfilment' },
        'checkout.next': [
          blocked('isFulfilmentMissing', 'fulfilmentRequired'),
          { guard: 'isDelivery', target: 'address', actions: 'clearProblem' },
          { target: 'payment', actions: 'clearProblem' },
        ],
      },
    },
    address: {
      on: {
        'checkout.setAddress': { guard: 'isWellFormed', actions: 'assignAddress' },
        'checkout.next': [
          blocked('isAddressMissing', 'addressRequired'),
          { target: 'payment', actions: 'clearProblem' },
        ],
        'checkout.back': backTo('fulfilment'),
      },
    },
    payment: {
      on: {
        'checkout.choosePayment': { guard: 'isWellFormed', actions: 'assignPayment' },
        'checkout.next': [
          blocked('isPaymentMissing', 'paymentRequired'),
          { target: 'review', actions: 'clearProblem' },
        ],
        'checkout.back': [{ guard: 'isDelivery', ...backTo('address') }, backTo('fulfilment')],
      },
    },
    review: {
      on: {
        'checkout.submit': [
          // Only the steps before lead here, each with its choice made (submitProblem is null);
          // after a refusal the notice's own action (retry, another card…) goes on.
          { guard: 'hasFailure' },
          { guard: 'hasKey', target: 'paying', actions: 'clearProblem' },
          { target: 'paying', actions: ['clearProblem', 'createKey'] },
        ],
        // Same key: the server answers a repeated attempt without charging twice.
        'checkout.retry': [
          { guard: 'canConfirmAgain', target: '#checkout.paying.confirming' },
          { guard: 'hasFailure', target: 'paying' },
        ],
        'checkout.back': backTo('payment'),
        'checkout.change': [
          { guard: 'changesAddress', ...backTo('address') },
          { guard: 'changesFulfilment', ...backTo('fulfilment') },
          { guard: 'changesPayment', ...backTo('payment') },
        ],
      },
    },
    paying: {
      entry: 'clearFailure',
      initial: 'placing',
      states: {
        placing: {
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => placeOrderInput(context),
            onDone: [placed, approvalRequired, refused],
            onError: networkFailed,
          },
        },
        approval: {
          entry: { type: 'openPayPalApproval', params: ({ context }) => ({ approval: context.approval! }) },
          on: {
            'checkout.paypalApproved': { target: 'confirming', actions: 'markApproved' },
            'checkout.paypalCancelled': { target: '#checkout.review', actions: 'assignPayPalCancelled' },
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
      },
    },
    result: {
      type: 'final',
      entry: { type: 'orderPlaced', params: ({ context }) => ({ result: context.result! }) },
    },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
export type CheckoutSnapshot = SnapshotFrom<CheckoutMachine>;
export type CheckoutActorRef = ActorRefFrom<CheckoutMachine>;

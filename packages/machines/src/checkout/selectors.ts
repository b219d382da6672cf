import type { CheckoutSnapshot } from './checkoutMachine';
import { checkoutTotals, type CheckoutTotals } from './rules';
import type { CheckoutContext } from './types';

// Same inputs, same totals object, so `useSelector` does not re-render for an unrelated change.
let last: { key: unknown[]; totals: CheckoutTotals } | null = null;
function memoTotals({ entries, deliveryFee, fulfilment }: CheckoutContext) {
  const key = [entries, deliveryFee, fulfilment];
  if (last && last.key.every((part, i) => part === key[i])) return last.totals;
  last = { key, totals: checkoutTotals({ entries, deliveryFee, fulfilment }) };
  return last.totals;
}

/** The steps a person sees, in order (the machine's top states). */
export const checkoutSteps = [
  'cart',
  'fulfilment',
  'address',
  'payment',
  'review',
  'paying',
  'result',
] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

// For `useSelector(checkoutActor, selectX)` in the app.
export const selectStep = (snapshot: CheckoutSnapshot): CheckoutStep =>
  checkoutSteps.find((step) => snapshot.matches(step)) ?? 'cart';
/** Lines, subtotal, deposits (held apart), delivery (fee × orders with delivery) and total, in cents. */
export const selectTotals = (snapshot: CheckoutSnapshot) => memoTotals(snapshot.context);
/** Why the last Continue or Pay was refused (empty cart, verification, address…), or null. */
export const selectProblem = (snapshot: CheckoutSnapshot) => snapshot.context.problem;
export const selectFailure = (snapshot: CheckoutSnapshot) => snapshot.context.failure;
/** Placing the order or confirming PayPal: disable the buttons and show progress. */
export const selectIsBusy = (snapshot: CheckoutSnapshot) =>
  snapshot.matches({ paying: 'placing' }) || snapshot.matches({ paying: 'confirming' });
/** The last refusal (status, and the lines and fields it names), kept through Back. */
export const selectRefusal = (snapshot: CheckoutSnapshot) => snapshot.context.refusal;
export const selectIdempotencyKey = (snapshot: CheckoutSnapshot) => snapshot.context.idempotencyKey;
export const selectApproval = (snapshot: CheckoutSnapshot) => snapshot.context.approval;
export const selectResult = (snapshot: CheckoutSnapshot) => snapshot.context.result;

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

export type CheckoutStep =
  'review' | 'fulfilment' | 'payment' | 'submitting' | 'awaitingApproval' | 'confirming' | 'done' | 'failed';

// For `useSelector(checkoutActor, selectX)` in the app.
export const selectStep = (snapshot: CheckoutSnapshot) => snapshot.value as CheckoutStep;
/** Lines, subtotal, deposits (held apart), delivery (fee × orders with delivery) and total, in cents. */
export const selectTotals = (snapshot: CheckoutSnapshot) => memoTotals(snapshot.context);
/** Why the last Continue or Pay was refused (empty cart, verification, address…), or null. */
export const selectProblem = (snapshot: CheckoutSnapshot) => snapshot.context.problem;
export const selectFailure = (snapshot: CheckoutSnapshot) => snapshot.context.failure;
/** Submitting or confirming: disable the buttons and show progress. */
export const selectIsBusy = (snapshot: CheckoutSnapshot) =>
  snapshot.matches('submitting') || snapshot.matches('confirming');
export const selectIdempotencyKey = (snapshot: CheckoutSnapshot) => snapshot.context.idempotencyKey;
export const selectApproval = (snapshot: CheckoutSnapshot) => snapshot.context.approval;
export const selectResult = (snapshot: CheckoutSnapshot) => snapshot.context.result;

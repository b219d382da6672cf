// Pieces the checkout machine's transitions share: how each step's guards are named, Back, and
// what happens with the answer of placeOrder and confirmPayPal.
import type { CheckoutProblem, PlaceOrderResult } from './types';

type WithOutput = { event: { output: PlaceOrderResult } };

const outputOf = ({ event }: WithOutput) => ({ result: event.output });

/** A blocked step: stays, and says why. */
export const blocked = <G extends string, P extends CheckoutProblem>(guard: G, problem: P) =>
  ({ guard, actions: { type: 'assignProblem', params: { problem } } }) as const;

/** Back (or Change) to an earlier step: what was chosen stays, the last problem and failure go. */
export const backTo = <T extends string>(target: T) =>
  ({ target, actions: ['clearProblem', 'clearFailure'] }) as const;

/** The three answers the server can give to a submit (or a PayPal confirmation). */
export const placed = {
  guard: { type: 'isPlaced', params: outputOf },
  target: '#checkout.result',
  actions: { type: 'assignResult', params: outputOf },
} as const;
export const approvalRequired = {
  guard: { type: 'needsApproval', params: outputOf },
  target: 'approval',
  actions: { type: 'assignApproval', params: outputOf },
} as const;
export const refused = {
  target: '#checkout.review',
  actions: { type: 'assignFailure', params: outputOf },
} as const;
export const networkFailed = { target: '#checkout.review', actions: 'assignNetworkFailure' } as const;

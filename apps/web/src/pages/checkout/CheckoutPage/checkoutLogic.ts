// The checkout machine with the app's effects: POST /api/checkout with the attempt's
// Idempotency-Key, PayPal's confirmation, opening PayPal's page, and what a placed checkout does
// to the cart. The server's answers become the machine's PlaceOrderResult here.
import { fromPromise } from 'xstate';
import { checkout, type ApiClient, type ApiResult, type CheckoutBody, type ErrorBody } from '@pinjam/api';
import { entryKey, type CartEntry } from '@pinjam/api/domain';
import {
  checkoutMachine,
  keyFrom,
  type CheckoutResult,
  type ConfirmPayPalInput,
  type FailureReason,
  type PlaceOrderInput,
  type PlaceOrderResult,
} from '@pinjam/machines';
import { attemptKey } from './paypalReturn';

/** The cart's entries as the contract's, by item id (the server looks up the rest and prices them). */
export const toCheckoutEntries = (entries: readonly CartEntry[]): CheckoutBody['entries'] =>
  entries.map((e) =>
    e.isRental
      ? {
          item_id: e.item.id,
          is_rental: true,
          quantity: e.quantity,
          start_date: e.start_date,
          end_date: e.end_date,
        }
      : { item_id: e.item.id, is_rental: false, quantity: e.quantity },
  );

const DATE_KEY = /^entries\.\d+\.(start_date|end_date)$/;

/**
 * The entry positions an `errors` object names (`entries.1`, `entries.1.start_date`), with their
 * messages: all of them, only those about the dates (shown beside the dates), or only the others.
 */
export function namedEntries(
  errors: ErrorBody['errors'],
  part: 'all' | 'dates' | 'line' = 'all',
): Map<number, string> {
  const named = new Map<number, string>();
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const match = /^entries\.(\d+)(\.|$)/.exec(key);
    if (!match || (part === 'dates' && !DATE_KEY.test(key)) || (part === 'line' && DATE_KEY.test(key)))
      continue;
    named.set(Number(match[1]), [named.get(Number(match[1])), ...messages].filter(Boolean).join(' '));
  }
  return named;
}

type PlaceAnswer = ApiResult<{ orders: unknown[] } | { approval_url: string; payment_id: string }>;

/** A refusal: its reason, and (for the page's messages beside lines and fields) its status and errors. */
const failed = (
  reason: FailureReason,
  message: string,
  refusal: { status: number; errors: Record<string, string[]> },
  unavailable?: string[],
): PlaceOrderResult => ({
  status: 'failed',
  failure: { reason, message, ...(unavailable ? { unavailable } : {}), ...refusal },
});

/**
 * The server's answer as the machine's. A lost connection or a 5xx rejects: the machine then says
 * it cannot tell whether the order went through, and a retry sends the same key (never charged twice).
 */
export function toPlaceOrderResult(
  answer: ApiResult<unknown>,
  entries: readonly CartEntry[],
): PlaceOrderResult {
  if (answer.ok) {
    const data = answer.data as Extract<PlaceAnswer, { ok: true }>['data'];
    if ('approval_url' in data)
      return {
        status: 'approvalRequired',
        approval: { payment_id: data.payment_id, approval_url: data.approval_url },
      };
    const result = answer.data as CheckoutResult;
    return {
      status: 'placed',
      result: {
        orders: result.orders.map(({ id, seller_id, total }) => ({ id, seller_id, total })),
        requests: result.requests.map(({ id, item_id, start_date, end_date }) => ({
          id,
          item_id,
          start_date,
          end_date,
        })),
        total: result.total,
      },
    };
  }
  if (answer.status === 0 || answer.status >= 500) throw new Error(answer.error.message);
  const { message, errors = {} } = answer.error;
  const refusal = { status: answer.status, errors };
  if (answer.status === 402 || Object.keys(errors).some((k) => k.startsWith('payment')))
    return failed('declined', message, refusal);
  const gone = [...namedEntries(errors).keys()].flatMap((i) => (entries[i] ? [entryKey(entries[i])] : []));
  return failed('unavailable', message, refusal, gone);
}

export interface CheckoutEffects {
  client: ApiClient;
  /** Opens PayPal's page: the sandbox's is a route of ours, PayPal's is another site. */
  openApproval: (url: string) => void;
  /** The checkout went through: these entries of the cart were placed. */
  onPlaced: (entries: readonly CartEntry[], result: CheckoutResult) => void;
}

/** The checkout machine provided with the app's effects. */
export function checkoutLogic({ client, openApproval, onPlaced }: CheckoutEffects) {
  return checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise<PlaceOrderResult, PlaceOrderInput>(async ({ input, signal }) => {
        const answer = await client.call(checkout.place, {
          body: {
            entries: toCheckoutEntries(input.entries),
            fulfilment: input.fulfilment,
            // The machine keeps any district text; the server checks it against the four.
            address: input.address as CheckoutBody['address'],
            payment: input.payment,
          },
          headers: { 'Idempotency-Key': attemptKey(input.idempotencyKey) },
          signal,
        });
        return toPlaceOrderResult(answer, input.entries);
      }),
      confirmPayPal: fromPromise<PlaceOrderResult, ConfirmPayPalInput>(async ({ input, signal }) => {
        const answer = await client.call(checkout.confirmPayPal, {
          params: { payment_id: input.payment_id },
          signal,
        });
        return toPlaceOrderResult(answer, []);
      }),
    },
    actions: {
      createKey: keyFrom(() => globalThis.crypto.randomUUID()),
      // After the snapshot is kept (the page subscribes), so the return can pick it up.
      openPayPalApproval: (_, { approval }) => void setTimeout(() => openApproval(approval.approval_url), 0),
      orderPlaced: ({ context }, { result }) => onPlaced(context.entries, result),
    },
  });
}

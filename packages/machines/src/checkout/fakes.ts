// A fake checkout server for stories and tests: the built-in sandbox's behaviour (docs/product.md,
// Payment providers) with idempotency, without any network.
import { fromPromise } from 'xstate';
import { wait } from '../_shared/fakeTiming';
import { entryKey } from '../cart/entries';
import { fakeCart } from '../cart/fakes';
import { cartTotals } from '@pinjam/api/domain';
import type { CartEntry } from '../cart/types';
import type { CheckoutMachine } from './checkoutMachine';
import { keyFrom } from './checkoutSetup';
import { checkoutTotals } from './rules';
import type {
  CheckoutInput,
  CheckoutResult,
  ConfirmPayPalInput,
  DeliveryAddress,
  PaymentChoice,
  PlaceOrderInput,
  PlaceOrderResult,
} from './types';

/** The sandbox's test cards (docs/product.md): 4242… succeeds, 4000 0000 0000 0002 is declined. */
export const fakeCards = {
  ok: { method: 'card', token: 'tok_sandbox_4242424242424242' },
  declined: { method: 'card', token: 'tok_sandbox_4000000000000002' },
} as const satisfies Record<string, PaymentChoice>;
export const paypal: PaymentChoice = { method: 'paypal' };

export const fakeAddress: DeliveryAddress = {
  address_line_1: 'No. 12, Simpang 34',
  address_line_2: 'Kampong Kiarong',
  address_line_3: null,
  post_code: 'BE1318',
  city: 'Bandar Seri Begawan',
  district: 'Brunei-Muara',
  telephone: '+673 712 3456',
};

/** B$5.00 per order with delivery. */
export const FAKE_DELIVERY_FEE = 500;

/** A verified renter with an address and the mixed cart of the cart fakes. */
export const fakeCheckoutInput: CheckoutInput = {
  entries: fakeCart,
  deliveryFee: FAKE_DELIVERY_FEE,
  isVerified: true,
  address: fakeAddress,
};

export const DECLINED_MESSAGE = 'Your card was declined. Use another card or pay with PayPal.';
export const UNAVAILABLE_MESSAGE = 'Some items are no longer available on the dates you chose.';

/** What the sandbox creates: one order per seller of purchases, one request per rental. */
export function fakeResult(
  input: Pick<PlaceOrderInput, 'entries' | 'fulfilment'>,
  firstId = 5001,
): CheckoutResult {
  const purchases = input.entries.filter((e) => !e.isRental);
  const sellers = [...new Set(purchases.map((e) => e.item.owner_id))];
  const orders = sellers.map((seller_id, i) => ({
    id: firstId + i,
    seller_id,
    total: cartTotals(purchases.filter((e) => e.item.owner_id === seller_id)).subtotal,
  }));
  const requests = input.entries.flatMap((e, i) =>
    e.isRental
      ? [{ id: firstId + 100 + i, item_id: e.item.id, start_date: e.start_date, end_date: e.end_date }]
      : [],
  );
  const total = checkoutTotals({
    entries: input.entries,
    deliveryFee: FAKE_DELIVERY_FEE,
    fulfilment: input.fulfilment,
  }).total;
  return { orders, requests, total };
}

export interface CheckoutFakeOptions {
  /** Milliseconds each call takes; 0 by default. */
  latency?: number;
  /**
   * 'unavailable': stock or dates are gone for every rental line. 'lostAnswer': the first call
   * reaches the server (which charges) but its answer is lost, like a dropped connection.
   * 'offline': every call fails. Default: the sandbox decides by card and method.
   */
  server?: 'sandbox' | 'unavailable' | 'lostAnswer' | 'offline';
  /** What PayPal's confirmation answers: placed (default) or declined (no funds). */
  paypal?: 'ok' | 'declined';
}

/**
 * Everything `checkoutMachine.provide()` needs, faked, with keys key-1, key-2… The server keeps
 * the answer for each idempotency key: a repeated key gets the same answer and is never charged twice.
 */
export function createCheckoutFakes(options: CheckoutFakeOptions = {}) {
  const latency = options.latency ?? 0;
  let keys = 0;
  let lostOnce = options.server === 'lostAnswer';
  const answers = new Map<string, PlaceOrderResult>();
  const calls = {
    placeOrder: [] as PlaceOrderInput[],
    confirmPayPal: [] as ConfirmPayPalInput[],
    /** Attempts the server charged (or held): one per key at most. */
    charged: [] as string[],
    approvalsOpened: [] as string[],
    placed: [] as CheckoutResult[],
  };

  const decide = (input: PlaceOrderInput): PlaceOrderResult => {
    if (options.server === 'unavailable') {
      const gone = input.entries.filter((e: CartEntry) => e.isRental).map(entryKey);
      return {
        status: 'failed',
        failure: { reason: 'unavailable', message: UNAVAILABLE_MESSAGE, unavailable: gone },
      };
    }
    if (input.payment.method === 'paypal') {
      const payment_id = `PAYID-${input.idempotencyKey}`;
      return {
        status: 'approvalRequired',
        approval: { payment_id, approval_url: `/checkout/paypal/${payment_id}` },
      };
    }
    if (input.payment.token.endsWith('0002')) {
      return { status: 'failed', failure: { reason: 'declined', message: DECLINED_MESSAGE } };
    }
    calls.charged.push(input.idempotencyKey);
    return { status: 'placed', result: fakeResult(input) };
  };

  const implementations = {
    actors: {
      placeOrder: fromPromise<PlaceOrderResult, PlaceOrderInput>(async ({ input, signal }) => {
        calls.placeOrder.push(input);
        await wait(latency, signal);
        if (options.server === 'offline') throw new TypeError('Failed to fetch');
        const answer = answers.get(input.idempotencyKey) ?? decide(input);
        answers.set(input.idempotencyKey, answer);
        if (lostOnce) {
          lostOnce = false;
          throw new TypeError('Failed to fetch');
        }
        return answer;
      }),
      confirmPayPal: fromPromise<PlaceOrderResult, ConfirmPayPalInput>(async ({ input, signal }) => {
        calls.confirmPayPal.push(input);
        await wait(latency, signal);
        if (options.server === 'offline') throw new TypeError('Failed to fetch');
        if (options.paypal === 'declined') {
          return {
            status: 'failed',
            failure: { reason: 'declined', message: 'PayPal declined the payment.' },
          };
        }
        const placed = calls.placeOrder.find((p) => p.idempotencyKey === input.idempotencyKey);
        if (!calls.charged.includes(input.idempotencyKey)) calls.charged.push(input.idempotencyKey);
        return { status: 'placed', result: fakeResult(placed ?? { entries: [], fulfilment: 'pickup' }) };
      }),
    },
    actions: {
      createKey: keyFrom(() => `key-${++keys}`),
      openPayPalApproval: (_: unknown, params: { approval: { payment_id: string } }) => {
        calls.approvalsOpened.push(params.approval.payment_id);
      },
      orderPlaced: (_: unknown, params: { result: CheckoutResult }) => {
        calls.placed.push(params.result);
      },
    },
  } satisfies Parameters<CheckoutMachine['provide']>[0];

  return { calls, implementations };
}

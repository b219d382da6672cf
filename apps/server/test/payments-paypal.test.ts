import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payPalClient, payPalProvider } from '../src/platform/payments/paypal';
import type { AuthoriseInput, PaymentPart } from '../src/platform/payments/types';
import {
  payPalToken,
  replay,
  resetReplays,
  startReplays,
  stopReplays,
  unusedReplays,
} from './recordings/replay';

/*
 * The PayPal adapter against recorded exchanges (recordings/paypal): one Orders v2 order per
 * checkout with one purchase unit per part; intent CAPTURE when every part is charged at once,
 * AUTHORIZE when any is held (then the automatic parts are captured straight after approval);
 * PayPal-Request-Id on every call. With PAYPAL_TEST_CLIENT_ID and PAYPAL_TEST_CLIENT_SECRET (a
 * developer.paypal.com sandbox app), the last block runs against PayPal's sandbox instead.
 */

const API = 'https://api-m.sandbox.paypal.com';
const liveId = process.env.PAYPAL_TEST_CLIENT_ID;
const liveSecret = process.env.PAYPAL_TEST_CLIENT_SECRET;
const live = Boolean(liveId && liveSecret);
const paypal = payPalProvider(
  payPalClient({
    clientId: liveId ?? 'AZrecorded',
    clientSecret: liveSecret ?? 'EFrecorded',
    environment: 'sandbox',
  }),
);

beforeAll(() => {
  if (!live) startReplays();
});
beforeEach(() => {
  if (!live) payPalToken(API);
});
afterEach(() => {
  if (live) return;
  expect(unusedReplays(), 'every recorded exchange was used').toEqual([]);
  resetReplays();
});
afterAll(() => stopReplays());

const purchase: PaymentPart = {
  reference: 'order-1',
  amount: 20_500,
  capture: 'automatic',
  description: 'Order from Siti: Canon EOS R6',
};
const rental: PaymentPart = {
  reference: 'request-1',
  amount: 3_000,
  capture: 'manual',
  description: 'Rental: DJI Mini 4 Pro, 3 days',
};
const input = (overrides: Partial<AuthoriseInput> = {}): AuthoriseInput => ({
  method: 'paypal',
  reference: 'pay_recorded',
  userId: 1,
  parts: [purchase, rental],
  idempotencyKey: 'checkout-key-1',
  returnUrl: 'https://pinjam.bn/checkout?paypal=approved',
  cancelUrl: 'https://pinjam.bn/checkout?paypal=cancelled',
  ...overrides,
});

describe.skipIf(live)('the PayPal adapter, against recorded exchanges', () => {
  it('given a purchase and a rental / one order, intent AUTHORIZE, a unit per part, and the approval link', async () => {
    const sent = replay(API, 'paypal/create-order-authorize.json');
    expect(await paypal.authorise(input())).toEqual({
      status: 'approval_required',
      provider_ref: 'pp_order_authorize_5O190127TN364715T',
      approval_url: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T',
    });
    expect(sent).toHaveLength(1);
    const [create] = sent;
    expect(create!.headers['paypal-request-id']).toBe('checkout-key-1');
    expect(create!.headers.authorization).toBe('Bearer A21AArecordedAccessToken');
    expect(create!.body).toMatchObject({
      intent: 'AUTHORIZE',
      purchase_units: [
        {
          reference_id: 'order-1',
          custom_id: 'pay_recorded/automatic',
          amount: { currency_code: 'SGD', value: '205.00' },
        },
        {
          reference_id: 'request-1',
          custom_id: 'pay_recorded/manual',
          amount: { currency_code: 'SGD', value: '30.00' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: 'https://pinjam.bn/checkout?paypal=approved',
            cancel_url: 'https://pinjam.bn/checkout?paypal=cancelled',
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    });
  });

  it('given purchases only / intent CAPTURE', async () => {
    const sent = replay(API, 'paypal/create-order-capture.json');
    const second = { ...purchase, reference: 'order-2', amount: 4_500 };
    expect(await paypal.authorise(input({ parts: [purchase, second] }))).toMatchObject({
      provider_ref: 'pp_order_capture_8XP65717WK2306035',
    });
    expect(sent[0]!.body).toMatchObject({ intent: 'CAPTURE' });
  });

  it('given an approved AUTHORIZE order / authorises it, captures the purchase at once and keeps the rental held', async () => {
    const sent = replay(API, 'paypal/approve-authorize.json');
    expect(await paypal.completeApproval('pp_order_authorize_5O190127TN364715T', 'confirm-key-1')).toEqual({
      status: 'completed',
      parts: [
        { reference: 'order-1', provider_ref: 'pp_cap_7TK53561YB803214S', state: 'captured' },
        { reference: 'request-1', provider_ref: 'pp_auth_2A9157305T1278430', state: 'authorised' },
      ],
    });
    expect(sent).toHaveLength(2);
    expect(sent.map((r) => r.headers['paypal-request-id'])).toEqual([
      'confirm-key-1',
      'confirm-key-1:capture:order-1',
    ]);
    expect(sent[1]!.body).toEqual({ final_capture: true });
  });

  it('given an approved CAPTURE order / captures it: one capture per unit', async () => {
    const sent = replay(API, 'paypal/approve-capture.json');
    expect(await paypal.completeApproval('pp_order_capture_8XP65717WK2306035', 'confirm-key-2')).toEqual({
      status: 'completed',
      parts: [
        { reference: 'order-1', provider_ref: 'pp_cap_3C679366HH908993F', state: 'captured' },
        { reference: 'order-2', provider_ref: 'pp_cap_9GB20837WD1386513', state: 'captured' },
      ],
    });
    expect(sent[0]!.headers['paypal-request-id']).toBe('confirm-key-2');
  });

  it('given an order the buyer never approved / declined as not approved', async () => {
    replay(API, 'paypal/approve-not-approved.json');
    expect(await paypal.completeApproval('pp_order_authorize_5O190127TN364715T', 'confirm-key-3')).toEqual({
      status: 'declined',
      code: 'not_approved',
      message: 'The PayPal payment was not approved. Try again, or pay by card.',
    });
  });

  it('given a held rental / captures part of the authorization; voiding it then is refused', async () => {
    const sent = replay(API, 'paypal/capture-then-void.json');
    expect(await paypal.capture('pp_auth_2A9157305T1278430', 2_500, 'accept-1')).toEqual({
      status: 'captured',
      provider_ref: 'pp_cap_1LJ36424SU8451622',
      amount: 2_500,
    });
    expect(await paypal.void('pp_auth_2A9157305T1278430', 'void-1')).toMatchObject({
      status: 'refused',
      code: 'already_captured',
    });
    expect(sent[0]!.body).toEqual({ amount: { currency_code: 'SGD', value: '25.00' }, final_capture: true });
    expect(sent.map((r) => r.headers['paypal-request-id'])).toEqual(['accept-1', 'void-1']);
  });

  it('given a held rental / voids it; capturing it then is refused as voided', async () => {
    const sent = replay(API, 'paypal/void-then-capture.json');
    expect(await paypal.void('pp_auth_2A9157305T1278430', 'deny-1')).toEqual({
      status: 'voided',
      provider_ref: 'pp_auth_2A9157305T1278430',
    });
    expect(await paypal.capture('pp_auth_2A9157305T1278430', 3_000, 'accept-2')).toMatchObject({
      code: 'voided',
    });
    expect(sent[0]!.headers['paypal-request-id']).toBe('deny-1');
  });

  it('given a capture / refunds part of it; more than is left is refused', async () => {
    const sent = replay(API, 'paypal/refund-partial-then-too-much.json');
    expect(await paypal.refund('pp_cap_7TK53561YB803214S', 5_000, 'refund-1')).toEqual({
      status: 'refunded',
      refund_ref: '1JU08902781691411',
      amount: 5_000,
    });
    expect(await paypal.refund('pp_cap_7TK53561YB803214S', 20_000, 'refund-2')).toMatchObject({
      code: 'amount_too_large',
    });
    expect(sent[0]!.body).toEqual({ amount: { currency_code: 'SGD', value: '50.00' } });
    expect(sent[1]!.headers['paypal-request-id']).toBe('refund-2');
  });

  it('given the wrong kind of reference / refused without a call: a capture is not voided, a hold not refunded', async () => {
    expect(await paypal.void('pp_cap_7TK53561YB803214S', 'k')).toMatchObject({ code: 'already_captured' });
    expect(await paypal.capture('pp_cap_7TK53561YB803214S', 100, 'k')).toMatchObject({
      code: 'already_captured',
    });
    expect(await paypal.refund('pp_auth_2A9157305T1278430', 100, 'k')).toMatchObject({
      code: 'not_captured',
    });
  });

  it('given PayPal out of reach / thrown as unavailable', async () => {
    await expect(paypal.refund('pp_cap_7TK53561YB803214S', 100, 'no-answer')).rejects.toMatchObject({
      name: 'PaymentError',
      code: 'unavailable',
    });
  });
});

describe.runIf(live)('the PayPal adapter, against PayPal’s sandbox (PAYPAL_TEST_CLIENT_ID)', () => {
  it('creates an order waiting for the buyer; completing it before approval is declined', async () => {
    const started = await paypal.authorise(
      input({ idempotencyKey: randomUUID(), reference: `pay_${randomUUID()}` }),
    );
    if (started.status !== 'approval_required')
      throw new Error(`expected approval: ${JSON.stringify(started)}`);
    expect(started.approval_url).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\//);
    expect(await paypal.completeApproval(started.provider_ref, randomUUID())).toMatchObject({
      code: 'not_approved',
    });
  });
});

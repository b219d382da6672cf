import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentProviderEvents } from '../src/platform/db/schema';
import { stripeClient, stripeProvider } from '../src/platform/payments/stripe';
import type { AuthoriseInput } from '../src/platform/payments/types';
import { replay, resetReplays, startReplays, stopReplays, unusedReplays } from './recordings/replay';
import { bearer, insertUser, login, useTestApp } from './helpers';

/*
 * The Stripe adapter against recorded exchanges (recordings/stripe): what it sends (one
 * PaymentIntent per part, manual capture for rentals, an Idempotency-Key derived from the
 * checkout's key on every call) and how it reads Stripe's answers and errors. With
 * STRIPE_TEST_SECRET_KEY set (a test-mode key), the last block runs against Stripe itself.
 */

const API = 'https://api.stripe.com';
const live = process.env.STRIPE_TEST_SECRET_KEY;
const stripe = stripeProvider(stripeClient(live ?? 'sk_test_recorded', 0));

beforeAll(() => {
  if (!live) startReplays();
});
afterEach(() => {
  if (live) return;
  expect(unusedReplays(), 'every recorded exchange was used').toEqual([]);
  resetReplays();
});
afterAll(() => stopReplays());

const parts: AuthoriseInput['parts'] = [
  {
    reference: 'order-1',
    amount: 20_500,
    capture: 'automatic',
    description: 'Order from Siti: Canon EOS R6',
  },
  { reference: 'request-1', amount: 3_000, capture: 'manual', description: 'Rental: DJI Mini 4 Pro, 3 days' },
];
const input = (overrides: Partial<AuthoriseInput> = {}): AuthoriseInput => ({
  method: 'card',
  token: 'pm_card_visa',
  reference: 'pay_recorded',
  userId: 1,
  parts,
  idempotencyKey: 'checkout-key-1',
  returnUrl: '/',
  cancelUrl: '/',
  ...overrides,
});

describe.skipIf(live)('the Stripe adapter, against recorded exchanges', () => {
  it('given a purchase and a rental / one PaymentIntent each: automatic and manual capture, keys derived per part', async () => {
    const sent = replay(API, 'stripe/authorise-purchase-and-rental.json');
    expect(await stripe.authorise(input())).toEqual({
      status: 'completed',
      parts: [
        { reference: 'order-1', provider_ref: 'pi_3QpinjamOrder0001', state: 'captured' },
        { reference: 'request-1', provider_ref: 'pi_3QpinjamRent0001', state: 'authorised' },
      ],
    });
    expect(sent.map((r) => r.headers['idempotency-key'])).toEqual([
      'checkout-key-1:customer',
      'checkout-key-1:attach',
      'checkout-key-1:order-1',
      'checkout-key-1:request-1',
    ]);
    expect(sent[1]!.body).toEqual({ customer: 'cus_RpinjamCheckout1' });
    const [purchase, rental] = [sent[2]!.body, sent[3]!.body];
    expect(purchase).toMatchObject({
      amount: '20500',
      currency: 'bnd',
      capture_method: 'automatic',
      confirm: 'true',
      customer: 'cus_RpinjamCheckout1',
      payment_method: 'pm_1QpinjamVisa4242',
      error_on_requires_action: 'true',
      'metadata[part]': 'order-1',
      'metadata[payment]': 'pay_recorded',
    });
    expect(rental).toMatchObject({ amount: '3000', capture_method: 'manual', 'metadata[part]': 'request-1' });
    expect(sent[0]!.headers.authorization).toBe('Bearer sk_test_recorded');
  });

  it('given pm_card_chargeDeclined / declined with the buyer’s message, no PaymentIntent made', async () => {
    const sent = replay(API, 'stripe/authorise-declined-at-attach.json');
    expect(await stripe.authorise(input({ token: 'pm_card_chargeDeclined' }))).toEqual({
      status: 'declined',
      code: 'generic_decline',
      message: 'Your card was declined. Try another card or pay with PayPal.',
    });
    expect(sent).toHaveLength(2);
  });

  it('given the second part declined / the first part’s charge is refunded, and the checkout is declined', async () => {
    const sent = replay(API, 'stripe/authorise-second-part-declined.json');
    expect(await stripe.authorise(input({ token: 'pm_1QpinjamVisa4242' }))).toMatchObject({
      status: 'declined',
      code: 'insufficient_funds',
    });
    const undo = sent[4]!;
    expect(undo.path).toBe('/v1/refunds');
    expect(undo.body).toEqual({ payment_intent: 'pi_3QpinjamOrder0002' });
    expect(undo.headers['idempotency-key']).toBe('checkout-key-1:undo:order-1');
  });

  it('given a card whose bank asks to confirm / declined as authentication_required (the form’s step)', async () => {
    replay(API, 'stripe/authorise-authentication-required.json');
    const result = await stripe.authorise(input({ token: 'pm_1QpinjamSecure3184', parts: [parts[1]!] }));
    expect(result).toMatchObject({ status: 'declined', code: 'authentication_required' });
  });

  it('given a hold / captures part of it with amount_to_capture and the key; a second capture is refused', async () => {
    const sent = replay(API, 'stripe/capture-then-capture-again.json');
    expect(await stripe.capture('pi_3QpinjamRent0001', 2_500, 'capture-1')).toEqual({
      status: 'captured',
      provider_ref: 'pi_3QpinjamRent0001',
      amount: 2_500,
    });
    expect(await stripe.capture('pi_3QpinjamRent0001', 2_500, 'capture-2')).toMatchObject({
      status: 'refused',
      code: 'already_captured',
    });
    expect(sent[0]!.body).toEqual({ amount_to_capture: '2500' });
    expect(sent.map((r) => r.headers['idempotency-key'])).toEqual(['capture-1', 'capture-2']);
  });

  it('given a released hold / capture is refused as voided, and cancelling again answers voided', async () => {
    const sent = replay(API, 'stripe/void-then-capture.json');
    expect(await stripe.void('pi_3QpinjamRent0001', 'void-1')).toEqual({
      status: 'voided',
      provider_ref: 'pi_3QpinjamRent0001',
    });
    expect(await stripe.capture('pi_3QpinjamRent0001', 3_000, 'capture-1')).toMatchObject({ code: 'voided' });
    expect(await stripe.void('pi_3QpinjamRent0001', 'void-2')).toMatchObject({ status: 'voided' });
    expect(sent[0]!.headers['idempotency-key']).toBe('void-1');
  });

  it('given a charge / refunds part of it; more than is left is refused', async () => {
    const sent = replay(API, 'stripe/refund-partial-then-too-much.json');
    expect(await stripe.refund('pi_3QpinjamOrder0001', 5_000, 'refund-1')).toEqual({
      status: 'refunded',
      refund_ref: 're_3QpinjamOrder0001',
      amount: 5_000,
    });
    expect(await stripe.refund('pi_3QpinjamOrder0001', 16_000, 'refund-2')).toMatchObject({
      status: 'refused',
      code: 'amount_too_large',
    });
    expect(sent[0]!.body).toEqual({ payment_intent: 'pi_3QpinjamOrder0001', amount: '5000' });
    expect(sent[1]!.headers['idempotency-key']).toBe('refund-2');
  });

  it('given a key reused with other parameters / Stripe’s idempotency_error is thrown as a mismatch', async () => {
    replay(API, 'stripe/capture-reused-key.json');
    await expect(stripe.capture('pi_3QpinjamRent0001', 1_000, 'key-reused')).rejects.toMatchObject({
      name: 'PaymentError',
      code: 'idempotency_mismatch',
    });
  });

  it('given Stripe out of reach / thrown as unavailable, never as a decline', async () => {
    await expect(stripe.capture('pi_3QpinjamRent0001', 1_000, 'no-answer')).rejects.toMatchObject({
      code: 'unavailable',
    });
  });
});

// ─── The app configured with Stripe ──────────────────────────────────────────────────────────

const WEBHOOK_SECRET = 'whsec_recordedSigningSecret';
const t = useTestApp({
  payments: {
    stripe: {
      secretKey: 'sk_test_recorded',
      publishableKey: 'pk_test_recorded',
      webhookSecret: WEBHOOK_SECRET,
    },
    paypal: null,
  },
});

describe('given an app with Stripe keys', () => {
  const event = (id: string) =>
    JSON.stringify({
      id,
      object: 'event',
      type: 'payment_intent.canceled',
      api_version: '2026-10-28.endive',
      created: 1795500000,
      livemode: false,
      data: { object: { id: 'pi_3QpinjamRent0001', object: 'payment_intent', status: 'canceled' } },
    });
  const post = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) },
      payload,
    });

  it('the browser is told to use Stripe.js with the publishable key, and the CSP allows it', async () => {
    const res = await t.app.inject({ url: '/api/payments/config' });
    expect(res.json()).toEqual({
      card: { provider: 'stripe', publishable_key: 'pk_test_recorded' },
      paypal: { provider: 'sandbox' },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    expect(t.app.payments.providerFor('card')).toBe('stripe');
  });

  it('the sandbox card form is not served: 404', async () => {
    const user = await insertUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/cards',
      headers: bearer(await login(t.app, user.email)),
      payload: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('a webhook signed with the secret / is recorded once, however often Stripe sends it', async () => {
    const id = `evt_${randomUUID().replaceAll('-', '')}`;
    const payload = event(id);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await post(payload, signature)).json()).toEqual({ received: true });
    expect((await post(payload, signature)).statusCode).toBe(200);
    const rows = await t.db.select().from(paymentProviderEvents).where(eq(paymentProviderEvents.id, id));
    expect(rows).toMatchObject([{ type: 'payment_intent.canceled', object_id: 'pi_3QpinjamRent0001' }]);
  });

  it('a webhook without a signature, with another secret’s, or with its body changed / 400, nothing recorded', async () => {
    const id = 'evt_forged';
    const payload = event(id);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someoneElse' });
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    for (const res of [
      await post(payload),
      await post(payload, forged),
      await post(payload.replace('canceled', 'succeeded'), signed),
      await post(`${payload} `, signed),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The webhook signature is not valid.' });
    }
    expect(await t.db.select().from(paymentProviderEvents).where(eq(paymentProviderEvents.id, id))).toEqual(
      [],
    );
  });
});

// ─── Against Stripe's test mode ──────────────────────────────────────────────────────────────

describe.runIf(live)('the Stripe adapter, against Stripe’s test mode (STRIPE_TEST_SECRET_KEY)', () => {
  const key = () => randomUUID();

  it('authorises, captures part of the hold and refunds part of the charge', async () => {
    const result = await stripe.authorise(input({ idempotencyKey: key() }));
    if (result.status !== 'completed') throw new Error(`expected success: ${JSON.stringify(result)}`);
    const hold = result.parts[1]!.provider_ref;
    expect(await stripe.capture(hold, 2_500, key())).toMatchObject({ status: 'captured', amount: 2_500 });
    expect(await stripe.capture(hold, 2_500, key())).toMatchObject({ code: 'already_captured' });
    expect(await stripe.refund(hold, 1_000, key())).toMatchObject({ status: 'refunded', amount: 1_000 });
    expect(await stripe.refund(hold, 5_000, key())).toMatchObject({ code: 'amount_too_large' });
  });

  it('voids a hold, which cannot then be captured; a declined card is declined', async () => {
    const result = await stripe.authorise(input({ idempotencyKey: key(), parts: [parts[1]!] }));
    if (result.status !== 'completed') throw new Error('expected a hold');
    const hold = result.parts[0]!.provider_ref;
    expect(await stripe.void(hold, key())).toMatchObject({ status: 'voided' });
    expect(await stripe.capture(hold, 3_000, key())).toMatchObject({ code: 'voided' });
    const declined = await stripe.authorise(
      input({ idempotencyKey: key(), token: 'pm_card_chargeDeclined' }),
    );
    expect(declined).toMatchObject({ status: 'declined' });
  });
});

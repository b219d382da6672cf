import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayments, sandboxPayPalOrders } from '../src/platform/db/schema';
import type { AuthoriseInput, PaymentPart } from '../src/platform/payments/types';
import { bearer, insertUser, login, useTestApp } from './helpers';

/*
 * The built-in sandbox through app.payments, as the checkout calls it: the test cards, holds that
 * are captured or voided (never both), refunds up to what was captured, and idempotent replays.
 */

const t = useTestApp();
let buyer: Awaited<ReturnType<typeof insertUser>>;
let buyerToken: string;

beforeAll(async () => {
  buyer = await insertUser(t.db, { name: 'Hakim Buyer' });
  buyerToken = await login(t.app, buyer.email);
});

const key = () => `key-${randomUUID()}`;
const purchase: PaymentPart = {
  reference: 'order-1',
  amount: 20_500,
  capture: 'automatic',
  description: 'Order',
};
const rental: PaymentPart = {
  reference: 'request-1',
  amount: 3_000,
  capture: 'manual',
  description: 'Rental',
};

function input(overrides: Partial<AuthoriseInput> = {}): AuthoriseInput {
  return {
    method: 'card',
    token: 'pm_card_visa',
    reference: `pay_${randomUUID()}`,
    userId: buyer.id,
    parts: [purchase, rental],
    idempotencyKey: key(),
    returnUrl: '/checkout/paypal/return',
    cancelUrl: '/checkout/paypal/cancel',
    ...overrides,
  };
}

/** A card typed into the sandbox's form, as the web sends it. */
async function cardToken(number: string, confirm?: boolean): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/cards',
    headers: bearer(buyerToken),
    payload: { number, exp_month: 12, exp_year: 2040, cvc: '123' },
  });
  expect(res.statusCode).toBe(201);
  const { token } = res.json<{ token: string }>();
  if (confirm !== undefined) await confirmCard(token, confirm);
  return token;
}

/** The bank's step on the sandbox's page: approved or refused. */
async function confirmCard(token: string, approve: boolean) {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/cards/${token}/confirm`,
    headers: bearer(buyerToken),
    payload: { approve },
  });
  expect(answer.statusCode).toBe(200);
}

async function authorised() {
  const result = await t.app.payments.authorise(input({ parts: [rental] }));
  if (result.status !== 'completed') throw new Error(`expected a hold, got ${result.status}`);
  return result.parts[0]!.provider_ref;
}

/** The sandbox's charges and holds made for one of our payments. */
const chargesOf = (reference: string) =>
  t.db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference));

const holdOf = async (ref: string) =>
  (await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, ref)))[0]!;

// ─── Test cards ──────────────────────────────────────────────────────────────────────────────

describe('given the test cards', () => {
  it('4242 4242 4242 4242 / captures the purchase and holds the rental', async () => {
    const result = await t.app.payments.authorise(input({ token: await cardToken('4242 4242 4242 4242') }));
    expect(result).toMatchObject({
      status: 'completed',
      parts: [
        { reference: 'order-1', state: 'captured' },
        { reference: 'request-1', state: 'authorised' },
      ],
    });
    if (result.status !== 'completed') return;
    expect(await holdOf(result.parts[0]!.provider_ref)).toMatchObject({
      captured: 20_500,
      label: 'visa 4242',
    });
    expect(await holdOf(result.parts[1]!.provider_ref)).toMatchObject({ status: 'authorised', captured: 0 });
    expect(t.app.payments.providerFor('card')).toBe('sandbox');
  });

  it('4000 0000 0000 0002 / tokenises, then is declined at authorise with nothing held', async () => {
    const token = await cardToken('4000000000000002');
    const payment = input({ token });
    expect(await t.app.payments.authorise(payment)).toEqual({
      status: 'declined',
      code: 'card_declined',
      message: 'Your card was declined. Try another card or pay with PayPal.',
    });
    expect(await chargesOf(payment.reference)).toEqual([]);
  });

  it('4000 0027 6000 3184 / is declined until the bank step is confirmed, and when it is refused', async () => {
    const unconfirmed = await t.app.payments.authorise(input({ token: await cardToken('4000002760003184') }));
    expect(unconfirmed).toMatchObject({ status: 'declined', code: 'authentication_required' });
    if (unconfirmed.status === 'declined') expect(unconfirmed.message).toMatch(/bank did not confirm/);
    const refused = await t.app.payments.authorise(
      input({ token: await cardToken('4000002760003184', false) }),
    );
    expect(refused).toMatchObject({ status: 'declined', code: 'authentication_required' });
    const confirmed = await t.app.payments.authorise(
      input({ token: await cardToken('4000002760003184', true) }),
    );
    expect(confirmed).toMatchObject({ status: 'completed' });
  });

  it('another Luhn-valid number / succeeds, labelled by its brand', async () => {
    const result = await t.app.payments.authorise(input({ token: await cardToken('5555 5555 5555 4444') }));
    if (result.status !== 'completed') throw new Error('expected success');
    expect(await holdOf(result.parts[0]!.provider_ref)).toMatchObject({ label: 'mastercard 4444' });
  });

  it("Stripe's pm_card_visa and pm_card_chargeDeclined / succeed and are declined as tokens", async () => {
    expect(await t.app.payments.authorise(input({ token: 'pm_card_visa' }))).toMatchObject({
      status: 'completed',
    });
    expect(await t.app.payments.authorise(input({ token: 'pm_card_chargeDeclined' }))).toMatchObject({
      status: 'declined',
      code: 'card_declined',
    });
  });

  it("an unknown token, or another user's / is declined as expired details, never paid", async () => {
    const other = await insertUser(t.db);
    for (const token of ['tok_sbx_nothing', 'tok_sbx_\u0000', '', 'pm_card_unknown'])
      expect(await t.app.payments.authorise(input({ token })), token).toMatchObject({
        status: 'declined',
        code: 'invalid_token',
      });
    const mine = await cardToken('4242424242424242');
    expect(await t.app.payments.authorise(input({ token: mine, userId: other.id }))).toMatchObject({
      code: 'invalid_token',
    });
  });
});

// ─── Holds ───────────────────────────────────────────────────────────────────────────────────

describe('given a hold', () => {
  it('captures up to the amount held, once; a second capture is refused', async () => {
    const ref = await authorised();
    expect(await t.app.payments.capture(ref, 3_001, key())).toMatchObject({
      status: 'refused',
      code: 'amount_too_large',
    });
    expect(await t.app.payments.capture(ref, 2_500, key())).toEqual({
      status: 'captured',
      provider_ref: ref,
      amount: 2_500,
    });
    expect(await t.app.payments.capture(ref, 2_500, key())).toMatchObject({
      status: 'refused',
      code: 'already_captured',
    });
    expect(await t.app.payments.void(ref, key())).toMatchObject({
      status: 'refused',
      code: 'already_captured',
    });
    expect(await holdOf(ref)).toMatchObject({ status: 'captured', captured: 2_500 });
  });

  it('voided / cannot be captured; voiding again answers voided', async () => {
    const ref = await authorised();
    expect(await t.app.payments.void(ref, key())).toEqual({ status: 'voided', provider_ref: ref });
    expect(await t.app.payments.capture(ref, 3_000, key())).toMatchObject({
      status: 'refused',
      code: 'voided',
    });
    expect(await t.app.payments.void(ref, key())).toMatchObject({ status: 'voided' });
    expect(await t.app.payments.refund(ref, 100, key())).toMatchObject({
      status: 'refused',
      code: 'not_captured',
    });
    expect(await holdOf(ref)).toMatchObject({ status: 'voided', captured: 0 });
  });

  it('captured / refunds in parts up to what was captured, never more', async () => {
    const ref = await authorised();
    await t.app.payments.capture(ref, 3_000, key());
    expect(await t.app.payments.refund(ref, 1_000, key())).toMatchObject({
      status: 'refunded',
      amount: 1_000,
    });
    expect(await t.app.payments.refund(ref, 2_001, key())).toMatchObject({
      status: 'refused',
      code: 'amount_too_large',
    });
    expect(await t.app.payments.refund(ref, 2_000, key())).toMatchObject({
      status: 'refunded',
      amount: 2_000,
    });
    expect(await t.app.payments.refund(ref, 1, key())).toMatchObject({
      status: 'refused',
      code: 'amount_too_large',
    });
    expect(await holdOf(ref)).toMatchObject({ captured: 3_000, refunded: 3_000 });
  });

  it('an unknown reference / is refused as not found; another provider’s is thrown as not configured', async () => {
    expect(await t.app.payments.capture('sbx_pi_nothing', 100, key())).toMatchObject({ code: 'not_found' });
    await expect(t.app.payments.capture('pi_3Pinjam', 100, key())).rejects.toMatchObject({
      code: 'not_configured',
    });
  });
});

// ─── Idempotency ─────────────────────────────────────────────────────────────────────────────

describe('given an idempotency key', () => {
  it('sent 10 times at once with the same checkout / makes one charge and answers the same 10 times', async () => {
    const payment = input();
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.app.payments.authorise(payment)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await chargesOf(payment.reference)).toHaveLength(2);
  });

  it('sent 10 times at once on a capture / captures once', async () => {
    const ref = await authorised();
    const same = key();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.app.payments.capture(ref, 3_000, same)),
    );
    expect(answers.every((a) => a.status === 'captured')).toBe(true);
    const refund = key();
    const refunds = await Promise.all(
      Array.from({ length: 10 }, () => t.app.payments.refund(ref, 1_000, refund)),
    );
    for (const refunded of refunds) expect(refunded).toEqual(refunds[0]);
    expect(await holdOf(ref)).toMatchObject({ captured: 3_000, refunded: 1_000 });
  });

  it('sent again with another request / is refused, and nothing is done', async () => {
    const payment = input();
    await t.app.payments.authorise(payment);
    await expect(
      t.app.payments.authorise({ ...payment, parts: [{ ...purchase, amount: 1 }] }),
    ).rejects.toMatchObject({ name: 'PaymentError', code: 'idempotency_mismatch' });
    const ref = await authorised();
    const reused = key();
    await t.app.payments.capture(ref, 1_000, reused);
    await expect(t.app.payments.capture(ref, 2_000, reused)).rejects.toMatchObject({
      code: 'idempotency_mismatch',
    });
    await expect(t.app.payments.void(ref, reused)).rejects.toMatchObject({ code: 'idempotency_mismatch' });
    expect(await holdOf(ref)).toMatchObject({ captured: 1_000 });
  });

  it('given a card token paid with once / another key is declined as used, the same key answers the first charge', async () => {
    const token = await cardToken('4242 4242 4242 4242');
    const first = input({ token, parts: [rental] });
    const paid = await t.app.payments.authorise(first);
    expect(paid).toMatchObject({ status: 'completed' });
    const second = input({ token, parts: [rental] });
    expect(await t.app.payments.authorise(second)).toEqual({
      status: 'declined',
      code: 'invalid_token',
      message: 'Your card details have expired. Please enter them again.',
    });
    expect(await chargesOf(second.reference)).toEqual([]);
    // A retry of the first checkout (its key) answers its charge again, nothing new.
    expect(await t.app.payments.authorise(first)).toEqual(paid);
    expect(await chargesOf(first.reference)).toHaveLength(1);
  });

  it('given one card token under 5 keys at once / exactly one charges', async () => {
    const token = await cardToken('5555 5555 5555 4444');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.app.payments.authorise(input({ token, parts: [rental] }))),
    );
    expect(answers.filter((a) => a.status === 'completed')).toHaveLength(1);
    expect(answers.filter((a) => a.status === 'declined' && a.code === 'invalid_token')).toHaveLength(4);
  });

  it('given a card the bank must confirm / the token refused for it stays usable once confirmed', async () => {
    const token = await cardToken('4000002760003184');
    expect(await t.app.payments.authorise(input({ token }))).toMatchObject({
      code: 'authentication_required',
    });
    await confirmCard(token, true);
    expect(await t.app.payments.authorise(input({ token }))).toMatchObject({ status: 'completed' });
    expect(await t.app.payments.authorise(input({ token }))).toMatchObject({ code: 'invalid_token' });
  });

  it('given a declined card / the same key answers the same refusal', async () => {
    const payment = input({ token: 'pm_card_chargeDeclined' });
    const first = await t.app.payments.authorise(payment);
    expect(await t.app.payments.authorise(payment)).toEqual(first);
  });
});

// ─── Simulated PayPal ────────────────────────────────────────────────────────────────────────

describe('given PayPal through the sandbox', () => {
  it('answers approval_required with the page named by our payment id', async () => {
    const payment = input({ method: 'paypal', token: undefined });
    const result = await t.app.payments.authorise(payment);
    expect(result).toMatchObject({
      status: 'approval_required',
      approval_url: `/checkout/paypal/${payment.reference}`,
      provider_ref: expect.stringMatching(/^sbx_pp_/),
    });
  });

  it('a second order for the same payment under another key / thrown as a mismatch', async () => {
    const payment = input({ method: 'paypal', token: undefined });
    await t.app.payments.authorise(payment);
    await expect(t.app.payments.authorise({ ...payment, idempotencyKey: key() })).rejects.toMatchObject({
      code: 'idempotency_mismatch',
    });
  });

  it('before approval / completing is declined; after approval / holds and captures each part once', async () => {
    const payment = input({ method: 'paypal', token: undefined });
    const started = await t.app.payments.authorise(payment);
    if (started.status !== 'approval_required') throw new Error('expected approval');
    expect(await t.app.payments.completeApproval(started.provider_ref, key())).toMatchObject({
      status: 'declined',
      code: 'not_approved',
    });
    await t.db
      .update(sandboxPayPalOrders)
      .set({ status: 'approved' })
      .where(eq(sandboxPayPalOrders.id, started.provider_ref));
    const done = await t.app.payments.completeApproval(started.provider_ref, key());
    expect(done).toMatchObject({
      status: 'completed',
      parts: [
        { reference: 'order-1', state: 'captured' },
        { reference: 'request-1', state: 'authorised' },
      ],
    });
    // Completed again under another key: the same parts, nothing new.
    expect(await t.app.payments.completeApproval(started.provider_ref, key())).toEqual(done);
    const rows = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, payment.reference));
    expect(rows.map((r) => r.label)).toEqual(['PayPal', 'PayPal']);
  });

  it('cancelled by the buyer / completing answers cancelled', async () => {
    const started = await t.app.payments.authorise(input({ method: 'paypal', token: undefined }));
    if (started.status !== 'approval_required') throw new Error('expected approval');
    await t.db
      .update(sandboxPayPalOrders)
      .set({ status: 'cancelled' })
      .where(eq(sandboxPayPalOrders.id, started.provider_ref));
    expect(await t.app.payments.completeApproval(started.provider_ref, key())).toEqual({
      status: 'cancelled',
    });
  });
});

describe('given a caller’s mistake', () => {
  it('no parts, repeated references or amounts that are not whole cents / are thrown before any charge', async () => {
    await expect(t.app.payments.authorise(input({ parts: [] }))).rejects.toThrow(/one or more parts/);
    await expect(t.app.payments.authorise(input({ parts: [purchase, purchase] }))).rejects.toThrow(
      /distinct/,
    );
    await expect(t.app.payments.authorise(input({ parts: [{ ...purchase, amount: 10.5 }] }))).rejects.toThrow(
      /whole, positive/,
    );
  });
});

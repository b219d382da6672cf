import { Writable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxTokens } from '../src/platform/db/schema';
import { bearer, insertUser, login, useTestApp } from './helpers';

/*
 * The sandbox's endpoints as the web's card form and PayPal page call them: 422 per field, the
 * bank's step, the PayPal page's read, approve and cancel, each for its owner only (anyone else
 * is told it does not exist), and no card number or token in the database or the log.
 */

let logged = '';
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged += chunk.toString();
    done();
  },
});
const t = useTestApp({ logLevel: 'info', logStream });

let hakim: { id: number; token: string };
let siti: { id: number; token: string };

beforeAll(async () => {
  const a = await insertUser(t.db, { name: 'Hakim' });
  const b = await insertUser(t.db, { name: 'Siti' });
  hakim = { id: a.id, token: await login(t.app, a.email) };
  siti = { id: b.id, token: await login(t.app, b.email) };
});

const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload && { payload }) });
const card = (fields: Record<string, unknown> = {}) => ({
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2040,
  cvc: '123',
  ...fields,
});

describe('GET /api/payments/config', () => {
  it('without keys / names the sandbox for cards and PayPal, to anyone', async () => {
    const res = await t.app.inject({ url: '/api/payments/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ card: { provider: 'sandbox' }, paypal: { provider: 'sandbox' } });
  });
});

describe('POST /api/payments/sandbox/cards', () => {
  it('answers a token with brand and last four; keeps neither the number nor the cvc', async () => {
    const res = await post('/api/payments/sandbox/cards', hakim.token, card());
    expect(res.statusCode).toBe(201);
    const body = res.json<{ token: string }>();
    expect(body).toEqual({
      token: expect.stringMatching(/^tok_sbx_/),
      brand: 'visa',
      last4: '4242',
      requires_confirmation: false,
    });
    const [row] = await t.db.select().from(sandboxTokens).where(eq(sandboxTokens.id, body.token));
    expect(JSON.stringify(row)).not.toMatch(/4242424242424242|"123"/);
    expect(row).toMatchObject({ user_id: hakim.id, outcome: 'succeed', confirmation: 'not_needed' });
  });

  it('4000 0027 6000 3184 / asks for the bank step', async () => {
    const res = await post('/api/payments/sandbox/cards', hakim.token, card({ number: '4000002760003184' }));
    expect(res.json()).toMatchObject({ last4: '3184', requires_confirmation: true });
  });

  it('bad number, month, expiry and cvc / 422 with a message per field', async () => {
    const res = await post(
      '/api/payments/sandbox/cards',
      hakim.token,
      card({ number: '4242 4242 4242 4241', exp_month: 13, cvc: '12a' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: {
        number: ['Enter a valid card number'],
        exp_month: ['Enter the month on the card (1–12)'],
        cvc: ['Enter the 3 or 4 digits on the back of the card'],
      },
    });
    const expired = await post(
      '/api/payments/sandbox/cards',
      hakim.token,
      card({ exp_month: 1, exp_year: 2020 }),
    );
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ errors: { exp_year: ['This card has expired'] } });
    const missing = await post('/api/payments/sandbox/cards', hakim.token, {});
    expect(Object.keys(missing.json<{ errors: object }>().errors).sort()).toEqual([
      'cvc',
      'exp_month',
      'exp_year',
      'number',
    ]);
  });

  it('without a session / 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/cards', payload: card() });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/payments/sandbox/cards/:token/confirm', () => {
  const tokenOf = async (number: string) =>
    (await post('/api/payments/sandbox/cards', hakim.token, card({ number }))).json<{ token: string }>()
      .token;

  it('by the card’s owner / confirms once; the same answer again is fine, another is 409', async () => {
    const token = await tokenOf('4000002760003184');
    const url = `/api/payments/sandbox/cards/${token}/confirm`;
    expect((await post(url, hakim.token, { approve: true })).json()).toEqual({ token, status: 'confirmed' });
    expect((await post(url, hakim.token, { approve: true })).statusCode).toBe(200);
    expect((await post(url, hakim.token, { approve: false })).statusCode).toBe(409);
  });

  it('by another user / 404, and the step stays unanswered', async () => {
    const token = await tokenOf('4000002760003184');
    const res = await post(`/api/payments/sandbox/cards/${token}/confirm`, siti.token, { approve: true });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(sandboxTokens).where(eq(sandboxTokens.id, token));
    expect(row!.confirmation).toBe('pending');
  });

  it('a card that needs no step / 409; no approve / 422', async () => {
    const token = await tokenOf('4242424242424242');
    expect(
      (await post(`/api/payments/sandbox/cards/${token}/confirm`, hakim.token, { approve: true })).statusCode,
    ).toBe(409);
    expect((await post(`/api/payments/sandbox/cards/${token}/confirm`, hakim.token, {})).statusCode).toBe(
      422,
    );
  });
});

describe('the simulated PayPal page', () => {
  async function paypalPayment() {
    const reference = `pay_${randomUUID()}`;
    const result = await t.app.payments.authorise({
      method: 'paypal',
      reference,
      userId: hakim.id,
      parts: [
        { reference: 'order-1', amount: 20_500, capture: 'automatic', description: 'Order from Siti' },
        { reference: 'request-1', amount: 3_000, capture: 'manual', description: 'Rental, 3 days' },
      ],
      idempotencyKey: randomUUID(),
      returnUrl: `/checkout?paypal=approved&payment_id=${reference}`,
      cancelUrl: `/checkout?paypal=cancelled&payment_id=${reference}`,
    });
    if (result.status !== 'approval_required') throw new Error('expected approval');
    return { reference, ref: result.provider_ref, page: `/api/payments/sandbox/paypal/${reference}` };
  }

  it('read by the buyer / amount, lines and status; by anyone else / 404', async () => {
    const { page, reference } = await paypalPayment();
    const res = await t.app.inject({ url: page, headers: bearer(hakim.token) });
    expect(res.json()).toEqual({
      payment: {
        id: reference,
        amount: 23_500,
        currency: 'BND',
        description: 'Pinjam checkout: 2 payments',
        lines: [
          { description: 'Order from Siti', amount: 20_500 },
          { description: 'Rental, 3 days', amount: 3_000 },
        ],
        status: 'awaiting_approval',
      },
    });
    expect((await t.app.inject({ url: page, headers: bearer(siti.token) })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/payments/sandbox/paypal/pay_nothing', headers: bearer(hakim.token) }))
        .statusCode,
    ).toBe(404);
  });

  it('approved by the buyer / goes to the return URL; completing then charges; answering again is 409', async () => {
    const { page, ref, reference } = await paypalPayment();
    expect((await post(`${page}/approve`, siti.token)).statusCode).toBe(404);
    const approved = await post(`${page}/approve`, hakim.token);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      payment: { status: 'approved' },
      redirect_url: `/checkout?paypal=approved&payment_id=${reference}`,
    });
    expect((await post(`${page}/cancel`, hakim.token)).statusCode).toBe(409);
    expect(await t.app.payments.completeApproval(ref, randomUUID())).toMatchObject({ status: 'completed' });
    const read = await t.app.inject({ url: page, headers: bearer(hakim.token) });
    expect(read.json()).toMatchObject({ payment: { status: 'completed' } });
  });

  it('cancelled by the buyer / goes to the cancel URL and completing answers cancelled', async () => {
    const { page, ref, reference } = await paypalPayment();
    const cancelled = await post(`${page}/cancel`, hakim.token);
    expect(cancelled.json()).toMatchObject({
      payment: { status: 'cancelled' },
      redirect_url: `/checkout?paypal=cancelled&payment_id=${reference}`,
    });
    expect((await post(`${page}/approve`, hakim.token)).statusCode).toBe(409);
    expect(await t.app.payments.completeApproval(ref, randomUUID())).toEqual({ status: 'cancelled' });
  });
});

describe('the log', () => {
  it('never holds a card token, even from a URL that carries one', async () => {
    const res = await post('/api/payments/sandbox/cards', hakim.token, card({ number: '4000002760003184' }));
    const { token } = res.json<{ token: string }>();
    await post(`/api/payments/sandbox/cards/${token}/confirm`, hakim.token, { approve: true });
    expect(logged).toContain('/api/payments/sandbox/cards/');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('4000002760003184');
  });
});

describe('input nobody should send', () => {
  it('a NUL byte or a lone surrogate in a token or payment id / 404, never a 500', async () => {
    for (const id of ['%00tok', '%ED%A0%80', 'x'.repeat(100)]) {
      const confirm = await post(`/api/payments/sandbox/cards/${id}/confirm`, hakim.token, { approve: true });
      expect(confirm.statusCode, id).toBeLessThan(500);
      const read = await t.app.inject({
        url: `/api/payments/sandbox/paypal/${id}`,
        headers: bearer(hakim.token),
      });
      expect(read.statusCode, id).toBeLessThan(500);
    }
  });
});

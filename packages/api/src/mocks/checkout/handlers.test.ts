import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../client';
import { checkout, type CheckoutBody } from '../../contract/checkout';
import { checkoutHandlers } from './handlers';

// What the scenarios answer must parse with the contract's schemas (mocks are product code).
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const { call } = createClient({ baseUrl: 'http://pinjam.test', getToken: () => 'token-3' });

const body = (token = 'tok_sbx_4242visa'): CheckoutBody => ({
  entries: [
    { item_id: 106, is_rental: false, quantity: 1 },
    { item_id: 101, is_rental: true, quantity: 1, start_date: '2026-12-01', end_date: '2026-12-03' },
  ],
  fulfilment: 'delivery',
  address: { address_line_1: 'No. 12, Simpang 34', district: 'Tutong', telephone: '+673 712 3456' },
  payment: { method: 'card', token },
});
const key = (k: string) => ({ 'Idempotency-Key': k });

describe('checkoutHandlers', () => {
  it('default: the fee, a quote priced as the server prices it, a placed checkout', async () => {
    server.use(...checkoutHandlers.default);
    expect(await call(checkout.deliveryFee)).toMatchObject({ ok: true, data: { fee: 500 } });
    const { payment: _, ...quoteBody } = body();
    const quote = await call(checkout.quote, { body: quoteBody });
    if (!quote.ok) throw new Error('expected a quote');
    expect(checkout.quote.response.parse(quote.data)).toEqual(quote.data);
    // The tab B$160; three days of the Canon B$135 and its deposit B$500; two orders delivered.
    expect(quote.data.quote).toMatchObject({
      purchases: 16_000,
      rentals: 13_500,
      deposits: 50_000,
      delivery: 1_000,
      total: 80_500,
    });
    const placed = await call(checkout.place, { body: body(), headers: key('key-00000001') });
    if (!placed.ok) throw new Error('expected a checkout');
    expect(placed.status).toBe(201);
    expect(checkout.place.response.parse(placed.data)).toEqual(placed.data);
    expect(placed.data).toMatchObject({ orders: [{ status: 'paid' }], requests: [{ status: 'pending' }] });
  });

  it('default: no Idempotency-Key is a 422; the declined test card is a 402 with its code', async () => {
    server.use(...checkoutHandlers.default);
    expect(await call(checkout.place, { body: body() })).toMatchObject({ status: 422 });
    expect(
      await call(checkout.place, {
        body: body('tok_sandbox_4000000000000002'),
        headers: key('key-00000002'),
      }),
    ).toMatchObject({ status: 402, error: { code: 'card_declined' } });
  });

  it('default: the same key answers the first answer', async () => {
    server.use(...checkoutHandlers.default);
    const first = await call(checkout.place, { body: body(), headers: key('key-00000003') });
    const again = await call(checkout.place, {
      body: body('tok_sandbox_4000000000000002'),
      headers: key('key-00000003'),
    });
    expect(again).toEqual(first);
  });

  it('unavailable and invalidDates name the rental entry; addressRefused the phone number', async () => {
    server.use(...checkoutHandlers.unavailable);
    expect(await call(checkout.place, { body: body(), headers: key('key-00000004') })).toMatchObject({
      status: 409,
      error: { errors: { 'entries.1': expect.any(Array) } },
    });
    server.use(...checkoutHandlers.invalidDates);
    expect(await call(checkout.place, { body: body(), headers: key('key-00000005') })).toMatchObject({
      status: 422,
      error: { errors: { 'entries.1.start_date': expect.any(Array) } },
    });
    server.use(...checkoutHandlers.addressRefused);
    expect(await call(checkout.place, { body: body(), headers: key('key-00000007') })).toMatchObject({
      status: 422,
      error: { errors: { 'address.telephone': expect.any(Array) } },
    });
  });

  it('paypal: approval first, then the confirmation places the checkout', async () => {
    server.use(...checkoutHandlers.paypal);
    const approval = await call(checkout.place, {
      body: { ...body(), payment: { method: 'paypal' } },
      headers: key('key-00000006'),
    });
    if (!approval.ok) throw new Error('expected an approval');
    expect(approval.status).toBe(200);
    expect(checkout.place.response.parse(approval.data)).toMatchObject({
      approval_url: expect.stringMatching(/^\/checkout\/paypal\//),
    });
    const confirmed = await call(checkout.confirmPayPal, { params: { payment_id: 'pay_01JDEMO0PAYPAL' } });
    if (!confirmed.ok) throw new Error('expected a checkout');
    expect(checkout.confirmPayPal.response.parse(confirmed.data)).toEqual(confirmed.data);
  });
});

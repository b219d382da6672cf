import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../client';
import { contract } from '../../contract';
import { paymentsConfigHandlers, sandboxCardHandlers, sandboxPayPalHandlers } from './handlers';
import { testCards } from './fixtures';

// What the scenarios answer must parse with the contract's schemas (mocks are product code).
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const { call } = createClient({ baseUrl: 'http://pinjam.test', getToken: () => 'token-2' });
const { payments } = contract;
const card = (number: string) => ({ number, exp_month: 12, exp_year: 2040, cvc: '123' });

describe('paymentsConfigHandlers', () => {
  it.each(['default', 'providers'] as const)('%s: answers within the contract', async (name) => {
    server.use(...paymentsConfigHandlers[name]);
    const result = await call(payments.config);
    if (!result.ok) throw new Error('expected the config');
    expect(payments.config.response.parse(result.data)).toEqual(result.data);
  });
});

describe('sandboxCardHandlers', () => {
  it('default: the test card succeeds, 3184 asks for the bank step, a bad number is 422 on its field', async () => {
    server.use(...sandboxCardHandlers.default);
    const visa = await call(payments.tokeniseCard, { body: card(testCards.succeeds) });
    expect(visa).toMatchObject({
      ok: true,
      status: 201,
      data: { last4: '4242', requires_confirmation: false },
    });
    const bank = await call(payments.tokeniseCard, { body: card(testCards.confirmation) });
    if (!bank.ok) throw new Error('expected a token');
    expect(payments.tokeniseCard.response.parse(bank.data)).toEqual(bank.data);
    expect(bank.data.requires_confirmation).toBe(true);
    const confirmed = await call(payments.confirmCard, {
      params: { token: bank.data.token },
      body: { approve: true },
    });
    expect(confirmed).toMatchObject({ ok: true, data: { status: 'confirmed' } });
    const bad = await call(payments.tokeniseCard, { body: card('4242 4242 4242 4241') });
    expect(bad).toMatchObject({ status: 422, error: { errors: { number: ['Enter a valid card number'] } } });
  });

  it('confirmationRefused: the bank step is refused', async () => {
    server.use(...sandboxCardHandlers.confirmationRefused);
    const refused = await call(payments.confirmCard, { params: { token: 'tok_x' }, body: { approve: true } });
    expect(refused).toMatchObject({ ok: true, data: { status: 'refused' } });
  });
});

describe('sandboxPayPalHandlers', () => {
  it('default: reads the payment, approves and cancels it with where to go next', async () => {
    server.use(...sandboxPayPalHandlers.default);
    const params = { payment_id: 'pay_123' };
    const read = await call(payments.payPalPayment, { params });
    if (!read.ok) throw new Error('expected the payment');
    expect(payments.payPalPayment.response.parse(read.data)).toEqual(read.data);
    expect(read.data.payment.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(read.data.payment.amount);
    expect(await call(payments.approvePayPal, { params })).toMatchObject({
      ok: true,
      data: { payment: { status: 'approved' } },
    });
    expect(await call(payments.cancelPayPal, { params })).toMatchObject({
      ok: true,
      data: { payment: { status: 'cancelled' } },
    });
  });

  it('notFound: 404 on every call', async () => {
    server.use(...sandboxPayPalHandlers.notFound);
    expect(await call(payments.payPalPayment, { params: { payment_id: 'pay_x' } })).toMatchObject({
      status: 404,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { cardSchema, fieldErrors, readCard } from './readCard';

describe('readCard', () => {
  it('given the test card as typed / it is the sandbox’s body, the year in four digits', () => {
    expect(readCard({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })).toEqual({
      ok: true,
      body: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
  });

  it('given a wrong number, a half expiry and a short code / each field gets the contract’s first message', () => {
    expect(readCard({ number: '4242 4242 4242 4241', expiry: '1', cvc: '1' })).toEqual({
      ok: false,
      errors: {
        number: 'Enter a valid card number',
        expiry: 'Enter the month on the card (1–12)',
        cvc: 'Enter the 3 or 4 digits on the back of the card',
      },
    });
  });

  it('given an expired card / the expiry says so', () => {
    expect(readCard({ number: '4242 4242 4242 4242', expiry: '01/20', cvc: '123' })).toMatchObject({
      ok: false,
      errors: { expiry: 'This card has expired' },
    });
  });
});

describe('fieldErrors', () => {
  it('puts the server’s month and year on the expiry field', () => {
    expect(
      fieldErrors([
        ['exp_year', 'This card has expired'],
        ['cvc', 'Bad'],
      ]),
    ).toEqual({
      expiry: 'This card has expired',
      cvc: 'Bad',
    });
  });
});

describe('cardSchema', () => {
  it('given the test card / it answers the sandbox’s body', () => {
    expect(cardSchema.safeParse({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })).toEqual({
      success: true,
      data: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
  });

  it('given an expired card and a short code / the messages name the form’s fields', () => {
    const parsed = cardSchema.safeParse({ number: '4242 4242 4242 4242', expiry: '01/20', cvc: '1' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message]).sort()).toEqual([
      ['cvc', 'Enter the 3 or 4 digits on the back of the card'],
      ['expiry', 'This card has expired'],
    ]);
  });
});

// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { entryKey } from '@pinjam/api/domain';
import { fakeCart } from '@pinjam/machines';
import { namedEntries, toCheckoutEntries, toPlaceOrderResult } from './checkoutLogic';
import { attemptKey, markCancelled, readPayPalReturn } from './paypalReturn';

const refused = (status: number, message: string, errors?: Record<string, string[]>) =>
  ({ ok: false, status, error: errors ? { message, errors } : { message } }) as const;

describe('toCheckoutEntries', () => {
  it('sends each cart entry by item id, with dates only for rentals', () => {
    const entries = toCheckoutEntries(fakeCart);
    expect(entries).toHaveLength(fakeCart.length);
    entries.forEach((entry, i) => {
      const cart = fakeCart[i]!;
      expect(entry.item_id).toBe(cart.item.id);
      expect(entry.is_rental).toBe(cart.isRental);
      if (cart.isRental)
        expect(entry).toMatchObject({ start_date: cart.start_date, end_date: cart.end_date });
      else expect(entry).not.toHaveProperty('start_date');
    });
  });
});

describe('toPlaceOrderResult', () => {
  it('given a 201 / it is placed, with what was created', () => {
    const result = toPlaceOrderResult(
      {
        ok: true,
        status: 201,
        data: {
          orders: [{ id: 1, seller_id: 2, total: 100, status: 'paid' }],
          requests: [
            { id: 3, item_id: 4, start_date: '2026-12-01', end_date: '2026-12-03', status: 'pending' },
          ],
          total: 250,
        },
      },
      fakeCart,
    );
    expect(result).toEqual({
      status: 'placed',
      result: {
        orders: [{ id: 1, seller_id: 2, total: 100 }],
        requests: [{ id: 3, item_id: 4, start_date: '2026-12-01', end_date: '2026-12-03' }],
        total: 250,
      },
    });
  });

  it('given PayPal’s 200 / it waits for the approval', () => {
    expect(
      toPlaceOrderResult(
        { ok: true, status: 200, data: { approval_url: '/checkout/paypal/p1', payment_id: 'p1' } },
        [],
      ),
    ).toEqual({
      status: 'approvalRequired',
      approval: { approval_url: '/checkout/paypal/p1', payment_id: 'p1' },
    });
  });

  it('given a 402 / it is declined with the server’s message, its status and errors kept', () => {
    expect(toPlaceOrderResult(refused(402, 'Declined.'), fakeCart)).toEqual({
      status: 'failed',
      failure: { reason: 'declined', message: 'Declined.', status: 402, errors: {} },
    });
  });

  it('given a 409 naming entries.1 and a 422 on entries.1.start_date / the cart key of that entry is unavailable', () => {
    for (const [status, key] of [
      [409, 'entries.1'],
      [422, 'entries.1.start_date'],
    ] as const) {
      expect(
        toPlaceOrderResult(refused(status, 'Gone.', { [key]: ['No longer available'] }), fakeCart),
      ).toEqual({
        status: 'failed',
        failure: {
          reason: 'unavailable',
          message: 'Gone.',
          unavailable: [entryKey(fakeCart[1]!)],
          status,
          errors: { [key]: ['No longer available'] },
        },
      });
    }
  });

  it('given no answer or a 5xx / it rejects, so the machine retries with the same key', () => {
    expect(() => toPlaceOrderResult(refused(0, 'Offline'), fakeCart)).toThrow('Offline');
    expect(() => toPlaceOrderResult(refused(500, 'Oops'), fakeCart)).toThrow('Oops');
  });
});

describe('namedEntries', () => {
  it('joins the messages of each entry, whatever field they name', () => {
    expect(
      namedEntries({
        'entries.0': ['Sold out.'],
        'entries.0.quantity': ['Too many.'],
        'address.telephone': ['x'],
      }),
    ).toEqual(new Map([[0, 'Sold out. Too many.']]));
  });

  it('given a part / keeps only the dates’ messages, or only the others', () => {
    const errors = {
      'entries.0': ['Verify your identity.'],
      'entries.0.end_date': ['Rent this item for at most 90 days.'],
      'entries.1.start_date': ['Choose a first day from today on.'],
    };
    expect(namedEntries(errors, 'dates')).toEqual(
      new Map([
        [0, 'Rent this item for at most 90 days.'],
        [1, 'Choose a first day from today on.'],
      ]),
    );
    expect(namedEntries(errors, 'line')).toEqual(new Map([[0, 'Verify your identity.']]));
  });
});

describe('the PayPal return', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads approved and cancelled with the payment id, and nothing else', () => {
    expect(
      readPayPalReturn(new URLSearchParams('payment_id=p1&paypal=approved&token=EC-1&PayerID=X')),
    ).toEqual({
      outcome: 'approved',
      paymentId: 'p1',
    });
    expect(readPayPalReturn(new URLSearchParams('paypal=cancelled&payment_id=p1'))).toMatchObject({
      outcome: 'cancelled',
    });
    expect(readPayPalReturn(new URLSearchParams('paypal=maybe&payment_id=p1'))).toBeNull();
    expect(readPayPalReturn(new URLSearchParams('paypal=approved'))).toBeNull();
  });

  it('after a cancelled approval / the same attempt is sent under a new key, once per cancel', () => {
    expect(attemptKey('key-abcdefgh')).toBe('key-abcdefgh');
    markCancelled('key-abcdefgh');
    expect(attemptKey('key-abcdefgh')).toBe('key-abcdefgh.1');
    markCancelled('key-abcdefgh');
    expect(attemptKey('key-abcdefgh')).toBe('key-abcdefgh.2');
    expect(attemptKey('another-key')).toBe('another-key');
  });
});

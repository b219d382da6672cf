import { describe, expect, it } from 'vitest';
import {
  fits,
  known,
  list,
  nullable,
  object,
  oneOf,
  optional,
  partial,
  text,
  variants,
  whole,
} from './shape';

describe('shapes', () => {
  const payment = variants('method', {
    card: object({ method: oneOf('card'), token: text({ max: 20, filled: true }) }),
    paypal: object({ method: oneOf('paypal') }),
  });

  it('say what does not fit, and where', () => {
    expect(payment({ method: 'card', token: 'tok' })).toBeNull();
    expect(payment({ method: 'paypal', extra: 1 })).toBeNull();
    expect(payment({ method: 'card' }, 'payment')).toBe('payment.token: expected a text, got nothing');
    expect(payment({ method: 'card', token: ' ' })).toBe('token: is empty');
    expect(payment({ method: 'cash' })).toBe('method: expected card or paypal, got "cash"');
    expect(payment({ method: { toString: () => 'card' } })).toMatch(/^method: expected card or paypal/);
    expect(payment(null)).toBe('expected an object, got null');
    expect(payment([])).toBe('expected an object, got a list');
  });

  it('hold against texts too long, numbers not whole, lists too long and prototype keys', () => {
    expect(text({ max: 3 })('abcd')).toBe('longer than 3 characters');
    expect(whole()(1.5)).toBe('expected a whole number, got number 1.5');
    expect(whole()(Number.NaN)).toBe('expected a whole number, got number NaN');
    expect(whole({ max: 5 })(6)).toBe('expected 0 to 5, got 6');
    expect(list(whole(), { max: 1 })([1, 2])).toBe('more than 1 items');
    expect(list(whole())([1, 'x'], 'ids')).toBe('ids[1]: expected a whole number, got "x"');
    expect(variants('kind', { order: object({}) })({ kind: 'toString' })).toMatch(/expected order/);
    expect(variants('kind', { order: object({}) })({ kind: '__proto__' })).toMatch(/expected order/);
  });

  it('let optional fields be left out and nullable ones be null', () => {
    const address = object({ line: text(), city: optional(nullable(text())) });
    expect(fits(address, { line: 'a' })).toBe(true);
    expect(fits(address, { line: 'a', city: null })).toBe(true);
    expect(address({ line: 'a', city: 3 })).toBe('city: expected a text, got number 3');
  });

  it('keep only the known keys of a partial change', () => {
    const fields = { name: text(), age: whole() };
    expect(fits(partial(fields), { name: 'Siti', token: 'x' })).toBe(true);
    expect(partial(fields)({ age: 'old' })).toBe('age: expected a whole number, got "old"');
    expect(known(fields, { name: 'Siti', token: 'x', age: undefined })).toEqual({ name: 'Siti' });
  });
});

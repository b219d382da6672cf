import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, isCents, moneyInputText, parseMoney } from './money';

/** The text worked out with integers only: the oracle the Intl formatter must agree with. */
function byHand(cents: number): string {
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}B$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

describe('formatMoney', () => {
  // The texts the app showed before the domain (packages/ui's and packages/machines' formatters).
  it.each([
    [1250, 'B$12.50'],
    [5, 'B$0.05'],
    [0, 'B$0.00'],
    [100_000, 'B$1,000.00'],
    [123_456_789, 'B$1,234,567.89'],
    [-300, '-B$3.00'],
  ])('shows %i cents as %s', (cents, text) => expect(formatMoney(cents)).toBe(text));

  it('agrees with integer arithmetic for every safe number of cents, huge ones included', () => {
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(formatMoney(cents)).toBe(byHand(cents));
      }),
    );
  });

  it('refuses fractions of a cent and unsafe integers: money is integer cents', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(2 ** 60)).toThrow(RangeError);
  });
});

describe('parseMoney', () => {
  it('reads whole dollars, cents, commas and the currency as integer cents', () => {
    expect(parseMoney('12')).toBe(1200);
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney('12.05')).toBe(1205);
    expect(parseMoney('.5')).toBe(50);
    expect(parseMoney('12.')).toBe(1200);
    expect(parseMoney('B$12.50')).toBe(1250);
    expect(parseMoney(' B$1,250.00 ')).toBe(125000);
    expect(parseMoney('$3')).toBe(300);
  });

  it('reads nothing written as no amount', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('  ')).toBeNull();
  });

  it('refuses fractions of a cent, signs, words and a lone point', () => {
    for (const text of ['1.234', '-5', 'ten', '.', '1e3', '1.2.3', 'B$-1.00'])
      expect(parseMoney(text)).toBe('invalid');
  });

  it('reads back what formatMoney and moneyInputText write', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        expect(parseMoney(formatMoney(cents))).toBe(cents);
        expect(parseMoney(moneyInputText(cents))).toBe(cents);
      }),
    );
  });
});

describe('moneyInputText', () => {
  it('shows cents as dollars for editing, whole amounts without .00', () => {
    expect(moneyInputText(1250)).toBe('12.50');
    expect(moneyInputText(1205)).toBe('12.05');
    expect(moneyInputText(1200)).toBe('12');
    expect(moneyInputText(0)).toBe('0');
    expect(moneyInputText(null)).toBe('');
    expect(moneyInputText(undefined)).toBe('');
  });
});

describe('isCents', () => {
  it('accepts whole non-negative safe numbers only', () => {
    expect([0, 1, 2 ** 53 - 1].map(isCents)).toEqual([true, true, true]);
    expect([-1, 1.5, 2 ** 53, Number.NaN, '12', null].map(isCents)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

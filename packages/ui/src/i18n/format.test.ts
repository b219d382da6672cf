import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format';

describe('formatMoney', () => {
  it.each([
    [1250, 'B$12.50'],
    [5, 'B$0.05'],
    [0, 'B$0.00'],
    [123456789, 'B$1,234,567.89'],
    [-300, '-B$3.00'],
  ])('shows %i cents as %s', (cents, text) => expect(formatMoney(cents)).toBe(text));

  it('refuses fractions of a cent: money is integer cents', () => {
    expect(() => formatMoney(12.5)).toThrow(TypeError);
  });
});

describe('formatDate', () => {
  it("shows a calendar date as 'dd MMM yyyy'", () => expect(formatDate('2026-03-05')).toBe('05 Mar 2026'));
  it('spells every month in three letters (Sep, not Sept)', () => {
    expect(formatDate('2026-09-05')).toBe('05 Sep 2026');
    expect(formatDate('2026-06-30')).toBe('30 Jun 2026');
  });
  it('shows a moment as its day in Brunei (UTC+8)', () => {
    expect(formatDate('2026-03-04T17:30:00Z')).toBe('05 Mar 2026');
    expect(formatDate(new Date('2026-03-04T15:59:00Z'))).toBe('04 Mar 2026');
  });
});

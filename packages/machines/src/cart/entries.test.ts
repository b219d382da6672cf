import { describe, expect, it } from 'vitest';
import { formatBnd } from '../_shared/money';
import { dayNumber, rentalDays } from './dates';
import { addEntry, entryKey, restoreEntries } from './entries';
import { buy, fakeCart, fakeItems, rent } from './fakes';
import { cartTotals, deliveryOrderCount, priceEntry, rentalPrice } from './pricing';

describe('rental days', () => {
  it('count both the first and the last day', () => {
    expect(rentalDays('2026-03-05', '2026-03-05')).toBe(1);
    expect(rentalDays('2026-03-05', '2026-03-11')).toBe(7);
    expect(rentalDays('2026-02-27', '2026-03-02')).toBe(4);
    expect(rentalDays('2028-02-28', '2028-03-01')).toBe(3);
  });
  it('are null for an end before the start or a date that does not exist', () => {
    expect(rentalDays('2026-03-06', '2026-03-05')).toBeNull();
    expect(rentalDays('2026-02-29', '2026-03-01')).toBeNull();
    expect(rentalDays('05 Mar 2026', '2026-03-06')).toBeNull();
    expect(dayNumber('1970-01-02')).toBe(1);
  });
});

describe('rental price of one unit', () => {
  const rentTerms = fakeItems.camera.rent; // 35.00 a day, 180.00 a week
  it('is days × the daily price under a week', () => {
    expect(rentalPrice(rentTerms, 1)).toBe(3500);
    expect(rentalPrice(rentTerms, 6)).toBe(21_000);
  });
  it('is whole weeks at the weekly price plus the remaining days at the daily price from 7 days', () => {
    expect(rentalPrice(rentTerms, 7)).toBe(18_000);
    expect(rentalPrice(rentTerms, 10)).toBe(18_000 + 3 * 3500);
    expect(rentalPrice(rentTerms, 14)).toBe(36_000);
  });
  it('is days × the daily price when there is no weekly price', () => {
    expect(rentalPrice(fakeItems.drone.rent, 9)).toBe(9 * 4000);
  });
});

describe('cart totals', () => {
  it('price each line in cents: quantity × unit, deposits per unit and apart', () => {
    expect(priceEntry(rent(fakeItems.camera, '2026-03-05', '2026-03-14', 2))).toEqual({
      key: '101:rent:2026-03-05:2026-03-14',
      item_id: 101,
      title: 'Canon EOS R6 camera',
      isRental: true,
      quantity: 2,
      days: 10,
      unit_price: 28_500,
      line_total: 57_000,
      deposit: 40_000,
    });
    expect(priceEntry(buy(fakeItems.tent, 3))).toMatchObject({
      days: null,
      unit_price: 8950,
      line_total: 26_850,
      deposit: 0,
    });
  });

  it('add up purchases, rentals, the subtotal, deposits and units', () => {
    const totals = cartTotals(fakeCart);
    expect(totals).toMatchObject({
      purchases: 17_900,
      rentals: 36_500,
      subtotal: 54_400,
      deposits: 50_000,
      units: 4,
    });
    expect(totals.lines.every((line) => Number.isInteger(line.line_total))).toBe(true);
    expect(cartTotals([])).toEqual({
      lines: [],
      units: 0,
      purchases: 0,
      rentals: 0,
      subtotal: 0,
      deposits: 0,
    });
  });

  it('count one delivery order per seller of purchases and one per rental', () => {
    expect(deliveryOrderCount(fakeCart)).toBe(3);
    expect(deliveryOrderCount([buy(fakeItems.tent), buy(fakeItems.speaker), buy(fakeItems.camera)])).toBe(2);
    expect(deliveryOrderCount([])).toBe(0);
  });

  it('format cents as Brunei dollars without float rounding', () => {
    expect(formatBnd(1250)).toBe('B$12.50');
    expect(formatBnd(5)).toBe('B$0.05');
    expect(formatBnd(123_456_789)).toBe('B$1,234,567.89');
    expect(() => formatBnd(12.5)).toThrow(RangeError);
  });
});

describe('entries', () => {
  it('are keyed by item and rental flag, and for rentals by dates', () => {
    expect(entryKey(buy(fakeItems.camera))).toBe('101:buy');
    expect(entryKey(rent(fakeItems.camera, '2026-03-05', '2026-03-06'))).toBe(
      '101:rent:2026-03-05:2026-03-06',
    );
  });

  it('merge keeping their place and taking the newest stock figure', () => {
    const restocked = { ...fakeItems.tent, starting_inventory: 8 };
    const { entries, notice } = addEntry([buy(fakeItems.tent, 4), buy(fakeItems.speaker)], buy(restocked, 3));
    expect(entries).toEqual([buy(restocked, 7), buy(fakeItems.speaker)]);
    expect(notice).toBeNull();
  });

  it('restored from storage keep valid entries, merge duplicates and cap quantities', () => {
    const stored = JSON.parse(
      JSON.stringify([
        buy(fakeItems.tent, 3),
        null,
        { isRental: 'no' },
        buy(fakeItems.tent, 4),
        buy(fakeItems.drone),
      ]),
    );
    expect(restoreEntries(stored)).toEqual([buy(fakeItems.tent, 5)]);
    expect(restoreEntries('not a list')).toEqual([]);
  });
});

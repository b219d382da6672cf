import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryKey, type CartEntry, type CartItem } from './cart';
import { addDays } from './dates';
import { cartTotals, deliveryOrderCount, priceEntry, rentalPrice } from './pricing';

const camera: CartItem = {
  id: 101,
  title: 'Canon EOS R6 camera',
  starting_inventory: 3,
  owner_id: 2,
  rent: { price_per_day: 3500, price_per_week: 18_000, deposit: 20_000, min_days: 1, max_days: 30 },
  sale: null,
};
const tent: CartItem = {
  id: 107,
  title: 'Four-person camping tent',
  starting_inventory: 5,
  owner_id: 3,
  rent: null,
  sale: { price: 8950 },
};
const speaker: CartItem = { ...tent, id: 103, title: 'PA speaker', sale: { price: 12_000 } };

const buy = (item: CartItem, quantity = 1): CartEntry => ({ item, isRental: false, quantity });
const rent = (item: CartItem, start_date: string, end_date: string, quantity = 1): CartEntry => ({
  item,
  isRental: true,
  quantity,
  start_date,
  end_date,
});

describe('rental price of one unit', () => {
  it('is days × the daily price under a week', () => {
    expect(rentalPrice(camera.rent!, 1)).toBe(3500);
    expect(rentalPrice(camera.rent!, 6)).toBe(21_000);
  });

  it('is whole weeks at the weekly price plus the remaining days at the daily price from 7 days', () => {
    expect(rentalPrice(camera.rent!, 7)).toBe(18_000);
    expect(rentalPrice(camera.rent!, 10)).toBe(18_000 + 3 * 3500);
    expect(rentalPrice(camera.rent!, 14)).toBe(36_000);
  });

  it('is days × the daily price when there is no weekly price', () => {
    expect(rentalPrice({ price_per_day: 4000, min_days: 1 }, 9)).toBe(36_000);
  });

  it('never costs more than the days at the daily price when a week is cheaper than seven days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 365 }),
        (perDay, discount, days) => {
          const perWeek = Math.floor((7 * perDay * (100 - discount)) / 100);
          const price = rentalPrice({ price_per_day: perDay, price_per_week: perWeek, min_days: 1 }, days);
          expect(Number.isSafeInteger(price)).toBe(true);
          expect(price).toBeLessThanOrEqual(days * perDay);
        },
      ),
    );
  });
});

describe('cart totals', () => {
  it('price each line in cents: quantity × unit, deposits per unit and apart', () => {
    expect(priceEntry(rent(camera, '2026-03-05', '2026-03-14', 2))).toEqual({
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
    expect(priceEntry(buy(tent, 3))).toMatchObject({
      days: null,
      unit_price: 8950,
      line_total: 26_850,
      deposit: 0,
    });
  });

  it('add up to nothing for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      lines: [],
      units: 0,
      purchases: 0,
      rentals: 0,
      subtotal: 0,
      deposits: 0,
    });
  });

  it('are the sums of their lines, in whole cents, for any cart', () => {
    const entry = fc.oneof(
      fc
        .record({ item: fc.constantFrom(tent, speaker), quantity: fc.integer({ min: 1, max: 5 }) })
        .map(({ item, quantity }) => buy(item, quantity)),
      fc
        .record({
          start: fc.integer({ min: 0, max: 60 }),
          days: fc.integer({ min: 0, max: 29 }),
          quantity: fc.integer({ min: 1, max: 3 }),
        })
        .map(({ start, days, quantity }) => {
          const from = addDays('2026-03-01', start)!;
          return rent(camera, from, addDays(from, days)!, quantity);
        }),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), (entries) => {
        const totals = cartTotals(entries);
        const sum = (pick: (l: (typeof totals.lines)[number]) => number) =>
          totals.lines.reduce((total, line) => total + pick(line), 0);
        expect(totals.subtotal).toBe(sum((l) => l.line_total));
        expect(totals.purchases + totals.rentals).toBe(totals.subtotal);
        expect(totals.deposits).toBe(sum((l) => l.deposit));
        expect(totals.units).toBe(sum((l) => l.quantity));
        expect(totals.lines.map((l) => l.key)).toEqual(entries.map(entryKey));
        for (const line of totals.lines) expect(Number.isSafeInteger(line.line_total)).toBe(true);
      }),
    );
  });

  it('count one delivery order per seller of purchases and one per rental', () => {
    expect(deliveryOrderCount([buy(tent), buy(speaker), rent(camera, '2026-03-05', '2026-03-06')])).toBe(2);
    expect(deliveryOrderCount([buy(tent), buy(camera), rent(camera, '2026-03-05', '2026-03-06')])).toBe(3);
    expect(deliveryOrderCount([])).toBe(0);
  });
});

describe('entry keys', () => {
  it('name the item and rental flag, and for a rental its dates', () => {
    expect(entryKey(buy(camera))).toBe('101:buy');
    expect(entryKey(rent(camera, '2026-03-05', '2026-03-06'))).toBe('101:rent:2026-03-05:2026-03-06');
  });
});

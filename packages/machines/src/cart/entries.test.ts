import { describe, expect, it } from 'vitest';
import { cartTotals, deliveryOrderCount } from '@pinjam/api/domain';
import { addEntry, entryKey, restoreEntries } from './entries';
import { buy, fakeCart, fakeItems, rent } from './fakes';

// Pricing itself is tested in @pinjam/api/domain; here, the figures of the fakes that stories and
// the checkout's tests rely on.
describe('cart totals of the fakes', () => {
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

  it('keep the cover picture they were added with, through storage and back', () => {
    const withCover = { ...fakeItems.tent, cover: '/uploads/items/107/card.webp' };
    const { entries } = addEntry([], buy(withCover, 2));
    expect(entries[0]?.item.cover).toBe('/uploads/items/107/card.webp');
    expect(restoreEntries(JSON.parse(JSON.stringify(entries)))[0]?.item.cover).toBe(
      '/uploads/items/107/card.webp',
    );
  });
});

// Cart prices in integer cents: the cart and checkout screens show them, and the server charges
// them (it prices every order itself from the entries, never trusting client figures, with these
// same functions). Rules: packages/machines/README.md, "Cart".
import { entryKey, type CartEntry, type CartLine, type CartTotals, type ItemRent } from './cart';
import { rentalDays } from './dates';

export const DAYS_PER_WEEK = 7;

/**
 * One unit rented for `days` days: each whole week at the weekly price when the rental is 7 days
 * or more and the item has a weekly price, the remaining days at the daily price.
 */
export function rentalPrice(rent: ItemRent, days: number): number {
  const weekly = rent.price_per_week;
  if (weekly == null || days < DAYS_PER_WEEK) return days * rent.price_per_day;
  const weeks = Math.floor(days / DAYS_PER_WEEK);
  return weeks * weekly + (days - weeks * DAYS_PER_WEEK) * rent.price_per_day;
}

/** The priced line for an entry. Entries in the cart are valid (the cart's `entryProblem`). */
export function priceEntry(entry: CartEntry): CartLine {
  const base = {
    key: entryKey(entry),
    item_id: entry.item.id,
    title: entry.item.title,
    isRental: entry.isRental,
    quantity: entry.quantity,
  };
  if (!entry.isRental) {
    const unit = entry.item.sale?.price ?? 0;
    return { ...base, days: null, unit_price: unit, line_total: unit * entry.quantity, deposit: 0 };
  }
  const rent = entry.item.rent;
  const days = rentalDays(entry.start_date, entry.end_date) ?? 0;
  const unit = rent ? rentalPrice(rent, days) : 0;
  return {
    ...base,
    days,
    unit_price: unit,
    line_total: unit * entry.quantity,
    deposit: (rent?.deposit ?? 0) * entry.quantity,
  };
}

export function cartTotals(entries: readonly CartEntry[]): CartTotals {
  const lines = entries.map(priceEntry);
  const sum = (pick: (line: CartLine) => number, only?: (line: CartLine) => boolean) =>
    lines.filter(only ?? (() => true)).reduce((total, line) => total + pick(line), 0);
  const purchases = sum(
    (l) => l.line_total,
    (l) => !l.isRental,
  );
  const rentals = sum(
    (l) => l.line_total,
    (l) => l.isRental,
  );
  return {
    lines,
    units: sum((l) => l.quantity),
    purchases,
    rentals,
    subtotal: purchases + rentals,
    deposits: sum((l) => l.deposit),
  };
}

/**
 * Orders a checkout with platform delivery creates, each charged the delivery fee once:
 * one per seller among the purchases, and one per rental entry (each becomes its own request,
 * then its own rental order; docs/product.md, "Rent, buy and pay").
 */
export function deliveryOrderCount(entries: readonly CartEntry[]): number {
  const sellers = new Set(entries.filter((e) => !e.isRental).map((e) => e.item.owner_id));
  return sellers.size + entries.filter((e) => e.isRental).length;
}

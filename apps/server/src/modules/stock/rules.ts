// Which units of an item are free, for a sale and for a rental's days alike: pure (decision 0026,
// "One owner of a unit"). `starting_inventory` counts the units not sold yet (a sale takes from
// it); active bookings hold units for days, a pending request's as much as an accepted one's. A
// unit is free on a day when it is neither sold nor held that day.
import { addDays, dayNumber, formatDate } from '@pinjam/api/domain';

/** The units a booking holds, for its days (both included). */
export interface Held {
  quantity: number;
  start_date: string;
  end_date: string;
}

export const SOLD_OUT = 'This item is sold out.';
export const BOOKED_FOR_RENT = 'This item is booked for rental, so it cannot be bought now.';
export const NO_UNIT_FOR_THESE_DAYS =
  'No unit of this item is free on these days any more (it was sold or booked), so the request ' +
  'was declined and the renter’s payment released.';
export const DECLINED_NO_UNIT = 'Sorry, no unit of this item is free on your days any more.';

/** The first day of start..end on which `held` take the most units, and how many (0: none). */
export function busiestDay(held: readonly Held[], start: string, end: string) {
  const from = dayNumber(start)!;
  const to = dayNumber(end)!;
  let most = { units: 0, day: start };
  for (let day = from; day <= to; day++) {
    let used = 0;
    for (const h of held)
      if (dayNumber(h.start_date)! <= day && day <= dayNumber(h.end_date)!) used += h.quantity;
    if (used > most.units) most = { units: used, day: addDays(start, day - from)! };
  }
  return most;
}

/** The most units `held` take on any one day of start..end. */
export const mostHeld = (held: readonly Held[], start: string, end: string): number =>
  busiestDay(held, start, end).units;

/** Why the owner may not keep `units` when accepted rentals hold `rented` of them on `day`, or null. */
export const keepProblem = (units: number, rented: { units: number; day: string }): string | null =>
  units >= rented.units
    ? null
    : `${rented.units === 1 ? '1 unit is' : `${rented.units} units are`} rented out on ` +
      `${formatDate(rented.day)}, so keep at least ${rented.units}.`;

/** Units free on every day of from..to: the units not sold, less the most held on one of them. */
export const freeUnits = (units: number, held: readonly Held[], from: string, to: string) =>
  Math.max(0, units - mostHeld(held, from, to));

/**
 * Units a sale may take: a sale is for good, so a unit must be free today and on every day a
 * booking holds from today on (`held`: the item's bookings that end today or later).
 */
export function freeToSell(units: number, held: readonly Held[], today: string): number {
  const last = held.reduce((end, h) => (h.end_date > end ? h.end_date : end), today);
  return freeUnits(units, held, today, last);
}

/** Why a sale of `wanted` units is refused, or null: `free` from `freeToSell`. */
export function saleProblem(units: number, free: number, wanted: number): string | null {
  if (wanted <= free) return null;
  if (units <= 0) return SOLD_OUT;
  if (free === 0) return BOOKED_FOR_RENT;
  if (free === units) return `Only ${free} left in stock.`;
  return `Only ${free} can be bought now: the others are booked for rental.`;
}

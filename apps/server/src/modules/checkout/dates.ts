// A rental's days as a checkout judges them: pure. From today (Brunei) to the booking window's
// last day, the end not before the start, as long as the item allows (its owner's maximum, or
// the marketplace's longest rental: issue 24). Whether a unit is free on them: modules/stock.
import type { CheckoutEntryInput } from '@pinjam/api/contract';
import {
  dayNumber,
  formatDate,
  lastBookableDay,
  longestRental,
  rentalDays,
  type RentalBounds,
} from '@pinjam/api/domain';
import type { FieldMessages } from '../../platform/errors/domain';

export const PAST_START = 'Choose a first day from today on.';
export const END_BEFORE_START = 'The last day cannot be before the first.';

const beyondWindow = (which: 'first' | 'last', months: number, lastDay: string) =>
  `Bookings open ${months} ${months === 1 ? 'month' : 'months'} ahead: choose a ${which} day by ${formatDate(lastDay)}.`;

export const add = (errors: FieldMessages, key: string, message: string) =>
  (errors[key] ??= []).push(message);

/** What entries are judged against besides their items: today in Brunei, the marketplace's bounds. */
export interface Judged {
  today: string;
  bounds: RentalBounds;
}

/** Every problem of a rental's dates, beside the date it is about (`<at>.start_date`, `<at>.end_date`). */
export function datesProblem(
  entry: CheckoutEntryInput,
  item: { min_days: number; max_days: number | null },
  { today, bounds }: Judged,
  invalid: FieldMessages,
  at: string,
) {
  const start = entry.start_date!;
  const end = entry.end_date!;
  const lastDay = lastBookableDay(today, bounds);
  const months = bounds.booking_window_months;
  if (dayNumber(start)! < dayNumber(today)!) add(invalid, `${at}.start_date`, PAST_START);
  if (start > lastDay) add(invalid, `${at}.start_date`, beyondWindow('first', months, lastDay));
  const days = rentalDays(start, end);
  if (days === null) return add(invalid, `${at}.end_date`, END_BEFORE_START);
  if (end > lastDay) add(invalid, `${at}.end_date`, beyondWindow('last', months, lastDay));
  const longest = longestRental(item, bounds);
  if (days < item.min_days)
    add(invalid, `${at}.end_date`, `Rent this item for at least ${item.min_days} days.`);
  else if (days > longest) add(invalid, `${at}.end_date`, `Rent this item for at most ${longest} days.`);
}

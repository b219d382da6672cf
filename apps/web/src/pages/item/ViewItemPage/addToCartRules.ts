// What the add-to-cart form asks of its values, as pure functions: the cart entry they make and
// what is wrong with them, beside which field. The form's schema and its live messages both read
// `judge`, so what is said while typing is what stops the add.
import { type CartEntry, formatDate, formatMoney, rentalDays, rentalPrice } from '@pinjam/api/domain';
import { z, type Item } from '@pinjam/api/contract';
import { entryProblem, type EntryProblem } from '@pinjam/machines';
import type { CalendarDateRange, useMessages } from '@pinjam/ui';
import { toCartItem } from '../../../features/cart/toCartItem';
import type { BookedDay } from './Availability';
import type { addToCartMessages } from './messages';

export type Mode = 'rent' | 'buy';
export interface AddToCartValues {
  mode: Mode;
  range: CalendarDateRange | null;
  quantity: string;
}
type Messages = ReturnType<typeof useMessages<typeof addToCartMessages>>;

export interface AddToCartRules {
  item: Item;
  booked: readonly BookedDay[];
  /** Units there are for this mode. */
  stock: number;
  /** The longest rental in days, when known. */
  longest: number | null;
  t: Messages;
}

export interface Judged {
  /** The entry the values make, or null (renting with no dates yet). */
  entry: CartEntry | null;
  units: number;
  days: number | null;
  /** What is wrong, beside which field; `range` says a missing range too (only after an add). */
  errors: { quantity?: string; range?: string };
  /** The range's problem as soon as the dates are chosen (a missing range is not one yet). */
  rangeNow?: string;
}

const WHOLE = /^\s*\d+\s*$/;

export function judge({ mode, range, quantity }: AddToCartValues, rules: AddToCartRules): Judged {
  const { item, booked, stock, longest, t } = rules;
  const units = WHOLE.test(quantity) ? Number(quantity) : NaN;
  const cartItem = toCartItem(item, longest);
  const entry: CartEntry | null =
    mode === 'buy'
      ? { item: cartItem, isRental: false, quantity: units }
      : range
        ? { item: cartItem, isRental: true, quantity: units, start_date: range.start, end_date: range.end }
        : null;
  const problem: EntryProblem | null = entry ? entryProblem(entry) : null;
  // The first day of the range without as many free units as asked for (booked days are refused
  // by the calendar; this catches days booked after the range was chosen, and partly booked ones).
  const clash =
    mode === 'rent' && range && units >= 1
      ? booked.find((d) => d.date >= range.start && d.date <= range.end && d.free < units)
      : undefined;
  const problemText = (p: EntryProblem) =>
    p === 'tooShort' ? t.tooShort(item.min_days) : p === 'tooLong' ? t.tooLong(longest ?? 0) : t[p];
  const rangeNow =
    mode !== 'rent'
      ? undefined
      : problem === 'tooShort' || problem === 'tooLong' || problem === 'invalidDates'
        ? problemText(problem)
        : clash
          ? clash.free <= 0
            ? t.bookedDay({ date: formatDate(clash.date) })
            : t.fewFree({ free: clash.free, units: stock, date: formatDate(clash.date) })
          : undefined;
  const quantityError = !(units >= 1) ? t.invalidQuantity : units > stock ? t.tooMany(stock) : undefined;
  // A problem of the entry that no field shows (the cart machine's own rules).
  const other = problem && !rangeNow && problem !== 'invalidQuantity' ? problemText(problem) : undefined;
  const rangeError = rangeNow ?? (mode === 'rent' && !range ? t.chooseDates : other);
  return {
    entry,
    units,
    days: range ? rentalDays(range.start, range.end) : null,
    errors: { ...(quantityError && { quantity: quantityError }), ...(rangeError && { range: rangeError }) },
    ...(rangeNow && { rangeNow }),
  };
}

/** The form's schema: `judge`'s errors beside their fields; the entry when there are none. */
export const addToCartSchema = (rulesFor: (mode: Mode) => AddToCartRules) =>
  z.pipe(
    z.custom<AddToCartValues>().check(
      z.superRefine((values, ctx) => {
        for (const [field, message] of Object.entries(judge(values, rulesFor(values.mode)).errors))
          ctx.addIssue({ code: 'custom', path: [field], message, input: values });
      }),
    ),
    z.transform((values: AddToCartValues) => judge(values, rulesFor(values.mode)).entry!),
  );

/** The price of what is chosen, once it is all fine (several units to buy, or a rental). */
export function estimateOf({ entry, errors, days, units }: Judged, { item, t }: AddToCartRules) {
  if (!entry || errors.quantity || errors.range) return null;
  if (entry.isRental)
    return days !== null && entry.item.rent
      ? {
          total: t.rentalTotal({
            price: formatMoney(rentalPrice(entry.item.rent, days) * units),
            days: t.days(days),
          }),
          deposit: item.deposit ? t.deposit({ deposit: formatMoney(item.deposit * units) }) : null,
        }
      : null;
  return item.sale_price !== null && units > 1
    ? { total: t.saleTotal({ price: formatMoney(item.sale_price * units) }), deposit: null }
    : null;
}

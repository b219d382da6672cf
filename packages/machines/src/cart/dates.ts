// Calendar dates as 'yyyy-MM-dd' strings. Rental periods are whole days, inclusive of start and end
// (product.md, Market constants), so the count is pure date arithmetic with no time zone in it.
import type { IsoDate } from './types';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for a real calendar date, or null ('2026-02-30' is null). */
export function dayNumber(date: IsoDate): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

/** Days of a rental from start to end, both included ('2026-03-05' to '2026-03-05' is 1); null when invalid. */
export function rentalDays(start: IsoDate, end: IsoDate): number | null {
  const from = dayNumber(start);
  const to = dayNumber(end);
  if (from === null || to === null || to < from) return null;
  return to - from + 1;
}

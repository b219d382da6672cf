// Dates in Brunei (docs/product.md: rental periods are whole days, both ends included, Brunei time,
// UTC+8). A calendar date travels as 'yyyy-MM-dd' and is a day, not a moment: arithmetic on it
// is pure day counting with no time zone in it. Only "today" and moments need the time zone.

export const TIME_ZONE = 'Asia/Brunei';

/** A calendar date, 'yyyy-MM-dd' (a day in Brunei). */
export type IsoDate = string;

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

/** The calendar date `days` days after 1970-01-01 (the inverse of `dayNumber`). */
export function fromDayNumber(days: number): IsoDate {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

export const isIsoDate = (value: unknown): value is IsoDate =>
  typeof value === 'string' && dayNumber(value) !== null;

/** The date `days` days after (or before, when negative) `date`; null when `date` is not real. */
export function addDays(date: IsoDate, days: number): IsoDate | null {
  const day = dayNumber(date);
  return day === null ? null : fromDayNumber(day + days);
}

/**
 * The same day `months` months after `date`, or the month's last day when it has no such day
 * ('2026-01-31' + 1 month is '2026-02-28'): how far ahead a booking window reaches.
 */
export function addMonths(date: IsoDate, months: number): IsoDate | null {
  if (dayNumber(date) === null) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastOfMonth))).toISOString().slice(0, 10);
}

/** Nights from start to end (end − start, exclusive of one end): may be negative; null when invalid. */
export function daysBetween(start: IsoDate, end: IsoDate): number | null {
  const from = dayNumber(start);
  const to = dayNumber(end);
  return from === null || to === null ? null : to - from;
}

/**
 * Days of a rental from start to end, both included ('2026-03-05' to '2026-03-05' is 1): what the
 * cart charges for. Null when a date is not real or the end is before the start.
 */
export function rentalDays(start: IsoDate, end: IsoDate): number | null {
  const between = daysBetween(start, end);
  return between === null || between < 0 ? null : between + 1;
}

// ─── Today and moments (the time zone matters here) ──────────────────────────────────────────

/** Made on first use: a time-zone formatter is costly to build, and calendars ask on every render. */
let bruneiDay: Intl.DateTimeFormat | undefined;

/** Today's date in Brunei: the day a renter there sees on their calendar, wherever the code runs. */
export function todayInBrunei(now: Date = new Date()): IsoDate {
  bruneiDay ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = bruneiDay.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

// en-US spells every short month in three letters (en-GB writes 'Sept'); the parts are put in
// the product's order, 'dd MMM yyyy'.
const parts = { day: '2-digit', month: 'short', year: 'numeric' } as const;
let momentFormat: Intl.DateTimeFormat | undefined;
let calendarFormat: Intl.DateTimeFormat | undefined;

function ddMmmYyyy(format: Intl.DateTimeFormat, date: Date): string {
  const found = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => found.find((p) => p.type === type)?.value;
  return `${part('day')} ${part('month')} ${part('year')}`;
}

/**
 * 'dd MMM yyyy'. A calendar date ('2026-03-05', e.g. a rental day) is shown as that day wherever
 * the viewer is; a moment (a timestamp or Date) is shown as its day in Brunei.
 */
export function formatDate(value: Date | string): string {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (match) {
    calendarFormat ??= new Intl.DateTimeFormat('en-US', { ...parts, timeZone: 'UTC' });
    return ddMmmYyyy(calendarFormat, new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)));
  }
  momentFormat ??= new Intl.DateTimeFormat('en-US', { ...parts, timeZone: TIME_ZONE });
  return ddMmmYyyy(momentFormat, typeof value === 'string' ? new Date(value) : value);
}

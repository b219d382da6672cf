import { TIME_ZONE } from '../../i18n';

/**
 * Calendar dates ('yyyy-MM-dd') are days, not moments: they travel as strings and become a Date
 * only for the calendar, at local midnight, built from and read back as local parts. No UTC
 * conversion happens on the way, so a day never drifts by one, whatever the viewer's time zone.
 */
export type CalendarDate = string;

/** A rental period: first and last day, both included. */
export interface CalendarDateRange {
  start: CalendarDate;
  end: CalendarDate;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseCalendarDate(value: CalendarDate | null | undefined): Date | undefined {
  const match = value ? CALENDAR_DATE.exec(value) : null;
  if (!match) return undefined;
  const date = new Date(+match[1]!, +match[2]! - 1, +match[3]!);
  return date.getDate() === +match[3]! ? date : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function toCalendarDate(date: Date): CalendarDate {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today's date in Brunei, e.g. for `min`: the day a renter there sees on their calendar. */
let bruneiDay: Intl.DateTimeFormat | undefined;

export function todayInBrunei(now: Date = new Date()): CalendarDate {
  // Made once: a time-zone formatter is costly to build, and every DatePicker render asks.
  bruneiDay ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = bruneiDay.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Days from start to end, both counted: a same-day rental is 1 day. */
export function daysInRange(range: CalendarDateRange): number {
  const start = parseCalendarDate(range.start);
  const end = parseCalendarDate(range.end);
  if (!start || !end) return 0;
  // Date.UTC of the local parts: whole days, unaffected by daylight-saving shifts.
  const utc = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((utc(end) - utc(start)) / 86_400_000) + 1;
}

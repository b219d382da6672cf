import type { Matcher } from 'react-day-picker';

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

/** What the calendar may not offer: days before `min`, after `max`, and the days named. */
export function disabledMatchers(
  min: CalendarDate | undefined,
  max: CalendarDate | undefined,
  dates: readonly CalendarDate[] | ((date: CalendarDate) => boolean) | undefined,
) {
  const matchers: Matcher[] = [];
  const minDate = parseCalendarDate(min);
  const maxDate = parseCalendarDate(max);
  if (minDate) matchers.push({ before: minDate });
  if (maxDate) matchers.push({ after: maxDate });
  if (typeof dates === 'function') matchers.push((date: Date) => dates(toCalendarDate(date)));
  else if (dates?.length) matchers.push(dates.map(parseCalendarDate).filter((d): d is Date => !!d));
  return matchers;
}

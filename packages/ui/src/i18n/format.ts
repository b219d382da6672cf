/**
 * Money and dates in the product's formats (product.md): integer cents shown as `B$12.50`; dates
 * as `dd MMM yyyy` in Asia/Brunei. Intl does the work; no locale prints 'B$' for BND by itself.
 */
export const TIME_ZONE = 'Asia/Brunei';

/** An Intl formatter made on first use: building one (time-zone data above all) costs a page's start. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const amount = once(
  () => new Intl.NumberFormat('en-BN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** 1250 → 'B$12.50'; 123456 → 'B$1,234.56'; -300 → '-B$3.00'. */
export function formatMoney(cents: number): string {
  if (!Number.isInteger(cents)) throw new TypeError(`money must be integer cents, got ${cents}`);
  const text = amount().format(Math.abs(cents) / 100);
  return cents < 0 ? `-B$${text}` : `B$${text}`;
}

// en-US spells every short month in three letters (en-GB writes 'Sept'); the parts are put in
// the product's order, 'dd MMM yyyy'.
const parts = { day: '2-digit', month: 'short', year: 'numeric' } as const;
const dateFormat = once(() => new Intl.DateTimeFormat('en-US', { ...parts, timeZone: TIME_ZONE }));
const calendarDateFormat = once(() => new Intl.DateTimeFormat('en-US', { ...parts, timeZone: 'UTC' }));

function ddMmmYyyy(format: Intl.DateTimeFormat, date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(date).find((p) => p.type === type)?.value;
  return `${part('day')} ${part('month')} ${part('year')}`;
}
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'dd MMM yyyy'. A calendar date ('2026-03-05', e.g. a rental day) is shown as that day wherever
 * the viewer is; a moment (a timestamp or Date) is shown as its day in Brunei.
 */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string') {
    const match = CALENDAR_DATE.exec(value);
    if (match)
      return ddMmmYyyy(calendarDateFormat(), new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)));
    return ddMmmYyyy(dateFormat(), new Date(value));
  }
  return ddMmmYyyy(dateFormat(), value);
}

/**
 * Money and dates in the product's formats (product.md): integer cents shown as `B$12.50`; dates
 * as `dd MMM yyyy` in Asia/Brunei. Intl does the work; no locale prints 'B$' for BND by itself.
 */
export const TIME_ZONE = 'Asia/Brunei';

const amount = new Intl.NumberFormat('en-BN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1250 → 'B$12.50'; 123456 → 'B$1,234.56'; -300 → '-B$3.00'. */
export function formatMoney(cents: number): string {
  if (!Number.isInteger(cents)) throw new TypeError(`money must be integer cents, got ${cents}`);
  const text = amount.format(Math.abs(cents) / 100);
  return cents < 0 ? `-B$${text}` : `B$${text}`;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const calendarDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'dd MMM yyyy'. A calendar date ('2026-03-05', e.g. a rental day) is shown as that day wherever
 * the viewer is; a moment (a timestamp or Date) is shown as its day in Brunei.
 */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string') {
    const match = CALENDAR_DATE.exec(value);
    if (match) return calendarDateFormat.format(new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)));
    return dateFormat.format(new Date(value));
  }
  return dateFormat.format(value);
}

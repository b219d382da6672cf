// ui's former copies of the shared domain rules, kept so that the web app's imports from
// @pinjam/ui work until it imports @pinjam/api/domain (issue 12). Everything here is deprecated
// and goes once the app provides <DomainProvider>: the rules live in @pinjam/api/domain.
import type { UiDomain } from './DomainProvider';

/** @deprecated Use `TIME_ZONE` from `@pinjam/api/domain`. */
export const TIME_ZONE = 'Asia/Brunei';

/** An Intl formatter made on first use: building one (time-zone data above all) costs a page's start. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const amount = once(
  () => new Intl.NumberFormat('en-BN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** @deprecated Use `formatMoney` from `@pinjam/api/domain` (in ui: `useDomain().formatMoney`). */
export function formatMoney(cents: number): string {
  if (!Number.isInteger(cents)) throw new TypeError(`money must be integer cents, got ${cents}`);
  const text = amount().format(Math.abs(cents) / 100);
  return cents < 0 ? `-B$${text}` : `B$${text}`;
}

const parts = { day: '2-digit', month: 'short', year: 'numeric' } as const;
const dateFormat = once(() => new Intl.DateTimeFormat('en-US', { ...parts, timeZone: TIME_ZONE }));
const calendarDateFormat = once(() => new Intl.DateTimeFormat('en-US', { ...parts, timeZone: 'UTC' }));

function ddMmmYyyy(format: Intl.DateTimeFormat, date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(date).find((p) => p.type === type)?.value;
  return `${part('day')} ${part('month')} ${part('year')}`;
}
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** @deprecated Use `formatDate` from `@pinjam/api/domain` (in ui: `useDomain().formatDate`). */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string') {
    const match = CALENDAR_DATE.exec(value);
    if (match)
      return ddMmmYyyy(calendarDateFormat(), new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)));
    return ddMmmYyyy(dateFormat(), new Date(value));
  }
  return ddMmmYyyy(dateFormat(), value);
}

const bruneiDay = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** @deprecated Use `todayInBrunei` from `@pinjam/api/domain` (in ui: `useDomain().todayInBrunei`). */
export function todayInBrunei(now: Date = new Date()): string {
  const found = bruneiDay().formatToParts(now);
  const part = (type: string) => found.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const dayOf = (date: string) => {
  const match = CALENDAR_DATE.exec(date);
  return match ? Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!) / 86_400_000 : null;
};

/** @deprecated Use `rentalDays` from `@pinjam/api/domain` (in ui: `useDomain().rentalDays`). */
export function daysInRange(range: { start: string; end: string }): number {
  const start = dayOf(range.start);
  const end = dayOf(range.end);
  return start === null || end === null ? 0 : end - start + 1;
}

/** @deprecated Use `parseMoney` from `@pinjam/api/domain` (in ui: `useDomain().parseMoney`). */
export function parseMoneyInput(text: string): number | null | 'invalid' {
  const plain = text.replace(/[\s,]/g, '').replace(/^B?\$/i, '');
  if (plain === '') return null;
  const match = /^(\d{0,9})(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match || (match[1] === '' && !match[2])) return 'invalid';
  return Number(match[1] || 0) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** @deprecated Use `moneyInputText` from `@pinjam/api/domain` (in ui: `useDomain().moneyInputText`). */
export function moneyInputText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

export const legacyDomain: UiDomain = {
  formatMoney,
  formatDate,
  todayInBrunei,
  rentalDays: (start, end) => {
    const days = daysInRange({ start, end });
    return days > 0 ? days : null;
  },
  parseMoney: parseMoneyInput,
  moneyInputText,
};

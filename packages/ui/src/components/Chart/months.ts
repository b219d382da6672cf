// en-US for three-letter months ('Sep'): en-GB now writes 'Sept', which breaks the product's 'MMM'.
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const monthYearFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar month as a chart label: '2026-03' → 'Mar', or 'Mar 2026' with the year. */
export function monthLabel(month: string, withYear = false): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) throw new TypeError(`expected a month as YYYY-MM, got ${month}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return (withYear ? monthYearFormat : monthFormat).format(date);
}

// Money is integer cents of Brunei dollars everywhere (product.md, Market constants). Never floats.

/** True for a whole, non-negative number of cents that JavaScript can add exactly. */
export const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** 1250 → 'B$12.50'; 100000 → 'B$1,000.00'. Pure integer arithmetic, no float rounding. */
export function formatBnd(cents: number): string {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`formatBnd: ${cents} is not a whole number of cents`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = (abs % 100).toString().padStart(2, '0');
  return `${sign}B$${dollars}.${rest}`;
}

// Money is integer cents of Brunei dollars everywhere (docs/product.md, Market constants): the server
// stores, charges and pays out cents, and every screen shows them through `formatMoney`.

/** True for a whole, non-negative number of cents that JavaScript can add exactly. */
export const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** Made on first use: building an Intl formatter costs a page's start. */
let dollars: Intl.NumberFormat | undefined;

/**
 * 1250 → 'B$12.50'; 123456 → 'B$1,234.56'; -300 → '-B$3.00'. Intl groups the whole dollars (no
 * locale prints 'B$' for BND by itself); the cents are integer arithmetic, so no float rounding.
 */
export function formatMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`money must be integer cents, got ${cents}`);
  dollars ??= new Intl.NumberFormat('en-BN', { maximumFractionDigits: 0 });
  const abs = Math.abs(cents);
  const text = `B$${dollars.format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

const TYPED_AMOUNT = /^(\d{0,9})(?:\.(\d{0,2}))?$/;

/**
 * An amount as people write it ('12', '12.5', '.5', 'B$1,250.00', '$3') → integer cents; null
 * when nothing is written (no amount), 'invalid' when it is not money ('1.234', '-5', 'ten').
 */
export function parseMoney(text: string): number | null | 'invalid' {
  const plain = text.replace(/[\s,]/g, '').replace(/^B?\$/i, '');
  if (plain === '') return null;
  const match = TYPED_AMOUNT.exec(plain);
  if (!match || (match[1] === '' && !match[2])) return 'invalid';
  return Number(match[1] || 0) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents → what a money field shows for editing: 1250 → '12.50', 1200 → '12', null → ''. */
export function moneyInputText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

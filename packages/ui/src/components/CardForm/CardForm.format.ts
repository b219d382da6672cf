// What the card form does to what is typed: digits only, grouped as the card prints them, the
// brand from the first digits, expiry as MM/YY. Pure, so the form and its stories share it.

export const cardBrandNames = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
} as const;
export type CardBrand = keyof typeof cardBrandNames;

const brandPatterns: Array<[CardBrand, RegExp]> = [
  ['amex', /^3[47]/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/],
  ['discover', /^(6011|65|64[4-9])/],
  ['jcb', /^35/],
  ['unionpay', /^62/],
];

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The card's brand from its first digits, or null while it cannot be told. */
export function cardBrand(number: string): CardBrand | null {
  const digits = digitsOf(number);
  return brandPatterns.find(([, pattern]) => pattern.test(digits))?.[0] ?? null;
}

/** American Express prints 4-6-5; the others groups of four, up to 19 digits. */
export function formatCardNumber(text: string): string {
  const digits = digitsOf(text);
  if (cardBrand(digits) === 'amex') {
    const d = digits.slice(0, 15);
    return [d.slice(0, 4), d.slice(4, 10), d.slice(10)].filter(Boolean).join(' ');
  }
  return (digits.slice(0, 19).match(/\d{1,4}/g) ?? []).join(' ');
}

/** MM/YY: the slash comes once the month is typed; '4' alone stays '4' until the next digit. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvc = (text: string) => digitsOf(text).slice(0, 4);

/** Where the caret goes after formatting: after as many digits as were before it. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!)) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

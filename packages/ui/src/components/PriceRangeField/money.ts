/** Whole B$ and cents typed by a person ('12', '12.5', 'B$1,250.00') → integer cents. */
export function parseMoneyInput(text: string): number | null | 'invalid' {
  const plain = text.replace(/[\s,]/g, '').replace(/^B?\$/i, '');
  if (plain === '') return null;
  const match = /^(\d{0,9})(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match || (match[1] === '' && !match[2])) return 'invalid';
  return Number(match[1] || 0) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Integer cents → what the field shows: 1250 → '12.50', 1200 → '12'. */
export function moneyInputText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

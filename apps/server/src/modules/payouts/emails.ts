// The payout email's words (notify's 'payout' kind): the amount and the account's last four.
import { formatMoney } from '@pinjam/api/domain';
import type { PayoutFacts } from './payouts.repository';

/** What the email tells, read in notify's transaction. */
export { payoutFacts, type PayoutFacts } from './payouts.repository';

export const payoutWords = (p: PayoutFacts) => ({
  subject: `${formatMoney(p.amount)} was sent to your account${p.account_last4 ? ` •••• ${p.account_last4}` : ''}`,
  intro: `We have sent ${formatMoney(p.amount)} to your bank account${p.account_last4 ? ` •••• ${p.account_last4}` : ''} (payout #${p.id}).`,
  button: 'See your finances',
  path: '/my-finance',
  note: 'Banks can take a working day or two to show a transfer. Your finance page lists the orders it pays for.',
});

// The ledger's accounts in words, for every admin table that lists entries (an order's, a
// payment's): the stored names are codes.
import type { LedgerAccount } from '@pinjam/api/domain';
import { i18n, useMessages } from '@pinjam/ui';

export const ledgerAccountMessages = i18n('LedgerAccounts', {
  customer_payments: 'Paid by the customer',
  seller_pending: 'Seller, pending',
  seller_payable: 'Seller, payable',
  platform_commission: 'Commission',
  platform_delivery: 'Delivery fees',
  refunds: 'Refunded',
  payouts: 'Paid out',
} satisfies Record<LedgerAccount, string>);

/** An account's words (an account the web does not know yet: its code, spaced). */
export function useLedgerAccountLabel(): (account: string) => string {
  const t = useMessages(ledgerAccountMessages);
  return (account) => (account in t ? t[account as LedgerAccount] : account.replaceAll('_', ' '));
}

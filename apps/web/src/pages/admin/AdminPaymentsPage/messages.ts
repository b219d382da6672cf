import { i18n, params } from '@pinjam/ui';

/** The admin's payments list (decision 0042). */
export const adminPaymentsMessages = i18n('AdminPaymentsPage', {
  title: 'Payments',
  intro:
    'Every hold and charge on Pinjam, newest first. Open one to see what the provider did, its refunds and its ledger, and to refund it.',
  caption: 'Payments',
  search: 'Search by the payer’s name or email, or the payment’s id (pmt_…)',
  provider: 'Provider',
  method: 'Method',
  status: 'Status',
  purpose: 'For',
  from: 'Made from',
  to: 'Made to',
  payment: 'Payment',
  made: 'Made',
  payer: 'Payer',
  amount: 'Amount',
  refunded: 'Refunded',
  orders: 'Orders',
  orderNumber: params('#{id}'),
  empty: 'No payments yet.',
});

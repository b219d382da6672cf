import { i18n, params } from '@pinjam/ui';

/** The finance page (decision 0037): the caller's money, read from the ledger. */
export const financeMessages = i18n('FinancePage', {
  title: 'My finance',
  intro: 'What you have earned from your sales and rentals, and what has been paid to your bank account.',
  figures: 'Your money',
  pending: 'Pending',
  pendingHelp: 'Orders not complete yet',
  payable: 'Payable',
  payableHelp: params('Paid out on {date}'),
  paidOut: 'Paid out',
  totalEarned: 'Total earned',
  chart: 'Earnings by month',
  chartDescription: params('{total} over the last 12 months'),
  noEarnings: 'Nothing earned in the last 12 months yet.',
  history: 'History',
  historyCaption: 'Your ledger entries, newest first',
  date: 'Date',
  account: 'Account',
  description: 'Description',
  amount: 'Amount',
  order: params('Order #{id}'),
  accountPending: 'Pending',
  accountPayable: 'Payable',
  accountPaidOut: 'Paid out',
  emptyTitle: 'No money yet',
  emptyText:
    'When someone buys or rents from you, it shows here: pending until the order completes, then payable.',
  more: 'Older entries are in the CSV download.',
  download: 'Download CSV',
  downloadFailed: 'The CSV could not be downloaded. Please try again.',
  bankTitle: 'Add your bank details',
  bankText:
    'We pay your earnings by bank transfer on the payout date. Until your bank details are saved, your payout waits.',
  bankLink: 'Add your bank details',
  loading: 'Loading your finances',
  loadError: 'Your finances could not be loaded',
});

import { count, i18n, params } from '@pinjam/ui';

/** The admin's finances (decision 0037): the payout date, the payouts due, Mark paid, the CSV. */
export const adminFinancesMessages = i18n('AdminFinancesPage', {
  title: 'Finances',
  intro:
    'Pay each seller by bank transfer on the payout date, then mark their payout paid: they are told at once.',
  dateLabel: 'Payout date',
  dateHelp: 'Today or later. Payouts still due move to the new date.',
  saveDate: 'Save date',
  dateSaved: params('The payout date is now {date}.'),
  due: params('Payouts due on {date}'),
  dueLabel: 'Payouts due',
  download: 'Download CSV',
  downloadHelp:
    'The bank transfers to make, with full account numbers. Keep the file safe and delete it once paid.',
  downloadFailed: 'The CSV could not be downloaded. Please try again.',
  bank: params('{bank} {account}'),
  noBank: 'No bank details',
  orders: count({ one: '{count} order', other: '{count} orders' }),
  order: params('Order #{id}'),
  ordersLabel: params('Orders in the payout to {name}'),
  total: 'Total',
  markPaid: 'Mark paid',
  confirmTitle: params('Mark {amount} to {name} paid?'),
  confirmText: params(
    'Only once the bank transfer to {bank} is made. They will be told by email and in their notifications.',
  ),
  confirm: 'Mark paid',
  paid: params('{name} was marked paid and has been told.'),
  conflict: 'This payout was marked paid already (by another admin?). The list has been refreshed.',
  actionFailed: 'That did not work. Please try again.',
  waitingTitle: 'Waiting for bank details',
  waitingText:
    'These sellers have money to be paid but no bank details. They have been asked by email to add them.',
  waiting: params('{amount} waiting, from {orders}'),
  emptyTitle: 'Nothing to pay',
  emptyText: 'When orders complete, the sellers’ payouts show here, due on the payout date.',
  loading: 'Loading the payouts',
  loadError: 'The payouts could not be loaded',
});

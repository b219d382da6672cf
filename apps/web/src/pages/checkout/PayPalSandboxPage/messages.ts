import { i18n, params } from '@pinjam/ui';

/** The simulated PayPal approval page's texts. */
export const payPalSandboxMessages = i18n('PayPalSandboxPage', {
  brand: 'PayPal sandbox',
  title: 'Approve this payment',
  note: 'A test page of Pinjam’s built-in payment sandbox. No real money moves.',
  loading: 'Loading the payment',
  failed: 'The payment could not be loaded',
  notFoundTitle: 'There is no such payment',
  notFoundText: 'The link may be old. Go back to your checkout and pay again.',
  payTo: 'Pay to Pinjam',
  amount: 'Amount',
  lines: 'What it pays for',
  approve: 'Approve',
  cancel: 'Cancel and return to Pinjam',
  approving: 'Approving…',
  answered: params('This payment is already {status}.'),
  approved: 'approved',
  cancelled: 'cancelled',
  completed: 'completed',
  backToCheckout: 'Back to checkout',
});

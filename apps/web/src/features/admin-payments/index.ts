// What the admin's payments list and payment page share (decision 0042): a payment's status as
// a badge, and the words for providers, methods, purposes and statuses.
export { PaymentStatusBadge } from './PaymentStatusBadge';
export { paymentWords } from './messages';

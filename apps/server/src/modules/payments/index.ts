// Money (decision 0042, "The payments module"): the one module that writes `payments` and
// `ledger_entries`. The money transaction (gate, lock timeout, undo steps), the lock order's row
// locks (the order's, then the payment's), the ledger's postings, how a refund shares out, and
// the named operations that record what a provider did: an authorisation, a capture, a void, a
// refund; and the one idempotency store of the money actions that take a key (idempotency.ts).
// Every other module calls these; none writes either table itself.
export { moneyTransaction, type Undo } from './money';
export {
  balanceOf,
  postCapture,
  postCompletion,
  postDepositCapture,
  postDepositRefund,
  postFullRefund,
  postPayout,
  postRefund,
} from './ledger';
export { refundedMeanwhile, refundShares, sharesOfRefund } from './shares';
export {
  closeIntent,
  depositOf,
  forgetKey,
  lockOrderInTurn,
  lockPayment,
  lockPayments,
  pendingIntent,
  recordAuthorisation,
  recordCapture,
  recordRefund,
  recordRefundIntent,
  recordRefundUndone,
  recordVoid,
  type RefundIntent,
  type PaymentInsert,
  type PaymentRow,
} from './payments.repository';
export { once, replayOf, requestHash, type KeyedCall, type StoredAnswer } from './idempotency';

// Money (decision 0042, "The payments module"): the one module that writes `payments` and
// `ledger_entries`. The money transaction (gate, lock timeout, undo steps), the lock order's row
// locks (the order's, then the payment's), the ledger's postings, how a refund shares out, and
// the named operations that record what a provider did: an authorisation, a capture, a void, a
// refund; and the one idempotency store of the money actions that take a key (idempotency.ts).
// Every other module calls these; none writes either table itself. And the provider intents:
// a refund or a void booked in the money transaction and asked of the provider after it commits
// (intents.ts; decision 0042, "The provider outside the locks"), with their settling job and the
// reconcile sweep (jobs.ts), which this module's plugin works and schedules.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { intentReconcileSweep, intentSettle } from './jobs';

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
  depositOf,
  forgetKey,
  lockOrderInTurn,
  lockPayment,
  lockPayments,
  recordAuthorisation,
  recordCapture,
  recordRefund,
  recordRefundUndone,
  recordVoid,
  type PaymentInsert,
  type PaymentRow,
} from './payments.repository';
export { voidDepositHold, voidHold } from './holds';
export {
  keepAnswer,
  once,
  replayOf,
  requestHash,
  type KeyedCall,
  type KeptKey,
  type StoredAnswer,
} from './idempotency';
export {
  auditIntent,
  onIntent,
  recordIntent,
  settleAfterCommit,
  settleIntent,
  type IntentEffects,
  type IntentInput,
  type Settled,
  type Yes,
} from './intents';
export { capturesOf, closeIntent, type ProviderIntent } from './intents.repository';

/** The money module's plugin: the registry of intents' after-effects, their job and the sweep. */
export const moneyModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('intentEffects', new Map());
    await app.jobs.work(intentSettle);
    await app.jobs.work(intentReconcileSweep);
    await app.jobs.schedule(intentReconcileSweep, '*/10 * * * *', {});
  },
  { name: 'money', dependencies: ['db', 'jobs', 'payments', 'audit'] },
);

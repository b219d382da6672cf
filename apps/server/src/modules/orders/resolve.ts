// An admin resolves an order's open issues (decision 0035): dismissed, or the buyer refunded in
// part or in full, and a rental's deposit hold captured in part or whole for the owner (or
// released). The issues close, the order's flag clears (order.resolveIssue by admin), the ledger
// follows (rules.ts sharesOfRefund). The refund, a deposit's release and a deposit's capture are
// booked as provider intents and asked after the commit, with no row locked (decision 0042, "The
// provider outside the locks"); the deposit's capture is posted when the provider says yes. A
// refusal then is reported to staff (the hold lapsed, say), the resolution stands, and the admin's
// answer says so.
// Locks: the order's row (the transition), then its payment's (decision 0042's lock order).
import { formatMoney } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { Conflict, FieldErrors, NotFound } from '../../platform/errors/domain';
import { audit, type AuditActor } from '../audit';
import {
  capturesOf,
  depositOf,
  lockOrderInTurn,
  lockPayment,
  moneyTransaction,
  onIntent,
  postDepositCapture,
  postRefund,
  recordCapture,
  recordIntent,
  recordRefund,
  refundedMeanwhile,
  settleAfterCommit,
  sharesOfRefund,
  voidHold,
  type ProviderIntent,
  type Settled,
  type Yes,
} from '../payments';
import { ORDER_NOT_FOUND } from './rules';
import * as repository from './settle.repository';
import { transitionOrder } from './transition';

export interface Resolution {
  outcome: 'dismiss' | 'partial_refund' | 'full_refund';
  /** partial_refund: cents back to the buyer. */
  amount?: number;
  /** A rental: cents of the deposit hold captured for the owner; 0 releases the hold now. */
  deposit_capture?: number;
  note?: string;
}

/** What each outcome closes the open issues as. */
const CLOSED_AS = {
  dismiss: 'dismissed',
  full_refund: 'refunded',
  partial_refund: 'partially_refunded',
} as const;
const NO_OPEN_ISSUE = 'This order has no open issue to resolve.';
const PROVIDER_FAILED = 'The payment service refused this step, so nothing was changed:';

type OrderRow = Awaited<ReturnType<typeof transitionOrder>>;

/**
 * What is left of the order's payment to refund, its row locked, checked against the outcome:
 * 409 if someone refunded it since the request arrived (`seen`), 422 if too much.
 */
async function refundAmount(tx: Executor, order: OrderRow, input: Resolution, seen: number | undefined) {
  if (input.outcome === 'dismiss') return { payment: undefined, amount: 0 };
  const payment = await lockPayment(tx, order.payment_id);
  if (seen !== undefined && payment!.refunded !== seen)
    throw new Conflict(refundedMeanwhile(order, payment!.refunded - seen));
  const left = payment!.captured - payment!.refunded;
  const amount = input.outcome === 'full_refund' ? left : (input.amount ?? 0);
  if (amount > left || amount <= 0)
    throw FieldErrors.one(
      input.outcome === 'full_refund' ? 'outcome' : 'amount',
      left === 0
        ? 'Nothing is left to refund on this order.'
        : `At most ${formatMoney(left)} is left to refund.`,
    );
  return { payment: payment!, amount };
}

const DEPOSIT_CAPTURE = 'order-resolve.deposit';
const captureKey = (orderId: number, key: string) => `order-${orderId}:${key}:deposit-capture`;

/**
 * Books the capture of part or all of the deposit hold (asked after the commit, posted when the
 * provider says yes); or, for 0, releases it: voided in our books, the provider's void booked.
 * The intent's id either way.
 */
async function settleDeposit(
  app: FastifyInstance,
  tx: Executor,
  order: OrderRow,
  key: string,
  capture: number | undefined,
  adminId: number,
) {
  if (capture === undefined) return [];
  const deposit = order.request_id === null ? undefined : await depositOf(tx, order.request_id);
  if (!deposit || order.deposit === 0)
    throw FieldErrors.one('deposit_capture', 'This order has no deposit to capture.');
  if (capture > order.deposit)
    throw FieldErrors.one(
      'deposit_capture',
      `At most the deposit, ${formatMoney(order.deposit)}, can be captured.`,
    );
  const capturing = (await capturesOf(tx, deposit.id)).some((c) => c.status === 'pending');
  if (deposit.status !== 'authorised' || !deposit.provider_ref || capturing)
    throw new Conflict('The deposit hold has been captured or released already.');
  if (capture === 0) {
    const call = { purpose: 'order-resolve', provider_key: `order-${order.id}:${key}:deposit-void` };
    return [await voidHold(app, tx, deposit, { ...call, order_id: order.id })];
  }
  const call = { kind: 'capture' as const, admin_id: adminId, provider_key: captureKey(order.id, key) };
  return [
    await recordIntent(app, tx, { ...owed(order, deposit.id, capture), ...call, purpose: DEPOSIT_CAPTURE }),
  ];
}

/**
 * The provider captured the deposit: the owner's share posted and the capture recorded, in the
 * settling's money transaction (the order's row, then the deposit's: the lock order).
 */
async function depositCaptured(_app: FastifyInstance, tx: Executor, intent: ProviderIntent, yes: Yes) {
  const order = (await lockOrderInTurn(tx, intent.order_id!))!;
  const deposit = (await lockPayment(tx, intent.payment_id))!;
  const key = intent.provider_key.slice(`order-${order.id}:`.length, -':deposit-capture'.length);
  const captured = yes.amount ?? intent.amount;
  await postDepositCapture(tx, order, key, deposit.id, captured);
  await recordCapture(tx, deposit.id, { captured, provider_ref: yes.provider_ref ?? deposit.provider_ref });
}

/** The resolution's after-effects, registered with the payments module as the orders module starts. */
export const registerResolveEffects = (app: FastifyInstance) =>
  onIntent(app, DEPOSIT_CAPTURE, { settled: depositCaptured });

/** What the admin is told of the deposit's capture, after the provider was asked: '' if it is done. */
function depositWords(result: Settled | null | undefined): string {
  if (result === null)
    return ' The payment service has not answered about the deposit yet; it is asked again shortly.';
  if (result?.outcome === 'failed')
    return ` The deposit could not be captured: ${result.message} Staff are told; settle it by hand.`;
  return '';
}

/** A resolution's provider call that is owed: a refusal after the commit is reported, not undone. */
const owed = (order: OrderRow, paymentId: number, amount: number) => ({
  purpose: 'order-resolve',
  on_refusal: 'report' as const,
  payment_id: paymentId,
  order_id: order.id,
  amount,
});

/** The admin as the audit trail names them (their name as it is now). */
async function actorOf(tx: Executor, admin: number | AuditActor): Promise<AuditActor> {
  if (typeof admin !== 'number') return admin;
  return (await repository.nameOf(tx, admin)) ?? { id: admin, name: `#${admin}` };
}

/**
 * Resolves the order's open issues as the admin decided (`deposit_words`: what the admin is told of the
 * deposit's capture, '' when it went through or there was none). 404: no such order; 409: no open issue
 * (resolved already by another admin), or the deposit no longer held; 422: a refund above what
 * is left, a capture above the deposit. Stable signature: the payouts helper's property test
 * calls it (with the admin's id; the audit line reads their name). One audit line
 * ('order.resolve', decision 0043) with the outcome, the refund and the deposit's capture.
 */
export async function resolveOrderIssue(
  app: FastifyInstance,
  admin: number | AuditActor,
  orderId: number,
  input: Resolution,
): Promise<OrderRow & { deposit_words: string }> {
  const adminId = typeof admin === 'number' ? admin : admin.id;
  const seen = await repository.refundedOf(app.db, orderId);
  const { order, intents } = await moneyTransaction(app, async (tx) => {
    const open = await repository.openIssueIds(tx, orderId);
    const order = await transitionOrder(
      tx,
      orderId,
      { type: 'order.resolveIssue', by: 'admin' },
      { by: 'admin', user_id: adminId, note: input.outcome },
    ).catch((error: unknown) => {
      if (error instanceof NotFound) throw new NotFound(ORDER_NOT_FOUND);
      if (error instanceof Conflict && open.length === 0) throw new Conflict(NO_OPEN_ISSUE);
      throw error;
    });
    // The key names this resolution: the first issue it closes (each issue is resolved once).
    const key = `resolve-${open[0] ?? 0}`;
    const { payment, amount } = await refundAmount(tx, order, input, seen);
    await repository.closeOpenIssues(tx, orderId, CLOSED_AS[input.outcome], input.note ?? null);
    const booked: number[] = [];
    if (payment && amount > 0) {
      if (!payment.provider_ref) throw new Conflict(`${PROVIDER_FAILED} no payment reference.`);
      await postRefund(tx, order, key, sharesOfRefund(order, payment.refunded, amount));
      await recordRefund(tx, payment.id, amount);
      const refund = { kind: 'refund' as const, provider_key: `order-${orderId}:${key}:refund` };
      booked.push(await recordIntent(app, tx, { ...owed(order, payment.id, amount), ...refund }));
    }
    await audit(tx, await actorOf(tx, admin), {
      action: 'order.resolve',
      subject_type: 'order',
      subject_id: orderId,
      before: { has_open_issue: true, issues: open, refunded: payment?.refunded ?? null },
      after: {
        has_open_issue: false,
        outcome: input.outcome,
        refund: amount,
        deposit_capture: input.deposit_capture ?? null,
        note: input.note ?? null,
      },
    });
    booked.push(...(await settleDeposit(app, tx, order, key, input.deposit_capture, adminId)));
    return { order, intents: booked };
  });
  const results = await settleAfterCommit(app, intents);
  return { ...order, deposit_words: input.deposit_capture ? depositWords(results.at(-1)) : '' };
}

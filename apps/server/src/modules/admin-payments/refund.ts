// An admin's refund (issue 17, decision 0042). Booked in one money transaction, in the lock order
// every path that moves an order's money keeps (decision 0042, "Lock order"): the idempotency key
// first, then the payment's order row, waiting its turn, then the payment's row. A cancel or a
// resolution of that order at the same moment either holds the order and wins (this refund then
// reads what it did: 409), or finds it locked (409). Then what is left is checked, the ledger
// posted (the order's shares pro rata as an issue's resolution does, or the owner's captured
// deposit), the payment's `refunded` raised, the audit line and the refund's intent written and
// its settling job sent. The provider is called after that commits, with no row locked
// (refund-settle.ts): the buyer is told once it said yes; a refusal undoes the booking.
import { adminPaymentMessages as words, type RefundBody } from '@pinjam/api/contract';
import { formatMoney } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { Conflict, FieldErrors, NotFound } from '../../platform/errors/domain';
import type { Session } from '../../platform/security/session';
import { audit } from '../audit';
import {
  lockOrderInTurn,
  moneyTransaction,
  once,
  postDepositRefund,
  postRefund,
  recordIntent,
  recordRefund,
  refundedMeanwhile,
  replayOf,
  settleIntent,
  sharesOfRefund,
  type KeyedCall,
} from '../payments';
import * as repository from './admin-payments.repository';
import { detailOf } from './admin-payments.service';

const PROVIDER_FAILED = 'The payment service refused this refund, so nothing was changed:';

type Order = NonNullable<Awaited<ReturnType<typeof lockOrderInTurn>>>;
type Found = NonNullable<Awaited<ReturnType<typeof repository.paymentById>>>;
type Answer = { status: 200; body: { message: string; payment: Awaited<ReturnType<typeof detailOf>> } };

export interface RefundInput extends RefundBody {
  /** The Idempotency-Key header, if sent (it wins over the body's). */
  header?: string;
}

/** The refund booked, once every check passed: ledger, payment, audit, intent and its job. */
async function book(
  app: FastifyInstance,
  tx: Executor,
  session: Session,
  { payment: before }: Found,
  order: Order,
  input: RefundInput & { key: string | undefined },
): Promise<number> {
  const { amount } = input;
  // The ledger: out of the seller's pending net, or their payable net once the order completed.
  const from = order.status === 'completed' ? 'seller_payable' : 'seller_pending';
  const step = `admin-refund-${before.refunded}`;
  const deposit = before.purpose === 'deposit';
  const posting = `order-${order.id}:${step}:${deposit ? 'deposit-refund' : 'refund'}`;
  if (deposit) {
    await postDepositRefund(tx, order, step, before.id, amount, from);
  } else {
    await postRefund(tx, order, step, sharesOfRefund(order, before.refunded, amount), from);
  }
  const refunded = before.refunded + amount;
  const status = refunded >= before.captured ? 'refunded' : 'partially_refunded';
  await recordRefund(tx, before.id, amount);
  await audit(
    tx,
    { id: session.user.id, name: session.user.name },
    {
      action: 'payment.refund',
      subject_type: 'payment',
      subject_id: before.id,
      before: { refunded: before.refunded, status: before.status },
      after: {
        refunded,
        status,
        amount,
        reason: input.reason ?? null,
        posting,
        idempotency_key: input.key ?? null,
      },
    },
  );
  return recordIntent(app, tx, {
    kind: 'refund',
    purpose: 'admin-refund',
    on_refusal: 'undo',
    // Named by the intent: a retry, the job's or the sweep's, replays the provider's first answer.
    provider_key: (id) => `payment-${before.id}:refund-intent-${id}`,
    payment_id: before.id,
    order_id: order.id,
    amount,
    refunded_before: before.refunded,
    from_account: from,
    admin_id: session.user.id,
    idempotency_key: input.key ?? null,
    reason: input.reason ?? null,
  });
}

/**
 * Refunds `amount` cents of a captured payment. 404: no such payment; 409: not captured, no
 * order, the order cancelled, the seller paid out, refunded by someone else since this request
 * arrived, or the provider refused; 422 beside `amount`: more than is left. With an
 * Idempotency-Key (the header, or the body's), the same key and request again answer the first
 * answer (the payments module's store) and refund nothing; the key with another request is a
 * 422. Without a key, no memory.
 */
export async function refund(app: FastifyInstance, session: Session, id: number, input: RefundInput) {
  const { amount } = input;
  const key = input.header ?? input.idempotency_key;
  const call: KeyedCall = {
    userId: session.user.id,
    operation: 'payment.refund',
    key,
    body: { payment_id: id, amount, reason: input.reason ?? null },
    reused: words.keyReused,
  };
  const replay = await replayOf<Answer>(app.db, call);
  if (replay) return replay.body;
  // What the payment looked like when the request arrived, before any lock: its order (a
  // payment's orders never change) and what was refunded then.
  const seen = await repository.paymentById(app.db, id);
  if (!seen) throw new NotFound(words.noPayment);
  const [first] = await repository.ordersOf(app.db, seen.payment);
  let intent: number | undefined;
  const answer = await moneyTransaction(app, (tx) =>
    once(tx, call, async (): Promise<Answer> => {
      const order = first && (await lockOrderInTurn(tx, first.order.id));
      const found = await repository.paymentById(tx, id, true);
      if (!found) throw new NotFound(words.noPayment);
      const { payment: before } = found;
      if (order && before.refunded !== seen.payment.refunded)
        throw new Conflict(refundedMeanwhile(order, before.refunded - seen.payment.refunded));
      // Cancelled before this request arrived (its cancel refunded the buyer): a rival that won
      // outright, as above, not a wrong amount.
      if (order?.status === 'cancelled') throw new Conflict(words.orderCancelled(order.id));
      if (before.captured === 0 || !['captured', 'partially_refunded', 'refunded'].includes(before.status))
        throw new Conflict(words.notCaptured);
      const left = before.captured - before.refunded;
      if (left === 0) throw FieldErrors.one('amount', words.nothingLeft);
      if (amount > left) throw FieldErrors.one('amount', words.tooMuch(left));
      if (!order) throw new Conflict(words.noOrder);
      if (await repository.inPayout(tx, order.id)) throw new Conflict(words.paidOut);
      if (!before.provider_ref) throw new Conflict(`${PROVIDER_FAILED} no payment reference.`);
      intent = await book(app, tx, session, found, order, { ...input, key });
      const payment = await detailOf(tx, id);
      const message = `Refunded ${formatMoney(amount)}. ${payment.payer.name} has been told.`;
      return { status: 200, body: { message, payment } };
    }),
  );
  if (intent === undefined) return answer.body;
  // The provider, now that no row is locked: a refusal undoes the booking (409); an outage leaves
  // it to the job, which asks again with the same key.
  const settled = await settleIntent(app, intent).catch((error: unknown) => {
    app.log.warn({ err: error, intent }, 'a refund is left to its settling job');
    return null;
  });
  if (settled?.outcome === 'undone') throw new Conflict(`${PROVIDER_FAILED} ${settled.message}`);
  if (settled === null)
    return {
      ...answer.body,
      message: `Refund of ${formatMoney(amount)} recorded. The payment service has not answered yet; it is asked again in a minute, and ${answer.body.payment.payer.name} is told once it has.`,
    };
  return answer.body;
}

// An admin's refund (issue 17, decision 0042). In one money transaction, in the lock order every
// path that moves an order's money keeps (decision 0042, "Lock order"): the payment's order row
// first, waiting its turn, then the payment's row. A cancel or a resolution of that order at the
// same moment either holds the order and wins (this refund then reads what it did: 409), or
// finds it locked (409) — the two never wait on each other in a circle. Then what is left is
// checked, the ledger posted (the order's shares pro rata as an issue's resolution does, or the
// owner's captured deposit), the buyer told, the audit line written, and the provider called
// last, with a key named by the payment and what was refunded before: a retry never refunds twice.
import { adminPaymentMessages as words, type RefundBody } from '@pinjam/api/contract';
import { formatMoney } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { Conflict, FieldErrors, NotFound } from '../../platform/errors/domain';
import { render } from '../../platform/mail/templates';
import { PaymentError } from '../../platform/payments/types';
import type { Session } from '../../platform/security/session';
import { record } from '../activity';
import { audit } from '../audit';
import {
  lockOrderInTurn,
  moneyTransaction,
  once,
  postDepositRefund,
  postRefund,
  recordRefund,
  refundedMeanwhile,
  replayOf,
  sharesOfRefund,
  type KeyedCall,
} from '../payments';
import * as repository from './admin-payments.repository';
import { detailOf } from './admin-payments.service';

const PROVIDER_FAILED = 'The payment service refused this refund, so nothing was changed:';

type Order = NonNullable<Awaited<ReturnType<typeof lockOrderInTurn>>>;
type Found = NonNullable<Awaited<ReturnType<typeof repository.paymentById>>>;

export interface RefundInput extends RefundBody {
  /** The Idempotency-Key header, if sent (it wins over the body's). */
  header?: string;
}

/** The refund's money and words, once every check passed: ledger, payment, buyer, audit. */
async function post(
  app: FastifyInstance,
  tx: Executor,
  session: Session,
  { payment: before, payer }: Found,
  order: Order,
  input: RefundInput & { key: string | undefined },
) {
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

  // The buyer is told: an email and a line in their activity.
  await app.mailer.sendAll(tx, [
    {
      to: payer.email,
      content: render(payer.name, app.config.publicUrl, {
        subject: `A refund of ${formatMoney(amount)} is on its way`,
        intro: `A refund of ${formatMoney(amount)} is on its way for order #${order.id}${input.reason ? `.\nThe reason: ${input.reason}` : '.'}`,
        button: 'See the order',
        path: `/my-orders/order-details/${order.id}`,
        note: `It goes back to ${before.method === 'paypal' ? 'your PayPal account' : (before.label ?? 'your card')}; your bank may take a few days to show it.`,
      }),
    },
  ]);
  await record(tx, payer.id, 'refunded', { type: 'order', id: order.id }, { role: 'buyer', amount });
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
}

/**
 * Refunds `amount` cents of a captured payment. 404: no such payment; 409: not captured, no
 * order, the seller paid out, or refunded (or its order cancelled) by someone else since this
 * request arrived; 422 beside `amount`: more than is left. With an Idempotency-Key (the header,
 * or the body's), the same key and request again answer the first answer (the payments module's
 * store) and refund nothing; the key with another request is a 422. Without a key, no memory.
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
  type Answer = { status: 200; body: { message: string; payment: Awaited<ReturnType<typeof detailOf>> } };
  const replay = await replayOf<Answer>(app.db, call);
  if (replay) return replay.body;
  // What the payment looked like when the request arrived, before any lock: its order (a
  // payment's orders never change) and what was refunded then.
  const seen = await repository.paymentById(app.db, id);
  if (!seen) throw new NotFound(words.noPayment);
  const [first] = await repository.ordersOf(app.db, seen.payment);
  // The key first (a second call with it waits there), then the order's row, then the payment's.
  const answer = await moneyTransaction(app, (tx) =>
    once(tx, call, async (): Promise<Answer> => {
      const order = first && (await lockOrderInTurn(tx, first.order.id));
      const found = await repository.paymentById(tx, id, true);
      if (!found) throw new NotFound(words.noPayment);
      const { payment: before } = found;
      if (order && before.refunded !== seen.payment.refunded)
        throw new Conflict(refundedMeanwhile(order, before.refunded - seen.payment.refunded));
      if (before.captured === 0 || !['captured', 'partially_refunded', 'refunded'].includes(before.status))
        throw new Conflict(words.notCaptured);
      const left = before.captured - before.refunded;
      if (left === 0) throw FieldErrors.one('amount', words.nothingLeft);
      if (amount > left) throw FieldErrors.one('amount', words.tooMuch(left));
      if (!order) throw new Conflict(words.noOrder);
      if (await repository.inPayout(tx, order.id)) throw new Conflict(words.paidOut);
      await post(app, tx, session, found, order, { ...input, key });

      // The provider, last: its key names the payment and what was refunded before this one.
      // (Its call is made with the order's and the payment's rows locked: see decision 0042.)
      if (!before.provider_ref) throw new Conflict(`${PROVIDER_FAILED} no payment reference.`);
      const answered = await app.payments
        .refund(before.provider_ref, amount, `payment-${before.id}:refund-${before.refunded}`)
        .catch((error: unknown) => {
          if (error instanceof PaymentError && error.code === 'idempotency_mismatch')
            throw new Conflict(`${PROVIDER_FAILED} ${error.message}`);
          throw error;
        });
      if (answered.status === 'refused') throw new Conflict(`${PROVIDER_FAILED} ${answered.message}`);
      const payment = await detailOf(tx, id);
      const message = `Refunded ${formatMoney(amount)}. ${payment.payer.name} has been told.`;
      return { status: 200, body: { message, payment } };
    }),
  );
  return answer.body;
}

// An admin's refund after its booking committed (decision 0042, "The provider outside the locks"):
// the provider is called with no row locked, under a key named by the refund's intent, then the
// intent is settled (the buyer told: an email and an activity line) or, if the provider refused,
// undone in a money transaction (the posting reversed, the payment's `refunded` given back, the
// key forgotten, an audit line). Safe to run twice, at once too: the provider answers a key once,
// and the intent closes once. A job runs it for an intent a crash left pending.
import { formatMoney } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define';
import { PaymentError } from '../../platform/payments/types';
import { record } from '../activity';
import { audit } from '../audit';
import { render } from '../../platform/mail/templates';
import {
  closeIntent,
  forgetKey,
  lockOrderInTurn,
  lockPayment,
  moneyTransaction,
  pendingIntent,
  postDepositRefund,
  postRefund,
  recordRefundUndone,
  sharesOfRefund,
  type RefundIntent,
} from '../payments';
import * as repository from './admin-payments.repository';

type Found = NonNullable<Awaited<ReturnType<typeof repository.paymentById>>>;

/** The provider's key of a refund: its intent's, so a retry replays the provider's first answer. */
export const providerKeyOf = (intent: Pick<RefundIntent, 'id' | 'payment_id'>) =>
  `payment-${intent.payment_id}:refund-intent-${intent.id}`;

export type Settled = { outcome: 'settled' | 'gone' } | { outcome: 'undone'; message: string };

/** The buyer told, once: an email and a line in their activity. */
async function tellBuyer(app: FastifyInstance, intent: RefundIntent, found: Found) {
  await app.db.transaction(async (tx) => {
    if (!(await closeIntent(tx, intent.id, 'settled'))) return;
    const { payment, payer } = found;
    const amount = formatMoney(intent.amount);
    await app.mailer.sendAll(tx, [
      {
        to: payer.email,
        content: render(payer.name, app.config.publicUrl, {
          subject: `A refund of ${amount} is on its way`,
          intro: `A refund of ${amount} is on its way for order #${intent.order_id}${intent.reason ? `.\nThe reason: ${intent.reason}` : '.'}`,
          button: 'See the order',
          path: `/my-orders/order-details/${intent.order_id}`,
          note: `It goes back to ${payment.method === 'paypal' ? 'your PayPal account' : (payment.label ?? 'your card')}; your bank may take a few days to show it.`,
        }),
      },
    ]);
    const subject = { type: 'order', id: intent.order_id } as const;
    await record(tx, payer.id, 'refunded', subject, { role: 'buyer', amount: intent.amount });
  });
}

/** The provider refused: the booking reversed, in the lock order (the order's row, then the payment's). */
async function undo(app: FastifyInstance, intent: RefundIntent, why: string) {
  await moneyTransaction(app, async (tx) => {
    const order = (await lockOrderInTurn(tx, intent.order_id))!;
    const payment = (await lockPayment(tx, intent.payment_id))!;
    if (!(await closeIntent(tx, intent.id, 'undone'))) return;
    const step = `admin-refund-${intent.refunded_before}-undone`;
    const from = intent.from_account;
    if (payment.purpose === 'deposit')
      await postDepositRefund(tx, order, step, payment.id, -intent.amount, from);
    else {
      const shares = sharesOfRefund(order, intent.refunded_before, intent.amount);
      const negated = { seller: -shares.seller, commission: -shares.commission, delivery: -shares.delivery };
      await postRefund(tx, order, step, negated, from);
    }
    await recordRefundUndone(tx, payment.id, intent.amount);
    if (intent.admin_id !== null && intent.idempotency_key !== null)
      await forgetKey(tx, {
        user_id: intent.admin_id,
        operation: 'payment.refund',
        key: intent.idempotency_key,
      });
    // The admin who asked for it, as the trail names the refund it undoes.
    await audit(
      tx,
      { id: intent.admin_id as number, name: 'The payment service' },
      {
        action: 'payment.refund_undone',
        subject_type: 'payment',
        subject_id: payment.id,
        before: { refunded: payment.refunded, status: payment.status },
        after: { amount: intent.amount, why, intent: intent.id },
      },
    );
  });
}

/**
 * Calls the provider for a pending intent and settles or undoes it. An outage throws (the intent
 * stays pending: the job asks again later).
 */
export async function settleRefund(app: FastifyInstance, intentId: number): Promise<Settled> {
  const intent = await pendingIntent(app.db, intentId);
  if (!intent) return { outcome: 'gone' };
  const found = (await repository.paymentById(app.db, intent.payment_id))!;
  const answer = await app.payments
    .refund(found.payment.provider_ref!, intent.amount, providerKeyOf(intent))
    .catch((error: unknown) => {
      if (error instanceof PaymentError && error.code === 'idempotency_mismatch')
        return { status: 'refused' as const, message: error.message };
      throw error;
    });
  if (answer.status === 'refused') {
    await undo(app, intent, answer.message);
    return { outcome: 'undone', message: answer.message };
  }
  await tellBuyer(app, intent, found);
  return { outcome: 'settled' };
}

/** Sent with every refund's booking, to run a minute later: settles it if a crash left it pending. */
export const refundSettle = defineJob(
  'refund-settle',
  z.object({ intent_id: z.number().int().positive() }),
  async ({ intent_id }, { app }) => {
    await settleRefund(app, intent_id);
  },
  { retryLimit: 20, retryDelaySeconds: 60 },
);

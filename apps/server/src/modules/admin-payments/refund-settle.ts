// An admin's refund after its booking committed (decision 0042, "The provider outside the locks"):
// the payments module asks the provider for the refund's intent, with no row locked, under the key
// `payment-{id}:refund-intent-{intent}`; these are the refund's after-effects it runs then, by its
// purpose 'admin-refund': settled, the buyer is told (an email and an activity line); refused, the
// booking is undone in a money transaction (the posting reversed, the payment's `refunded` given
// back, the key forgotten, an audit line).
import { formatMoney } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { record } from '../activity';
import { render } from '../../platform/mail/templates';
import {
  auditIntent,
  closeIntent,
  forgetKey,
  lockOrderInTurn,
  lockPayment,
  moneyTransaction,
  onIntent,
  postDepositRefund,
  postRefund,
  recordRefundUndone,
  sharesOfRefund,
  type ProviderIntent,
} from '../payments';
import * as repository from './admin-payments.repository';

/** The buyer told, in the transaction that settles the intent: an email and a line in their activity. */
async function tellBuyer(app: FastifyInstance, tx: Executor, intent: ProviderIntent) {
  const { payment, payer } = (await repository.paymentById(tx, intent.payment_id))!;
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
  const subject = { type: 'order', id: intent.order_id! } as const;
  await record(tx, payer.id, 'refunded', subject, { role: 'buyer', amount: intent.amount });
}

/** The provider refused: the booking reversed, in the lock order (the order's row, then the payment's). */
async function undo(app: FastifyInstance, intent: ProviderIntent, why: string) {
  await moneyTransaction(app, async (tx) => {
    const order = (await lockOrderInTurn(tx, intent.order_id!))!;
    const payment = (await lockPayment(tx, intent.payment_id))!;
    if (!(await closeIntent(tx, intent.id, 'undone'))) return;
    const before = intent.refunded_before ?? 0;
    const step = `admin-refund-${before}-undone`;
    const from = intent.from_account ?? 'seller_pending';
    if (payment.purpose === 'deposit')
      await postDepositRefund(tx, order, step, payment.id, -intent.amount, from);
    else {
      const shares = sharesOfRefund(order, before, intent.amount);
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
    await auditIntent(tx, intent, {
      action: 'payment.refund_undone',
      before: { refunded: payment.refunded, status: payment.status },
      after: { amount: intent.amount, why, intent: intent.id },
    });
  });
}

/** The admin's refunds' after-effects, registered with the payments module as the module starts. */
export const registerRefundEffects = (app: FastifyInstance) =>
  onIntent(app, 'admin-refund', { settled: tellBuyer, undo });

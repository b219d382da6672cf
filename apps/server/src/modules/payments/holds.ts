// Letting go of a hold (decision 0042, "The provider outside the locks"): the payment voided in
// our books and its provider void booked as an intent, in the caller's money transaction. A
// refusal after the commit is reported, not undone: the step that let the hold go stands. The
// intents are returned for the caller to settle after its commit (`settleAfterCommit`).
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { recordIntent } from './intents';
import { capturesOf } from './intents.repository';
import { depositOf, recordVoid, type PaymentRow } from './payments.repository';

/** The hold's provider call, named by the path that lets it go. */
interface VoidCall {
  purpose: string;
  provider_key: string;
  order_id?: number;
}

/** One held payment voided and its provider void booked: the intent's id. */
export async function voidHold(
  app: FastifyInstance,
  tx: Executor,
  payment: Pick<PaymentRow, 'id' | 'amount'>,
  call: VoidCall,
): Promise<number> {
  await recordVoid(tx, payment.id);
  return recordIntent(app, tx, {
    kind: 'void',
    on_refusal: 'report',
    payment_id: payment.id,
    amount: payment.amount,
    ...call,
  });
}

/**
 * A rental order's deposit hold, if it is still held, let go at `step` (`cancel`, `complete`):
 * purpose `order-{step}`, provider key `order-{id}:{step}:deposit-void`. No hold, or a
 * resolution's capture of it under way: nothing.
 */
export async function voidDepositHold(
  app: FastifyInstance,
  tx: Executor,
  order: { id: number; request_id: number | null },
  step: string,
): Promise<number[]> {
  if (order.request_id === null) return [];
  const deposit = await depositOf(tx, order.request_id);
  if (!deposit?.provider_ref || deposit.status !== 'authorised') return [];
  if ((await capturesOf(tx, deposit.id)).some((c) => c.status === 'pending')) return [];
  const key = `order-${order.id}:${step}:deposit-void`;
  return [
    await voidHold(app, tx, deposit, { purpose: `order-${step}`, provider_key: key, order_id: order.id }),
  ];
}

// One checkout (decision 0026): priced by the server, checked under the items' row locks. A card
// is asked with no row locked, after its stock is taken (card.ts; decision 0042, "The provider
// outside the locks"). PayPal's order is made under the locks, idempotent by (user,
// Idempotency-Key) through the payments module's store, and completed once the buyer approved.
import type { CheckoutBody, CheckoutEntryInput, CheckoutResultBody, Quote } from '@pinjam/api/contract';
import type { Fulfilment } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema';
import { Conflict, FieldErrors, NotFound, PaymentRefused } from '../../platform/errors/domain';
import { getMarketplaceSettings, type MarketplaceSettings } from '../settings';
import { moneyTransaction, once, replayOf, requestHash, type KeyedCall } from '../payments';
import { payByCard } from './card';
import * as repository from './checkout.repository';
import { fulfil, undoParts, type Paid, type Priced } from './fulfil';
import { KEY_REUSED, priceChecked, providerKey, type Answer } from './pricing';
import { planParts, providerParts, UNAVAILABLE_MESSAGE } from './rules';

export const deliveryFee = async (app: FastifyInstance) =>
  (await getMarketplaceSettings(app.db)).delivery_fee;

// ─── Pricing ─────────────────────────────────────────────────────────────────────────────────

/** The review's figures: nothing locked, nothing taken. */
export const quote = async (
  app: FastifyInstance,
  user: UserRow,
  body: { entries: CheckoutEntryInput[]; fulfilment: Fulfilment },
) => (await priceChecked(app.db, user, body.entries, body.fulfilment, false, new Date())).quote;

// ─── Pay ─────────────────────────────────────────────────────────────────────────────────────

/** Cards: everything made and paid (201; card.ts). PayPal: priced and kept, the buyer sent to approve (200). */
export async function place(
  app: FastifyInstance,
  user: UserRow,
  key: string,
  body: CheckoutBody,
): Promise<Answer> {
  const call: KeyedCall = { userId: user.id, operation: 'checkout.pay', key, body, reused: KEY_REUSED };
  const replay = await replayOf<Answer>(app.db, call);
  if (replay) return replay;
  const now = new Date();
  if (body.payment.method === 'card') return payByCard(app, user, key, body, now);
  // A second request with this key waits in `once` for the first, then answers what it stored.
  return moneyTransaction(app, (tx) => once(tx, call, () => startPayPal(app, tx, user, key, body, now)));
}

/** PayPal: priced under the locks, its order made at PayPal, nothing taken until the buyer approves. */
async function startPayPal(
  app: FastifyInstance,
  tx: Executor,
  user: UserRow,
  key: string,
  body: CheckoutBody,
  now: Date,
): Promise<Answer> {
  const { payment, fulfilment } = body;
  const claimed = await repository.claim(tx, {
    user_id: user.id,
    idempotency_key: key,
    request_hash: requestHash(body),
    status: 'awaiting_approval',
  });
  // A key the store did not know but a checkout of before its time did (no answer kept).
  if (!claimed)
    throw new Conflict('This checkout is being paid already. Wait a moment and look at your orders.');
  const { quote: quoted } = await priceChecked(tx, user, body.entries, fulfilment, true, now);
  const returnTo = `${app.config.publicUrl}/checkout?payment_id=${claimed.public_id}`;
  const result = await app.payments.authorise({
    method: payment.method,
    reference: claimed.public_id,
    userId: user.id,
    parts: providerParts(planParts(quoted, fulfilment)),
    idempotencyKey: providerKey(claimed.public_id),
    returnUrl: `${returnTo}&paypal=approved`,
    cancelUrl: `${returnTo}&paypal=cancelled`,
  });
  if (result.status === 'declined') throw new PaymentRefused(result.message, result.code);
  if (result.status !== 'approval_required') throw new Error('PayPal answered without an approval');
  const priced: Priced = {
    entries: body.entries,
    fulfilment,
    address: body.address ?? null,
    method: payment.method,
    quote: quoted,
    provider_ref: result.provider_ref,
  };
  const approval = { approval_url: result.approval_url, payment_id: claimed.public_id };
  await repository.finish(tx, claimed.id, { priced, response: approval, response_status: 200 });
  return { status: 200, body: approval };
}

// ─── PayPal, after the buyer approved ────────────────────────────────────────────────────────

const PAYPAL_CANCELLED = 'You cancelled the PayPal payment. Nothing was charged; your cart is as it was.';
const PRICES_CHANGED = 'Prices changed since you approved the payment. Nothing was charged; check out again.';

type Confirmed = { done: CheckoutResultBody } | { refused: Error };

/** A refusal the checkout keeps: the row is marked and commits, then the refusal is answered. */
async function refuse(
  tx: Executor,
  id: number,
  status: 'failed' | 'cancelled',
  error: Error,
): Promise<Confirmed> {
  await repository.finish(tx, id, { status });
  return { refused: error };
}

/**
 * Re-checks under the locks, then asks the provider to complete: nothing is authorised for a
 * checkout that became unavailable. Again after it completed: the same answer.
 */
export async function confirmPayPal(
  app: FastifyInstance,
  user: UserRow,
  publicId: string,
): Promise<CheckoutResultBody> {
  const now = new Date();
  const outcome = await moneyTransaction(app, async (tx, undo): Promise<Confirmed> => {
    const checkout = await repository.findByPublicId(tx, user.id, publicId, true);
    const priced = checkout?.priced as Priced | null | undefined;
    if (!checkout || !priced?.provider_ref) throw new NotFound('There is no such payment.');
    if (checkout.status === 'completed') return { done: checkout.response as CheckoutResultBody };
    if (checkout.status === 'cancelled') throw new PaymentRefused(PAYPAL_CANCELLED, 'payment_cancelled');
    if (checkout.status === 'failed') throw new Conflict(UNAVAILABLE_MESSAGE, 'unavailable');
    let quoted: Quote;
    let settings: MarketplaceSettings;
    try {
      ({ quote: quoted, settings } = await priceChecked(
        tx,
        user,
        priced.entries as CheckoutEntryInput[],
        priced.fulfilment,
        true,
        now,
      ));
    } catch (error) {
      if (!(error instanceof Conflict || error instanceof FieldErrors)) throw error;
      return refuse(
        tx,
        checkout.id,
        'failed',
        new Conflict(UNAVAILABLE_MESSAGE, 'unavailable', error.errors),
      );
    }
    if (quoted.total !== priced.quote.total)
      return refuse(tx, checkout.id, 'failed', new Conflict(PRICES_CHANGED, 'prices_changed'));
    const key = providerKey(checkout.public_id);
    // The provider keeps each key's answer, "not approved yet" too: each try has its own key.
    const tries = priced.tries ?? 0;
    const approval = await app.payments.completeApproval(priced.provider_ref, `${key}:complete:${tries}`);
    if (approval.status === 'cancelled')
      return refuse(tx, checkout.id, 'cancelled', new PaymentRefused(PAYPAL_CANCELLED, 'payment_cancelled'));
    if (approval.status === 'declined') {
      await repository.finish(tx, checkout.id, { priced: { ...priced, tries: tries + 1 } });
      return { refused: new PaymentRefused(approval.message, approval.code) };
    }
    const paid: Paid = {
      checkout_id: checkout.id,
      buyer_id: user.id,
      priced,
      parts: planParts(quoted, priced.fulfilment),
      authorised: approval.parts,
      key,
      settings,
    };
    undoParts(app, paid, undo);
    const created = await fulfil(app, tx, paid, now);
    await repository.finish(tx, checkout.id, {
      status: 'completed',
      response: created,
      response_status: 201,
    });
    return { done: created };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.done;
}

// One checkout (decision 0026): priced by the server, checked under the items' row locks, paid
// inside the same transaction (the provider is called while the locks are held; a failed commit
// after a yes takes the money back), idempotent by (user, Idempotency-Key) through the payments
// module's store.
import type { CheckoutBody, CheckoutEntryInput, CheckoutResultBody, Quote } from '@pinjam/api/contract';
import { todayInBrunei, type Fulfilment } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema';
import { Conflict, FieldErrors, NotFound, PaymentRefused } from '../../platform/errors/domain';
import { getMarketplaceSettings, type MarketplaceSettings } from '../settings';
import { moneyTransaction, once, replayOf, requestHash, type KeyedCall, type Undo } from '../payments';
import { heldFrom } from '../stock';
import * as repository from './checkout.repository';
import { fulfil, undoParts, type Paid, type Priced } from './fulfil';
import { checkEntries, hasAny, planParts, priceLines, quoteOf, UNAVAILABLE_MESSAGE } from './rules';

export const deliveryFee = async (app: FastifyInstance) =>
  (await getMarketplaceSettings(app.db)).delivery_fee;

// ─── Pricing ─────────────────────────────────────────────────────────────────────────────────

/**
 * The entries priced and checked against the items (locked when `lock`): 422 or 409 by entry.
 * With the settings it priced by, which the orders it leads to keep.
 */
async function priceChecked(
  tx: Executor,
  user: UserRow,
  entries: readonly CheckoutEntryInput[],
  fulfilment: Fulfilment,
  lock: boolean,
  now: Date,
): Promise<{ quote: Quote; settings: MarketplaceSettings }> {
  const itemsById = await repository.readItems(
    tx,
    entries.map((e) => e.item_id),
    lock,
  );
  const settings = await getMarketplaceSettings(tx);
  const judged = { today: todayInBrunei(now), bounds: settings };
  // Every booking from today on: a sale must be free of all of them, a rental of its days'.
  const held = await heldFrom(tx, [...itemsById.keys()], judged.today);
  const buyer = { id: user.id, verified: user.verification_status === 'approved' };
  const problems = checkEntries(entries, itemsById, buyer, judged, (id) => held.get(id) ?? []);
  if (hasAny(problems.invalid)) throw new FieldErrors(problems.invalid);
  if (hasAny(problems.unavailable))
    throw new Conflict(UNAVAILABLE_MESSAGE, 'unavailable', problems.unavailable);
  return { quote: quoteOf(priceLines(entries, itemsById), fulfilment, settings.delivery_fee), settings };
}

/** The review's figures: nothing locked, nothing taken. */
export const quote = async (
  app: FastifyInstance,
  user: UserRow,
  body: { entries: CheckoutEntryInput[]; fulfilment: Fulfilment },
) => (await priceChecked(app.db, user, body.entries, body.fulfilment, false, new Date())).quote;

// ─── Idempotency ─────────────────────────────────────────────────────────────────────────────

export interface Answer {
  status: 200 | 201;
  body: CheckoutResultBody | { approval_url: string; payment_id: string };
}

const KEY_REUSED = 'This Idempotency-Key was used for another checkout. Send a new key for a new checkout.';

// ─── Pay ─────────────────────────────────────────────────────────────────────────────────────

const providerKey = (checkoutPublicId: string) => `checkout-${checkoutPublicId}`;

/** Cards: everything made and paid (201). PayPal: priced and kept, the buyer sent to approve (200). */
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
  // A second request with this key waits in `once` for the first, then answers what it stored.
  return moneyTransaction(app, (tx, undo) => once(tx, call, () => pay(app, tx, undo, user, key, body, now)));
}

async function pay(
  app: FastifyInstance,
  tx: Executor,
  undo: Undo,
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
    status: payment.method === 'paypal' ? 'awaiting_approval' : 'completed',
  });
  // A key the store did not know but a checkout of before its time did (no answer kept).
  if (!claimed)
    throw new Conflict('This checkout is being paid already. Wait a moment and look at your orders.');
  const { quote: quoted, settings } = await priceChecked(tx, user, body.entries, fulfilment, true, now);
  const parts = planParts(quoted, fulfilment);
  const returnTo = `${app.config.publicUrl}/checkout?payment_id=${claimed.public_id}`;
  const result = await app.payments.authorise({
    method: payment.method,
    token: payment.method === 'card' ? payment.token : undefined,
    reference: claimed.public_id,
    userId: user.id,
    parts: parts.map(({ reference, amount, capture, description }) => ({
      reference,
      amount,
      capture,
      description,
    })),
    idempotencyKey: providerKey(claimed.public_id),
    returnUrl: `${returnTo}&paypal=approved`,
    cancelUrl: `${returnTo}&paypal=cancelled`,
  });
  if (result.status === 'declined') throw new PaymentRefused(result.message, result.code);
  const priced: Priced = {
    entries: body.entries,
    fulfilment,
    address: body.address ?? null,
    method: payment.method,
    quote: quoted,
  };
  if (result.status === 'approval_required') {
    const approval = { approval_url: result.approval_url, payment_id: claimed.public_id };
    await repository.finish(tx, claimed.id, {
      priced: { ...priced, provider_ref: result.provider_ref },
      response: approval,
      response_status: 200,
    });
    return { status: 200, body: approval };
  }
  const paid: Paid = {
    checkout_id: claimed.id,
    buyer_id: user.id,
    priced,
    parts,
    authorised: result.parts,
    key: providerKey(claimed.public_id),
    settings,
  };
  undoParts(app, paid, undo);
  const created = await fulfil(app, tx, paid, now);
  await repository.finish(tx, claimed.id, {
    status: 'completed',
    priced,
    response: created,
    response_status: 201,
  });
  return { status: 201, body: created };
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

// A card checkout after tx1 (card.ts): the provider asked with no row locked, then its answer
// settled once. Authorised → tx2: the payments recorded, the orders and requests made (fulfil.ts,
// the stock already taken, the days' holds handed to the requests), 'completed'. Declined → the
// stock and the days given back, 'declined', 402. No answer → left 'authorising': the sweep
// (sweep.ts) asks again with the same key, which the provider answers as the first time.
import type { CheckoutResultBody } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { PaymentRefused, TryLater } from '../../platform/errors/domain';
import { PaymentError, type AuthorisedPart } from '../../platform/payments/types';
import { keepAnswer, moneyTransaction } from '../payments';
import { releaseCheckoutHolds } from '../stock';
import * as repository from './checkout.repository';
import { fulfil, undoParts, type Paid, type Priced } from './fulfil';
import { providerKey } from './pricing';
import { planParts, providerParts } from './rules';

/** A checkout tx1 committed: its stock taken, its days held, the provider not yet answered. */
export interface Authorising {
  id: number;
  public_id: string;
  user_id: number;
  priced: Priced;
}

const NO_ANSWER =
  'The card payment service has not answered yet. We are checking with it: look at your orders in a few minutes before you pay again.';

/** What a checkout keeps of its pricing once settled (the card's token goes). */
const kept = ({ token: _token, ...priced }: Priced): Priced => priced;

/** The Pay's key in the payments module's store, where a paid card's answer is kept as PayPal's is (a decline stays the checkout's: it answers again as a 402, not a stored body). */
const keyOf = (row: { user_id: number; idempotency_key: string; request_hash: string }) => ({
  userId: row.user_id,
  operation: 'checkout.pay',
  key: row.idempotency_key,
  requestHash: row.request_hash,
});

/** The same request every time: the provider answers a repeated key only for the same one. */
function askProvider(app: FastifyInstance, checkout: Authorising) {
  const { priced } = checkout;
  const returnTo = `${app.config.publicUrl}/checkout?payment_id=${checkout.public_id}`;
  return app.payments.authorise({
    method: 'card',
    token: priced.token,
    reference: checkout.public_id,
    userId: checkout.user_id,
    parts: providerParts(planParts(priced.quote, priced.fulfilment)),
    idempotencyKey: providerKey(checkout.public_id),
    returnUrl: `${returnTo}&paypal=approved`,
    cancelUrl: `${returnTo}&paypal=cancelled`,
  });
}

/** tx2: made and paid, once; a second settling (the sweep meanwhile) answers what the first made. */
function settle(app: FastifyInstance, checkout: Authorising, authorised: AuthorisedPart[], now: Date) {
  return moneyTransaction(app, async (tx, undo): Promise<CheckoutResultBody> => {
    const row = await repository.lockCheckout(tx, checkout.id);
    if (row?.status === 'completed') return row.response as CheckoutResultBody;
    if (row?.status !== 'authorising') throw new Error(`checkout ${checkout.id} is ${row?.status}`);
    const priced = kept(checkout.priced);
    const paid: Paid = {
      checkout_id: checkout.id,
      buyer_id: checkout.user_id,
      priced,
      parts: planParts(priced.quote, priced.fulfilment),
      authorised,
      key: providerKey(checkout.public_id),
      settings: priced.settings!,
      stockTaken: true,
    };
    undoParts(app, paid, undo);
    await releaseCheckoutHolds(tx, checkout.id);
    const created = await fulfil(app, tx, paid, now);
    await repository.finish(tx, checkout.id, {
      status: 'completed',
      priced,
      response: created,
      response_status: 201,
    });
    await keepAnswer(tx, keyOf(row), { status: 201, body: created });
    return created;
  });
}

/** tx2': the stock and the days given back, once; the checkout keeps why (a retry answers it). */
function release(app: FastifyInstance, checkout: Authorising, status: 'declined' | 'failed', why: object) {
  return moneyTransaction(app, async (tx) => {
    const row = await repository.lockCheckout(tx, checkout.id);
    if (row?.status !== 'authorising') return;
    for (const line of checkout.priced.quote.lines.filter((l) => !l.is_rental))
      await repository.giveBackStock(tx, line.item_id, line.quantity);
    await releaseCheckoutHolds(tx, checkout.id);
    const response_status = status === 'declined' ? 402 : null;
    await repository.finish(tx, checkout.id, {
      status,
      priced: kept(checkout.priced),
      response: why,
      response_status,
    });
  });
}

/**
 * Asks the provider (no row locked) and settles its answer. A provider that does not answer
 * leaves the checkout to the sweep (503); one that refuses the request itself (not the card)
 * gives everything back.
 */
export async function authoriseAndSettle(
  app: FastifyInstance,
  checkout: Authorising,
  now: Date,
): Promise<CheckoutResultBody> {
  let result: Awaited<ReturnType<typeof askProvider>>;
  try {
    result = await askProvider(app, checkout);
  } catch (error) {
    if (error instanceof PaymentError && error.code === 'unavailable')
      throw new TryLater(NO_ANSWER, 5000, true);
    await release(app, checkout, 'failed', { error: 'provider_error' });
    throw error;
  }
  if (result.status === 'declined') {
    await release(app, checkout, 'declined', { message: result.message, code: result.code });
    throw new PaymentRefused(result.message, result.code);
  }
  if (result.status !== 'completed') throw new Error('a card was answered with an approval');
  try {
    return await settle(app, checkout, result.parts, now);
  } catch (error) {
    // tx2 did not commit and its undo steps voided or refunded what was authorised: give back.
    await release(app, checkout, 'failed', { error: 'not_settled' });
    throw error;
  }
}

/** The sweep's: each checkout still authorising since before `before` asked again, same key. */
export async function settleStale(app: FastifyInstance, before: Date, limit: number, now: Date) {
  const stale = await repository.staleAuthorising(app.db, before, limit);
  const settled = { completed: 0, released: 0, waiting: 0 };
  for (const row of stale) {
    const { id, public_id, user_id } = row;
    const checkout = { id, public_id, user_id, priced: row.priced as Priced };
    try {
      await authoriseAndSettle(app, checkout, now);
      settled.completed += 1;
    } catch (error) {
      if (error instanceof TryLater) settled.waiting += 1;
      else if (error instanceof PaymentRefused) settled.released += 1;
      else throw error;
    }
  }
  return settled;
}

// A card checkout (decision 0042, "The provider outside the locks"). tx1 claims the checkout,
// prices and checks it under the items' row locks, TAKES the stock of its purchases and holds its
// rentals' days (conditional updates under those locks), and marks it 'authorising'; it commits.
// The provider is then asked with no row locked, under the key `checkout-{public_id}`; what it
// answers is settled in tx2 (authorise.ts). The same Idempotency-Key again meanwhile waits a
// moment for that answer, or is told the checkout is being paid: never a second authorisation.
import type { CheckoutBody, CheckoutResultBody } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Executor } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema';
import { Conflict, FieldErrors, PaymentRefused } from '../../platform/errors/domain';
import { moneyTransaction, requestHash } from '../payments';
import { holdForCheckout } from '../stock';
import { authoriseAndSettle, type Authorising } from './authorise';
import * as repository from './checkout.repository';
import type { Priced } from './fulfil';
import { KEY_REUSED, priceChecked, type Answer } from './pricing';
import { UNAVAILABLE_MESSAGE } from './rules';

const BEING_PAID = 'This checkout is being paid already. Wait a moment and look at your orders.';
/** How long the same key again waits for the first request's answer before it is told so. */
const WAIT_MS = 5_000;

/** tx1: the checkout claimed, checked, its stock taken and its days held; or the key's row taken. */
async function take(
  tx: Executor,
  user: UserRow,
  key: string,
  body: CheckoutBody,
  now: Date,
): Promise<Authorising | undefined> {
  const claimed = await repository.claim(tx, {
    user_id: user.id,
    idempotency_key: key,
    request_hash: requestHash(body),
    status: 'authorising',
  });
  if (!claimed) return undefined;
  const { fulfilment } = body;
  const { quote, settings } = await priceChecked(tx, user, body.entries, fulfilment, true, now);
  for (const line of quote.lines.filter((l) => !l.is_rental))
    if (!(await repository.takeStock(tx, line.item_id, line.quantity)))
      throw new Conflict(UNAVAILABLE_MESSAGE, 'unavailable', {
        [`entries.${line.index}`]: ['This item sold out a moment ago.'],
      });
  const rentals = quote.lines.filter((l) => l.is_rental);
  await holdForCheckout(
    tx,
    claimed.id,
    rentals.map((l) => ({
      item_id: l.item_id,
      quantity: l.quantity,
      start_date: l.start_date!,
      end_date: l.end_date!,
    })),
  );
  const priced: Priced = {
    entries: body.entries,
    fulfilment,
    address: body.address ?? null,
    method: 'card',
    quote,
    token: body.payment.method === 'card' ? body.payment.token : undefined,
    settings,
  };
  await repository.finish(tx, claimed.id, { priced });
  return { id: claimed.id, public_id: claimed.public_id, user_id: user.id, priced };
}

/** The same key's checkout, as it stands: its answer, once it has one (waiting a little for it). */
async function answerOf(
  app: FastifyInstance,
  user: UserRow,
  key: string,
  body: CheckoutBody,
): Promise<Answer> {
  for (let waited = 0; ; waited += 100) {
    const row = await repository.findByKey(app.db, user.id, key);
    if (row && row.request_hash !== requestHash(body)) throw FieldErrors.one('Idempotency-Key', KEY_REUSED);
    if (row?.status === 'completed' && row.response)
      return { status: 201, body: row.response as CheckoutResultBody };
    if (row?.status === 'declined') {
      const refusal = row.response as { message: string; code: string };
      throw new PaymentRefused(refusal.message, refusal.code);
    }
    if (row?.status !== 'authorising' || waited >= WAIT_MS) throw new Conflict(BEING_PAID);
    await sleep(100);
  }
}

/** Pay by card: 201 with the orders and requests made, 402 declined (nothing kept), 409 unavailable. */
export async function payByCard(
  app: FastifyInstance,
  user: UserRow,
  key: string,
  body: CheckoutBody,
  now: Date,
): Promise<Answer> {
  // A second request with this key waits at the claim for the first's tx1, then finds its row.
  const taken = await moneyTransaction(app, (tx) => take(tx, user, key, body, now));
  if (!taken) return answerOf(app, user, key, body);
  return { status: 201, body: await authoriseAndSettle(app, taken, now) };
}

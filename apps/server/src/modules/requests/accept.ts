// The owner accepts a pending request (decision 0042, "The provider outside the locks"): booked,
// asked, settled. The money transaction checks the request (pending, a unit free, its days held,
// its payment held) and books a capture intent under the key `request-{id}:capture`; after the
// commit the provider is asked with no row locked; the settling's money transaction finishes the
// accept (accepted, the capture recorded, the paid rental order, the renter told). A refusal fails
// the intent and the request stays pending (409 in the provider's words). While the capture is
// pending the request is the accept's: a deny or a cancel answers 409, the clock waits. A crash
// between the booking and the answer is the intent's job's: it asks again under the same key
// (the provider replays its answer) and settles. A settling that finds no unit free any more
// (another accept of the last one won meanwhile) refunds the capture and declines the request.
import { nextRequestStatus, type RequestEvent } from '@pinjam/machines';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { Conflict } from '../../platform/errors/domain';
import type { ActivityEntry } from '../activity';
import { notify } from '../notifications';
import { createPaidOrder } from '../orders';
import {
  capturesOf,
  closeIntent,
  lockPayments,
  moneyTransaction,
  onIntent,
  recordCapture,
  recordIntent,
  recordRefund,
  settleAfterCommit,
  settleIntent,
  type ProviderIntent,
  type Yes,
} from '../payments';
import { DECLINED_NO_UNIT, freeToAccept, NO_UNIT_FOR_THESE_DAYS } from '../stock';
import * as repository from './requests.repository';
import { BEING_ACCEPTED, DAYS_RELEASED, NOT_PENDING } from './rules';
import { answered, decline, lockAs, move, titleOf } from './transitions';

const ACCEPT: RequestEvent = { type: 'request.accept', by: 'owner' };
const PURPOSE = 'request.accept';
const NOT_HELD = 'The payment of this request is no longer held.';
const NOT_ANSWERED =
  'The payment service has not answered yet. The request shows as accepted once the payment is taken.';

/**
 * The booking: the capture intent's id, or the voids of a decline (no unit free for the days: the
 * request is declined and its holds let go, as before any money moved).
 */
async function book(app: FastifyInstance, ownerId: number, id: number, now: Date) {
  return moneyTransaction(app, async (tx): Promise<{ capture: number } | { voids: number[] }> => {
    const request = await lockAs(tx, id, ownerId, 'owner');
    const earlier = request.payment_id === null ? [] : await capturesOf(tx, request.payment_id);
    if (earlier.some((c) => c.status === 'pending')) throw new Conflict(BEING_ACCEPTED, 'being_accepted');
    if (request.status === 'pending' && !(await freeToAccept(tx, request)))
      return { voids: await decline(app, tx, request, now, DECLINED_NO_UNIT) };
    if (!nextRequestStatus(request.status, ACCEPT)) throw new Conflict(NOT_PENDING);
    if (!(await repository.bookingHolds(tx, id))) throw new Conflict(DAYS_RELEASED);
    const [payment] = await lockPayments(tx, [request.payment_id]);
    if (!payment?.provider_ref || payment.status !== 'authorised') throw new Conflict(NOT_HELD);
    // A capture refused before is asked anew under a key of its own.
    const again = earlier.length ? `-${earlier.length + 1}` : '';
    const capture = await recordIntent(app, tx, {
      kind: 'capture',
      purpose: PURPOSE,
      on_refusal: 'undo',
      payment_id: payment.id,
      amount: payment.amount,
      provider_key: `request-${id}:capture${again}`,
    });
    return { capture };
  });
}

/**
 * The accept finished (the capture's settling, in its money transaction): the request, then the
 * item's units, then the payment (the lock order). No unit free any more, or the request answered
 * meanwhile: the capture refunded (and the request declined). Returns the intents it booked.
 */
async function finish(app: FastifyInstance, tx: Executor, intent: ProviderIntent, yes: Yes) {
  const now = new Date();
  const request = (await repository.lockRequestPaidBy(tx, intent.payment_id))!;
  const free =
    request.status === 'pending' &&
    (await freeToAccept(tx, request)) &&
    (await repository.bookingHolds(tx, request.id));
  const [payment] = await lockPayments(tx, [intent.payment_id]);
  const captured = yes.amount ?? intent.amount;
  await recordCapture(tx, payment!.id, { captured, provider_ref: yes.provider_ref ?? payment!.provider_ref });
  if (!free) {
    await recordRefund(tx, payment!.id, captured);
    const refund = await recordIntent(app, tx, {
      kind: 'refund',
      purpose: 'request.accept-undo',
      on_refusal: 'report',
      payment_id: payment!.id,
      amount: captured,
      provider_key: `${intent.provider_key}:undo`,
    });
    const voids = request.status === 'pending' ? await decline(app, tx, request, now, DECLINED_NO_UNIT) : [];
    return [refund, ...voids];
  }
  await move(tx, request, ACCEPT, now);
  const title = await titleOf(tx, request.item_id);
  const activity: ActivityEntry[] = [];
  const order = await createPaidOrder(
    app,
    tx,
    {
      kind: 'rental',
      buyer_id: request.renter_id,
      seller_id: request.owner_id,
      checkout_id: request.checkout_id,
      payment_id: payment!.id,
      request_id: request.id,
      fulfilment: request.fulfilment,
      address: (request.address as object | null) ?? null,
      delivery_fee: request.delivery_fee,
      deposit: request.deposit,
      start_date: request.start_date,
      end_date: request.end_date,
      lines: [
        {
          item_id: request.item_id,
          title,
          is_rental: true,
          quantity: request.quantity,
          days: request.days,
          start_date: request.start_date,
          end_date: request.end_date,
          unit_price: request.unit_price,
          line_total: request.line_total,
        },
      ],
    },
    undefined,
    activity,
  );
  await notify(app, tx, request.renter_id, 'requestAccepted', { request_id: request.id });
  await answered(tx, request, 'request_accepted', title, { order_id: order.id }, activity);
  return [];
}

/** The provider refused the capture: nothing was booked but the intent; the request stays pending. */
const refused = (app: FastifyInstance, intent: ProviderIntent) =>
  app.db.transaction(async (tx) => {
    await closeIntent(tx, intent.id, 'failed');
  });

/** The accept's after-effects, registered with the payments module as the requests module starts. */
export const registerAcceptEffects = (app: FastifyInstance) =>
  onIntent(app, PURPOSE, { settled: finish, undo: refused });

/**
 * The owner accepts: the capture booked, asked, settled; the rental order's id. 409: no unit free
 * any more (the request declined, its holds let go), the provider's refusal in its words, the
 * request answered or being accepted already, or the provider not answering yet (its job
 * finishes the accept).
 */
export async function accept(app: FastifyInstance, ownerId: number, id: number): Promise<number> {
  const booked = await book(app, ownerId, id, new Date());
  if ('voids' in booked) {
    await settleAfterCommit(app, booked.voids);
    throw new Conflict(NO_UNIT_FOR_THESE_DAYS, 'unavailable');
  }
  const settled = await settleIntent(app, booked.capture).catch((error: unknown) => {
    app.log.warn({ err: error, intent: booked.capture }, 'an accept’s capture is left to its settling job');
    return null;
  });
  if (settled === null) throw new Conflict(NOT_ANSWERED, 'being_accepted');
  if (settled.outcome === 'undone' || settled.outcome === 'failed')
    throw new Conflict(`The payment could not be taken: ${settled.message}`);
  const [now] = await repository.listRequests(app.db, repository.byId(id));
  if (now?.order_id) return now.order_id;
  if (now?.request.status === 'denied') throw new Conflict(NO_UNIT_FOR_THESE_DAYS, 'unavailable');
  throw new Conflict(BEING_ACCEPTED, 'being_accepted');
}

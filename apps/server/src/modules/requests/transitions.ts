// Answers to a pending request: the owner accepts or denies, the renter cancels, the clock
// expires it. Each is checked against the request lifecycle (@pinjam/machines) and applied as one
// conditional UPDATE (… WHERE id = $1 AND status = 'pending') in a transaction that holds the
// request's row. An accept captures inside it, after that UPDATE won (decision 0026: a refusal
// must stop the accept); a deny, cancel, expiry or decline books its voids as provider intents and
// asks the provider after the commit, with no row locked (decision 0042, "The provider outside
// the locks"): a void refused then is reported to staff, the answer stands.
import type { RequestStatus } from '@pinjam/api/domain';
import { nextRequestStatus, type RequestEvent } from '@pinjam/machines';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { Conflict, NotFound } from '../../platform/errors/domain';
import { recordAll, type ActivityEntry } from '../activity';
import { clearRequestNotice, notify } from '../notifications';
import { createPaidOrder } from '../orders';
import { DECLINED_NO_UNIT, freeToAccept, NO_UNIT_FOR_THESE_DAYS } from '../stock';
import {
  lockPayments,
  moneyTransaction,
  recordCapture,
  settleAfterCommit,
  type Undo,
  voidHold,
} from '../payments';
import * as repository from './requests.repository';
import { DAYS_RELEASED, NOT_PENDING, REQUEST_NOT_FOUND } from './rules';

type RequestRow = repository.RequestRow;

/** The request, locked, if `userId` is its party on `side`; anyone else: 404. */
async function lockAs(tx: Executor, id: number, userId: number, side: 'owner' | 'renter') {
  const request = await repository.lockRequest(tx, id);
  const party = side === 'owner' ? request?.owner_id : request?.renter_id;
  if (!request || party !== userId) throw new NotFound(REQUEST_NOT_FOUND);
  return request;
}

const titleOf = repository.itemTitle;

/**
 * An answer's activity, one entry for each side, in one statement: the owner's ("you accepted…")
 * and the renter's ("your request was accepted"), `data.role` telling them apart. The owner's
 * "new request" in the bell is read from now on: the request is no longer new.
 */
async function answered(
  tx: Executor,
  request: RequestRow,
  kind: 'request_accepted' | 'request_denied' | 'request_cancelled' | 'request_expired',
  title: string,
  extra: Record<string, string | number | null> = {},
  also: ActivityEntry[] = [],
) {
  const subject = { type: 'request', id: request.id } as const;
  const data = { title, amount: request.total, ...extra };
  await clearRequestNotice(tx, request.owner_id, request.id);
  await recordAll(tx, [
    ...also,
    { userId: request.owner_id, kind, subject, data: { ...data, role: 'owner' } },
    { userId: request.renter_id, kind, subject, data: { ...data, role: 'renter' } },
  ]);
}

/** The lifecycle's answer, then the one conditional UPDATE: 409 when either says no. */
async function move(
  tx: Executor,
  request: RequestRow,
  event: RequestEvent,
  now: Date,
  reason: string | null = null,
): Promise<RequestStatus> {
  const to = nextRequestStatus(request.status, event);
  if (!to) throw new Conflict(NOT_PENDING);
  if (!(await repository.moveRequest(tx, request.id, request.status, to, { reason, answered_at: now })))
    throw new Conflict(NOT_PENDING);
  return to;
}

/**
 * Gives the days back and lets go of the held money (the rental's and the deposit's): each hold
 * voided in our books and its provider void booked, keyed by the request and the payment. Returns
 * the intents, for the caller to settle after its commit.
 */
async function release(app: FastifyInstance, tx: Executor, request: RequestRow, now: Date) {
  await repository.releaseBooking(tx, request.id, now);
  const intents: number[] = [];
  for (const payment of await lockPayments(tx, [request.payment_id, request.deposit_payment_id])) {
    if (payment.status !== 'authorised' || !payment.provider_ref) continue;
    const key = `request-${request.id}:void:${payment.id}`;
    intents.push(await voidHold(app, tx, payment, { purpose: 'request-release', provider_key: key }));
  }
  return intents;
}

// ─── Accept ──────────────────────────────────────────────────────────────────────────────────

async function capture(app: FastifyInstance, tx: Executor, request: RequestRow, undo: Undo) {
  const [payment] = await lockPayments(tx, [request.payment_id]);
  if (!payment?.provider_ref || payment.status !== 'authorised')
    throw new Conflict('The payment of this request is no longer held.');
  const key = `request-${request.id}:capture`;
  const captured = await app.payments.capture(payment.provider_ref, payment.amount, key);
  if (captured.status === 'refused')
    throw new Conflict(`The payment could not be taken: ${captured.message}`);
  // Should our commit fail now, the money goes back.
  undo(() => app.payments.refund(captured.provider_ref, captured.amount, `${key}:undo`));
  await recordCapture(tx, payment.id, { captured: captured.amount, provider_ref: captured.provider_ref });
  return payment.id;
}

/**
 * The owner accepts: a unit re-checked for the days (the stock module, the item locked after the
 * request), the payment captured, the rental order made paid. No unit free any more (sold, or the
 * owner lowered the stock): the request is declined and its holds voided, then 409.
 */
export async function accept(app: FastifyInstance, ownerId: number, id: number): Promise<number> {
  const now = new Date();
  let voids: number[] = [];
  const orderId = await moneyTransaction(app, async (tx, undo) => {
    const request = await lockAs(tx, id, ownerId, 'owner');
    if (request.status === 'pending' && !(await freeToAccept(tx, request))) {
      voids = await decline(app, tx, request, now, DECLINED_NO_UNIT);
      return null;
    }
    await move(tx, request, { type: 'request.accept', by: 'owner' }, now);
    if (!(await repository.bookingHolds(tx, id))) throw new Conflict(DAYS_RELEASED);
    const paymentId = await capture(app, tx, request, undo);
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
        payment_id: paymentId,
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
    await notify(app, tx, request.renter_id, 'requestAccepted', { request_id: id });
    await answered(tx, request, 'request_accepted', title, { order_id: order.id }, activity);
    return order.id;
  });
  // Declined for want of a unit: that committed (its holds let go now); the owner is told why the
  // accept did not happen.
  await settleAfterCommit(app, voids);
  if (orderId === null) throw new Conflict(NO_UNIT_FOR_THESE_DAYS, 'unavailable');
  return orderId;
}

// ─── Deny, cancel, expire ────────────────────────────────────────────────────────────────────

/** The owner's no (or the stock's, on an accept): holds voided, days freed, the renter told. */
async function decline(
  app: FastifyInstance,
  tx: Executor,
  request: RequestRow,
  now: Date,
  reason: string | null,
): Promise<number[]> {
  await move(tx, request, { type: 'request.deny', by: 'owner' }, now, reason);
  const intents = await release(app, tx, request, now);
  await notify(app, tx, request.renter_id, 'requestDenied', { request_id: request.id });
  await answered(tx, request, 'request_denied', await titleOf(tx, request.item_id), { reason });
  return intents;
}

export async function deny(app: FastifyInstance, ownerId: number, id: number, reason: string | null) {
  const now = new Date();
  const intents = await moneyTransaction(app, async (tx) =>
    decline(app, tx, await lockAs(tx, id, ownerId, 'owner'), now, reason),
  );
  await settleAfterCommit(app, intents);
}

export async function cancel(app: FastifyInstance, renterId: number, id: number) {
  const now = new Date();
  const intents = await moneyTransaction(app, async (tx) => {
    const request = await lockAs(tx, id, renterId, 'renter');
    await move(tx, request, { type: 'request.cancel', by: 'renter' }, now);
    const voids = await release(app, tx, request, now);
    await notify(app, tx, request.owner_id, 'requestCancelled', { request_id: id });
    await answered(tx, request, 'request_cancelled', await titleOf(tx, request.item_id));
    return voids;
  });
  await settleAfterCommit(app, intents);
}

/** The clock's turn: a no-op unless the request is still pending and its time is up. */
export async function expire(app: FastifyInstance, id: number, now: Date): Promise<boolean> {
  const intents = await moneyTransaction(app, async (tx) => {
    const request = await repository.lockRequest(tx, id);
    if (!request || request.status !== 'pending' || request.expires_at > now) return null;
    await move(tx, request, { type: 'request.expire', by: 'system' }, now);
    const voids = await release(app, tx, request, now);
    await notify(app, tx, request.renter_id, 'requestExpired', { request_id: id });
    await answered(tx, request, 'request_expired', await titleOf(tx, request.item_id));
    return voids;
  });
  if (intents === null) return false;
  await settleAfterCommit(app, intents);
  return true;
}

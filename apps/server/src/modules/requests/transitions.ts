// Answers to a pending request: the owner accepts or denies, the renter cancels, the clock
// expires it. Each is checked against the request lifecycle (@pinjam/machines) and applied as one
// conditional UPDATE (… WHERE id = $1 AND status = 'pending') in a transaction that holds the
// request's row. A deny, cancel, expiry or decline books its voids as provider intents and asks
// the provider after the commit, with no row locked (decision 0042, "The provider outside the
// locks"): a void refused then is reported to staff, the answer stands. The accept (accept.ts)
// books its capture the same way; while that capture is pending, none of these may touch the
// request (409; the clock waits).
import type { RequestStatus } from '@pinjam/api/domain';
import { nextRequestStatus, type RequestEvent } from '@pinjam/machines';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { Conflict, NotFound } from '../../platform/errors/domain';
import { recordAll, type ActivityEntry } from '../activity';
import { clearRequestNotice, notify } from '../notifications';
import { capturesOf, lockPayments, moneyTransaction, settleAfterCommit, voidHold } from '../payments';
import * as repository from './requests.repository';
import { BEING_ACCEPTED, NOT_PENDING, REQUEST_NOT_FOUND } from './rules';

type RequestRow = repository.RequestRow;

/** Its accept's capture is under way (booked, the provider not yet answered or settled). */
export const beingAccepted = async (tx: Executor, request: Pick<RequestRow, 'payment_id'>) =>
  request.payment_id !== null &&
  (await capturesOf(tx, request.payment_id)).some((c) => c.status === 'pending');

/** The request, locked, if `userId` is its party on `side`; anyone else: 404. */
export async function lockAs(tx: Executor, id: number, userId: number, side: 'owner' | 'renter') {
  const request = await repository.lockRequest(tx, id);
  const party = side === 'owner' ? request?.owner_id : request?.renter_id;
  if (!request || party !== userId) throw new NotFound(REQUEST_NOT_FOUND);
  return request;
}

export const titleOf = repository.itemTitle;

/**
 * An answer's activity, one entry for each side, in one statement: the owner's ("you accepted…")
 * and the renter's ("your request was accepted"), `data.role` telling them apart. The owner's
 * "new request" in the bell is read from now on: the request is no longer new.
 */
export async function answered(
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

/**
 * The lifecycle's answer, then the one conditional UPDATE: 409 when either says no, or while the
 * request's capture is under way (only its settling moves it then).
 */
export async function move(
  tx: Executor,
  request: RequestRow,
  event: RequestEvent,
  now: Date,
  reason: string | null = null,
): Promise<RequestStatus> {
  const to = nextRequestStatus(request.status, event);
  if (!to) throw new Conflict(NOT_PENDING);
  if (await beingAccepted(tx, request)) throw new Conflict(BEING_ACCEPTED, 'being_accepted');
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

// ─── Deny, cancel, expire ────────────────────────────────────────────────────────────────────

/** The owner's no (or the stock's, on an accept): holds voided, days freed, the renter told. */
export async function decline(
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

/**
 * The clock's turn: a no-op unless the request is still pending and its time is up, and not being
 * accepted (the sweep comes back to it should the capture be refused).
 */
export async function expire(app: FastifyInstance, id: number, now: Date): Promise<boolean> {
  const intents = await moneyTransaction(app, async (tx) => {
    const request = await repository.lockRequest(tx, id);
    if (!request || request.status !== 'pending' || request.expires_at > now) return null;
    if (await beingAccepted(tx, request)) return null;
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

import { notificationKinds } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { notifications } from '../../platform/db/schema';
import { orderWords, render, requestWords } from './emails';
import { orderFacts, recipient, requestFacts } from './notifications.repository';

/**
 * What each kind is about: ids only, never text (the email reads the rest in the transaction).
 * Bell kinds are the seed's (requests, requestAccepted, requestDenied, requestCancelled, order);
 * the others are emails only.
 */
interface NotifyPayloads {
  /** The owner: a new request for their item. */
  requests: { request_id: number };
  /** The renter: their request was accepted (the rental order exists). */
  requestAccepted: { request_id: number };
  requestDenied: { request_id: number };
  /** The owner: the renter cancelled. */
  requestCancelled: { request_id: number };
  /** The renter; email only (the seed's bell has no such kind). */
  requestExpired: { request_id: number };
  /** The seller: an order has been paid for. */
  order: { order_id: number };
  /** The buyer; email only. */
  receipt: { order_id: number };
  /** The buyer: the seller cancelled and refunded; email only. */
  orderCancelled: { order_id: number };
  /** The other party of an order an issue was reported on; email only. */
  orderIssue: { order_id: number };
}
type NotifyKind = keyof NotifyPayloads;

const bellKinds: readonly string[] = notificationKinds;

async function email<K extends NotifyKind>(tx: Executor, kind: K, payload: NotifyPayloads[K]) {
  if ('request_id' in payload) {
    const facts = await requestFacts(tx, payload.request_id);
    if (!facts) throw new Error(`notify ${kind}: no request ${payload.request_id}`);
    return requestWords[kind as keyof typeof requestWords](facts);
  }
  const facts = await orderFacts(tx, payload.order_id);
  if (!facts) throw new Error(`notify ${kind}: no order ${payload.order_id}`);
  return orderWords[kind as keyof typeof orderWords](facts);
}

/**
 * Tells a user something, inside the caller's transaction: records the bell's notification (the
 * seed's kinds) and schedules the email through the mail outbox and its job. A rolled back
 * change tells nobody; a failed email is retried by the mail job. (The realtime push comes with
 * the notifications issue.)
 */
export async function notify<K extends NotifyKind>(
  app: FastifyInstance,
  tx: Executor,
  userId: number,
  kind: K,
  payload: NotifyPayloads[K],
): Promise<void> {
  if (bellKinds.includes(kind)) await tx.insert(notifications).values({ user_id: userId, kind, payload });
  const to = await recipient(tx, userId);
  if (!to) throw new Error(`notify ${kind}: no user ${userId}`);
  await app.mailer.send(to.email, render(to.name, app.config.publicUrl, await email(tx, kind, payload)), tx);
}

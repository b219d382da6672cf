import { channels, realtimeEvents } from '@pinjam/api/contract';
import { notificationKinds } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../../platform/db/client';
import { notifications } from '../../platform/db/schema';
import type { RealtimeEvent } from '../../platform/realtime/types';
import {
  orderStepWords,
  orderWords,
  render,
  requestWords,
  verificationWords,
  type OrderStep,
} from './emails';
import { notificationsRoutes } from './notifications.routes';
import {
  orderCancelledWords,
  orderIssueWords,
  type CancelNotice,
  type IssueNotice,
} from './order-change-emails';
import { payoutFacts, payoutWords, type PayoutFacts } from '../payouts/emails';
import {
  orderFacts,
  recipients,
  requestFacts,
  verificationFacts,
  type OrderFacts,
  type RequestFacts,
  type VerificationFacts,
} from './notifications.repository';

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
  /**
   * An order cancelled and refunded: the buyer, always; the seller when the buyer, an admin or
   * the clock cancelled; email only.
   */
  orderCancelled: { order_id: number } & CancelNotice;
  /**
   * An issue reported on an order: the other party (email) and our staff; the seller and our
   * staff also get the bell's order entry (its page lists the flagged order).
   */
  orderIssue: { order_id: number } & IssueNotice;
  /**
   * A step of an order after it was paid (decision 0035), to one party (`role`); email only.
   * `amount`: the seller's net made payable (completed); `date`: the day the order completes by
   * itself, is due back, or the payout date.
   */
  orderStep: {
    order_id: number;
    step: OrderStep;
    role: 'buyer' | 'seller';
    amount?: number;
    date?: string | null;
  };
  /** The seller: an admin recorded the bank transfer of their payout (issue 16). */
  payout: { payout_id: number };
  /** The user: an admin reviewed their identity verification (issue 15; our bell kind). */
  verification: { verification_id: number; result: 'approved' | 'rejected' };
}
type NotifyKind = keyof NotifyPayloads;

const bellKinds: readonly string[] = notificationKinds;

/** The bell's kind a notice is recorded under, or null for an email only. */
function bellKindOf({ kind, payload }: Notice): string | null {
  if (bellKinds.includes(kind)) return kind;
  // An issue reported: the seed's order entry, whose page (customer orders) shows the order.
  if (kind === 'orderIssue' && 'reporter' in payload && payload.role !== 'buyer') return 'order';
  return null;
}

type Facts =
  | { request: RequestFacts }
  | { order: OrderFacts }
  | { verification: VerificationFacts }
  | { payout: PayoutFacts };

const subjectOf = (payload: NotifyPayloads[NotifyKind]) =>
  'request_id' in payload
    ? `request:${payload.request_id}`
    : 'order_id' in payload
      ? `order:${payload.order_id}`
      : 'payout_id' in payload
        ? `payout:${payload.payout_id}`
        : `verification:${payload.verification_id}`;

/** The facts an email tells, read once per request or order however many emails tell them. */
async function factsOf(tx: Executor, payload: NotifyPayloads[NotifyKind], read: Map<string, Facts>) {
  const subject = subjectOf(payload);
  const known = read.get(subject);
  if (known) return known;
  let facts: Facts | undefined;
  if ('request_id' in payload) {
    const request = await requestFacts(tx, payload.request_id);
    if (request) facts = { request };
  } else if ('order_id' in payload) {
    const order = await orderFacts(tx, payload.order_id);
    if (order) facts = { order };
  } else if ('payout_id' in payload) {
    const payout = await payoutFacts(tx, payload.payout_id);
    if (payout) facts = { payout };
  } else {
    const verification = await verificationFacts(tx, payload.verification_id);
    if (verification) facts = { verification };
  }
  if (!facts) throw new Error(`notify: no ${subject}`);
  read.set(subject, facts);
  return facts;
}

function wordsOf(kind: NotifyKind, facts: Facts, payload: NotifyPayloads[NotifyKind]) {
  if ('verification' in facts) return verificationWords(facts.verification);
  if ('payout' in facts) return payoutWords(facts.payout);
  if ('order' in facts && 'step' in payload) return orderStepWords(facts.order, payload);
  if ('order' in facts && kind === 'orderCancelled')
    return orderCancelledWords(facts.order, payload as NotifyPayloads['orderCancelled']);
  if ('order' in facts && kind === 'orderIssue')
    return orderIssueWords(facts.order, payload as NotifyPayloads['orderIssue']);
  return 'request' in facts
    ? requestWords[kind as keyof typeof requestWords](facts.request)
    : orderWords[kind as keyof typeof orderWords](facts.order);
}

/**
 * What the bell's kinds push (seed section 4): request kinds on the user's request channel,
 * orders on their order channel, payouts on their payout channel; the client refreshes the bell.
 * A verification's result goes on the order channel as new-order (the client refreshes the bell
 * on it; decision 0033).
 */
function pushOf({ userId, payload }: Pick<Notice, 'userId' | 'payload'>): RealtimeEvent {
  if ('request_id' in payload)
    return { channel: channels.request(userId), event: realtimeEvents.newRequest, data: payload };
  if ('payout_id' in payload)
    return { channel: channels.payout(userId), event: realtimeEvents.newPayout, data: payload };
  return { channel: channels.order(userId), event: realtimeEvents.newOrder, data: payload };
}

/** One thing to tell one user. */
export type Notice = {
  [K in NotifyKind]: { userId: number; kind: K; payload: NotifyPayloads[K] };
}[NotifyKind];

/**
 * Tells users things, inside the caller's transaction: records the bell's notifications (the
 * seed's kinds) and schedules the emails through the mail outbox and its job. A rolled back
 * change tells nobody; a failed email is retried by the mail job. Several notices cost what one
 * does: one statement each for the bell, the recipients, the facts of each request or order, the
 * outbox and the jobs; the bell's kinds are pushed to their people's channels once the
 * transaction commits (one publishing job for them all).
 */
export async function notifyAll(
  app: FastifyInstance,
  tx: Executor,
  notices: readonly Notice[],
): Promise<void> {
  if (notices.length === 0) return;
  const bell = notices.flatMap((n) => {
    const kind = bellKindOf(n);
    return kind ? [{ ...n, kind }] : [];
  });
  if (bell.length > 0) {
    await tx
      .insert(notifications)
      .values(bell.map(({ userId, kind, payload }) => ({ user_id: userId, kind, payload })));
    await app.realtime.publishInTx(tx, bell.map(pushOf));
  }
  const people = await recipients(tx, [...new Set(notices.map((n) => n.userId))]);
  const read = new Map<string, Facts>();
  const emails = [];
  for (const { userId, kind, payload } of notices) {
    const to = people.get(userId);
    if (!to) throw new Error(`notify ${kind}: no user ${userId}`);
    const words = wordsOf(kind, await factsOf(tx, payload, read), payload);
    emails.push({ to: to.email, content: render(to.name, app.config.publicUrl, words) });
  }
  await app.mailer.sendAll(tx, emails);
}

/** Our staff's ids (the admins whose accounts are not disabled), to tell them of an issue. */
export { adminIds, clearRequestNotice } from './notifications.repository';

/** Tells one user one thing (`notifyAll` with one notice). */
export function notify<K extends NotifyKind>(
  app: FastifyInstance,
  tx: Executor,
  userId: number,
  kind: K,
  payload: NotifyPayloads[K],
): Promise<void> {
  return notifyAll(app, tx, [{ userId, kind, payload } as Notice]);
}

/** The bell's calls (seed section 3): what is unread, and each way to clear it. */
export const notificationsModule = fp(
  async (app: FastifyInstance) => {
    await app.register(notificationsRoutes);
  },
  { name: 'notifications', dependencies: ['db', 'messages'] },
);

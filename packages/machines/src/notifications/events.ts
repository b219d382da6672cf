// What the notifications machine takes from outside, checked at the boundary: each event's
// payload and the notifications the server answers. A payload that does not fit (an unknown
// realtime event, a kind that does not exist, a conversation id that is not a number) is ignored;
// an answer that does not fit counts as a failed load.
import { z } from '@pinjam/api/contract';
import * as v from '../_shared/schemas';
import {
  countKinds,
  realtimeEvents,
  type Notifications,
  type NotificationsEvent,
  type NotificationTarget,
} from './types';

const count = z.object({ count: v.whole() });
export const notificationsShape: v.Schema<Notifications> = z.object({
  conversations: v.list(
    z.object({
      person: z.object({ name: v.text(), avatar: z.nullable(z.object({ path: v.text() })) }),
      count: v.whole(),
      conversation_id: v.whole(),
    }),
  ),
  requests: count,
  requestAccepted: count,
  requestDenied: count,
  requestCancelled: count,
  order: count,
  payout: count,
  verification: z.object({
    count: v.whole(),
    result: z.nullable(z.enum(['approved', 'rejected'])),
  }),
});

export const targetShape = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('conversation'), conversation_id: v.whole() }),
  z.object({ kind: z.enum(countKinds) }),
]) satisfies v.Schema<NotificationTarget>;

export const notificationsEventShapes: v.EventSchemas<NotificationsEvent> = {
  'notifications.realtime': z.object({ event: z.enum(realtimeEvents) }),
  'notifications.open': targetShape,
  'notifications.dismissAll': v.nothing,
  'notifications.retry': v.nothing,
};

/** Why this event's payload does not fit its type, or null (the QA view shows it). */
export const notificationsEventProblem = (event: { type: string }) =>
  v.payloadProblem(notificationsEventShapes, event);

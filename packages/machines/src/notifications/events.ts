// What the notifications machine takes from outside, checked at the boundary: each event's
// payload and the notifications the server answers. A payload that does not fit (an unknown
// realtime event, a kind that does not exist, a conversation id that is not a number) is ignored;
// an answer that does not fit counts as a failed load.
import * as v from '../_shared/shape';
import {
  countKinds,
  realtimeEvents,
  type Notifications,
  type NotificationsEvent,
  type NotificationTarget,
} from './types';

const count = v.object({ count: v.whole() });
export const notificationsShape: v.Shape<Notifications> = v.object({
  conversations: v.list(
    v.object({
      person: v.object({ name: v.text(), avatar: v.nullable(v.object({ path: v.text() })) }),
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
  verification: v.object({
    count: v.whole(),
    result: v.nullable(v.oneOf('approved', 'rejected')),
  }),
});

export const targetShape: v.Shape<NotificationTarget> = v.variants('kind', {
  conversation: v.object({ kind: v.oneOf('conversation'), conversation_id: v.whole() }),
  ...Object.fromEntries(countKinds.map((kind) => [kind, v.object({ kind: v.oneOf(kind) })])),
});

export const notificationsEventShapes: v.EventShapes<NotificationsEvent> = {
  'notifications.realtime': v.object({ event: v.oneOf(...realtimeEvents) }),
  'notifications.open': targetShape,
  'notifications.dismissAll': v.nothing,
  'notifications.retry': v.nothing,
};

/** Why this event's payload does not fit its type, or null (the QA view shows it). */
export const notificationsEventProblem = (event: { type: string }) =>
  v.payloadProblem(notificationsEventShapes, event);

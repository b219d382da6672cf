// The notifications object as the seed names it (section 3: "conversations (list of groups,
// each with person {name, avatar.path}, count, conversation_id), requests {count},
// requestAccepted {count}, requestDenied {count}, requestCancelled {count}, order {count},
// payout {count}"). These can move into @pinjam/api's contract.
import type { ErrorBody } from '@pinjam/api/contract';

export type { ErrorBody };

export interface NotificationPerson {
  name: string;
  avatar: { path: string } | null;
}

/** Unread messages in one conversation. */
export interface ConversationNotification {
  person: NotificationPerson;
  count: number;
  conversation_id: number;
}

export interface NotificationCount {
  count: number;
}

/** GET /api/notifications/get → notifications. */
export interface Notifications {
  conversations: ConversationNotification[];
  requests: NotificationCount;
  requestAccepted: NotificationCount;
  requestDenied: NotificationCount;
  requestCancelled: NotificationCount;
  order: NotificationCount;
  payout: NotificationCount;
}

/** The kinds counted as a whole (seed section 4), named by their key in the object. */
export const countKinds = [
  'requests',
  'requestAccepted',
  'requestDenied',
  'requestCancelled',
  'order',
  'payout',
] as const;
export type CountKind = (typeof countKinds)[number];

/** One notification the user can open: a kind, or one conversation. */
export type NotificationTarget = { kind: CountKind } | { kind: 'conversation'; conversation_id: number };

/** Named routes of seed section 2 that notifications lead to. */
export type NotificationRouteName =
  'customer-requests' | 'my-requests' | 'customer-orders' | 'my-finance' | 'messages';

/** Where opening a notification goes: a named route, and for messages the conversation query. */
export interface NotificationRoute {
  route: NotificationRouteName;
  query?: { conversation: string };
}

/** The realtime events that change the notifications (seed section 4, Realtime). */
export const realtimeEvents = ['new-message', 'new-request', 'new-order', 'new-payout'] as const;
export type RealtimeEventName = (typeof realtimeEvents)[number];

export interface NotificationsContext {
  /** Null until the first load answers. */
  notifications: Notifications | null;
  /** Opened notifications whose server delete has not been sent yet; the first is in flight. */
  queue: NotificationTarget[];
  /** A realtime event came while a delete was in flight: load again afterwards. */
  stale: boolean;
  /** The last failure (load, refresh or delete), for the panel to mention. */
  error: ErrorBody | null;
}

export type NotificationsEvent =
  /** The app's realtime connection received one of the seed's events. */
  | { type: 'notifications.realtime'; event: RealtimeEventName }
  /** The user opened a notification in the panel. */
  | ({ type: 'notifications.open' } & NotificationTarget)
  /** 'Dismiss all'. */
  | { type: 'notifications.dismissAll' }
  /** Load again after the first load failed. */
  | { type: 'notifications.retry' };

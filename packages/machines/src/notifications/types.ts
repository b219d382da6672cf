// The notifications object and its kinds live in @pinjam/api's shared domain (one definition for
// the machine and the ui's NotificationPanel); the machine's own names stay as aliases.
import type { ErrorBody } from '@pinjam/api/contract';

export type { ErrorBody };
export type {
  ConversationNotification,
  NotificationCount,
  NotificationPerson,
  Notifications,
  NotificationKind as CountKind,
} from '@pinjam/api/domain';
export { notificationKinds as countKinds } from '@pinjam/api/domain';
import type { NotificationKind as CountKind, Notifications } from '@pinjam/api/domain';

/** One notification the user can open: a kind, or one conversation. */
export type NotificationTarget = { kind: CountKind } | { kind: 'conversation'; conversation_id: number };

/** Named routes of docs/product.md §2 that notifications lead to. */
export type NotificationRouteName =
  'customer-requests' | 'my-requests' | 'customer-orders' | 'my-finance' | 'messages' | 'verification';

/** Where opening a notification goes: a named route, and for messages the conversation query. */
export interface NotificationRoute {
  route: NotificationRouteName;
  query?: { conversation: string };
}

/** The realtime events that change the notifications (docs/product.md §4, Realtime). */
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

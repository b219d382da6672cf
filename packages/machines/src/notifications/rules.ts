// The notifications' rules as pure functions: where each one leads (docs/product.md §4), what opening
// one removes, what the panel lists and whether the dot shows.
import {
  countKinds,
  type CountKind,
  type NotificationRoute,
  type Notifications,
  type NotificationTarget,
} from './types';
import { messageText, notificationText, verificationText } from './wording';

/**
 * docs/product.md §4: new or cancelled request → customer-requests; accepted or denied →
 * my-requests; order → customer-orders; payout → my-finance; a conversation → messages with
 * its conversation id (the `conversation` query parameter, docs/product.md §2).
 */
export function routeFor(target: NotificationTarget): NotificationRoute {
  switch (target.kind) {
    case 'requests':
    case 'requestCancelled':
      return { route: 'customer-requests' };
    case 'requestAccepted':
    case 'requestDenied':
      return { route: 'my-requests' };
    case 'order':
      return { route: 'customer-orders' };
    case 'payout':
      return { route: 'my-finance' };
    case 'verification':
      return { route: 'verification' };
    case 'conversation':
      return { route: 'messages', query: { conversation: String(target.conversation_id) } };
    default:
      return target satisfies never;
  }
}

export const emptyNotifications = (): Notifications => ({
  conversations: [],
  requests: { count: 0 },
  requestAccepted: { count: 0 },
  requestDenied: { count: 0 },
  requestCancelled: { count: 0 },
  order: { count: 0 },
  payout: { count: 0 },
  verification: { count: 0, result: null },
});

/** The unread count behind a target (0 when there is nothing to open). */
export function countOf(notifications: Notifications | null, target: NotificationTarget): number {
  if (!notifications) return 0;
  if (target.kind === 'conversation') {
    return notifications.conversations.find((c) => c.conversation_id === target.conversation_id)?.count ?? 0;
  }
  return notifications[target.kind]?.count ?? 0;
}

/** Opening removes that kind (or that one conversation) at once. */
export function withoutTarget(notifications: Notifications, target: NotificationTarget): Notifications {
  if (target.kind === 'conversation') {
    return {
      ...notifications,
      conversations: notifications.conversations.filter((c) => c.conversation_id !== target.conversation_id),
    };
  }
  if (target.kind === 'verification') return { ...notifications, verification: { count: 0, result: null } };
  return { ...notifications, [target.kind]: { count: 0 } };
}

/** Everything unread, for the bell. */
export function totalCount(notifications: Notifications | null): number {
  if (!notifications) return 0;
  const kinds = countKinds.reduce((sum, kind) => sum + (notifications[kind]?.count ?? 0), 0);
  return notifications.conversations.reduce((sum, c) => sum + c.count, kinds);
}

/** The notification dot shows when anything is unread. */
export const hasDot = (notifications: Notifications | null) => totalCount(notifications) > 0;

export interface NotificationItem {
  target: NotificationTarget;
  count: number;
  text: string;
  /** Where opening it goes. */
  to: NotificationRoute;
  /** Conversations show the person's avatar (null: the default avatar). */
  avatar: string | null;
}

/** The panel's list: conversations first (as the server orders them), then each kind with a count. */
export function notificationItems(notifications: Notifications | null): NotificationItem[] {
  if (!notifications) return [];
  const conversations = notifications.conversations
    .filter((c) => c.count > 0)
    .map((c) => {
      const target = { kind: 'conversation' as const, conversation_id: c.conversation_id };
      return {
        target,
        count: c.count,
        text: messageText(c.person.name, c.count),
        to: routeFor(target),
        avatar: c.person.avatar?.path ?? null,
      };
    });
  const kinds = countKinds
    .filter((kind: CountKind) => (notifications[kind]?.count ?? 0) > 0)
    .map((kind) => {
      const count = notifications[kind].count;
      return {
        target: { kind },
        count,
        text:
          kind === 'verification'
            ? verificationText(notifications.verification.result)
            : notificationText(kind, count),
        to: routeFor({ kind }),
        avatar: null,
      };
    });
  return [...conversations, ...kinds];
}

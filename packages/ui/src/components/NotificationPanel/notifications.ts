// The notifications object as the seed names it (section 3): conversation groups, then a count per
// kind; its one definition is in @pinjam/api's contract (types only here: ui never imports the API
// at runtime). The panel only shows it; loading, opening and dismissing belong to the app.
import type { NotificationKind, Notifications } from '@pinjam/api/contract';

export type {
  ConversationNotification,
  NotificationCount,
  NotificationKind,
  NotificationPerson,
  Notifications,
} from '@pinjam/api/contract';

/** What `onOpen` reports: a kind, or 'conversation' with the conversation's id. */
export type NotificationOpenKind = NotificationKind | 'conversation';

export const noNotifications: Notifications = {
  conversations: [],
  requests: { count: 0 },
  requestAccepted: { count: 0 },
  requestDenied: { count: 0 },
  requestCancelled: { count: 0 },
  order: { count: 0 },
  payout: { count: 0 },
  verification: { count: 0, result: null },
};

/**
 * The kinds counted as a whole, in the domain's order: the keys of `noNotifications`, which the
 * type holds to every kind, nothing more and nothing less.
 */
export const notificationKinds = Object.keys(noNotifications).filter(
  (key): key is NotificationKind => key !== 'conversations',
);

/** Everything unread: messages in every conversation plus every kind's count (for the bell). */
export function notificationTotal(notifications: Notifications | null | undefined): number {
  if (!notifications) return 0;
  return (
    notifications.conversations.reduce((sum, conversation) => sum + conversation.count, 0) +
    notificationKinds.reduce((sum, kind) => sum + notifications[kind].count, 0)
  );
}

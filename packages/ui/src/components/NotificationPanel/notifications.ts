// The notifications object as the seed names it (section 3): conversation groups, then a count per
// kind; its one definition is in @pinjam/api's contract. The panel only shows it; loading, opening
// and dismissing belong to the app.
import { notificationKinds, type NotificationKind, type Notifications } from '@pinjam/api/contract';

export type {
  ConversationNotification,
  NotificationCount,
  NotificationKind,
  NotificationPerson,
  Notifications,
} from '@pinjam/api/contract';
export { notificationKinds };

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
};

/** Everything unread: messages in every conversation plus every kind's count (for the bell). */
export function notificationTotal(notifications: Notifications | null | undefined): number {
  if (!notifications) return 0;
  return (
    notifications.conversations.reduce((sum, conversation) => sum + conversation.count, 0) +
    notificationKinds.reduce((sum, kind) => sum + notifications[kind].count, 0)
  );
}

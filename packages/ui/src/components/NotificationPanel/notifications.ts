// The notifications object as the seed names it (section 3): conversation groups, then a count per
// kind. The panel only shows it; loading, opening and dismissing belong to the app.

export interface NotificationPerson {
  name: string;
  /** A server path; the panel turns it into an address with its `avatarSrc` prop. */
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

export interface Notifications {
  conversations: ConversationNotification[];
  requests: NotificationCount;
  requestAccepted: NotificationCount;
  requestDenied: NotificationCount;
  requestCancelled: NotificationCount;
  order: NotificationCount;
  payout: NotificationCount;
}

/** The kinds counted as a whole, in the order the panel lists them (seed section 4). */
export const notificationKinds = [
  'requests',
  'requestAccepted',
  'requestDenied',
  'requestCancelled',
  'order',
  'payout',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

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

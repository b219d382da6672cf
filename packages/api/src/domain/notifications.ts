// The notifications object as the seed names it (section 3: "conversations (list of groups,
// each with person {name, avatar.path}, count, conversation_id), requests {count},
// requestAccepted {count}, requestDenied {count}, requestCancelled {count}, order {count},
// payout {count}"). One definition for the notifications machine and the NotificationPanel; the
// endpoint that serves it joins this file when the notifications issue adds it.

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

/** GET /api/notifications/get → notifications. */
export interface Notifications {
  conversations: ConversationNotification[];
  requests: NotificationCount;
  requestAccepted: NotificationCount;
  requestDenied: NotificationCount;
  requestCancelled: NotificationCount;
  order: NotificationCount;
  payout: NotificationCount;
  /**
   * Our addition to the seed's object (decision 0033): the identity verification's result, while
   * unread. `result` is the latest one's ('approved' or 'rejected'), null when there is none.
   */
  verification: VerificationNotification;
}

export interface VerificationNotification extends NotificationCount {
  result: 'approved' | 'rejected' | null;
}

/** The kinds counted as a whole, in the order they are listed (docs/product.md §4). */
export const notificationKinds = [
  'requests',
  'requestAccepted',
  'requestDenied',
  'requestCancelled',
  'order',
  'payout',
  'verification',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

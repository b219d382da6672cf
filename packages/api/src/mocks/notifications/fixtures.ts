// The bell's notifications as the mocks' people see them: Siti (the usual caller) has unread
// messages from Hakim and Nurul in the messages mocks' conversations, and something of most kinds.
import type { Notifications } from '../../contract/notifications';
import { cameraChat, strollerChat } from '../messages/fixtures';
import { users } from '../users/accounts';

const person = (user: { name: string; avatar: { path: string } | null }) => ({
  name: user.name,
  avatar: user.avatar,
});

/** Two conversations and every kind but denied requests: each wording, singular and plural. */
export const demoNotifications: Notifications = {
  conversations: [
    { person: person(users.hakim), count: 2, conversation_id: cameraChat.id },
    { person: person(users.unverified), count: 1, conversation_id: strollerChat.id },
  ],
  requests: { count: 1 },
  requestAccepted: { count: 2 },
  requestDenied: { count: 0 },
  requestCancelled: { count: 1 },
  order: { count: 3 },
  payout: { count: 1 },
  verification: { count: 0, result: null },
};

/** Nothing new: "You're all caught up". */
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

/** One unread message only: the dot, the singular wording. */
export const oneMessageNotification: Notifications = {
  ...noNotifications,
  conversations: [{ person: person(users.hakim), count: 1, conversation_id: cameraChat.id }],
};

import { samplePortrait } from '../../fixtures/avatar';
import { noNotifications, type Notifications } from './notifications';

/** Notifications for stories: the seed's object in the states a designer needs to see. */
export const notificationFixtures = {
  empty: noNotifications,
  oneOfEach: {
    conversations: [
      { person: { name: 'Siti Nurhaliza', avatar: { path: samplePortrait } }, count: 1, conversation_id: 7 },
    ],
    requests: { count: 1 },
    requestAccepted: { count: 1 },
    requestDenied: { count: 1 },
    requestCancelled: { count: 1 },
    order: { count: 1 },
    payout: { count: 1 },
    verification: { count: 1, result: 'approved' },
  },
  many: {
    conversations: [
      { person: { name: 'Siti Nurhaliza', avatar: { path: samplePortrait } }, count: 3, conversation_id: 7 },
      { person: { name: 'Awang Hafiz', avatar: null }, count: 12, conversation_id: 9 },
    ],
    requests: { count: 3 },
    requestAccepted: { count: 2 },
    requestDenied: { count: 4 },
    requestCancelled: { count: 2 },
    order: { count: 3 },
    payout: { count: 2 },
    verification: { count: 0, result: null },
  },
  /** An admin rejected the identity verification: "needs another look" (decision 0033). */
  verificationRejected: {
    ...noNotifications,
    verification: { count: 1, result: 'rejected' },
  },
  conversationsOnly: {
    ...noNotifications,
    conversations: [
      { person: { name: 'Siti Nurhaliza', avatar: { path: samplePortrait } }, count: 2, conversation_id: 7 },
      { person: { name: 'Nur Aisyah', avatar: null }, count: 1, conversation_id: 11 },
      { person: { name: 'Dayang Mariam', avatar: null }, count: 5, conversation_id: 12 },
    ],
  },
  longText: {
    ...noNotifications,
    conversations: [
      {
        person: {
          name: 'Pengiranmudaabdulrahmanhakimuddin bin Pengiran Haji Awang Mohammad Yusof',
          avatar: null,
        },
        count: 128,
        conversation_id: 21,
      },
    ],
    requests: { count: 1024 },
    payout: { count: 1 },
  },
} satisfies Record<string, Notifications>;

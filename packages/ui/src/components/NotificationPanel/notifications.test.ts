import { notificationKinds as domainKinds } from '@pinjam/api/domain';
import { describe, expect, it } from 'vitest';
import {
  noNotifications,
  notificationKinds,
  notificationTotal,
  type ConversationNotification,
  type Notifications,
} from './notifications';

describe('the notification kinds ui lists', () => {
  it('are the domain’s kinds, in the domain’s order', () => {
    expect(notificationKinds).toEqual([...domainKinds]);
  });

  it('count every kind and every conversation towards the bell', () => {
    const counts = Object.fromEntries(notificationKinds.map((kind, i) => [kind, { count: i + 1 }]));
    const notifications: Notifications = {
      ...noNotifications,
      ...counts,
      conversations: [{ ...sampleConversation, count: 4 }],
    };
    expect(notificationTotal(notifications)).toBe(
      4 + (notificationKinds.length * (notificationKinds.length + 1)) / 2,
    );
  });
});

const sampleConversation: ConversationNotification = {
  conversation_id: 1,
  count: 1,
  person: { name: 'Siti', avatar: null },
};

import { count, i18n } from '../../i18n';

/** Every text of the panel, the seed's singular for a count of 1 and plural otherwise. */
export const notificationMessages = i18n('NotificationPanel', {
  title: 'Notifications',
  close: 'Close notifications',
  dismissAll: 'Dismiss all',
  messagesGroup: 'Messages',
  activityGroup: 'Requests, orders and payments',
  newMessages: count({ one: '{count} new message', other: '{count} new messages' }),
  requests: count({ one: 'You have {count} new request', other: 'You have {count} new requests' }),
  requestAccepted: count({ one: 'A request was accepted', other: '{count} requests were accepted' }),
  requestDenied: count({ one: 'A request was denied', other: '{count} requests were denied' }),
  requestCancelled: count({ one: 'A request was cancelled', other: '{count} requests were cancelled' }),
  order: count({ one: '{count} order has been paid for', other: '{count} orders have been paid for' }),
  payout: count({ one: 'A payment was made to you', other: '{count} payments were made to you' }),
  verificationApproved: 'Your identity verification was approved',
  verificationRejected: 'Your identity verification needs another look',
  caughtUp: "You're all caught up",
  caughtUpText: 'New messages, requests, orders and payments will show here.',
  loading: 'Loading notifications',
  failed: 'Notifications could not be loaded',
  unread: 'You have unread notifications',
  unreadCount: count({ one: '{count} unread notification', other: '{count} unread notifications' }),
});

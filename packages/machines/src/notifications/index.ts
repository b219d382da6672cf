export {
  notificationsMachine,
  type NotificationsMachine,
  type NotificationsSnapshot,
  type NotificationsActorRef,
} from './notificationsMachine';
export {
  LOAD_ERROR as NOTIFICATIONS_LOAD_ERROR,
  DISMISS_ERROR as NOTIFICATIONS_DISMISS_ERROR,
} from './notificationsSetup';
export {
  selectNotifications,
  selectItems as selectNotificationItems,
  selectTotalCount as selectNotificationCount,
  selectHasDot,
  selectBellLabel,
  selectIsLoading as selectNotificationsLoading,
  selectError as selectNotificationsError,
} from './selectors';
export {
  routeFor as notificationRoute,
  countOf as notificationCountOf,
  withoutTarget as withoutNotification,
  totalCount as notificationTotal,
  hasDot as hasNotificationDot,
  notificationItems,
  emptyNotifications,
  type NotificationItem,
} from './rules';
export { notificationText, messageText, bellLabel, DISMISS_ALL, NO_NOTIFICATIONS } from './wording';
export { countKinds, realtimeEvents } from './types';
export type {
  NotificationPerson,
  ConversationNotification,
  NotificationCount,
  Notifications,
  CountKind,
  NotificationTarget,
  NotificationRouteName,
  NotificationRoute,
  RealtimeEventName,
  NotificationsContext,
  NotificationsEvent,
} from './types';
// Fakes for stories and tests (no network).
export { fakeNotifications, createNotificationsFakes, type NotificationsFakeOptions } from './fakes';

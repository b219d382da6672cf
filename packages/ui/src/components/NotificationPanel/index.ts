export {
  NotificationPanel,
  notificationPanelPlacements,
  type NotificationPanelProps,
} from './NotificationPanel';
export { NotificationDot, notificationDotPlacements, type NotificationDotProps } from './NotificationDot';
export {
  notificationKinds,
  noNotifications,
  notificationTotal,
  type Notifications,
  type NotificationKind,
  type NotificationOpenKind,
  type NotificationPerson,
  type ConversationNotification,
  type NotificationCount,
} from './notifications';

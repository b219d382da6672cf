import type { NotificationsSnapshot } from './notificationsMachine';
import { hasDot, notificationItems, totalCount, type NotificationItem } from './rules';
import type { Notifications } from './types';
import { bellLabel } from './wording';

// Same notifications object, same list, so `useSelector` does not re-render for nothing.
const itemsFor = new WeakMap<Notifications, NotificationItem[]>();
const memoItems = (notifications: Notifications | null) => {
  if (!notifications) return [];
  let items = itemsFor.get(notifications);
  if (!items) itemsFor.set(notifications, (items = notificationItems(notifications)));
  return items;
};

// For `useSelector(notificationsActor, selectX)` in the navbar's bell and panel.
export const selectNotifications = (snapshot: NotificationsSnapshot) => snapshot.context.notifications;
/** The panel's rows: text (singular/plural), count, where it leads, avatar. */
export const selectItems = (snapshot: NotificationsSnapshot) => memoItems(snapshot.context.notifications);
export const selectTotalCount = (snapshot: NotificationsSnapshot) =>
  totalCount(snapshot.context.notifications);
/** The notification dot. */
export const selectHasDot = (snapshot: NotificationsSnapshot) => hasDot(snapshot.context.notifications);
export const selectBellLabel = (snapshot: NotificationsSnapshot) =>
  bellLabel(totalCount(snapshot.context.notifications));
/** Before the first answer: show the panel as loading rather than empty. */
export const selectIsLoading = (snapshot: NotificationsSnapshot) => snapshot.matches('loading');
export const selectError = (snapshot: NotificationsSnapshot) => snapshot.context.error;

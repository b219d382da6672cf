// The notification bell (issue 14; decision 0030): the notifications machine provided with the
// app's calls, router and SWR, fed by the realtime events, and the navbar's bell and panel.
export { NotificationsProvider } from './NotificationsProvider';
export { useNotificationBell } from './useNotificationBell';

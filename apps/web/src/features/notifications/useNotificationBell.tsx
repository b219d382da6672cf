import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NotificationPanel, type NotificationOpenKind } from '@pinjam/ui';
import {
  selectHasDot,
  selectNotificationCount,
  selectNotifications,
  selectNotificationsError,
  selectNotificationsLoading,
  type NotificationRoute,
  type NotificationsSnapshot,
} from '@pinjam/machines';
import { pathTo } from '../../routes/paths';
import { useBell } from './NotificationsProvider';

/** Where a notification leads (seed section 4), as a path of the app. */
export const notificationPath = ({ route, query }: NotificationRoute) =>
  query ? `${pathTo(route)}?${new URLSearchParams(query)}` : pathTo(route);

const noSubscription = () => () => {};

/** The notifications actor's snapshot, or null for a visitor. */
function useBellSnapshot(): NotificationsSnapshot | null {
  const bell = useBell();
  const actor = bell?.actor;
  return useSyncExternalStore(
    actor ? (listener) => actor.subscribe(listener).unsubscribe : noSubscription,
    () => actor?.getSnapshot() ?? null,
    () => null,
  );
}

/**
 * The navbar's bell wired to the notifications machine: its count and dot, and the panel it opens
 * (seed sections 2 and 4). Opening an entry removes that kind and goes to its page; the panel
 * closes on any navigation. `shown`: false draws the bell as the server did (no count, no dot).
 */
export function useNotificationBell(shown = true) {
  const bell = useBell();
  const snapshot = useBellSnapshot();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Any navigation (an entry, a link in the bar) closes the panel.
  const [at, setAt] = useState(location.key);
  if (at !== location.key) {
    setAt(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!bell) return;
    bell.navigateWith.current = (route) => void navigate(notificationPath(route));
    return () => void (bell.navigateWith.current = null);
  }, [bell, navigate]);

  const live = shown && bell && snapshot ? { bell, snapshot } : null;
  const navbar = {
    notificationCount: live ? selectNotificationCount(live.snapshot) : 0,
    hasUnread: live ? selectHasDot(live.snapshot) : false,
    onBellClick: () => setOpen((was) => !was),
  };
  if (!live) return { navbar, panel: null };

  const { actor } = live.bell;
  const error = selectNotificationsError(live.snapshot);
  const canRetry = live.snapshot.can({ type: 'notifications.retry' });
  const onOpen = (kind: NotificationOpenKind, conversationId?: number) =>
    actor.send(
      kind === 'conversation'
        ? { type: 'notifications.open', kind, conversation_id: conversationId ?? 0 }
        : { type: 'notifications.open', kind },
    );
  const panel = (
    <NotificationPanel
      id="notification-panel"
      notifications={selectNotifications(live.snapshot)}
      loading={selectNotificationsLoading(live.snapshot)}
      error={error?.message}
      onRetry={canRetry ? () => actor.send({ type: 'notifications.retry' }) : undefined}
      onOpen={onOpen}
      onDismissAll={() => actor.send({ type: 'notifications.dismissAll' })}
      dismissing={live.snapshot.matches({ ready: 'dismissingAll' })}
      open={open}
      onOpenChange={setOpen}
    />
  );
  return { navbar, panel };
}

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { NotificationRoute, NotificationsActorRef } from '@pinjam/machines';
import { pathTo } from '../../routes/paths';
import { useBell } from './NotificationsProvider';
import { BELL_PANEL_ID } from './panel';

/** Where a notification leads (docs/product.md §4), as a path of the app. */
export const notificationPath = ({ route, query }: NotificationRoute) =>
  query ? `${pathTo(route)}?${new URLSearchParams(query)}` : pathTo(route);

const noSubscription = () => () => {};

/** The actor's snapshot, re-read on each change; null without an actor. */
function useSnapshot(actor: NotificationsActorRef | undefined) {
  return useSyncExternalStore(
    actor ? (listener) => actor.subscribe(listener).unsubscribe : noSubscription,
    () => actor?.getSnapshot() ?? null,
    () => null,
  );
}

/**
 * The navbar's bell wired to the notifications machine: its count and dot, and the panel it opens
 * (docs/product.md §2 and 4). Opening an entry removes that kind and goes to its page; any
 * navigation closes the panel. `shown` false draws the bell as the server did (no count, no dot).
 */
export function useNotificationBell(shown = true) {
  const bell = useBell();
  const snapshot = useSnapshot(bell?.actor);
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
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

  const live = shown && bell && snapshot;
  const badge = live ? bell.view.bellBadge(snapshot) : { notificationCount: 0, hasUnread: false };
  const { BellPanel } = bell?.view ?? {};
  return {
    navbar: {
      ...badge,
      bellExpanded: open,
      bellControls: live && BellPanel ? BELL_PANEL_ID : undefined,
      onBellClick: () => setOpen((was) => !was),
    },
    panel: live && BellPanel ? <BellPanel actor={bell.actor} open={open} onOpenChange={setOpen} /> : null,
  };
}

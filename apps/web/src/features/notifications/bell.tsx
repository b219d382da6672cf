// The bell's machine and panel, loaded only for a signed-in user once the app has started: a
// visitor's first load carries neither (docs/performance.md, the home route's figure).
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import { notificationCalls, type ApiClient } from '@pinjam/api';
import {
  notificationsMachine,
  selectHasDot,
  selectNotificationCount,
  selectNotifications,
  selectNotificationsError,
  selectNotificationsLoading,
  type NotificationRoute,
  type NotificationsActorRef,
  type NotificationsSnapshot,
  type NotificationTarget,
} from '@pinjam/machines';
import { NotificationPanel, type NotificationOpenKind } from '@pinjam/ui';

export interface NotificationsServices {
  client: ApiClient;
  /** Goes to a notification's route. */
  navigate: (route: NotificationRoute) => void;
  /** Reloads the conversations (a new message arrived). */
  refreshConversations: () => void;
}

/** The notifications machine with the app's effects: the notifications calls, the router, SWR. */
export function notificationsLogic({ client, navigate, refreshConversations }: NotificationsServices) {
  const calls = notificationCalls(client);
  return notificationsMachine.provide({
    actors: {
      loadNotifications: fromPromise(({ signal }) => calls.load(signal)),
      dismissKind: fromPromise<void, NotificationTarget>(({ input, signal }) => calls.clear(input, signal)),
      dismissAll: fromPromise(({ signal }) => calls.clearAll(signal)),
    },
    actions: {
      navigate: (_, route) => navigate(route),
      refreshConversations: () => refreshConversations(),
    },
  });
}

/** A started actor of the machine for these services. */
export const startBell = (services: NotificationsServices): NotificationsActorRef =>
  createActor(notificationsLogic(services)).start();

/** What the navbar's bell shows: the count and the dot. */
export const bellBadge = (snapshot: NotificationsSnapshot) => ({
  notificationCount: selectNotificationCount(snapshot),
  hasUnread: selectHasDot(snapshot),
});

/** The NotificationPanel over the actor (seed sections 2 and 4). */
export function BellPanel({
  actor,
  open,
  onOpenChange,
}: {
  actor: NotificationsActorRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const notifications = useSelector(actor, selectNotifications);
  const loading = useSelector(actor, selectNotificationsLoading);
  const error = useSelector(actor, selectNotificationsError);
  const canRetry = useSelector(actor, (s) => s.can({ type: 'notifications.retry' }));
  const dismissing = useSelector(actor, (s) => s.matches({ ready: 'dismissingAll' }));
  const onOpen = (kind: NotificationOpenKind, conversationId?: number) =>
    actor.send(
      kind === 'conversation'
        ? { type: 'notifications.open', kind, conversation_id: conversationId ?? 0 }
        : { type: 'notifications.open', kind },
    );
  return (
    <NotificationPanel
      id="notification-panel"
      notifications={notifications}
      loading={loading}
      error={error?.message}
      onRetry={canRetry ? () => actor.send({ type: 'notifications.retry' }) : undefined}
      onOpen={onOpen}
      onDismissAll={() => actor.send({ type: 'notifications.dismissAll' })}
      dismissing={dismissing}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}

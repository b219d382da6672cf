// The bell's machine and panel, loaded only for a signed-in user once the app has started: a
// visitor's first load carries neither (docs/performance.md, the home route's figure).
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import type { ScopedMutator } from 'swr';
import {
  keyOf,
  keyStartsWith,
  messageKeys,
  notificationCalls,
  orders,
  requestKeys,
  type ApiClient,
  type RevalidateTarget,
} from '@pinjam/api';
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
  type RealtimeEventName,
} from '@pinjam/machines';
import { NotificationPanel, type NotificationOpenKind } from '@pinjam/ui';
import { BELL_PANEL_ID } from './panel';

interface NotificationsServices {
  client: ApiClient;
  /** Goes to a notification's route. */
  navigate: (route: NotificationRoute) => void;
  /** SWR's: the conversations load again when a message arrives. */
  mutate: ScopedMutator;
}

/** The notifications machine with the app's effects: the notifications calls, the router, SWR. */
function notificationsLogic({ client, navigate, mutate }: NotificationsServices) {
  const calls = notificationCalls(client);
  return notificationsMachine.provide({
    actors: {
      loadNotifications: fromPromise(({ signal }) => calls.load(signal)),
      dismissKind: fromPromise<void, NotificationTarget>(({ input, signal }) => calls.clear(input, signal)),
      dismissAll: fromPromise(({ signal }) => calls.clearAll(signal)),
    },
    actions: {
      navigate: (_, route) => navigate(route),
      refreshConversations: () => void mutate(messageKeys.conversations),
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Realtime events: into the machine, and the SWR reads they make stale (docs/product.md §4).

const orderLists = [keyStartsWith(keyOf(orders.mine)), keyStartsWith(keyOf(orders.customers))];
const requestLists = [requestKeys.forMyItems, requestKeys.mine];

/** Which reads each event makes stale, besides the bell. */
const staleAfter: Record<RealtimeEventName, RevalidateTarget[]> = {
  // The conversations: the machine's refreshConversations (seed: new-message refreshes them).
  'new-message': [],
  'new-request': requestLists,
  'new-order': orderLists,
  'new-payout': [],
};

/** The conversation a new-message event is about, when it says. */
const conversationOf = (data: unknown): number | null => {
  const id = (data as { message?: { conversation_id?: unknown } } | null)?.message?.conversation_id;
  return typeof id === 'number' ? id : null;
};

/** One pushed event: the bell refreshes, and so do the lists it concerns (and a message's thread). */
export function pushed(
  actor: NotificationsActorRef,
  mutate: ScopedMutator,
  event: RealtimeEventName,
  data: unknown,
) {
  actor.send({ type: 'notifications.realtime', event });
  staleAfter[event].forEach((key) => void mutate(key));
  const conversation = event === 'new-message' ? conversationOf(data) : null;
  if (conversation !== null) void mutate(messageKeys.thread(conversation));
}

/** Back after a drop: anything may have been pushed meanwhile, so everything the events touch loads again. */
export function reconnected(actor: NotificationsActorRef, mutate: ScopedMutator) {
  actor.send({ type: 'notifications.realtime', event: 'new-message' });
  [...requestLists, ...orderLists].forEach((key) => void mutate(key));
}

/** A started actor of the machine for these services. */
export const startBell = (services: NotificationsServices): NotificationsActorRef =>
  createActor(notificationsLogic(services)).start();

/** What the navbar's bell shows: the count and the dot. */
export const bellBadge = (snapshot: NotificationsSnapshot) => ({
  notificationCount: selectNotificationCount(snapshot),
  hasUnread: selectHasDot(snapshot),
});

/** The NotificationPanel over the actor (docs/product.md §2 and 4). */
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
    // A non-modal dialog: it takes focus when the bell opens it and Escape closes it.
    <NotificationPanel
      role="dialog"
      id={BELL_PANEL_ID}
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

// The notifications machine's implementations: the actors and actions the app provides, and the
// assigns and guards over the rules in rules.ts. The chart is in notificationsMachine.ts.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../_shared/notProvided';
import { fits } from '../_shared/schemas';
import { notificationsEventProblem, notificationsShape, targetShape } from './events';
import { countOf, emptyNotifications, totalCount, withoutTarget } from './rules';
import type {
  ErrorBody,
  NotificationRoute,
  Notifications,
  NotificationsContext,
  NotificationsEvent,
  NotificationTarget,
} from './types';

/** The target an open event names, without the event's type. */
export const targetOf = (event: NotificationTarget): NotificationTarget =>
  event.kind === 'conversation'
    ? { kind: 'conversation', conversation_id: event.conversation_id }
    : { kind: event.kind };

export const LOAD_ERROR: ErrorBody = {
  message: 'Could not load your notifications.',
  code: 'notifications_load_failed',
};
export const DISMISS_ERROR: ErrorBody = {
  message: 'Could not mark the notification as read, so it is still listed.',
  code: 'notifications_dismiss_failed',
};

const base = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actors: {
    /** GET /api/notifications/get → the notifications object. */
    loadNotifications: fromPromise<Notifications>(notProvided('notifications', 'loadNotifications')),
    /**
     * Deletes one kind on the server: GET /api/notifications/delete-requests, delete-requests-accepted,
     * delete-requests-denied, delete-requests-cancelled, delete-order or delete-payout; for a
     * conversation POST /api/notifications/deleteConversation/ with { id: conversation_id }.
     */
    dismissKind: fromPromise<void, NotificationTarget>(notProvided('notifications', 'dismissKind')),
    /** GET /api/notifications/delete-all/ ('Dismiss all'). */
    dismissAll: fromPromise<void>(notProvided('notifications', 'dismissAll')),
  },
  actions: {
    // A load that works clears a load error; a failed delete stays said until the next open.
    assignNotifications: assign(({ context }, { notifications }: { notifications: Notifications }) => ({
      notifications,
      stale: false,
      error: context.error?.code === LOAD_ERROR.code ? null : context.error,
    })),
    assignError: assign((_, { error }: { error: ErrorBody }) => ({ error, stale: false })),
    removeTarget: assign(({ context, event }) => {
      assertEvent(event, 'notifications.open');
      return {
        notifications: context.notifications && withoutTarget(context.notifications, targetOf(event)),
        error: null,
      };
    }),
    enqueueTarget: assign(({ context, event }) => {
      assertEvent(event, 'notifications.open');
      return { queue: [...context.queue, targetOf(event)] };
    }),
    dequeue: assign(({ context }) => ({ queue: context.queue.slice(1) })),
    clearAll: assign({ notifications: () => emptyNotifications(), queue: [], error: null }),
    markStale: assign({ stale: true }),
    /** App: go to the named route (docs/product.md §4's table), e.g. router.push({ name: route, query }). */
    navigate: (_, _params: NotificationRoute) => {},
    /** App: reload the conversations list too (seed: new-message refreshes notifications and conversations). */
    refreshConversations: () => {},
  },
  guards: {
    /** The event's payload fits its type (see events.ts); one that does not is ignored. */
    isWellFormed: ({ event }) => notificationsEventProblem(event) === null,
    /** The server's answer is a whole notifications object; anything else is a failed load. */
    isNotifications: (_, { notifications }: { notifications: Notifications }) =>
      fits(notificationsShape, notifications),
    hasNotification: ({ context }, { target }: { target: NotificationTarget }) =>
      fits(targetShape, target) && countOf(context.notifications, target) > 0,
    hasAny: ({ context }) => totalCount(context.notifications) > 0,
    hasQueued: ({ context }) => context.queue.length > 1,
    isStale: ({ context }) => context.stale,
  },
});

export const notificationsSetup = base.extend({
  actions: {
    /** A realtime event: new-message also refreshes the conversations. */
    noteRealtime: base.enqueueActions(({ event, enqueue }) => {
      if (event.type === 'notifications.realtime' && event.event === 'new-message')
        enqueue('refreshConversations');
    }),
  },
});

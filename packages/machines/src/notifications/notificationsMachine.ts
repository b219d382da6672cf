import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { DISMISS_ERROR, LOAD_ERROR, notificationsSetup } from './notificationsSetup';
import { routeFor } from './rules';
import type { Notifications } from './types';

const output = ({ event }: { event: { output: Notifications } }) => ({ notifications: event.output });
/** A load's answer: kept when it is a whole notifications object, else the load failed. */
const loaded = (target: 'ready' | 'idle', failed: 'loadFailed' | 'idle') =>
  [
    {
      guard: { type: 'isNotifications', params: output },
      target,
      actions: { type: 'assignNotifications', params: output },
    },
    { target: failed, actions: { type: 'assignError', params: { error: LOAD_ERROR } } },
  ] as const;
const open = {
  guard: {
    type: 'hasNotification',
    params: ({ event }: { event: Parameters<typeof routeFor>[0] }) => ({ target: event }),
  },
  actions: [
    'removeTarget',
    'enqueueTarget',
    { type: 'navigate', params: ({ event }: { event: Parameters<typeof routeFor>[0] }) => routeFor(event) },
  ],
} as const;
/** After a delete answered (or failed): the next queued one, then a refresh if one was missed. */
const nextAfterDismiss = [
  { guard: 'hasQueued', target: 'dismissing', reenter: true, actions: 'dequeue' },
  { guard: 'isStale', target: 'refreshing', actions: 'dequeue' },
  { target: 'idle', actions: 'dequeue' },
] as const;
const dismissFailed = { type: 'assignError', params: { error: DISMISS_ERROR } } as const;
const noteAndMarkStale = { guard: 'isWellFormed', actions: ['noteRealtime', 'markStale'] } as const;

/**
 * The notification bell and panel (docs/product.md §3, 4 and 9): loads the notifications, refreshes
 * on the realtime events, and opening one removes that kind at once, asks the app to navigate
 * and deletes it on the server. 'Dismiss all' clears everything.
 */
export const notificationsMachine = notificationsSetup.createMachine({
  id: 'notifications',
  context: { error: null, queue: [], stale: false, notifications: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadNotifications',
        src: 'loadNotifications',
        onDone: loaded('ready', 'loadFailed'),
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: { error: LOAD_ERROR } } },
      },
      // A newer event: start the load again so its answer includes it.
      on: {
        'notifications.realtime': {
          guard: 'isWellFormed',
          target: 'loading',
          reenter: true,
          actions: 'noteRealtime',
        },
      },
    },
    loadFailed: {
      on: {
        'notifications.retry': { target: 'loading' },
        'notifications.realtime': { guard: 'isWellFormed', target: 'loading', actions: 'noteRealtime' },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        // An unknown realtime event or target is ignored (isWellFormed, hasNotification).
        'notifications.realtime': { guard: 'isWellFormed', target: '.refreshing', actions: 'noteRealtime' },
        'notifications.open': { ...open, target: '.dismissing' },
        'notifications.dismissAll': { guard: 'hasAny', target: '.dismissingAll', actions: 'clearAll' },
      },
      states: {
        idle: {},
        refreshing: {
          invoke: {
            id: 'loadNotifications',
            src: 'loadNotifications',
            onDone: loaded('idle', 'idle'),
            onError: { target: 'idle', actions: { type: 'assignError', params: { error: LOAD_ERROR } } },
          },
          // Left before the answer (by an open or Dismiss all): the refresh is owed. An answer clears it again.
          exit: 'markStale',
          on: {
            'notifications.realtime': {
              guard: 'isWellFormed',
              target: 'refreshing',
              reenter: true,
              actions: 'noteRealtime',
            },
          },
        },
        dismissing: {
          invoke: {
            id: 'dismissKind',
            src: 'dismissKind',
            input: ({ context }) => context.queue[0]!,
            onDone: nextAfterDismiss,
            // The server kept it: it will show again after the refresh that follows the queue.
            onError: [
              {
                guard: 'hasQueued',
                target: 'dismissing',
                reenter: true,
                actions: ['dequeue', dismissFailed, 'markStale'],
              },
              { target: 'refreshing', actions: ['dequeue', dismissFailed] },
            ],
          },
          on: {
            // Queued behind the delete in flight, which is never cut short.
            'notifications.open': open,
            'notifications.realtime': noteAndMarkStale,
          },
        },
        dismissingAll: {
          invoke: {
            id: 'dismissAll',
            src: 'dismissAll',
            onDone: [{ guard: 'isStale', target: 'refreshing' }, { target: 'idle' }],
            onError: {
              target: 'refreshing',
              actions: { type: 'assignError', params: { error: DISMISS_ERROR } },
            },
          },
          on: { 'notifications.realtime': noteAndMarkStale },
        },
      },
    },
  },
});

export type NotificationsMachine = typeof notificationsMachine;
export type NotificationsSnapshot = SnapshotFrom<NotificationsMachine>;
export type NotificationsActorRef = ActorRefFrom<NotificationsMachine>;

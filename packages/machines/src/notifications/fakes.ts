// A fake notifications server for stories and tests: it holds a notifications object, answers
// the seed's calls and can be told that something new happened. No network.
import { fromPromise } from 'xstate';
import { wait } from '../_shared/fakeTiming';
import type { NotificationsMachine } from './notificationsMachine';
import { emptyNotifications, withoutTarget } from './rules';
import {
  realtimeEvents,
  type NotificationRoute,
  type Notifications,
  type NotificationTarget,
  type RealtimeEventName,
} from './types';

/** A bit of everything: two conversations, and every kind but requestDenied. */
export const fakeNotifications: Notifications = {
  conversations: [
    {
      person: { name: 'Siti Nurhaliza', avatar: { path: '/avatars/siti.webp' } },
      count: 2,
      conversation_id: 31,
    },
    { person: { name: 'Haji Ahmad', avatar: null }, count: 1, conversation_id: 32 },
  ],
  requests: { count: 1 },
  requestAccepted: { count: 2 },
  requestDenied: { count: 0 },
  requestCancelled: { count: 1 },
  order: { count: 3 },
  payout: { count: 1 },
  verification: { count: 0, result: null },
};

export { emptyNotifications };

/** What each realtime event adds on the fake server. */
const arrivals: Record<RealtimeEventName, (n: Notifications) => Notifications> = {
  'new-message': (n) => {
    const [first, ...rest] = n.conversations;
    const person = { name: 'Nur Aisyah', avatar: null };
    return first
      ? { ...n, conversations: [{ ...first, count: first.count + 1 }, ...rest] }
      : { ...n, conversations: [{ person, count: 1, conversation_id: 40 }] };
  },
  'new-request': (n) => ({ ...n, requests: { count: n.requests.count + 1 } }),
  'new-order': (n) => ({ ...n, order: { count: n.order.count + 1 } }),
  'new-payout': (n) => ({ ...n, payout: { count: n.payout.count + 1 } }),
};

export interface NotificationsFakeOptions {
  /** What the server holds at start; fakeNotifications by default. */
  initial?: Notifications;
  /** Milliseconds each call takes; 0 by default. */
  latency?: number;
  /** 'load': every GET fails; 'firstLoad': only the first; 'dismiss': every delete fails. */
  fail?: 'load' | 'firstLoad' | 'dismiss';
  /**
   * For the machine view: each notifications.realtime event the machine receives also happens on
   * the fake server (as if the server had pushed it), so the refresh finds something new.
   */
  echoRealtime?: boolean;
}

/** Everything `notificationsMachine.provide()` needs, faked. `server.arrive(event)` is a realtime push. */
export function createNotificationsFakes(options: NotificationsFakeOptions = {}) {
  const latency = options.latency ?? 0;
  let held: Notifications = structuredClone(options.initial ?? fakeNotifications);
  let loads = 0;
  const echoing = new WeakSet<object>();
  const calls = {
    loads: 0,
    dismissed: [] as NotificationTarget[],
    dismissedAll: 0,
    navigations: [] as NotificationRoute[],
    conversationRefreshes: 0,
  };
  const server = {
    get: () => held,
    /** Something new happened on the server; send the returned event to the machine. */
    arrive: (event: RealtimeEventName) => {
      held = arrivals[event](held);
      return { type: 'notifications.realtime', event } as const;
    },
  };
  const implementations = {
    actors: {
      loadNotifications: fromPromise<Notifications>(async ({ signal, system }) => {
        calls.loads = ++loads;
        if (options.echoRealtime && !echoing.has(system)) {
          echoing.add(system);
          system.inspect((inspected) => {
            const event = inspected.type === '@xstate.event' ? inspected.event : null;
            // Only the events the machine takes: an unknown one (QA trying a bad payload) changes nothing.
            const name = event?.type === 'notifications.realtime' ? event.event : null;
            if (realtimeEvents.includes(name as RealtimeEventName)) server.arrive(name as RealtimeEventName);
          });
        }
        await wait(latency, signal);
        if (options.fail === 'load' || (options.fail === 'firstLoad' && loads === 1))
          throw new TypeError('Failed to fetch');
        return structuredClone(held);
      }),
      dismissKind: fromPromise<void, NotificationTarget>(async ({ input, signal }) => {
        calls.dismissed.push(input);
        await wait(latency, signal);
        if (options.fail === 'dismiss') throw new TypeError('Failed to fetch');
        held = withoutTarget(held, input);
      }),
      dismissAll: fromPromise<void>(async ({ signal }) => {
        calls.dismissedAll += 1;
        await wait(latency, signal);
        if (options.fail === 'dismiss') throw new TypeError('Failed to fetch');
        held = emptyNotifications();
      }),
    },
    actions: {
      navigate: (_: unknown, params: NotificationRoute) => {
        calls.navigations.push(params);
      },
      refreshConversations: () => {
        calls.conversationRefreshes += 1;
      },
    },
  } satisfies Parameters<NotificationsMachine['provide']>[0];
  return { server, calls, implementations };
}

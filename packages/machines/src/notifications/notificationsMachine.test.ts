import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { chartLeaves, reachedLeaves, untakenTransitions } from '../_testing/graphCoverage';
import { xstateEvents } from '../_testing/xstateEvents';
import { createNotificationsFakes, fakeNotifications, type NotificationsFakeOptions } from './fakes';
import { notificationsMachine, type NotificationsSnapshot } from './notificationsMachine';
import { DISMISS_ERROR, LOAD_ERROR } from './notificationsSetup';
import { emptyNotifications } from './rules';
import {
  selectBellLabel,
  selectError,
  selectHasDot,
  selectIsLoading,
  selectItems,
  selectTotalCount,
} from './selectors';
import type { NotificationsContext, NotificationsEvent, NotificationTarget } from './types';

// ── Helpers ──────────────────────────────────────────────────────────────────
const { done, failed } = xstateEvents<NotificationsEvent>();

const base: NotificationsContext = { notifications: fakeNotifications, queue: [], stale: false, error: null };
const at = (value: string | Record<string, string>, context: Partial<NotificationsContext> = {}) =>
  notificationsMachine.resolveState({ value, context: { ...base, ...context } });
const idle = { ready: 'idle' } as const;

type Actions = ReturnType<typeof transition<typeof notificationsMachine>>[1];
const spawned = (actions: Actions) =>
  actions
    .filter((a) => a.type === 'xstate.spawnChild')
    .map((a) => {
      const { id, input } = a.params as unknown as { id: string; input: unknown };
      return { id, input };
    });
const named = (actions: Actions) =>
  actions
    .filter((a) => !a.type.startsWith('xstate.') && a.type !== 'noteRealtime')
    .map((a) => ({ type: a.type, params: a.params }));
const open = (target: NotificationTarget): NotificationsEvent => ({ type: 'notifications.open', ...target });
const realtime = (event: 'new-message' | 'new-request' | 'new-order' | 'new-payout'): NotificationsEvent => ({
  type: 'notifications.realtime',
  event,
});

// ── (a) Pure transitions: every guard branch ─────────────────────────────────
describe('notificationsMachine, pure transitions', () => {
  describe('at start', () => {
    it('loads the notifications', () => {
      const [snapshot, actions] = initialTransition(notificationsMachine);
      expect(snapshot.value).toBe('loading');
      expect(snapshot.context.notifications).toBeNull();
      expect(spawned(actions)).toEqual([{ id: 'loadNotifications', input: undefined }]);
    });
  });

  describe('given the first load', () => {
    it('is ready with what the server answered', () => {
      const [snapshot] = transition(
        notificationsMachine,
        at('loading', { notifications: null }),
        done('loadNotifications', fakeNotifications),
      );
      expect(snapshot.value).toEqual(idle);
      expect(snapshot.context.notifications).toEqual(fakeNotifications);
    });
    it('fails with a message when the answer is not a notifications object', () => {
      const [snapshot] = transition(
        notificationsMachine,
        at('loading', { notifications: null }),
        done('loadNotifications', { ...fakeNotifications, order: null }),
      );
      expect(snapshot.value).toBe('loadFailed');
      expect(snapshot.context).toMatchObject({ notifications: null, error: LOAD_ERROR });
    });
    it('fails with a message when the server cannot be reached, and retries on request', () => {
      const [snapshot] = transition(
        notificationsMachine,
        at('loading', { notifications: null }),
        failed('loadNotifications'),
      );
      expect(snapshot.value).toBe('loadFailed');
      expect(snapshot.context.error).toEqual(LOAD_ERROR);
      const [again, actions] = transition(notificationsMachine, snapshot, { type: 'notifications.retry' });
      expect(again.value).toBe('loading');
      expect(spawned(actions)).toEqual([{ id: 'loadNotifications', input: undefined }]);
    });
    it('starts the load again when a realtime event arrives meanwhile', () => {
      const [snapshot, actions] = transition(
        notificationsMachine,
        at('loading', { notifications: null }),
        realtime('new-order'),
      );
      expect(snapshot.value).toBe('loading');
      expect(actions.map((a) => a.type)).toEqual(
        expect.arrayContaining(['xstate.stopChild', 'xstate.spawnChild']),
      );
    });
    it('loads again after a failure when a realtime event arrives', () => {
      expect(transition(notificationsMachine, at('loadFailed'), realtime('new-payout'))[0].value).toBe(
        'loading',
      );
    });
  });

  describe('given the notifications are shown', () => {
    it.each(['new-message', 'new-request', 'new-order', 'new-payout'] as const)(
      'refreshes on %s',
      (event) => {
        const [snapshot, actions] = transition(notificationsMachine, at(idle), realtime(event));
        expect(snapshot.value).toEqual({ ready: 'refreshing' });
        expect(spawned(actions)).toEqual([{ id: 'loadNotifications', input: undefined }]);
        expect(named(actions)).toEqual(
          event === 'new-message' ? [{ type: 'refreshConversations', params: undefined }] : [],
        );
      },
    );

    it.each<[string, NotificationTarget, object]>([
      ['a new request', { kind: 'requests' }, { route: 'customer-requests' }],
      ['a cancelled request', { kind: 'requestCancelled' }, { route: 'customer-requests' }],
      ['an accepted request', { kind: 'requestAccepted' }, { route: 'my-requests' }],
      ['a denied request', { kind: 'requestDenied' }, { route: 'my-requests' }],
      ['an order', { kind: 'order' }, { route: 'customer-orders' }],
      ['a payout', { kind: 'payout' }, { route: 'my-finance' }],
      [
        'a conversation',
        { kind: 'conversation', conversation_id: 32 },
        { route: 'messages', query: { conversation: '32' } },
      ],
    ])(
      'opening %s removes it, navigates as the seed says and deletes it on the server',
      (_, target, route) => {
        const notifications = { ...fakeNotifications, requestDenied: { count: 1 } };
        const [snapshot, actions] = transition(
          notificationsMachine,
          at(idle, { notifications }),
          open(target),
        );
        expect(snapshot.value).toEqual({ ready: 'dismissing' });
        expect(named(actions)).toEqual([{ type: 'navigate', params: route }]);
        expect(spawned(actions)).toEqual([{ id: 'dismissKind', input: target }]);
        if (target.kind === 'conversation') {
          expect(snapshot.context.notifications?.conversations.map((c) => c.conversation_id)).toEqual([31]);
        } else {
          expect(snapshot.context.notifications?.[target.kind]).toEqual({ count: 0 });
        }
      },
    );

    it('clears the message of an earlier failed delete when another is opened', () => {
      const [snapshot] = transition(
        notificationsMachine,
        at(idle, { error: DISMISS_ERROR }),
        open({ kind: 'order' }),
      );
      expect(snapshot.context.error).toBeNull();
    });

    it('cannot open a kind with nothing unread, or a conversation that is not listed', () => {
      expect(at(idle).can(open({ kind: 'requestDenied' }))).toBe(false);
      expect(at(idle).can(open({ kind: 'conversation', conversation_id: 99 }))).toBe(false);
    });

    it('dismisses all: clears everything at once and calls delete-all', () => {
      const [snapshot, actions] = transition(notificationsMachine, at(idle), {
        type: 'notifications.dismissAll',
      });
      expect(snapshot.value).toEqual({ ready: 'dismissingAll' });
      expect(snapshot.context.notifications).toEqual(emptyNotifications());
      expect(spawned(actions)).toEqual([{ id: 'dismissAll', input: undefined }]);
    });

    it('has nothing to dismiss when nothing is unread', () => {
      expect(
        at(idle, { notifications: emptyNotifications() }).can({ type: 'notifications.dismissAll' }),
      ).toBe(false);
    });
  });

  describe('given a refresh in flight', () => {
    const refreshing = { ready: 'refreshing' };
    it('takes the new notifications and forgets an earlier load error, not a failed delete', () => {
      const next = { ...fakeNotifications, order: { count: 4 } };
      const [snapshot] = transition(
        notificationsMachine,
        at(refreshing, { error: LOAD_ERROR }),
        done('loadNotifications', next),
      );
      expect(snapshot.value).toEqual(idle);
      expect(snapshot.context).toMatchObject({ notifications: next, error: null, stale: false });
      const [kept] = transition(
        notificationsMachine,
        at(refreshing, { error: DISMISS_ERROR }),
        done('loadNotifications', next),
      );
      expect(kept.context.error).toEqual(DISMISS_ERROR);
    });
    it('keeps what it had, with a message, when the refresh fails', () => {
      const [snapshot] = transition(notificationsMachine, at(refreshing), failed('loadNotifications'));
      expect(snapshot.value).toEqual(idle);
      expect(snapshot.context).toMatchObject({
        notifications: fakeNotifications,
        error: LOAD_ERROR,
        stale: false,
      });
    });
    it('starts again on another realtime event', () => {
      const [snapshot, actions] = transition(notificationsMachine, at(refreshing), realtime('new-request'));
      expect(snapshot.value).toEqual(refreshing);
      expect(spawned(actions)).toHaveLength(1);
    });
    it('owes a refresh when a notification is opened before it answers', () => {
      const [snapshot] = transition(notificationsMachine, at(refreshing), open({ kind: 'order' }));
      expect(snapshot.value).toEqual({ ready: 'dismissing' });
      expect(snapshot.context.stale).toBe(true);
    });
  });

  describe('given a delete in flight', () => {
    const dismissing = { ready: 'dismissing' };
    const order: NotificationTarget = { kind: 'order' };
    const payout: NotificationTarget = { kind: 'payout' };

    it('queues another opened notification behind it without cutting it short', () => {
      const [snapshot, actions] = transition(
        notificationsMachine,
        at(dismissing, { queue: [order] }),
        open(payout),
      );
      expect(snapshot.value).toEqual(dismissing);
      expect(snapshot.context.queue).toEqual([order, payout]);
      expect(snapshot.context.notifications?.payout).toEqual({ count: 0 });
      expect(actions.map((a) => a.type)).not.toContain('xstate.stopChild');
      expect(named(actions)).toEqual([{ type: 'navigate', params: { route: 'my-finance' } }]);
    });
    it('sends the next queued delete when this one answers', () => {
      const [snapshot, actions] = transition(
        notificationsMachine,
        at(dismissing, { queue: [order, payout] }),
        done('dismissKind'),
      );
      expect(snapshot.value).toEqual(dismissing);
      expect(snapshot.context.queue).toEqual([payout]);
      expect(spawned(actions)).toEqual([{ id: 'dismissKind', input: payout }]);
    });
    it('refreshes afterwards when a realtime event came meanwhile', () => {
      const [marked, actions] = transition(
        notificationsMachine,
        at(dismissing, { queue: [order] }),
        realtime('new-message'),
      );
      expect(marked.value).toEqual(dismissing);
      expect(marked.context.stale).toBe(true);
      expect(named(actions)).toEqual([{ type: 'refreshConversations', params: undefined }]);
      expect(transition(notificationsMachine, marked, done('dismissKind'))[0].value).toEqual({
        ready: 'refreshing',
      });
    });
    it('is idle once the last delete answered', () => {
      const [snapshot] = transition(
        notificationsMachine,
        at(dismissing, { queue: [order] }),
        done('dismissKind'),
      );
      expect(snapshot.value).toEqual(idle);
      expect(snapshot.context.queue).toEqual([]);
    });
    it('refreshes with a message when a delete fails (the server kept it)', () => {
      const [last] = transition(
        notificationsMachine,
        at(dismissing, { queue: [order] }),
        failed('dismissKind'),
      );
      expect(last.value).toEqual({ ready: 'refreshing' });
      expect(last.context.error).toEqual(DISMISS_ERROR);
      const [more] = transition(
        notificationsMachine,
        at(dismissing, { queue: [order, payout] }),
        failed('dismissKind'),
      );
      expect(more.value).toEqual(dismissing);
      expect(more.context).toMatchObject({ queue: [payout], stale: true, error: DISMISS_ERROR });
    });
    it('lets Dismiss all take over the queue', () => {
      const [snapshot] = transition(notificationsMachine, at(dismissing, { queue: [order, payout] }), {
        type: 'notifications.dismissAll',
      });
      expect(snapshot.value).toEqual({ ready: 'dismissingAll' });
      expect(snapshot.context.queue).toEqual([]);
    });
  });

  describe('given Dismiss all in flight', () => {
    const dismissingAll = { ready: 'dismissingAll' };
    const cleared = { notifications: emptyNotifications() };
    it('is idle when the server answers, or refreshes when an event came meanwhile', () => {
      expect(
        transition(notificationsMachine, at(dismissingAll, cleared), done('dismissAll'))[0].value,
      ).toEqual(idle);
      const [marked] = transition(notificationsMachine, at(dismissingAll, cleared), realtime('new-order'));
      expect(marked.context.stale).toBe(true);
      expect(transition(notificationsMachine, marked, done('dismissAll'))[0].value).toEqual({
        ready: 'refreshing',
      });
    });
    it('refreshes with a message when it fails', () => {
      const [snapshot] = transition(notificationsMachine, at(dismissingAll, cleared), failed('dismissAll'));
      expect(snapshot.value).toEqual({ ready: 'refreshing' });
      expect(snapshot.context.error).toEqual(DISMISS_ERROR);
    });
  });
});

describe('selectors', () => {
  it('give the dot, the count, the bell label, the rows and the loading state', () => {
    const snapshot = at(idle);
    expect(selectHasDot(snapshot)).toBe(true);
    expect(selectTotalCount(snapshot)).toBe(11);
    expect(selectBellLabel(snapshot)).toBe('Notifications, 11 unread');
    expect(selectItems(snapshot).map((i) => i.text)).toEqual([
      'Siti Nurhaliza: 2 new messages',
      'Haji Ahmad: 1 new message',
      'You have 1 new request',
      '2 requests were accepted',
      'A request was cancelled',
      '3 orders have been paid for',
      'A payment was made to you',
    ]);
    expect(selectItems(snapshot)).toBe(selectItems(at(idle)));
    const none = at(idle, { notifications: emptyNotifications() });
    expect(selectHasDot(none)).toBe(false);
    expect(selectBellLabel(none)).toBe('Notifications');
    expect(selectItems(none)).toEqual([]);
    expect(selectIsLoading(at('loading', { notifications: null }))).toBe(true);
    expect(selectItems(at('loading', { notifications: null }))).toEqual([]);
    expect(selectError(at('loadFailed', { error: LOAD_ERROR }))).toEqual(LOAD_ERROR);
  });
});

// ── (b) Actors with fake implementations ─────────────────────────────────────
function start(options: NotificationsFakeOptions = {}) {
  const fakes = createNotificationsFakes(options);
  const actor = createActor(notificationsMachine.provide(fakes.implementations)).start();
  return { actor, ...fakes };
}
const settled = (actor: ReturnType<typeof start>['actor'], value: string | object) =>
  waitFor(actor, (s: NotificationsSnapshot) => s.matches(value as never), { timeout: 1000 });

describe('notificationsMachine with a fake server', () => {
  describe('given a new request arrives in real time', () => {
    it('refreshes and shows it', async () => {
      const { actor, server, calls } = start({ latency: 5 });
      await settled(actor, idle);
      actor.send(server.arrive('new-request'));
      await settled(actor, { ready: 'refreshing' });
      const snapshot = await settled(actor, idle);
      expect(snapshot.context.notifications?.requests).toEqual({ count: 2 });
      expect(calls.loads).toBe(2);
      expect(calls.conversationRefreshes).toBe(0);
    });
  });

  describe('given a new message arrives', () => {
    it('refreshes the notifications and asks for the conversations too', async () => {
      const { actor, server, calls } = start();
      await settled(actor, idle);
      actor.send(server.arrive('new-message'));
      const snapshot = await settled(actor, idle);
      expect(snapshot.context.notifications?.conversations[0]?.count).toBe(3);
      expect(calls.conversationRefreshes).toBe(1);
    });
  });

  describe('given the user opens two notifications quickly', () => {
    it('navigates for each, and deletes both on the server one after the other', async () => {
      const { actor, server, calls } = start({ latency: 10 });
      await settled(actor, idle);
      actor.send(open({ kind: 'conversation', conversation_id: 31 }));
      actor.send(open({ kind: 'order' }));
      expect(calls.navigations).toEqual([
        { route: 'messages', query: { conversation: '31' } },
        { route: 'customer-orders' },
      ]);
      await settled(actor, idle);
      expect(calls.dismissed).toEqual([{ kind: 'conversation', conversation_id: 31 }, { kind: 'order' }]);
      expect(server.get().order).toEqual({ count: 0 });
      expect(server.get().conversations.map((c) => c.conversation_id)).toEqual([32]);
    });
  });

  describe('given Dismiss all', () => {
    it('clears everything, on the server too, and hides the dot', async () => {
      const { actor, server, calls } = start();
      await settled(actor, idle);
      actor.send({ type: 'notifications.dismissAll' });
      expect(selectHasDot(actor.getSnapshot())).toBe(false);
      await settled(actor, idle);
      expect(calls.dismissedAll).toBe(1);
      expect(server.get()).toEqual(emptyNotifications());
    });
  });

  describe('given the server cannot delete', () => {
    it('shows the notification again after the refresh, with a message', async () => {
      const { actor } = start({ fail: 'dismiss' });
      await settled(actor, idle);
      actor.send(open({ kind: 'payout' }));
      expect(actor.getSnapshot().context.notifications?.payout).toEqual({ count: 0 });
      const snapshot = await waitFor(
        actor,
        (s) => s.matches(idle) && s.context.notifications?.payout.count === 1,
        {
          timeout: 1000,
        },
      );
      expect(snapshot.context.error).toEqual(
        LOAD_ERROR.message === snapshot.context.error?.message ? LOAD_ERROR : DISMISS_ERROR,
      );
    });
  });

  describe('given the first load fails', () => {
    it('can be retried', async () => {
      const { actor } = start({ fail: 'firstLoad' });
      await settled(actor, 'loadFailed');
      actor.send({ type: 'notifications.retry' });
      const snapshot = await settled(actor, idle);
      expect(snapshot.context.notifications).toEqual(fakeNotifications);
    });
  });

  describe('given the app provided nothing', () => {
    it('reports the load as failed instead of hanging', async () => {
      const actor = createActor(notificationsMachine).start();
      await waitFor(actor, (s) => s.matches('loadFailed'), { timeout: 1000 });
    });
  });
});

// ── (c) Paths from xstate/graph ──────────────────────────────────────────────
const withDenied = { ...fakeNotifications, requestDenied: { count: 1 } };
const traversal = {
  events: [
    realtime('new-message'),
    realtime('new-order'),
    open({ kind: 'order' }),
    open({ kind: 'payout' }),
    open({ kind: 'conversation', conversation_id: 31 }),
    { type: 'notifications.dismissAll' },
    { type: 'notifications.retry' },
    done('loadNotifications', withDenied),
    // An answer that is not a notifications object: as a failed load.
    done('loadNotifications', { conversations: 'none' }),
    failed('loadNotifications'),
    done('dismissKind'),
    failed('dismissKind'),
    done('dismissAll'),
    failed('dismissAll'),
  ] as NotificationsEvent[],
  // The state value plus what the guards read: queue length, stale, and which kinds are unread.
  serializeState: (s: NotificationsSnapshot) =>
    JSON.stringify([
      s.value,
      s.context.queue.length,
      s.context.stale,
      s.context.notifications && [
        s.context.notifications.order.count,
        s.context.notifications.payout.count,
        s.context.notifications.conversations.length,
      ],
    ]),
};

describe('notificationsMachine paths', () => {
  const paths = getShortestPaths(notificationsMachine, traversal);

  it('reaches every state of the chart', () => {
    expect(chartLeaves(notificationsMachine)).toHaveLength(6);
    expect(reachedLeaves(paths.map((p) => p.state))).toEqual(chartLeaves(notificationsMachine));
  });

  it('takes every transition and every guarded branch of the chart', () => {
    expect(untakenTransitions(notificationsMachine, traversal)).toEqual([]);
  });

  it('always navigates when a notification is removed by opening it', () => {
    for (const path of paths) {
      for (const step of path.steps) {
        if (step.event.type !== 'notifications.open') continue;
        const [, actions] = transition(
          notificationsMachine,
          path.steps[path.steps.indexOf(step) - 1]!.state,
          step.event,
        );
        expect(actions.some((a) => a.type === 'navigate')).toBe(true);
      }
    }
  });
});

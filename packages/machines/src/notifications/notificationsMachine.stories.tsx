import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { never } from '../_shared/fakeTiming';
import {
  eventButton,
  eventLog,
  expectContext,
  expectLit,
  expectState,
  pickExample,
  press,
  readSelectors,
  send,
  sendHostile,
  expectChartWhole,
} from '../_testing/play';
import { machineStory, withActors, type MachineStoryArgs } from '../_view/machineStory';
import { createNotificationsFakes, fakeNotifications, type NotificationsFakeOptions } from './fakes';
import {
  notificationsMachine,
  type NotificationsMachine,
  type NotificationsSnapshot,
} from './notificationsMachine';
import { emptyNotifications } from './rules';
import { selectBellLabel, selectHasDot, selectItems, selectTotalCount } from './selectors';
import type { NotificationsContext, NotificationTarget } from './types';
import { notificationsEventProblem } from './events';
import { notificationsExamples } from './examples';

type NotificationsViewProps = MachineStoryArgs<NotificationsMachine>;

const payloads: NotificationsViewProps['events'] = {
  'notifications.open': { kind: 'order' },
  'notifications.realtime': { event: 'new-request' },
};

/** What the bell and the panel show: the dot, the bell's label and each row's text and destination. */
const selectors: NotificationsViewProps['selectors'] = {
  hasDot: selectHasDot,
  totalCount: selectTotalCount,
  bellLabel: selectBellLabel,
  rows: (s: NotificationsSnapshot) =>
    selectItems(s).map((item) => {
      const query = item.to.query ? `?conversation=${item.to.query.conversation}` : '';
      return `${item.text} → ${item.to.route}${query}`;
    }),
};

/** Fresh fakes on every start and Reset; the fake server follows the realtime events QA sends. */
const fakes =
  (options: NotificationsFakeOptions = {}, actors = {}) =>
  () => {
    const { implementations } = createNotificationsFakes({ echoRealtime: true, ...options });
    return withActors(implementations, actors);
  };

const view = machineStory(notificationsMachine, {
  events: payloads,
  examples: notificationsExamples,
  payloadProblem: notificationsEventProblem,
  provide: fakes(),
  selectors,
});
const meta = { title: 'Machines/Notifications', ...view } satisfies Meta<typeof view.component>;
export default meta;
type Story = StoryObj<typeof meta>;

type Shown = { hasDot: boolean; totalCount: number; bellLabel: string; rows: string[] };
const rows = (canvas: HTMLElement) => readSelectors<Shown>(canvas).rows;

// ── Stories ──────────────────────────────────────────────────────────────────
/**
 * QA: the bell and panel against a fake server (each call 0.4 s) holding 2 conversations and
 * every kind but a denied request. Open one with notifications.open ({ "kind": "requests" },
 * "requestAccepted", "requestDenied", "requestCancelled", "order", "payout", or
 * { "kind": "conversation", "conversation_id": 31 }): the row goes, the log shows the
 * navigation the app is asked for and the delete call. notifications.realtime with new-message,
 * new-request, new-order or new-payout refreshes; notifications.dismissAll clears everything.
 * Selectors show the dot, the bell's label and each row's wording and destination, in the words
 * the wired bell shows (Screens/Notification bell: the app provides the same three actors with the
 * seed's notifications calls, navigate with the router, refreshConversations with SWR).
 */
export const QA: Story = {
  args: { provide: fakes({ latency: 400 }) },
  play: async ({ canvasElement }) => {
    await expectChartWhole(canvasElement);
    await expectState(canvasElement, 'ready.idle');
    await expect(readSelectors<Shown>(canvasElement).hasDot).toBe(true);
  },
};

/**
 * Payloads that do not fit (a realtime event the app does not listen to, a conversation id as a
 * text) are marked invalid and ignored: no reload, nothing opened. A picked example works.
 */
export const InvalidPayloads: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready.idle');
    await sendHostile(
      canvasElement,
      'notifications.realtime',
      'An event the app',
      /event: Invalid option: expected one of "new-message"/,
    );
    await expectState(canvasElement, 'ready.idle');
    await sendHostile(
      canvasElement,
      'notifications.open',
      'The conversation id as a text',
      /conversation_id: Invalid input: expected number, received string/,
    );
    await expect(rows(canvasElement)).toHaveLength(7);
    await pickExample(canvasElement, 'notifications.open', 'Conversation with Siti');
    await press(canvasElement, 'notifications.open');
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(6));
  },
};

/** Loaded: seven rows, singular wording for a count of 1 and plural otherwise, and the dot. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready.idle');
    await expectLit(canvasElement, 'notifications.ready.idle');
    await expect(rows(canvasElement)).toEqual([
      'Siti Nurhaliza: 2 new messages → messages?conversation=31',
      'Haji Ahmad: 1 new message → messages?conversation=32',
      'You have 1 new request → customer-requests',
      '2 requests were accepted → my-requests',
      'A request was cancelled → customer-requests',
      '3 orders have been paid for → customer-orders',
      'A payment was made to you → my-finance',
    ]);
    await expect(readSelectors<Shown>(canvasElement)).toMatchObject({
      hasDot: true,
      totalCount: 11,
      bellLabel: 'Notifications, 11 unread',
    });
  },
};

/** Opening each kind: it leaves the panel, the app is asked to navigate per the seed's table, and the server delete is called. */
export const OpenEachKind: Story = {
  play: async ({ canvasElement, step }) => {
    await expectState(canvasElement, 'ready.idle');
    const cases: [NotificationTarget, string][] = [
      [{ kind: 'requests' }, '{"route":"customer-requests"}'],
      [{ kind: 'requestAccepted' }, '{"route":"my-requests"}'],
      [{ kind: 'requestCancelled' }, '{"route":"customer-requests"}'],
      [{ kind: 'order' }, '{"route":"customer-orders"}'],
      [{ kind: 'payout' }, '{"route":"my-finance"}'],
      [{ kind: 'conversation', conversation_id: 31 }, '{"route":"messages","query":{"conversation":"31"}}'],
    ];
    for (const [target, route] of cases) {
      await step(`open ${JSON.stringify(target)}`, async () => {
        await send(canvasElement, 'notifications.open', target);
        await expectState(canvasElement, 'ready.idle');
        const log = within(eventLog(canvasElement));
        await expect(log.getAllByText(/^↳ asks the app: navigate/)[0]).toHaveTextContent(route);
        await expect(log.getAllByText(/^↳ calls dismissKind/)[0]).toHaveTextContent(JSON.stringify(target));
      });
    }
    await expect(rows(canvasElement)).toEqual(['Haji Ahmad: 1 new message → messages?conversation=32']);
    await step('a kind with nothing unread cannot be opened', async () => {
      await send(canvasElement, 'notifications.open', { kind: 'requestDenied' });
      await expect(eventButton(canvasElement, 'notifications.open')).toBeDisabled();
    });
  },
};

/** A realtime new-request refreshes: the server now has 2 requests, so the row turns plural. */
export const RealtimeRefresh: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready.idle');
    await press(canvasElement, 'notifications.realtime');
    await expectState(canvasElement, 'ready.idle');
    await expect(rows(canvasElement)).toContain('You have 2 new requests → customer-requests');
    await send(canvasElement, 'notifications.realtime', { event: 'new-message' });
    await expectState(canvasElement, 'ready.idle');
    await expect(rows(canvasElement)[0]).toBe('Siti Nurhaliza: 3 new messages → messages?conversation=31');
    await expect(
      within(eventLog(canvasElement)).getByText(/^↳ asks the app: refreshConversations/),
    ).toBeInTheDocument();
  },
};

/** 'Dismiss all': every row goes and the dot with them; delete-all is called. */
export const DismissAll: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready.idle');
    await press(canvasElement, 'notifications.dismissAll');
    await expectState(canvasElement, 'ready.idle');
    await expectContext<NotificationsContext>(canvasElement, (c) =>
      expect(c.notifications).toEqual(emptyNotifications()),
    );
    await expect(readSelectors<Shown>(canvasElement)).toMatchObject({
      hasDot: false,
      totalCount: 0,
      rows: [],
      bellLabel: 'Notifications',
    });
    await expect(eventButton(canvasElement, 'notifications.dismissAll')).toBeDisabled();
  },
};

/** Nothing unread: no dot, nothing to open or dismiss. */
export const NothingUnread: Story = {
  args: { provide: fakes({ initial: emptyNotifications() }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready.idle');
    await expect(readSelectors<Shown>(canvasElement).hasDot).toBe(false);
    await expect(eventButton(canvasElement, 'notifications.dismissAll')).toBeDisabled();
  },
};

/** A delete the server has not answered: ready.dismissing (the row is already gone). */
export const Dismissing: Story = {
  args: { provide: fakes({}, { dismissKind: fromPromise<void, NotificationTarget>(() => never()) }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready.idle');
    await press(canvasElement, 'notifications.open');
    await expectState(canvasElement, 'ready.dismissing');
    await expectLit(canvasElement, 'notifications.ready.dismissing');
    await expectContext<NotificationsContext>(canvasElement, (c) => {
      expect(c.notifications?.order).toEqual({ count: 0 });
      expect(c.queue).toEqual([{ kind: 'order' }]);
    });
  },
};

/** The server refuses the delete: after the refresh the row is back, with a message saying so. */
export const DismissFailed: Story = {
  args: { provide: fakes({ fail: 'dismiss' }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready.idle');
    await press(canvasElement, 'notifications.open');
    await expectState(canvasElement, 'ready.idle');
    await expectContext<NotificationsContext>(canvasElement, (c) => {
      expect(c.notifications?.order).toEqual({ count: 3 });
      expect(c.error?.code).toBe('notifications_dismiss_failed');
    });
  },
};

/** The first load fails: loadFailed with a message; notifications.retry loads again. */
export const LoadFailed: Story = {
  args: { provide: fakes({ fail: 'firstLoad' }) },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'loadFailed');
    await expectContext<NotificationsContext>(canvasElement, (c) =>
      expect(c.error?.message).toBe('Could not load your notifications.'),
    );
    await press(canvasElement, 'notifications.retry');
    await expectState(canvasElement, 'ready.idle');
    await expectContext<NotificationsContext>(canvasElement, (c) => {
      expect(c.notifications).toEqual(fakeNotifications);
      expect(c.error).toBeNull();
    });
  },
};

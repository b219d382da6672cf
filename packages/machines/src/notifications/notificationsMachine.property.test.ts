import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { errorBodyShape } from '../_shared/errorBody';
import { fits } from '../_shared/schemas';
import { events, pause, run, send, steps, toured, typesOf } from '../_testing/properties';
import {
  notificationsEventProblem,
  notificationsEventShapes,
  notificationsShape,
  targetShape,
} from './events';
import { notificationsExamples } from './examples';
import { createNotificationsFakes } from './fakes';
import { notificationsMachine, type NotificationsSnapshot } from './notificationsMachine';

/** The list is whole (or not loaded yet), the queue holds real targets, a delete is in flight while dismissing. */
function invariant(s: NotificationsSnapshot) {
  const { notifications, queue, error } = s.context;
  expect(notifications === null || fits(notificationsShape, notifications)).toBe(true);
  expect(queue.every((target) => fits(targetShape, target))).toBe(true);
  expect(error === null || fits(errorBodyShape, error)).toBe(true);
  if (s.matches({ ready: 'dismissing' })) expect(queue.length).toBeGreaterThan(0);
  if (s.matches('ready')) expect(notifications).not.toBeNull();
  if (s.matches('loadFailed')) expect(error).not.toBeNull();
}

const start = (fail: 'dismiss' | 'firstLoad' | undefined) => () =>
  createActor(
    notificationsMachine.provide(createNotificationsFakes({ fail, echoRealtime: true }).implementations),
  ).start();
const tours = [
  [
    pause,
    send('notifications.open', { kind: 'order' }),
    send('notifications.open', { kind: 'payout' }),
    pause,
  ],
  [pause, send('notifications.realtime', { event: 'new-message' }), send('notifications.dismissAll'), pause],
  [
    pause,
    send('notifications.retry'),
    pause,
    send('notifications.open', { kind: 'conversation', conversation_id: 31 }),
  ],
];

describe('notificationsMachine under random events and payloads', () => {
  it('never fails or stops, ignores payloads that do not fit, and keeps its list whole', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(undefined, 'dismiss' as const, 'firstLoad' as const),
        toured(tours, steps(events(typesOf(notificationsEventShapes) as never, notificationsExamples))),
        async (fail, plan) => {
          await run<NotificationsSnapshot>(start(fail), plan, {
            problem: notificationsEventProblem,
            invariant,
          });
        },
      ),
      { numRuns: 150 },
    );
  });
});

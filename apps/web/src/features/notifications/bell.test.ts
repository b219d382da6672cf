import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { ScopedMutator } from 'swr';
import { createClient, messageKeys, orderKeys, requestKeys } from '@pinjam/api';
import { notificationsHandlers } from '@pinjam/api/mocks';
import type { NotificationsActorRef } from '@pinjam/machines';
import { pushed, reconnected, startBell } from './bell';

const requests: string[] = [];
const server = setupServer(...notificationsHandlers.default);
server.events.on('request:start', ({ request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => void (requests.length = 0));
afterAll(() => server.close());

const client = createClient({ baseUrl: 'http://pinjam.test', getToken: () => 'token-2' });

/** What was revalidated, as keys (a test over keys is tried on a few known ones). */
function fakeMutate() {
  const known = [
    orderKeys.mine('open'),
    orderKeys.customers(),
    orderKeys.order(3),
    messageKeys.conversations,
  ];
  const stale: string[] = [];
  const mutate = vi.fn((target: unknown) => {
    if (typeof target === 'string') stale.push(target);
    else if (typeof target === 'function')
      stale.push(...known.filter((key) => (target as (key: string) => boolean)(key)).map((k) => `~${k}`));
    return Promise.resolve(undefined);
  });
  return { mutate: mutate as unknown as ScopedMutator, stale };
}

const fakeActor = () =>
  ({ send: vi.fn() }) as unknown as NotificationsActorRef & { send: ReturnType<typeof vi.fn> };

describe('pushed', () => {
  it('given a new-request / it refreshes the bell and both request lists', () => {
    const actor = fakeActor();
    const { mutate, stale } = fakeMutate();
    pushed(actor, mutate, 'new-request', { request_id: 4 });
    expect(actor.send).toHaveBeenCalledWith({ type: 'notifications.realtime', event: 'new-request' });
    expect(stale).toEqual([requestKeys.forMyItems, requestKeys.mine]);
  });

  it('given a new-order / it refreshes the bell and the order lists on both sides, whatever their filter', () => {
    const actor = fakeActor();
    const { mutate, stale } = fakeMutate();
    pushed(actor, mutate, 'new-order', { order_id: 9 });
    expect(actor.send).toHaveBeenCalledWith({ type: 'notifications.realtime', event: 'new-order' });
    expect(stale).toEqual([`~${orderKeys.mine('open')}`, `~${orderKeys.customers()}`]);
  });

  it("given a new-message / it refreshes the bell and the message's thread", () => {
    const actor = fakeActor();
    const { mutate, stale } = fakeMutate();
    pushed(actor, mutate, 'new-message', { message: { id: 80, conversation_id: 7001 } });
    expect(actor.send).toHaveBeenCalledWith({ type: 'notifications.realtime', event: 'new-message' });
    expect(stale).toEqual([messageKeys.thread(7001)]);
  });

  it('given a new-payout / it refreshes the bell only', () => {
    const actor = fakeActor();
    const { mutate, stale } = fakeMutate();
    pushed(actor, mutate, 'new-payout', { payout_id: 1 });
    expect(actor.send).toHaveBeenCalledWith({ type: 'notifications.realtime', event: 'new-payout' });
    expect(stale).toEqual([]);
  });

  it('given a reconnect / it refreshes the bell (as for a message, so the conversations too) and the lists', () => {
    const actor = fakeActor();
    const { mutate, stale } = fakeMutate();
    reconnected(actor, mutate);
    expect(actor.send).toHaveBeenCalledWith({ type: 'notifications.realtime', event: 'new-message' });
    expect(stale).toEqual([
      requestKeys.forMyItems,
      requestKeys.mine,
      `~${orderKeys.mine('open')}`,
      `~${orderKeys.customers()}`,
    ]);
  });
});

describe('the machine with the app’s effects', () => {
  it('given the notifications / when a conversation is opened / it is cleared on the server and the app goes to it', async () => {
    const navigate = vi.fn();
    const { mutate } = fakeMutate();
    const actor = startBell({ client, navigate, mutate });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests).toEqual(['GET /api/notifications/get']);
    actor.send({ type: 'notifications.open', kind: 'conversation', conversation_id: 7001 });
    expect(navigate).toHaveBeenCalledWith({ route: 'messages', query: { conversation: '7001' } });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(requests).toContain('POST /api/notifications/deleteConversation/');
    actor.stop();
  });

  it('given a new message pushed / the bell loads again and the conversations are revalidated', async () => {
    const { mutate, stale } = fakeMutate();
    const actor = startBell({ client, navigate: () => {}, mutate });
    await waitFor(actor, (s) => s.matches('ready'));
    pushed(actor, mutate, 'new-message', {});
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(requests.filter((r) => r === 'GET /api/notifications/get')).toHaveLength(2);
    expect(stale).toContain(messageKeys.conversations);
    actor.stop();
  });

  it('given Dismiss all / it calls delete-all/', async () => {
    const actor = startBell({ client, navigate: () => {}, mutate: fakeMutate().mutate });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'notifications.dismissAll' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(requests).toContain('GET /api/notifications/delete-all/');
    actor.stop();
  });
});

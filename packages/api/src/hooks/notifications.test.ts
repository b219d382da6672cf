import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient } from '../client';
import { notifications } from '../contract/notifications';
import { demoNotifications, notificationsHandlers } from '../mocks';
import { notificationCalls } from './notifications';

// Every request the calls make, as 'GET /api/notifications/delete-order' (with a body when sent).
const requests: string[] = [];
const server = setupServer();
server.events.on('request:start', async ({ request }) => {
  const body = request.method === 'POST' ? ` ${await request.clone().text()}` : '';
  requests.push(`${request.method} ${new URL(request.url).pathname}${body}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

const calls = notificationCalls(createClient({ baseUrl: 'http://pinjam.test', getToken: () => 'token-2' }));

describe('notificationCalls', () => {
  it('given the default scenario / load / answers the notifications object, within the contract', async () => {
    server.use(...notificationsHandlers.default);
    const answer = await calls.load();
    expect(answer).toEqual(demoNotifications);
    expect(notifications.get.response.parse({ notifications: answer })).toBeTruthy();
    expect(requests).toEqual(['GET /api/notifications/get']);
  });

  it("given each kind / clear / calls the seed's delete call for it, and a conversation's by POST with its id", async () => {
    server.use(...notificationsHandlers.default);
    await calls.clear({ kind: 'requests' });
    await calls.clear({ kind: 'requestAccepted' });
    await calls.clear({ kind: 'requestDenied' });
    await calls.clear({ kind: 'requestCancelled' });
    await calls.clear({ kind: 'order' });
    await calls.clear({ kind: 'payout' });
    await calls.clear({ kind: 'conversation', conversation_id: 7001 });
    await calls.clearAll();
    expect(requests).toEqual([
      'GET /api/notifications/delete-requests',
      'GET /api/notifications/delete-requests-accepted',
      'GET /api/notifications/delete-requests-denied',
      'GET /api/notifications/delete-requests-cancelled',
      'GET /api/notifications/delete-order',
      'GET /api/notifications/delete-payout',
      'POST /api/notifications/deleteConversation/ {"id":7001}',
      'GET /api/notifications/delete-all/',
    ]);
  });

  it('given a server that refuses / each call / rejects with the ApiError of its answer', async () => {
    server.use(...notificationsHandlers.error);
    await expect(calls.load()).rejects.toMatchObject({ status: 500 });
    server.resetHandlers(...notificationsHandlers.clearFails);
    await expect(calls.clear({ kind: 'order' })).rejects.toBeInstanceOf(ApiError);
    await expect(calls.clearAll()).rejects.toBeInstanceOf(ApiError);
  });

  it.each(['default', 'empty', 'one', 'clearFails'] as const)(
    'given the %s scenario / load / answers within the contract',
    async (name) => {
      server.use(...notificationsHandlers[name]);
      expect(notifications.get.response.parse({ notifications: await calls.load() })).toBeTruthy();
    },
  );
});

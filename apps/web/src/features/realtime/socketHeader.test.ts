import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications, SOCKET_ID_HEADER } from '@pinjam/api';
import { storedUser, users } from '@pinjam/api/mocks';
import { createAppClient } from '../../app/api';
import { memorySessionStorage } from '../../app/storage';
import { realtimeSocketId } from './socketId';

/** The headers of each request the app's client sends. */
function captureHeaders() {
  const seen: Headers[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    seen.push(new Headers(init.headers));
    return Response.json({ message: 'ok' });
  });
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
  realtimeSocketId.set(null);
});

describe("the app's API client and the realtime socket", () => {
  it('given a connected socket / every request carries its id; once it drops / none does', async () => {
    const seen = captureHeaders();
    const client = createAppClient(memorySessionStorage(storedUser(users.siti)));
    realtimeSocketId.set('123.456');
    await client.call(notifications.get);
    await client.call(notifications.clearAll);
    realtimeSocketId.set(null);
    await client.call(notifications.get);
    expect(seen.map((headers) => headers.get(SOCKET_ID_HEADER))).toEqual(['123.456', '123.456', null]);
  });
});

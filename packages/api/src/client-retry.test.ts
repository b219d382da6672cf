// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, retryWaitMs, UPLOAD_ATTEMPTS } from './client';
import { accountSettings } from './contract/account';

// Issue 24, item 12: a person uploading while the server's image queue is full never sees the
// 503. The client waits what Retry-After asks and sends again by itself, its progress going on.

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const AVATAR = { avatar: { path: '/uploads/avatars/me.webp' } };
const BUSY = { message: 'We are busy processing photos right now. Please try again in a moment.' };
const photo = () => new File([new Uint8Array(4096)], 'me.jpg', { type: 'image/jpeg' });
const client = createClient({ baseUrl: 'http://127.0.0.1:1', getToken: () => 'token' });

/** Answers 503 with Retry-After `busyTimes` times, then `last`; counts the sends. */
function answering(busyTimes: number, last = HttpResponse.json(AVATAR)) {
  const sends = { count: 0 };
  server.use(
    http.post('http://127.0.0.1:1/api/user/post-avatar/', () => {
      sends.count++;
      return sends.count <= busyTimes
        ? HttpResponse.json(BUSY, { status: 503, headers: { 'Retry-After': '1' } })
        : last;
    }),
  );
  return sends;
}

describe('an upload the server is too busy for', () => {
  it('given 503 with Retry-After then 200 / it waits, sends again and resolves; the progress reaches 100 % and never goes back', async () => {
    const sends = answering(1);
    const progress: number[] = [];
    const retries: { attempt: number; waitMs: number }[] = [];
    const started = Date.now();
    const result = await client.call(accountSettings.avatar, {
      files: { image: photo() },
      onUploadProgress: (f) => progress.push(f),
      onRetry: (r) => retries.push(r),
    });
    expect(result).toEqual({ ok: true, status: 200, data: AVATAR });
    expect(sends.count).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(retries).toEqual([{ attempt: 1, waitMs: expect.any(Number) }]);
    expect(retries[0]!.waitMs).toBeGreaterThanOrEqual(1000);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it(`given 503 every time / it gives up after ${UPLOAD_ATTEMPTS} sends and answers the 503`, async () => {
    const sends = answering(100);
    const result = await client.call(accountSettings.avatar, { files: { image: photo() } });
    expect(result).toMatchObject({ ok: false, status: 503, error: BUSY });
    expect(sends.count).toBe(UPLOAD_ATTEMPTS);
  }, 20_000);

  it('given 503 without Retry-After, or another refusal / it answers at once, sending once', async () => {
    const sends = { count: 0 };
    server.use(
      http.post('http://127.0.0.1:1/api/user/post-avatar/', () => {
        sends.count++;
        return HttpResponse.json(BUSY, { status: 503 });
      }),
    );
    expect(await client.call(accountSettings.avatar, { files: { image: photo() } })).toMatchObject({
      status: 503,
    });
    expect(sends.count).toBe(1);
  });

  it('given the person leaves while it waits / the call is aborted, not sent again', async () => {
    const sends = answering(1);
    const leave = new AbortController();
    const call = client.call(accountSettings.avatar, {
      files: { image: photo() },
      signal: leave.signal,
      onRetry: () => leave.abort(),
    });
    await expect(call).rejects.toThrow();
    expect(sends.count).toBe(1);
  });
});

describe('retryWaitMs', () => {
  it('reads seconds or a date, within 1 to 30 s (and a fifth more at most)', () => {
    expect(retryWaitMs(null)).toBeNull();
    expect(retryWaitMs('soon')).toBeNull();
    expect(retryWaitMs('0')).toBeGreaterThanOrEqual(1000);
    const five = retryWaitMs('5')!;
    expect(five).toBeGreaterThanOrEqual(5000);
    expect(five).toBeLessThanOrEqual(6000);
    expect(retryWaitMs('600')).toBeLessThanOrEqual(36_000);
    const now = Date.parse('2026-11-28T05:00:00Z');
    expect(retryWaitMs('Sat, 28 Nov 2026 05:00:10 GMT', now)).toBeGreaterThanOrEqual(10_000);
  });
});

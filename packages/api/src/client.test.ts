import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from './client';
import { contract } from './contract';
import { defaultHandlers, users } from './mocks';

const server = setupServer(...Object.values(defaultHandlers).flat());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const BASE = 'http://pinjam.test';

function captureHeaders(path: string, method: 'get' | 'post' = 'get') {
  const seen: Headers[] = [];
  server.use(
    http[method](`*${path}`, ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ user: users.siti, details: null, message: 'ok', email: 'a', token: 't' });
    }),
  );
  return seen;
}

describe('the API client', () => {
  it('sends X-Requested-With on every request', async () => {
    const seen = captureHeaders('/api/helpers/system-details');
    await createClient({ baseUrl: BASE, getToken: () => null }).call(contract.helpers.systemDetails);
    expect(seen[0]?.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('given a signed-in user / on a user call / it sends the bearer token', async () => {
    const seen = captureHeaders('/api/user/get/');
    await createClient({ baseUrl: BASE, getToken: () => 'abc' }).call(contract.account.get);
    expect(seen[0]?.get('authorization')).toBe('Bearer abc');
  });

  it.each([
    ['system details', contract.helpers.systemDetails, '/api/helpers/system-details', 'get'],
    ['password reset request', contract.password.create, '/api/password/create/', 'post'],
    ['password reset', contract.password.reset, '/api/password/reset/', 'post'],
  ] as const)('given a signed-in user / on %s / it sends no token (seed section 6)', async (_, ep, path, method) => {
    const seen = captureHeaders(path, method);
    await createClient({ baseUrl: BASE, getToken: () => 'abc' }).call(ep as typeof contract.password.create, { body: { email: 'a@b.bn' } });
    expect(seen[0]?.get('authorization')).toBeNull();
  });

  it('sends the socket id while the realtime connection is up', async () => {
    const seen = captureHeaders('/api/user/get/');
    await createClient({ baseUrl: BASE, getToken: () => 'abc', getSocketId: () => '123.456' }).call(
      contract.account.get,
    );
    expect(seen[0]?.get('x-socket-id')).toBe('123.456');
  });

  it('given a 401 / it calls onUnauthorized and returns the error instead of throwing', async () => {
    server.use(http.get('*/api/user/get/', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    const onUnauthorized = vi.fn();
    const result = await createClient({ baseUrl: BASE, getToken: () => 'old', onUnauthorized }).call(
      contract.account.get,
    );
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(result).toEqual({ ok: false, status: 401, error: { message: 'Unauthenticated.' } });
  });

  it('given a 422 / it returns the per-field errors and does not log out', async () => {
    const onUnauthorized = vi.fn();
    const result = await createClient({ baseUrl: BASE, getToken: () => null, onUnauthorized }).call(
      contract.auth.login,
      { body: { email: 'nobody@pinjam.bn', password: 'x' } },
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.errors?.email?.[0]).toMatch(/do not match/);
  });

  it('given a network failure / it returns a generic error', async () => {
    server.use(http.get('*/api/helpers/system-details', () => HttpResponse.error()));
    const result = await createClient({ baseUrl: BASE, getToken: () => null }).call(contract.helpers.systemDetails);
    expect(result).toMatchObject({ ok: false, status: 0 });
  });

  it('sends multipart bodies as form data with files', async () => {
    let form: FormData | undefined;
    server.use(
      http.post('*/api/auth/signup', async ({ request }) => {
        form = await request.formData();
        return HttpResponse.json({ message: 'ok' }, { status: 201 });
      }),
    );
    const avatar = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    const result = await createClient({ baseUrl: BASE, getToken: () => null }).call(contract.auth.signup, {
      body: { email: 'a@b.bn', name: 'A B', password: 'password1', password_confirmation: 'password1' },
      files: { avatar },
    });
    expect(result.ok).toBe(true);
    expect(form?.get('email')).toBe('a@b.bn');
    expect((form?.get('avatar') as File).name).toBe('me.png');
  });

  it('fills path parameters, encoded and decoded again by the server', async () => {
    const result = await createClient({ baseUrl: BASE, getToken: () => null }).call(contract.password.find, {
      params: { token: 'tok 1' },
    });
    expect(result).toMatchObject({ ok: true, data: { token: 'tok 1' } });
  });
});

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, NETWORK_ERROR } from './client';
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
  ] as const)(
    'given a signed-in user / on %s / it sends no token (docs/product.md §6)',
    async (_, ep, path, method) => {
      const seen = captureHeaders(path, method);
      await createClient({ baseUrl: BASE, getToken: () => 'abc' }).call(
        ep as typeof contract.password.create,
        { body: { email: 'a@b.bn' } },
      );
      expect(seen[0]?.get('authorization')).toBeNull();
    },
  );

  it('sends the socket id while the realtime connection is up', async () => {
    const seen = captureHeaders('/api/user/get/');
    await createClient({ baseUrl: BASE, getToken: () => 'abc', getSocketId: () => '123.456' }).call(
      contract.account.get,
    );
    expect(seen[0]?.get('x-socket-id')).toBe('123.456');
  });

  it('given a 401 / it calls onUnauthorized and returns the error instead of throwing', async () => {
    server.use(
      http.get('*/api/user/get/', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
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
    const result = await createClient({ baseUrl: BASE, getToken: () => null }).call(
      contract.helpers.systemDetails,
    );
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

// ─── Upload progress (XMLHttpRequest) ──────────────────────────────────────────────────────────

/**
 * A stand-in XMLHttpRequest (node has none): it records what the client sends, plays the upload
 * progress events it is told, then answers, fails or hangs.
 */
class FakeXhr {
  static last: FakeXhr | undefined;
  static script: {
    progress: [number, number][];
    answer?: { status: number; text: string } | 'network-error';
  } = {
    progress: [],
  };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress?: (e: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  onloadend?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: unknown) {
    this.body = body;
    const { progress, answer } = FakeXhr.script;
    queueMicrotask(() => {
      for (const [loaded, total] of progress)
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      if (!answer) return;
      if (answer === 'network-error') this.onerror?.();
      else {
        this.upload.onload?.();
        this.status = answer.status;
        this.responseText = answer.text;
        this.onload?.();
      }
      this.onloadend?.();
    });
  }
  abort() {
    this.onabort?.();
    this.onloadend?.();
  }
}

const photo = () => new File([new Uint8Array(2048)], 'tent.png', { type: 'image/png' });
const listing = {
  title: 'Tent',
  category: 'other',
  district: 'Tutong',
  condition: 'good',
  sale_price: 1250,
} as const;

describe('the API client, given onUploadProgress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.last = undefined;
  });
  const useFakeXhr = (script: typeof FakeXhr.script) => {
    FakeXhr.script = script;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  };

  it('given a multipart body / it sends it by XMLHttpRequest with the same headers and reports the progress', async () => {
    useFakeXhr({
      progress: [
        [0, 4000],
        [1000, 4000],
        [4000, 4000],
      ],
      answer: { status: 201, text: JSON.stringify({ message: 'Your item is listed.', item: { id: 9 } }) },
    });
    const progress: number[] = [];
    const result = await createClient({
      baseUrl: BASE,
      getToken: () => 'abc',
      getSocketId: () => '1.2',
    }).call(contract.items.create, {
      body: listing,
      files: { images: [photo()] },
      onUploadProgress: (f) => progress.push(f),
    });
    expect(result).toEqual({
      ok: true,
      status: 201,
      data: { message: 'Your item is listed.', item: { id: 9 } },
    });
    expect(progress).toEqual([0, 0.25, 1, 1]);
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', `${BASE}/api/items/create`]);
    expect(xhr.headers).toEqual({
      'x-requested-with': 'XMLHttpRequest',
      accept: 'application/json',
      authorization: 'Bearer abc',
      'x-socket-id': '1.2',
    });
    const form = xhr.body as FormData;
    expect(form.get('sale_price')).toBe('1250');
    expect((form.get('images') as File).name).toBe('tent.png');
  });

  it('given a 401 / it calls onUnauthorized and returns the error, as with fetch', async () => {
    useFakeXhr({
      progress: [],
      answer: { status: 401, text: JSON.stringify({ message: 'Unauthenticated.' }) },
    });
    const onUnauthorized = vi.fn();
    const result = await createClient({ baseUrl: BASE, getToken: () => 'old', onUnauthorized }).call(
      contract.items.create,
      { body: listing, files: { images: [photo()] }, onUploadProgress: () => {} },
    );
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(result).toEqual({ ok: false, status: 401, error: { message: 'Unauthenticated.' } });
  });

  it('given a 422 / it returns the per-field errors; given a body that is not JSON / a generic message', async () => {
    const body = { message: 'Please correct the highlighted fields.', errors: { title: ['Enter a title'] } };
    useFakeXhr({ progress: [], answer: { status: 422, text: JSON.stringify(body) } });
    const client = createClient({ baseUrl: BASE, getToken: () => 'abc' });
    const input = { body: listing, files: { images: [photo()] }, onUploadProgress: () => {} };
    expect(await client.call(contract.items.create, input)).toEqual({ ok: false, status: 422, error: body });

    useFakeXhr({ progress: [], answer: { status: 413, text: '<html>Request Entity Too Large</html>' } });
    expect(await client.call(contract.items.create, input)).toEqual({
      ok: false,
      status: 413,
      error: { message: 'The server answered 413. Please try again.' },
    });
  });

  it('given a network failure / it returns the generic network error', async () => {
    useFakeXhr({ progress: [[10, 100]], answer: 'network-error' });
    const result = await createClient({ baseUrl: BASE, getToken: () => null }).call(contract.items.create, {
      body: listing,
      files: { images: [photo()] },
      onUploadProgress: () => {},
    });
    expect(result).toEqual({ ok: false, status: 0, error: NETWORK_ERROR });
  });

  it('given an abort / it rejects like fetch does', async () => {
    useFakeXhr({ progress: [] });
    const controller = new AbortController();
    const pending = createClient({ baseUrl: BASE, getToken: () => null }).call(contract.items.create, {
      body: listing,
      files: { images: [photo()] },
      signal: controller.signal,
      onUploadProgress: () => {},
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('given a JSON body / it keeps using fetch', async () => {
    useFakeXhr({ progress: [] });
    const result = await createClient({ baseUrl: BASE, getToken: () => 'token-2' }).call(
      contract.items.updateStock,
      {
        body: { id: 101, starting_inventory: 3 },
        onUploadProgress: () => {},
      },
    );
    expect(result).toMatchObject({ ok: true, data: { item: { id: 101, starting_inventory: 3 } } });
    expect(FakeXhr.last).toBeUndefined();
  });
});

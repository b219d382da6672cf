// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig, useSWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../client';
import { messagesHandlers } from '../../mocks';
import { ApiProvider } from '../core';
import { messageKeys, useMessageEvents, useSendMessage, useThread } from '.';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const posts: { client_id: string; content: string }[] = [];
const threadReads: string[] = [];
const server = setupServer(...messagesHandlers.default);
server.events.on('request:start', ({ request }) => {
  if (request.method === 'POST' && request.url.endsWith('/api/messages/post'))
    void request
      .clone()
      .json()
      .then((body) => posts.push(body));
  if (request.method === 'GET' && request.url.includes('/api/messages/get-messages-for/'))
    threadReads.push(new URL(request.url).search);
});
const client = createClient({ baseUrl: 'http://pinjam.test', getToken: () => 'token-2' });
let root: Root | null = null;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  server.resetHandlers();
  posts.length = 0;
  threadReads.length = 0;
});
afterAll(() => server.close());

let view: {
  thread: ReturnType<typeof useThread>;
  sending: ReturnType<typeof useSendMessage>;
  events: ReturnType<typeof useMessageEvents>;
  mutate: ReturnType<typeof useSWRConfig>['mutate'];
};
function Probe() {
  view = {
    thread: useThread(7001),
    sending: useSendMessage(),
    events: useMessageEvents(),
    mutate: useSWRConfig().mutate,
  };
  return null;
}

async function render() {
  root = createRoot(document.createElement('div'));
  await act(async () =>
    root!.render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <ApiProvider client={client}>
          <Probe />
        </ApiProvider>
      </SWRConfig>,
    ),
  );
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  expect(check()).toBe(true);
};

/** Sends answer only when let go, in the order they came, as messages 9991, 9992… */
function heldSends() {
  const waiting: (() => void)[] = [];
  let id = 9_990;
  server.use(
    http.post('*/api/messages/post', async ({ request }) => {
      const body = (await request.json()) as { content: string; client_id: string; conversation_id: number };
      await new Promise<void>((resolve) => waiting.push(resolve));
      const message = {
        ...body,
        id: ++id,
        user_id: 2,
        masked: false,
        created_at: new Date().toISOString(),
      };
      return HttpResponse.json({ message }, { status: 201 });
    }),
  );
  return { release: () => waiting.shift()?.(), held: () => waiting.length };
}

const contents = () => view.thread.messages.map((m) => m.content);

describe('useSendMessage', () => {
  it('shows a send at once as sending, then as the server’s message in the thread', async () => {
    const sends = heldSends();
    await render();
    await until(() => view.thread.messages.length === 6);
    await act(async () => void view.sending.send(7001, 'See you at nine'));
    expect(view.thread.outgoing).toMatchObject([{ content: 'See you at nine', status: 'sending' }]);
    await until(() => sends.held() === 1);
    act(() => sends.release());
    await until(() => view.thread.outgoing.length === 0);
    expect(view.thread.messages.at(-1)).toMatchObject({ content: 'See you at nine', user_id: 2 });
    // Joined from the answer, not by fetching the thread again.
    expect(threadReads).toEqual(['']);
  });

  it('keeps a failed send with the reason; a retry sends the same client_id and joins the thread', async () => {
    let fail = true;
    server.use(
      http.post('*/api/messages/post', () => {
        if (!fail) return undefined;
        fail = false;
        return HttpResponse.json({ message: 'Something went wrong on our side.' }, { status: 500 });
      }),
    );
    await render();
    await until(() => view.thread.messages.length === 6);
    await act(async () => void view.sending.send(7001, 'Charger?'));
    await until(() => view.thread.outgoing[0]?.status === 'failed');
    expect(view.thread.outgoing[0]!.error).toBe('Something went wrong on our side.');
    // A refetch of the thread keeps the failed send: it is not part of the server's pages.
    await act(() => view.mutate(messageKeys.thread(7001)));
    await until(() => threadReads.length === 2);
    expect(view.thread.outgoing).toMatchObject([{ content: 'Charger?', status: 'failed' }]);
    await act(async () => void view.sending.retry(view.thread.outgoing[0]!));
    await until(() => view.thread.outgoing.length === 0);
    expect(contents().filter((c) => c === 'Charger?')).toHaveLength(1);
    await until(() => posts.length === 2);
    expect(posts[1]!.client_id).toBe(posts[0]!.client_id);
  });

  it('a second send and a live message while the first is on its way leave both sends shown, in order', async () => {
    const sends = heldSends();
    await render();
    await until(() => view.thread.messages.length === 6);
    await act(async () => void view.sending.send(7001, 'First'));
    await act(async () => void view.sending.send(7001, 'Second'));
    const live = { ...view.thread.messages.at(-1)!, id: 9_990, user_id: 3, client_id: null, content: 'Live' };
    act(() => view.events.received(live));
    await until(() => contents().includes('Live'));
    expect(view.thread.outgoing.map((m) => [m.content, m.status])).toEqual([
      ['First', 'sending'],
      ['Second', 'sending'],
    ]);
    await until(() => sends.held() === 2);
    act(() => sends.release());
    await until(() => view.thread.outgoing.length === 1);
    expect(view.thread.outgoing[0]!.content).toBe('Second');
    act(() => sends.release());
    await until(() => view.thread.outgoing.length === 0);
    expect(contents().slice(-3)).toEqual(['Live', 'First', 'Second']);
  });
});

describe('useThread and useMessageEvents', () => {
  it('older pages load by before; a live message joins the thread once; its own send leaves outgoing', async () => {
    server.use(...messagesHandlers.long);
    await render();
    await until(() => view.thread.messages.length === 50);
    expect(view.thread.hasMore).toBe(true);
    await act(() => view.thread.loadOlder());
    await until(() => view.thread.messages.length === 100);
    const oldest = view.thread.messages[0]!.id;
    expect(threadReads.at(-1)).toBe(`?before=${view.thread.messages[50]!.id}`);
    await act(() => view.thread.loadOlder());
    await until(() => view.thread.messages.length === 120);
    expect(view.thread.messages[20]!.id).toBe(oldest);
    expect(view.thread.hasMore).toBe(false);

    const message = { ...view.thread.messages.at(-1)!, id: 99_999, content: 'Live' };
    act(() => {
      view.events.received(message);
      view.events.received(message);
    });
    await until(() => view.thread.messages.at(-1)?.content === 'Live');
    expect(view.thread.messages).toHaveLength(121);
    act(() => view.events.read(7001, 99_999));
    await until(() => view.thread.conversation?.other_read_up_to === 99_999);
  });

  it('a live message carrying a waiting send’s client_id replaces it', async () => {
    const sends = heldSends();
    await render();
    await until(() => view.thread.messages.length === 6);
    await act(async () => void view.sending.send(7001, 'Mine'));
    await until(() => posts.length === 1);
    const echo = { ...view.thread.messages.at(-1)!, id: 9_991, user_id: 2, content: 'Mine' };
    act(() => view.events.received({ ...echo, client_id: posts[0]!.client_id }));
    await until(() => view.thread.outgoing.length === 0);
    act(() => sends.release());
    await until(() => sends.held() === 0);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(contents().filter((c) => c === 'Mine')).toHaveLength(1);
  });

  it('an older page that fails says why beside the thread, which stays; asking again loads it', async () => {
    server.use(...messagesHandlers.long);
    let fail = true;
    server.use(
      http.get('*/api/messages/get-messages-for/:id', ({ request }) =>
        fail && new URL(request.url).searchParams.has('before')
          ? HttpResponse.json({ message: 'Something went wrong on our side.' }, { status: 500 })
          : undefined,
      ),
    );
    await render();
    await until(() => view.thread.messages.length === 50);
    await act(() => view.thread.loadOlder().catch(() => undefined));
    await until(() => view.thread.olderError === 'Something went wrong on our side.');
    expect(view.thread.error).toBeUndefined();
    expect(view.thread.messages).toHaveLength(50);
    fail = false;
    await act(() => view.thread.loadOlder());
    await until(() => view.thread.messages.length === 100);
    expect(view.thread.olderError).toBeNull();
  });
});

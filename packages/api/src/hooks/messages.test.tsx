// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { messagesHandlers } from '../mocks';
import { ApiProvider } from './core';
import { useMessageEvents, useSendMessage, useThread } from './messages';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const posts: unknown[] = [];
const server = setupServer(...messagesHandlers.default);
server.events.on('request:start', ({ request }) => {
  if (request.method === 'POST' && request.url.endsWith('/api/messages/post'))
    void request
      .clone()
      .json()
      .then((body) => posts.push(body));
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  posts.length = 0;
});
afterAll(() => server.close());

const client = createClient({ baseUrl: 'http://pinjam.test', getToken: () => 'token-2' });

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

let view: {
  thread: ReturnType<typeof useThread>;
  sending: ReturnType<typeof useSendMessage>;
  events: ReturnType<typeof useMessageEvents>;
};
function Probe() {
  view = { thread: useThread(7001), sending: useSendMessage(), events: useMessageEvents() };
  return null;
}

async function render() {
  root = createRoot(document.createElement('div'));
  await act(async () =>
    root!.render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
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

describe('useSendMessage', () => {
  it('shows a send at once as sending, then as the server’s message in the thread', async () => {
    await render();
    await until(() => view.thread.messages.length === 6);
    await act(async () => void view.sending.send(7001, 'See you at nine'));
    await until(() => view.sending.outgoing.length === 0);
    expect(view.thread.messages.at(-1)).toMatchObject({ content: 'See you at nine', user_id: 2 });
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
    await until(() => view.sending.outgoing[0]?.status === 'failed');
    expect(view.sending.outgoing[0]!.error).toBe('Something went wrong on our side.');
    await act(async () => void view.sending.retry(view.sending.outgoing[0]!.client_id));
    await until(() => view.sending.outgoing.length === 0);
    expect(view.thread.messages.filter((m) => m.content === 'Charger?')).toHaveLength(1);
    await until(() => posts.length === 2);
    const [first, second] = posts as { client_id: string }[];
    expect(second!.client_id).toBe(first!.client_id);
  });
});

describe('useThread and useMessageEvents', () => {
  it('a live message joins the thread once; older pages load by before', async () => {
    server.use(...messagesHandlers.long);
    await render();
    await until(() => view.thread.messages.length === 50);
    expect(view.thread.hasMore).toBe(true);
    await act(() => view.thread.loadOlder());
    await until(() => view.thread.messages.length === 100);
    const message = { ...view.thread.messages.at(-1)!, id: 99_999, content: 'Live' };
    act(() => {
      view.events.received(message);
      view.events.received(message);
    });
    await until(() => view.thread.messages.at(-1)?.content === 'Live');
    expect(view.thread.messages).toHaveLength(101);
    act(() => view.events.read(7001, 99_999));
    await until(() => view.thread.conversation?.other_read_up_to === 99_999);
  });
});

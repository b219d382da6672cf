// @vitest-environment happy-dom
import { setupServer } from 'msw/node';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient } from '../client';
import { contract } from '../contract';
import { keys } from '../keys';
import { defaultHandlers, itemsHandlers } from '../mocks';
import { ApiProvider } from './core';
import { useItem, useUserItems } from './catalogue';
import { keyStartsWith, useEndpointMutation, type EndpointMutationOptions } from './mutation';
import { useSearch } from './search';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Every request the hooks make, as 'GET /api/items/get-user-items/'.
const requests: string[] = [];
const server = setupServer(...Object.values(defaultHandlers).flat());
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  requests.push(`${request.method} ${url.pathname}${url.search}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

const client = createClient({ baseUrl: 'http://pinjam.test', getToken: () => 'token-2' });

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

/** Renders `children` with the client and a fresh SWR cache (no deduping, so each revalidation asks). */
async function render(children: ReactNode) {
  const container = document.createElement('div');
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ApiProvider client={client}>{children}</ApiProvider>
      </SWRConfig>,
    ),
  );
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  expect(check()).toBe(true);
};

type DisableOptions = EndpointMutationOptions<typeof contract.items.disable>;
let disable: ReturnType<typeof useEndpointMutation<typeof contract.items.disable>>;

/** The owner's list, one item's page and a search on screen, and the disable button's hook. */
function OwnerScreen({ options }: { options: DisableOptions }) {
  useUserItems();
  useItem(101);
  useSearch({ q: 'camera' });
  disable = useEndpointMutation(contract.items.disable, options);
  return null;
}

const count = (request: string) => requests.filter((r) => r === request).length;
const LIST = `GET ${keys.userItems}`;
const ITEM = `GET ${keys.item(101)}`;
const SEARCH = `GET ${keys.search('q=camera')}`;

describe('useEndpointMutation', () => {
  it('given the owner’s screen / after a disable / it answers the changed item and refetches the reads named', async () => {
    await render(
      <OwnerScreen options={{ revalidate: (data) => [keys.userItems, keys.item(data.item.id)] }} />,
    );
    await until(() => count(LIST) === 1 && count(ITEM) === 1 && count(SEARCH) === 1);

    let answer: Awaited<ReturnType<typeof disable.trigger>> | undefined;
    await act(async () => {
      answer = await disable.trigger({ params: { id: 101 } });
    });

    expect(answer?.item).toMatchObject({ id: 101, status: 'disabled' });
    expect(requests).toContain('GET /api/items/disable-item/101');
    // Fresh when trigger resolves: both reads were asked again before it did.
    expect(count(LIST)).toBe(2);
    expect(count(ITEM)).toBe(2);
    expect(count(SEARCH)).toBe(1);
    expect(disable.data?.item.status).toBe('disabled');
  });

  it('given searches on screen / after a disable / a key test refetches every search and nothing else', async () => {
    await render(<OwnerScreen options={{ revalidate: [keyStartsWith(keys.searchPrefix)] }} />);
    await until(() => count(SEARCH) === 1 && count(LIST) === 1);

    await act(async () => {
      await disable.trigger({ params: { id: 101 } });
    });

    expect(count(SEARCH)).toBe(2);
    expect(count(LIST)).toBe(1);
    expect(count(ITEM)).toBe(1);
  });

  it('given a refusal / it rejects with the ApiError, sets error and refetches nothing', async () => {
    server.use(...itemsHandlers.actionsFail);
    await render(<OwnerScreen options={{ revalidate: [keys.userItems] }} />);
    await until(() => count(LIST) === 1);

    let thrown: unknown;
    await act(async () => {
      await disable.trigger({ params: { id: 101 } }).catch((error: unknown) => (thrown = error));
    });

    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 500 });
    expect(disable.error?.status).toBe(500);
    expect(count(LIST)).toBe(1);
  });
});

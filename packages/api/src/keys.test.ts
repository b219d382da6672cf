import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type CallInput } from './client';
import { contract, type EndpointDef } from './contract';
import { keyOf, keys } from './keys';

// Whatever the client asks for, the test records the path and query it asked with.
const requested: string[] = [];
const server = setupServer(
  http.all('*', ({ request }) => {
    const url = new URL(request.url);
    requested.push(url.pathname + url.search);
    return HttpResponse.json({});
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const client = createClient({ baseUrl: 'http://pinjam.test', getToken: () => 'token-2' });

async function pathRequested<E extends EndpointDef>(endpoint: E, input?: CallInput<E>) {
  requested.length = 0;
  await client.call(endpoint, input);
  expect(requested).toHaveLength(1);
  return requested[0];
}

/** Every key of `keys`, with the call whose request it names. */
const calls: Record<
  Exclude<keyof typeof keys, 'searchPrefix'>,
  [string, EndpointDef, CallInput<EndpointDef>?]
> = {
  currentUser: [keys.currentUser, contract.account.get],
  systemDetails: [keys.systemDetails, contract.helpers.systemDetails],
  mailbox: [keys.mailbox, contract.dev.mailbox],
  activeAdvertImages: [keys.activeAdvertImages, contract.helpers.activeAdvertImages],
  search: [
    keys.search('category=drones&page=2&q=dji'),
    contract.items.search,
    { query: { category: 'drones', page: 2, q: 'dji' } },
  ],
  item: [keys.item(101), contract.items.get, { params: { id: 101 } }],
  userItems: [keys.userItems, contract.items.userItems],
  userItem: [keys.userItem(7), contract.items.userItem, { params: { id: 7 } }],
  profile: [keys.profile(3), contract.profiles.get, { params: { id: 3 } }],
};

describe('SWR keys', () => {
  it.each(Object.entries(calls))(
    '%s is the path and query the client requests',
    async (_name, [key, endpoint, input]) => {
      expect(await pathRequested(endpoint, input)).toBe(key);
    },
  );

  it('cover every key the app reads (searchPrefix aside)', () => {
    expect(Object.keys(calls).sort()).toEqual(
      Object.keys(keys)
        .filter((k) => k !== 'searchPrefix')
        .sort(),
    );
  });

  it('start every search with searchPrefix', () => {
    expect(keys.search('q=tent').startsWith(keys.searchPrefix)).toBe(true);
  });

  it('fill path parameters and leave empty query values out, as the client does', async () => {
    const query = { q: '', sort: undefined, page: 2, per_page: 24 };
    expect(keyOf(contract.items.search, undefined, query)).toBe('/api/items/search?page=2&per_page=24');
    expect(await pathRequested(contract.items.search, { query })).toBe(
      keyOf(contract.items.search, undefined, query),
    );
    expect(keyOf(contract.password.find, { token: 'a/b c' })).toBe('/api/password/find/a%2Fb%20c');
    expect(await pathRequested(contract.password.find, { params: { token: 'a/b c' } })).toBe(
      keyOf(contract.password.find, { token: 'a/b c' }),
    );
  });
});

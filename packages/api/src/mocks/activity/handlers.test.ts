import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../client';
import { ACTIVITY_PAGE, activity } from '../../contract/activity';
import { dashboard } from '../../contract/dashboard';
import { dashboardHandlers } from '../dashboard/handlers';
import { users } from '../users/accounts';
import { activityHandlers } from './handlers';

// The scenarios answer within the contract, for the caller (the token names them), as the server.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const as = (user: { id: number }) =>
  createClient({ baseUrl: 'http://pinjam.test', getToken: () => `token-${user.id}` }).call;

describe('activityHandlers', () => {
  it.each(['default', 'empty', 'everyKind'] as const)('%s: parses with the contract', async (name) => {
    server.use(...activityHandlers[name]);
    for (const user of [users.siti, users.hakim, users.unverified]) {
      const page = await as(user)(activity.get);
      if (!page.ok) throw new Error('expected a page');
      expect(activity.get.response.parse(page.data)).toEqual(page.data);
    }
  });

  it('default: Siti’s feed pages newest first by before=id, as the server', async () => {
    server.use(...activityHandlers.default);
    const first = await as(users.siti)(activity.get);
    if (!first.ok) throw new Error('expected a page');
    expect(first.data.activity).toHaveLength(ACTIVITY_PAGE);
    expect(first.data.has_more).toBe(true);
    const ids = first.data.activity.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await as(users.siti)(activity.get, { query: { before: ids.at(-1)! } });
    if (!second.ok) throw new Error('expected a page');
    expect(second.data.has_more).toBe(false);
    expect(second.data.activity[0]!.id).toBeLessThan(ids.at(-1)!);
  });
});

describe('dashboardHandlers', () => {
  it.each(['default', 'newMember'] as const)(
    '%s: a member’s figures, or the admin’s marketplace',
    async (name) => {
      server.use(...dashboardHandlers[name]);
      for (const user of [users.siti, users.hakim, users.unverified, users.admin]) {
        const stats = await as(user)(dashboard.stats);
        if (!stats.ok) throw new Error('expected the figures');
        expect(dashboard.stats.response.parse(stats.data)).toEqual(stats.data);
        expect(stats.data.marketplace !== null).toBe(user.id === users.admin.id);
        expect(stats.data.member === null).toBe(user.id === users.admin.id);
      }
    },
  );
});

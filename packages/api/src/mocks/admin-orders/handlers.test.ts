import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../client';
import { adminOrders } from '../../contract/admin-orders';
import { orders } from '../../contract/orders';
import { adminOrdersHandlers } from './handlers';

// The admin's orders' scenarios answer within the contract, as the server would.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createClient({ baseUrl: 'http://pinjam.test', getToken: () => null });

describe('adminOrdersHandlers', () => {
  it('lists, filters and pages as the server does, within the contract', async () => {
    server.use(...adminOrdersHandlers.default);
    const all = await client.call(adminOrders.list, {});
    if (!all.ok) throw new Error('expected the list');
    expect(adminOrders.list.response.parse(all.data)).toEqual(all.data);
    expect(all.data).toMatchObject({ total: 30, page: 1, per_page: 25 });
    expect(all.data.orders).toHaveLength(25);
    const open = await client.call(adminOrders.list, { query: { issue: 'open' } });
    if (!open.ok) throw new Error('expected the list');
    expect(open.data.orders.every((o) => o.has_open_issue)).toBe(true);
  });

  it('answers each order, a cancel and a resolution within the contract', async () => {
    server.use(...adminOrdersHandlers.default);
    for (const id of [1042, 1038, 1040]) {
      const one = await client.call(adminOrders.get, { params: { id } });
      if (!one.ok) throw new Error(`expected order ${id}`);
      expect(adminOrders.get.response.parse(one.data)).toEqual(one.data);
    }
    const cancelled = await client.call(adminOrders.cancel, {
      params: { id: 1042 },
      body: { reason: 'Away.' },
    });
    if (!cancelled.ok) throw new Error('expected the cancel');
    expect(adminOrders.cancel.response.parse(cancelled.data)).toEqual(cancelled.data);
    const resolved = await client.call(orders.resolve, {
      params: { id: 1038 },
      body: { outcome: 'partial_refund', amount: 2_000, deposit_capture: 1_000 },
    });
    if (!resolved.ok) throw new Error('expected the resolution');
    expect(orders.resolve.response.parse(resolved.data)).toEqual(resolved.data);
    const after = await client.call(adminOrders.get, { params: { id: 1038 } });
    if (!after.ok) throw new Error('expected the order');
    expect(after.data.order.amounts).toMatchObject({ refunded: 2_000, seller_net_now: 11_350 });
    expect((await client.call(adminOrders.get, { params: { id: 999 } })).ok).toBe(false);
  });
});

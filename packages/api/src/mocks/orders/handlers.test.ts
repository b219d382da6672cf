import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../client';
import { orders } from '../../contract/orders';
import { requests } from '../../contract/requests';
import { orderStatuses, requestStatuses } from '../../domain/statuses';
import { requestsHandlers } from '../requests/handlers';
import { users } from '../users/accounts';
import { demoOrders } from './fixtures';
import { ordersHandlers } from './handlers';

// The scenarios answer within the contract, for the caller (the token names them), as the server.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const as = (user: { id: number }) =>
  createClient({ baseUrl: 'http://pinjam.test', getToken: () => `token-${user.id}` }).call;

describe('the order fixtures', () => {
  it('cover every status of both kinds, delivery and pickup, and an open issue', () => {
    expect(new Set(demoOrders.map((o) => o.status))).toEqual(new Set(orderStatuses));
    expect(new Set(demoOrders.map((o) => o.kind))).toEqual(new Set(['purchase', 'rental']));
    expect(new Set(demoOrders.map((o) => o.fulfilment))).toEqual(new Set(['delivery', 'pickup']));
    expect(demoOrders.some((o) => o.has_open_issue)).toBe(true);
    for (const order of demoOrders) expect(orders.get.response.parse({ order }).order).toEqual(order);
  });
});

describe('ordersHandlers.default', () => {
  it('given the buyer / the lists and the order hide the commission; a paid order offers cancel and report', async () => {
    server.use(...ordersHandlers.default);
    const list = await as(users.hakim)(orders.mine);
    if (!list.ok) throw new Error('expected the list');
    expect(orders.mine.response.parse(list.data)).toEqual(list.data);
    expect(list.data.orders.every((o) => o.buyer.id === users.hakim.id && o.commission === null)).toBe(true);
    const one = await as(users.hakim)(orders.get, { params: { id: 5001 } });
    if (!one.ok) throw new Error('expected the order');
    expect(one.data.order.actions).toEqual(['cancel', 'reportIssue']);
  });

  it('given the seller / the order shows commission and net, and cancel while paid', async () => {
    server.use(...ordersHandlers.default);
    const one = await as(users.siti)(orders.get, { params: { id: 5001 } });
    if (!one.ok) throw new Error('expected the order');
    expect(one.data.order.commission).toBe(850);
    expect(one.data.order.seller_net).toBe(7650);
    expect(one.data.order.actions).toEqual(['cancel', 'reportIssue']);
  });

  it('filters by ?status=, with open meaning every status still under way', async () => {
    server.use(...ordersHandlers.default);
    const paid = await as(users.siti)(orders.customers, { query: { status: 'paid' } });
    if (!paid.ok) throw new Error('expected the list');
    expect(paid.data.orders.map((o) => o.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
    const open = await as(users.siti)(orders.customers, { query: { status: 'open' } });
    if (!open.ok) throw new Error('expected the list');
    expect(open.data.orders.some((o) => o.status === 'completed' || o.status === 'cancelled')).toBe(false);
  });

  it('answers 404 for an order of other people, and 422 per field for a bad report', async () => {
    server.use(...ordersHandlers.default);
    expect(await as(users.unverified)(orders.get, { params: { id: 5001 } })).toMatchObject({ status: 404 });
    const bad = await as(users.hakim)(orders.reportIssue, { body: { order_id: 5001, description: 'bad' } });
    expect(bad).toMatchObject({ ok: false, status: 422 });
    if (bad.ok) return;
    expect(Object.keys(bad.error.errors ?? {}).sort()).toEqual(['description', 'type']);
  });
});

describe('requestsHandlers', () => {
  it('default: each list for the caller, every status, within the contract', async () => {
    server.use(...requestsHandlers.default);
    const mine = await as(users.hakim)(requests.mine);
    const forMine = await as(users.siti)(requests.forMyItems);
    if (!mine.ok || !forMine.ok) throw new Error('expected the lists');
    expect(requests.mine.response.parse(mine.data)).toEqual(mine.data);
    expect(mine.data.requests.every((r) => r.renter.id === users.hakim.id)).toBe(true);
    expect(new Set(forMine.data.requests.map((r) => r.status))).toEqual(new Set(requestStatuses));
  });

  it('accepts a pending request with its order, and answers 409 once it is not pending', async () => {
    server.use(...requestsHandlers.default);
    const accepted = await as(users.siti)(requests.accept, { params: { id: 4001 } });
    expect(accepted).toMatchObject({ ok: true, data: { order_id: 5010, request: { status: 'accepted' } } });
    expect(await as(users.siti)(requests.accept, { params: { id: 4002 } })).toMatchObject({ status: 409 });
    server.use(...requestsHandlers.conflict);
    expect(await as(users.siti)(requests.accept, { params: { id: 4001 } })).toMatchObject({ status: 409 });
  });
});

import { ISSUE_RECORDED } from '@pinjam/api/contract';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { items, notifications, orderEvents, orders } from '../src/platform/db/schema';
import { notify } from '../src/modules/notifications';
import { bearer, emailsTo, insertItem, insertUser, login, useTestApp } from './helpers';
import { paidOrder, setStatus } from './orders-fixtures';

const t = useTestApp();
type Person = Awaited<ReturnType<typeof insertUser>>;
let buyer: Person;
let seller: Person;
let stranger: Person;
let admin: Person;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  buyer = await insertUser(t.db, { name: 'Hakim Yusof' });
  seller = await insertUser(t.db, { name: 'Siti Rahman', verification_status: 'approved' });
  stranger = await insertUser(t.db, { name: 'Someone Else' });
  admin = await insertUser(t.db, { name: 'Pinjam Admin', role_id: 2 });
  for (const [name, p] of Object.entries({ buyer, seller, stranger, admin }))
    tokens[name] = await login(t.app, p.email);
});

const get = (url: string, who: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]!) });
const post = (url: string, who: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(tokens[who]!), payload: payload as object });

async function purchase(stock = 3, quantity = 1) {
  const item = await insertItem(t.db, seller.id, { sale_price: 12000, starting_inventory: stock });
  const order = await paidOrder(t, {
    buyer,
    seller,
    lines: [{ item_id: item.id, quantity, unit_price: 12000 }],
  });
  return { item, order };
}

describe('a paid purchase', () => {
  it('is written with its money, commission, first history row and notifications', async () => {
    const { order } = await purchase(3, 2);
    expect(order).toMatchObject({ seller_id: seller.id, total: 24500, status: 'paid' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ subtotal: 24000, delivery_fee: 500, commission: 2400, seller_net: 21600 });
    const history = await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, order.id));
    expect(history).toMatchObject([{ event: 'paid', from_status: null, to_status: 'paid', by: 'system' }]);
    const bell = await t.db.select().from(notifications).where(eq(notifications.user_id, seller.id));
    expect(
      bell.some((n) => n.kind === 'order' && (n.payload as { order_id: number }).order_id === order.id),
    ).toBe(true);
    // The buyer's receipt is an email only.
    const buyerBell = await t.db.select().from(notifications).where(eq(notifications.user_id, buyer.id));
    expect(buyerBell).toEqual([]);
    const [sellerMail] = await emailsTo(t.db, seller.email);
    expect(sellerMail!.subject).toBe(`Order #${order.id} has been paid for`);
    expect(sellerMail!.text).toContain('Hakim Yusof has paid');
    expect(sellerMail!.text).toContain('B$216.00');
    expect(sellerMail!.text).toContain('http://pinjam.test/customer-orders');
    const [receipt] = await emailsTo(t.db, buyer.email);
    expect(receipt!.subject).toBe(`Your Pinjam receipt for order #${order.id}`);
    expect(receipt!.text).toContain(`http://pinjam.test/my-orders/order-invoice/${order.id}`);
    expect(receipt!.text).toContain('B$245.00');
  });

  it('is nobody’s news when the transaction rolls back', async () => {
    const { order } = await purchase();
    const mails = (await emailsTo(t.db, seller.email)).length;
    const bell = (await t.db.select().from(notifications).where(eq(notifications.user_id, seller.id))).length;
    await expect(
      t.db.transaction(async (tx) => {
        await notify(t.app, tx, seller.id, 'order', { order_id: order.id });
        throw new Error('the change failed after telling');
      }),
    ).rejects.toThrow('the change failed');
    expect((await emailsTo(t.db, seller.email)).length).toBe(mails);
    expect((await t.db.select().from(notifications).where(eq(notifications.user_id, seller.id))).length).toBe(
      bell,
    );
  });
});

describe('the order lists', () => {
  it('show the buyer what they bought and the seller what was bought from them, with filters', async () => {
    const { order: a } = await purchase();
    const { order: b } = await purchase();
    await setStatus(t, b.id, 'completed');
    const mine = (await get('/api/order/get-user-orders', 'buyer')).json<{
      orders: Array<{ id: number; commission: number | null }>;
    }>();
    expect(mine.orders.map((o) => o.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(mine.orders.every((o) => o.commission === null)).toBe(true);
    const theirs = (await get('/api/order/get-customers-orders', 'seller')).json<{
      orders: Array<{ id: number; commission: number | null }>;
    }>();
    expect(theirs.orders.find((o) => o.id === a.id)!.commission).toBe(1200);
    expect((await get('/api/order/get-user-orders', 'seller')).json().orders).toEqual([]);
    const open = (await get('/api/order/get-user-orders?status=open', 'buyer')).json<{
      orders: Array<{ id: number }>;
    }>();
    expect(open.orders.map((o) => o.id)).toContain(a.id);
    expect(open.orders.map((o) => o.id)).not.toContain(b.id);
    const done = (await get('/api/order/get-customers-orders?status=completed', 'seller')).json<{
      orders: Array<{ id: number }>;
    }>();
    expect(done.orders.map((o) => o.id)).toEqual([b.id]);
    const bad = await get('/api/order/get-user-orders?status=lost', 'buyer');
    expect(bad.statusCode).toBe(422);
  });
});

describe('one order’s page', () => {
  it('shows each party their side, admins everything, and strangers nothing', async () => {
    const { order } = await purchase();
    const asBuyer = await get(`/api/order/get-order/${order.id}`, 'buyer');
    expect(asBuyer.statusCode).toBe(200);
    const b = asBuyer.json().order;
    expect(b).toMatchObject({
      id: order.id,
      commission: null,
      seller_net: null,
      // Before dispatch the buyer may cancel or report an issue (issue 24).
      actions: ['cancel', 'reportIssue'],
      invoice_number: `PJ-INV-${String(order.id).padStart(6, '0')}`,
      credit_note_number: `PJ-CN-${String(order.id).padStart(6, '0')}`,
      payment: { method: 'card', label: 'Visa •••• 4242', captured: 12500, refunded: 0 },
      history: [{ event: 'paid', to_status: 'paid', by: 'system' }],
      address: { district: 'Brunei-Muara' },
    });
    const s = (await get(`/api/order/get-order/${order.id}`, 'seller')).json().order;
    expect(s).toMatchObject({ commission: 1200, seller_net: 10800, actions: ['cancel', 'reportIssue'] });
    const a = (await get(`/api/order/get-order/${order.id}`, 'admin')).json().order;
    // An admin dispatches (platform delivery) or cancels.
    expect(a.actions).toEqual(['dispatch', 'cancel']);
    expect((await get(`/api/order/get-order/${order.id}`, 'stranger')).statusCode).toBe(404);
    expect((await get('/api/order/get-order/99999999', 'buyer')).statusCode).toBe(404);
  });
});

describe('reporting an issue', () => {
  it('flags a dispatched order, records it and answers the seed’s words', async () => {
    const { order } = await purchase();
    await setStatus(t, order.id, 'dispatched');
    const res = await post('/api/order/report-issue', 'buyer', {
      type: 'not_received',
      description: 'The courier says delivered but nothing came.',
      order_id: order.id,
      user_id: stranger.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: ISSUE_RECORDED,
      issue: { type: 'not_received', status: 'open', reporter: { id: buyer.id } },
    });
    const page = (await get(`/api/order/get-order/${order.id}`, 'seller')).json().order;
    expect(page.has_open_issue).toBe(true);
    expect(page.issues).toHaveLength(1);
    expect(page.history.at(-1)).toMatchObject({
      event: 'reportIssue',
      from_status: 'dispatched',
      to_status: 'dispatched',
      by: 'buyer',
    });
    const [mail] = await emailsTo(t.db, seller.email);
    expect(mail!.subject).toBe(`An issue was reported on order #${order.id}`);
  });

  it('names each field that is wrong', async () => {
    const res = await post('/api/order/report-issue', 'buyer', { type: 'lost', description: 'short' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['description', 'order_id', 'type']);
  });

  it('is refused to strangers (404) and after cancelling (409)', async () => {
    const { order } = await purchase();
    const body = { type: 'damaged', description: 'The lens arrived cracked.', order_id: order.id };
    await setStatus(t, order.id, 'delivered');
    expect((await post('/api/order/report-issue', 'stranger', body)).statusCode).toBe(404);
    expect((await post('/api/order/report-issue', 'admin', body)).statusCode).toBe(404);
    await setStatus(t, order.id, 'cancelled');
    expect((await post('/api/order/report-issue', 'seller', body)).statusCode).toBe(409);
  });
});

describe('cancelling', () => {
  it('refunds the buyer in full, restores the stock and tells the buyer', async () => {
    const { item, order } = await purchase(3, 2);
    await t.db.update(items).set({ starting_inventory: 1 }).where(eq(items.id, item.id));
    const res = await post(`/api/order/${order.id}/cancel`, 'seller', { reason: 'Sold out at the shop' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'cancelled',
      actions: [],
      payment: { captured: 24500, refunded: 24500 },
      history: [
        { event: 'paid' },
        {
          event: 'cancel',
          from_status: 'paid',
          to_status: 'cancelled',
          by: 'seller',
          note: 'Sold out at the shop',
        },
      ],
    });
    const [stock] = await t.db.select().from(items).where(eq(items.id, item.id));
    expect(stock!.starting_inventory).toBe(3);
    const [mail] = await emailsTo(t.db, buyer.email);
    expect(mail!.subject).toBe(`Order #${order.id} was cancelled`);
    expect(mail!.text).toContain('Sold out at the shop');
    expect(mail!.text).toContain('refunded B$245.00');
  });

  it('is refused to a stranger (404); the buyer’s own cancel: orders-unanswered.test.ts', async () => {
    const { order } = await purchase();
    expect((await post(`/api/order/${order.id}/cancel`, 'stranger')).statusCode).toBe(404);
  });

  it('is refused once the order is dispatched', async () => {
    const { order } = await purchase();
    await setStatus(t, order.id, 'dispatched');
    const res = await post(`/api/order/${order.id}/cancel`, 'seller');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/no longer be cancelled/);
  });
});

describe('the list queries', () => {
  it('read an index for each side and filter, never the whole table', async () => {
    const { listFor } = await import('../src/modules/orders/orders.repository');
    for (const side of ['buyer', 'seller'] as const)
      for (const status of [undefined, 'open', 'paid'] as const) {
        const query = listFor(t.db, side, buyer.id, status).toSQL();
        const plan = await t.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          const client = (tx as unknown as { session: { client: pg.PoolClient } }).session.client;
          const { rows } = await client.query(`explain ${query.sql}`, query.params);
          return rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
        });
        expect(plan, `${side} ${status}`).toMatch(
          /Index (Only )?Scan (on|using) orders_(buyer|seller|status)_\w+_idx/,
        );
        expect(plan, `${side} ${status}`).not.toMatch(/Seq Scan on orders/);
      }
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sellerNetAfter, type AdminOrder, type AdminOrderRow } from '@pinjam/api/contract';
import { refundShares } from '../src/modules/payments';
import { adminAudit, items, orders, payments, sandboxPayments } from '../src/platform/db/schema';
import { person, type Person } from './checkout-fixtures';
import { bearer, emailsTo, insertItem, insertUser, login, useTestApp } from './helpers';
import { paidOrder, setStatus } from './orders-fixtures';
import { balances, pickupRental, post } from './orders-steps';

// Issue 17, deliverable 4 (decision 0043): the admin's orders on real PostgreSQL — the list's
// search, filters, sort, pages and CSV; one order whole; the cancel with a full refund; the
// resolution's audit line.

const t = useTestApp();
let buyer: Person;
let seller: Person;
let other: Person;
let admin: { id: number; name: string; token: string };

beforeAll(async () => {
  buyer = await person(t.app, t.db, 'Hakim Ordersby');
  seller = await person(t.app, t.db, 'Siti Ordersell');
  other = await person(t.app, t.db, 'Aminah Listfilter');
  const a = await insertUser(t.db, { name: 'Admin Orders', role_id: 2 });
  admin = { id: a.id, name: a.name, token: await login(t.app, a.email) };
});

const get = (url: string, token = admin.token) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const cancel = (id: number, payload: object = { reason: 'The buyer asked us to.' }, token = admin.token) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/cancel`, headers: bearer(token), payload });
const list = async (query: string) => {
  const res = await get(`/api/admin/get-all-orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ orders: AdminOrderRow[]; total: number; page: number; per_page: number }>();
};

async function purchase(from = seller, to = buyer, price = 4_000) {
  const item = await insertItem(t.db, from.id, { sale_price: price, starting_inventory: 3 });
  return paidOrder(t, { buyer: to, seller: from, lines: [{ item_id: item.id, unit_price: price }] });
}

describe('the list', () => {
  it('finds orders by id and by either party’s name or email, newest first, with pages', async () => {
    const a = await purchase(other, buyer, 1_000);
    const b = await purchase(seller, other, 2_000);
    const byName = await list('q=listfilter');
    expect(byName.orders.map((o) => o.id)).toEqual([b.id, a.id]);
    expect(byName.total).toBe(2);
    expect(byName.orders[0]).toMatchObject({
      kind: 'purchase',
      status: 'paid',
      buyer: { id: other.id, name: 'Aminah Listfilter' },
      seller: { id: seller.id },
      total: 2_500,
      has_open_issue: false,
    });
    expect((await list(`q=${encodeURIComponent(other.email.toUpperCase())}`)).total).toBe(2);
    expect((await list(`q=${a.id}`)).orders.map((o) => o.id)).toContain(a.id);
    expect((await list('q=50%25_off')).total).toBe(0);
    const paged = await list('q=listfilter&page=2');
    expect(paged).toMatchObject({ orders: [], total: 2, page: 2, per_page: 25 });
    const asc = await list('q=listfilter&sort=total&dir=asc');
    expect(asc.orders.map((o) => o.total)).toEqual([1_500, 2_500]);
    expect((await get('/api/admin/get-all-orders?sort=buyer')).statusCode).toBe(422);
  });

  it('filters by status, kind, fulfilment, an open issue and days', async () => {
    const shipped = await purchase(other, buyer);
    await setStatus(t, shipped.id, 'delivered');
    const issue = await t.app.inject({
      method: 'POST',
      url: '/api/order/report-issue',
      headers: bearer(buyer.token),
      payload: { order_id: shipped.id, type: 'damaged', description: 'The lens is scratched badly.' },
    });
    expect(issue.statusCode, issue.body).toBe(201);
    const open = await list('issue=open&q=listfilter');
    expect(open.orders.map((o) => o.id)).toEqual([shipped.id]);
    expect(open.orders[0]!.has_open_issue).toBe(true);
    expect((await list('status=delivered&q=listfilter')).orders.map((o) => o.id)).toEqual([shipped.id]);
    expect((await list('kind=rental&q=listfilter')).total).toBe(0);
    expect((await list('fulfilment=pickup&q=listfilter')).total).toBe(0);
    expect((await list('fulfilment=delivery&q=listfilter')).total).toBe(3);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}&q=listfilter`)).total).toBe(3);
    expect((await list('to=2020-01-01&q=listfilter')).total).toBe(0);
    expect((await get('/api/admin/get-all-orders?status=lost')).statusCode).toBe(422);
    expect((await get('/api/admin/get-all-orders?from=yesterday')).statusCode).toBe(422);
  });

  it('exports the same query as a CSV file', async () => {
    const res = await get('/api/admin/orders/export?q=listfilter&sort=total&dir=asc');
    expect(res.statusCode, res.body).toBe(200);
    const { filename, csv } = res.json<{ filename: string; csv: string }>();
    expect(filename).toMatch(/^pinjam-orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Order,Placed,Kind,Fulfilment,Status,Buyer,Seller,Total (BND),Open issue');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',15.00,no');
  });

  it('uses an index for the default order and the open-issue filter', async () => {
    await t.db.execute(sql`analyze orders`);
    const plan = async (where: string) => {
      const { rows } = await t.db.execute<{ 'QUERY PLAN': string }>(
        sql.raw(`explain select id from orders ${where} order by created_at desc, id desc limit 25`),
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    };
    await t.db.execute(sql`set enable_seqscan = off`);
    try {
      expect(await plan('')).toContain('orders_created_at_idx');
      expect(await plan('where has_open_issue')).toContain('orders_open_issue_created_idx');
    } finally {
      await t.db.execute(sql`set enable_seqscan = on`);
    }
  });
});

describe('one order', () => {
  it('a pickup rental with an issue: parties, lines, amounts, payments, the timeline, the issue', async () => {
    const id = await pickupRental(t, buyer, seller);
    await post(t, seller, `/api/order/${id}/handed-over`);
    await post(t, seller, `/api/order/${id}/returned`);
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/order/report-issue',
      headers: bearer(seller.token),
      payload: { order_id: id, type: 'damaged', description: 'The tent came back torn.' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const res = await get(`/api/admin/get-order/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<{ order: AdminOrder }>().order;
    expect(order).toMatchObject({
      id,
      kind: 'rental',
      status: 'returned',
      buyer: { id: buyer.id, email: buyer.email },
      seller: { id: seller.id, email: seller.email },
      can_cancel: false,
      can_resolve: true,
      payout: null,
      legs: [],
    });
    expect(order.amounts.deposit_held).toBe(1_000);
    expect(order.amounts.seller_net_now).toBe(order.amounts.seller_net);
    expect(order.amounts.refundable).toBe(order.amounts.total);
    expect(order.payments.map((p) => p.purpose).sort()).toEqual(['deposit', 'order']);
    expect(order.timeline.map((h) => h.event)).toEqual(['paid', 'handOver', 'return', 'reportIssue']);
    expect(order.issues).toMatchObject([
      { type: 'damaged', status: 'open', reporter: { id: seller.id }, resolution: null },
    ]);
    expect(order.ledger.reduce((s, e) => s + e.amount, 0)).toBe(0);
    expect((await get('/api/admin/get-order/999999')).statusCode).toBe(404);
  });

  it('a delivery rental shows its legs', async () => {
    const item = await insertItem(t.db, seller.id, { title: 'Kayak' });
    const o = await paidOrder(t, { buyer, seller, kind: 'rental', lines: [{ item_id: item.id }] });
    const order = (await get(`/api/admin/get-order/${o.id}`)).json<{ order: AdminOrder }>().order;
    expect(order.legs.map((l) => [l.kind, l.status])).toEqual([
      ['outbound', 'scheduled'],
      ['return', 'scheduled'],
    ]);
    expect(order.can_cancel).toBe(true);
  });
});

describe('the admin cancels', () => {
  it('two admins at once: one 200, one 409, one refund; stock back, ledger balanced, audited, both told', async () => {
    const item = await insertItem(t.db, seller.id, { sale_price: 6_000, starting_inventory: 2 });
    const o = await paidOrder(t, { buyer, seller, lines: [{ item_id: item.id, unit_price: 6_000 }] });
    await t.db.update(items).set({ starting_inventory: 1 }).where(eq(items.id, item.id));
    const answers = await Promise.all([cancel(o.id), cancel(o.id)]);
    expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([
      200, 409,
    ]);
    const won = answers.find((a) => a.statusCode === 200)!.json<{ message: string; order: AdminOrder }>();
    expect(won.order).toMatchObject({ status: 'cancelled', cancel_reason: 'The buyer asked us to.' });
    expect(won.order.can_cancel).toBe(false);
    expect(won.order.timeline.at(-1)).toMatchObject({
      event: 'cancel',
      by: 'admin',
      actor: { id: admin.id },
    });
    const [charge] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, o.provider_ref));
    expect(charge!.refunded).toBe(6_500);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, o.payment_id));
    expect(payment).toMatchObject({ refunded: 6_500, status: 'refunded' });
    const [stock] = await t.db.select().from(items).where(eq(items.id, item.id));
    expect(stock!.starting_inventory).toBe(2);
    const b = await balances(t, o.id);
    expect(Object.values(b).reduce((s, v) => s + v, 0)).toBe(0);
    expect(b.refunds).toBe(6_500);
    expect(b.seller_pending).toBe(0);
    const lines = await t.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject_type, 'order'), eq(adminAudit.subject_id, String(o.id))));
    expect(lines).toMatchObject([
      {
        action: 'order.cancel',
        admin_id: admin.id,
        before: { status: 'paid' },
        after: { status: 'cancelled', reason: 'The buyer asked us to.' },
      },
    ]);
    const toBuyer = (await emailsTo(t.db, buyer.email)).filter(
      (m) => m.subject === `Order #${o.id} was cancelled`,
    );
    const toSeller = (await emailsTo(t.db, seller.email)).filter(
      (m) => m.subject === `Order #${o.id} was cancelled`,
    );
    expect(toBuyer).toHaveLength(1);
    expect(toSeller).toHaveLength(1);
    expect(toSeller[0]!.text).toContain('Our staff cancelled');
    expect(toSeller[0]!.text).toContain('The buyer asked us to.');
  });

  it('a rental: its days are given back and the deposit hold released', async () => {
    const id = await pickupRental(t, buyer, seller);
    const res = await cancel(id);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<{ order: AdminOrder }>().order;
    expect(order.payments.find((p) => p.purpose === 'deposit')?.status).toBe('voided');
    const { rows } = await t.db.execute<{ released: boolean }>(
      sql`select b.released_at is not null as released from bookings b join orders o on o.request_id = b.request_id where o.id = ${id}`,
    );
    expect(rows.every((r) => r.released)).toBe(true);
  });

  it('refuses after dispatch (409), a missing reason (422), an unknown order (404), a user (403), no token (401)', async () => {
    const o = await purchase();
    await setStatus(t, o.id, 'dispatched');
    expect((await cancel(o.id)).statusCode).toBe(409);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.status).toBe('dispatched');
    const blank = await cancel(o.id, { reason: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.reason).toBeDefined();
    expect((await cancel(999_999)).statusCode).toBe(404);
    const fresh = await purchase();
    expect((await cancel(fresh.id, undefined, buyer.token)).statusCode).toBe(403);
    expect((await get(`/api/admin/get-order/${fresh.id}`, buyer.token)).statusCode).toBe(403);
    expect((await get('/api/admin/get-all-orders', '')).statusCode).toBe(401);
    const [still] = await t.db.select().from(orders).where(eq(orders.id, fresh.id));
    expect(still!.status).toBe('paid');
  });
});

describe('resolving an issue', () => {
  it('writes one audit line with the outcome and the amounts; the seller’s net drops by the goods’ share', async () => {
    const o = await purchase(seller, buyer, 10_000);
    await setStatus(t, o.id, 'delivered');
    await t.app.inject({
      method: 'POST',
      url: '/api/order/report-issue',
      headers: bearer(buyer.token),
      payload: { order_id: o.id, type: 'damaged', description: 'It arrived with a cracked screen.' },
    });
    const before = (await get(`/api/admin/get-order/${o.id}`)).json<{ order: AdminOrder }>().order;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${o.id}/resolve`,
      headers: bearer(admin.token),
      payload: { outcome: 'partial_refund', amount: 2_000, note: 'A scratch: a fifth back.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await get(`/api/admin/get-order/${o.id}`)).json<{ order: AdminOrder }>().order;
    expect(after.amounts.seller_net_now).toBe(before.amounts.seller_net_now - 1_800);
    expect(after.issues[0]).toMatchObject({
      status: 'partially_refunded',
      resolution: 'A scratch: a fifth back.',
    });
    expect(after.can_resolve).toBe(false);
    const lines = await t.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject_type, 'order'), eq(adminAudit.subject_id, String(o.id))));
    expect(lines).toMatchObject([
      {
        action: 'order.resolve',
        admin_name: 'Admin Orders',
        after: { outcome: 'partial_refund', refund: 2_000, deposit_capture: null },
      },
    ]);
  });
});

describe('the seller’s net after a refund, as the page shows it', () => {
  it('matches the server’s refund shares at every step', () => {
    const order = { subtotal: 10_001, commission: 1_000 };
    for (const refunded of [0, 1, 333, 9_999])
      for (const amount of [1, 7, 500, 10_001 - refunded, 10_501 - refunded]) {
        const now = 9_001 - refundShares(order, refunded).seller;
        const after = sellerNetAfter({ ...order, refunded, seller_net_now: now }, amount, 25);
        expect(after).toBe(9_001 - refundShares(order, refunded + amount).seller + 25);
      }
  });
});

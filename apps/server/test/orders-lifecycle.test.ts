import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, ledgerEntries, orderEvents, orders, payments } from '../src/platform/db/schema';
import { day, person, type Person } from './checkout-fixtures';
import { bearer, emailsTo, insertItem, linkPath, useTestApp } from './helpers';
import { paidOrder, setStatus } from './orders-fixtures';
import { balances, pickupRental, post as postAs } from './orders-steps';
import { queueSweep, runSweep } from './sweeps';

const t = useTestApp();
let buyer: Person;
let seller: Person;
let stranger: Person;

beforeAll(async () => {
  buyer = await person(t.app, t.db, 'Hakim Buyer');
  seller = await person(t.app, t.db, 'Siti Seller');
  stranger = await person(t.app, t.db, 'Stranger Danger');
});

const post = (who: Person, url: string) => postAs(t, who, url);

async function pickupPurchase() {
  const item = await insertItem(t.db, seller.id, { sale_price: 10_000, starting_inventory: 3 });
  return paidOrder(t, {
    buyer,
    seller,
    fulfilment: 'pickup',
    lines: [{ item_id: item.id, unit_price: 10_000 }],
  });
}

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('handed over (pickup)', () => {
  it('given a paid pickup purchase / the seller marks it handed over / delivered, timeline with who, emails', async () => {
    const order = await pickupPurchase();
    const res = await post(seller, `/api/order/${order.id}/handed-over`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.order).toMatchObject({ status: 'delivered', actions: ['reportIssue'] });
    expect(body.order.completes_at).not.toBeNull();
    expect(body.order.history.at(-1)).toMatchObject({
      event: 'handOver',
      to_status: 'delivered',
      by: 'seller',
      actor: { id: seller.id, name: 'Siti Seller' },
    });
    const mail = await emailsTo(t.db, buyer.email);
    expect(mail.some((m) => m.subject === `Order #${order.id} has been delivered`)).toBe(true);
    const feed = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.user_id, buyer.id), eq(activities.kind, 'delivered')));
    expect(feed.length).toBeGreaterThan(0);
    // The buyer sees Confirm receipt.
    const seen = await t.app.inject({
      url: `/api/order/get-order/${order.id}`,
      headers: bearer(buyer.token),
    });
    expect(seen.json().order.actions).toContain('confirmReceipt');
  });

  it('refuses: the buyer 403, a stranger 404, a second press 409, a delivery order 409', async () => {
    const order = await pickupPurchase();
    expect((await post(buyer, `/api/order/${order.id}/handed-over`)).statusCode).toBe(403);
    expect((await post(stranger, `/api/order/${order.id}/handed-over`)).statusCode).toBe(404);
    expect((await post(seller, `/api/order/${order.id}/handed-over`)).statusCode).toBe(200);
    expect((await post(seller, `/api/order/${order.id}/handed-over`)).statusCode).toBe(409);
    const item = await insertItem(t.db, seller.id, { sale_price: 10_000 });
    const delivery = await paidOrder(t, { buyer, seller, lines: [{ item_id: item.id }] });
    expect((await post(seller, `/api/order/${delivery.id}/handed-over`)).statusCode).toBe(409);
  });

  it('given a paid pickup rental / handed over / in use with its due-back date; returned / returned', async () => {
    const { id } = { id: await pickupRental(t, buyer, seller) };
    const handed = await post(seller, `/api/order/${id}/handed-over`);
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().order).toMatchObject({ status: 'in_use', due_back: day(7), overdue: false });
    expect((await post(buyer, `/api/order/${id}/returned`)).statusCode).toBe(403);
    const back = await post(seller, `/api/order/${id}/returned`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().order).toMatchObject({ status: 'returned', due_back: null });
    expect((await post(seller, `/api/order/${id}/returned`)).statusCode).toBe(409);
    const mail = await emailsTo(t.db, buyer.email);
    expect(mail.some((m) => m.subject === `Order #${id} has been returned`)).toBe(true);
  });
});

describe('confirm receipt', () => {
  it('given a delivered purchase / the buyer confirms / completed, net payable, one posting, emails to both', async () => {
    const order = await pickupPurchase();
    await post(seller, `/api/order/${order.id}/handed-over`);
    expect((await post(seller, `/api/order/${order.id}/confirm-receipt`)).statusCode).toBe(403);
    expect((await post(stranger, `/api/order/${order.id}/confirm-receipt`)).statusCode).toBe(404);
    const res = await post(buyer, `/api/order/${order.id}/confirm-receipt`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'completed', actions: [] });
    const row = await orderRow(order.id);
    expect(await balances(t, order.id)).toMatchObject({
      seller_pending: 0,
      seller_payable: row.seller_net,
      platform_commission: row.commission,
      customer_payments: -row.total,
    });
    const sellerMail = await emailsTo(t.db, seller.email);
    const done = sellerMail.find((m) => m.subject === `Order #${order.id} is complete`);
    expect(done?.text).toContain('is now payable; payouts are made on');
    expect(linkPath(done!.text)).toBe(`/my-orders/order-details/${order.id}`);
    const buyerMail = await emailsTo(t.db, buyer.email);
    const rate = buyerMail.find((m) => m.subject === `Order #${order.id} is complete`)!;
    expect(rate.text).toContain('Rate Siti Seller');
    expect(linkPath(rate.text)).toBe(`/my-ratings?order=${order.id}`);
    expect((await post(buyer, `/api/order/${order.id}/confirm-receipt`)).statusCode).toBe(409);
  });

  it('refuses a paid order (409) and an order with an issue open (409)', async () => {
    const order = await pickupPurchase();
    expect((await post(buyer, `/api/order/${order.id}/confirm-receipt`)).statusCode).toBe(409);
    await setStatus(t, order.id, 'delivered');
    await t.db.update(orders).set({ has_open_issue: true }).where(eq(orders.id, order.id));
    expect((await post(buyer, `/api/order/${order.id}/confirm-receipt`)).statusCode).toBe(409);
  });

  it('given confirm pressed twice at once and the sweep at the same moment / one completion, one posting', async () => {
    const order = await pickupPurchase();
    await post(seller, `/api/order/${order.id}/handed-over`);
    await t.db
      .update(orders)
      .set({ status_changed_at: sql`now() - interval '4 days'` })
      .where(eq(orders.id, order.id));
    const sweep = await queueSweep(t, 'order-timers-sweep');
    const [a, b] = await Promise.all([
      post(buyer, `/api/order/${order.id}/confirm-receipt`),
      post(buyer, `/api/order/${order.id}/confirm-receipt`),
      t.app.jobs.runDue(sweep, { includeDelayed: true }),
    ]);
    expect([a!.statusCode, b!.statusCode].filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    expect((await orderRow(order.id)).status).toBe('completed');
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, order.id));
    expect(events.filter((e) => e.to_status === 'completed')).toHaveLength(1);
    const postings = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.posting, `order-${order.id}:completed`));
    expect(postings).toHaveLength(2);
  });
});

describe('a rental completing', () => {
  it('releases the deposit hold', async () => {
    const { id } = { id: await pickupRental(t, buyer, seller) };
    await post(seller, `/api/order/${id}/handed-over`);
    await post(seller, `/api/order/${id}/returned`);
    await t.db
      .update(orders)
      .set({ status_changed_at: sql`now() - interval '49 hours'` })
      .where(eq(orders.id, id));
    await runSweep(t, 'order-timers-sweep');
    expect((await orderRow(id)).status).toBe('completed');
    const { rows } = await t.db.execute<{ status: string }>(
      sql`select p.status from payments p join rental_requests r on r.deposit_payment_id = p.id join orders o on o.request_id = r.id where o.id = ${id}`,
    );
    expect(rows[0]!.status).toBe('voided');
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, (await orderRow(id)).payment_id));
    expect(payment!.status).toBe('captured');
  });
});

import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeOrder } from '../src/modules/orders';
import { refundShares } from '../src/modules/payments';
import { orderIssues, orders, payments, sandboxPayments } from '../src/platform/db/schema';
import type { Person } from './checkout-fixtures';
import { bearer, insertItem, useTestApp } from './helpers';
import { orderPeople, paidOrder, setStatus } from './orders-fixtures';
import { balances, pickupRental, post } from './orders-steps';

const t = useTestApp();
let buyer: Person;
let seller: Person;
let adminToken: string;

beforeAll(async () => {
  ({ buyer, seller, adminToken } = await orderPeople(t));
});

const resolve = (id: number, payload: object, token = adminToken) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/resolve`, headers: bearer(token), payload });

const reportIssue = (who: Person, orderId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/report-issue',
    headers: bearer(who.token),
    payload: { order_id: orderId, type: 'damaged', description: 'It arrived with a cracked screen.' },
  });

/** A delivered purchase (B$100 + B$5 delivery) with an issue open. */
async function disputedPurchase() {
  const item = await insertItem(t.db, seller.id, { sale_price: 10_000, starting_inventory: 3 });
  const order = await paidOrder(t, { buyer, seller, lines: [{ item_id: item.id, unit_price: 10_000 }] });
  await setStatus(t, order.id, 'delivered');
  expect((await reportIssue(buyer, order.id)).statusCode).toBe(201);
  return order;
}

/** Money in = refunds + commission + delivery + the seller's net (pending, payable, paid out). */
function expectBalanced(b: Record<string, number>) {
  expect(Object.values(b).reduce((s, v) => s + v, 0)).toBe(0);
  expect(-b.customer_payments!).toBe(
    b.refunds! +
      b.platform_commission! +
      b.platform_delivery! +
      b.seller_pending! +
      b.seller_payable! +
      b.payouts!,
  );
}

describe('refund shares', () => {
  it('add up at every step and come to the whole at the total', () => {
    const order = { subtotal: 10_001, commission: 1_000 };
    for (const refunded of [0, 1, 333, 10_001, 10_500]) {
      const s = refundShares(order, refunded);
      expect(s.seller + s.commission + s.delivery).toBe(refunded);
    }
    expect(refundShares(order, 10_501)).toEqual({ seller: 9_001, commission: 1_000, delivery: 500 });
  });
});

describe('an admin resolves an issue', () => {
  it('dismiss: the issue closes, the order may complete; the seller keeps the whole net', async () => {
    const order = await disputedPurchase();
    expect((await resolve(order.id, { outcome: 'dismiss' }, buyer.token)).statusCode).toBe(403);
    const res = await resolve(order.id, { outcome: 'dismiss', note: 'Photos show no damage.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.issues[0]).toMatchObject({ status: 'dismissed' });
    expect(res.json().order.has_open_issue).toBe(false);
    await completeOrder(t.app, order.id, { by: 'system' });
    const b = await balances(t, order.id);
    expect(b.seller_payable).toBe(9_000);
    expectBalanced(b);
    expect((await resolve(order.id, { outcome: 'dismiss' })).statusCode).toBe(409);
  });

  it('partial refund: the buyer gets it back, commission pro rata, seller_payable = net − its share', async () => {
    const order = await disputedPurchase();
    expect((await resolve(order.id, { outcome: 'partial_refund', amount: 20_000 })).statusCode).toBe(422);
    expect((await resolve(order.id, { outcome: 'partial_refund' })).statusCode).toBe(422);
    const tooMuch = await resolve(order.id, { outcome: 'partial_refund', amount: 20_000 });
    expect(tooMuch.json().errors.amount).toEqual(['At most B$105.00 is left to refund.']);
    const res = await resolve(order.id, { outcome: 'partial_refund', amount: 3_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.payment).toMatchObject({ refunded: 3_000 });
    // Without a note the issue keeps no resolution text: its status says the outcome in words.
    const [issue] = await t.db.select().from(orderIssues).where(eq(orderIssues.order_id, order.id));
    expect(issue).toMatchObject({ status: 'partially_refunded', resolution: null });
    const [charge] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, order.provider_ref));
    expect(charge!.refunded).toBe(3_000);
    await completeOrder(t.app, order.id, { by: 'system' });
    const b = await balances(t, order.id);
    expect(b).toMatchObject({
      refunds: 3_000,
      platform_commission: 700,
      seller_payable: 6_300,
      seller_pending: 0,
    });
    expectBalanced(b);
  });

  it('full refund: everything left goes back; a second resolve with nothing open is 409', async () => {
    const order = await disputedPurchase();
    const res = await resolve(order.id, { outcome: 'full_refund' });
    expect(res.statusCode, res.body).toBe(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, order.payment_id));
    expect(payment).toMatchObject({ refunded: 10_500, status: 'refunded' });
    const b = await balances(t, order.id);
    expect(b).toMatchObject({
      refunds: 10_500,
      seller_pending: 0,
      platform_commission: 0,
      platform_delivery: 0,
    });
    expectBalanced(b);
    expect((await resolve(order.id, { outcome: 'full_refund' })).statusCode).toBe(409);
    // A new issue, then a full refund of nothing left: 422.
    expect((await reportIssue(seller, order.id)).statusCode).toBe(201);
    expect((await resolve(order.id, { outcome: 'full_refund' })).statusCode).toBe(422);
    const [open] = await t.db
      .select()
      .from(orderIssues)
      .where(eq(orderIssues.order_id, order.id))
      .orderBy(sql`id desc`);
    expect(open!.status).toBe('open');
  });

  it('refuses a stranger order 404 and a bad body 422', async () => {
    expect((await resolve(999_999, { outcome: 'dismiss' })).statusCode).toBe(404);
    const order = await disputedPurchase();
    expect((await resolve(order.id, { outcome: 'refund_all' })).statusCode).toBe(422);
    expect((await resolve(order.id, { outcome: 'dismiss', deposit_capture: 100 })).statusCode).toBe(422);
  });

  it('a rental: part of the deposit captured for the owner, the rest released; the ledger balances', async () => {
    const id = await pickupRental(t, buyer, seller);
    await post(t, seller, `/api/order/${id}/handed-over`);
    await post(t, seller, `/api/order/${id}/returned`);
    expect((await reportIssue(seller, id)).statusCode).toBe(201);
    expect((await resolve(id, { outcome: 'dismiss', deposit_capture: 5_000 })).statusCode).toBe(422);
    const res = await resolve(id, { outcome: 'dismiss', deposit_capture: 400 });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await t.db.execute<{ status: string; captured: number }>(
      sql`select p.status, p.captured from payments p join rental_requests r on r.deposit_payment_id = p.id join orders o on o.request_id = r.id where o.id = ${id}`,
    );
    expect(rows[0]).toMatchObject({ status: 'captured', captured: 400 });
    await completeOrder(t.app, id, { by: 'system' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    const b = await balances(t, id);
    expect(b.seller_payable).toBe(row!.seller_net + 400);
    expectBalanced(b);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commissionOf } from '../src/modules/orders/rules';
import {
  bookings,
  items,
  marketplaceSettings,
  orderEvents,
  orderLines,
  orders,
  payments,
  rentalRequests,
  sandboxPayments,
} from '../src/platform/db/schema';
import { bearer, emailsTo, insertItem, insertUser, login, useTestApp } from './helpers';
import { day, pay, person, rental, rentalItem } from './checkout-fixtures';
import { paidOrder } from './orders-fixtures';

const t = useTestApp();
type Person = Awaited<ReturnType<typeof insertUser>>;
let buyer: Person;
let seller: Person;
let sellerToken: string;

beforeAll(async () => {
  buyer = await insertUser(t.db, { name: 'Hakim Yusof' });
  seller = await insertUser(t.db, { name: 'Siti Rahman', verification_status: 'approved' });
  sellerToken = await login(t.app, seller.email);
});

const cancel = (id: number) =>
  t.app.inject({ method: 'POST', url: `/api/order/${id}/cancel`, headers: bearer(sellerToken), payload: {} });

describe('given a paid purchase / when the seller presses Cancel ten times at once', () => {
  it('exactly one wins, the rest get 409, and the buyer is refunded once', async () => {
    const item = await insertItem(t.db, seller.id, { sale_price: 8000, starting_inventory: 4 });
    const order = await paidOrder(t, {
      buyer,
      seller,
      lines: [{ item_id: item.id, quantity: 2, unit_price: 8000 }],
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(order.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, ...Array(9).fill(409)]);
    const [charge] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, order.provider_ref));
    expect(charge!.refunded).toBe(16500);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, order.payment_id));
    expect(payment).toMatchObject({ refunded: 16500, status: 'refunded' });
    const history = await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, order.id));
    expect(history.map((h) => h.event)).toEqual(['paid', 'cancel']);
    const [stock] = await t.db.select().from(items).where(eq(items.id, item.id));
    expect(stock!.starting_inventory).toBe(6);
    expect((await emailsTo(t.db, buyer.email)).filter((m) => m.subject.includes('cancelled'))).toHaveLength(
      1,
    );
  });
});

describe('given a paid rental', () => {
  it('cancelling releases its booked days and refunds the renter', async () => {
    const item = await insertItem(t.db, seller.id, { price_per_day: 2000 });
    const order = await paidOrder(t, {
      buyer,
      seller,
      kind: 'rental',
      lines: [{ item_id: item.id, unit_price: 6000 }],
    });
    const res = await cancel(order.id);
    expect(res.statusCode, res.body).toBe(200);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.request_id, order.request_id!));
    expect(booking!.released_at).toBeInstanceOf(Date);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('cancelled');
    // A second press: already cancelled.
    expect((await cancel(order.id)).statusCode).toBe(409);
  });
});

describe('given a rental with a deposit, made through the checkout and accepted', () => {
  it('cancelling refunds the rental, releases the deposit hold and frees the days', async () => {
    const renter = await person(t.app, t.db, 'Aminah Renter');
    const owner = await person(t.app, t.db, 'Rosli Owner');
    const tent = await rentalItem(t.db, owner.id, { price_per_day: 1_500, deposit: 5_000 });
    const res = await pay(t.app, renter, { entries: [rental(tent.id, day(4), day(6))] });
    expect(res.statusCode, res.body).toBe(201);
    const requestId = res.json<{ requests: Array<{ id: number }> }>().requests[0]!.id;
    const as = (p: { token: string }, url: string) =>
      t.app.inject({ method: 'POST', url, headers: bearer(p.token), payload: {} });
    const accepted = await as(owner, `/api/requests/${requestId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const orderId = accepted.json<{ order_id: number }>().order_id;

    const cancelled = await as(owner, `/api/order/${orderId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [request] = await t.db.select().from(rentalRequests).where(eq(rentalRequests.id, requestId));
    const [deposit] = await t.db.select().from(payments).where(eq(payments.id, request!.deposit_payment_id!));
    expect(deposit!.status).toBe('voided');
    const [charge] = await t.db.select().from(payments).where(eq(payments.id, request!.payment_id!));
    expect(charge).toMatchObject({ status: 'refunded', refunded: 4_500 });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.request_id, requestId));
    expect(booking!.released_at).toBeInstanceOf(Date);
  });
});

describe('commission', () => {
  it('rounds half up per line, in cents', () => {
    expect(commissionOf(45, 1000)).toBe(5); // 4.5 → 5
    expect(commissionOf(44, 1000)).toBe(4);
    expect(commissionOf(15, 1000)).toBe(2); // 1.5 → 2
    expect(commissionOf(14, 1000)).toBe(1);
    expect(commissionOf(0, 1000)).toBe(0);
    expect(commissionOf(1999, 1250)).toBe(250); // 249.875 → 250
    expect(commissionOf(12345, 0)).toBe(0);
    expect(commissionOf(12345, 10_000)).toBe(12345);
  });

  it('is kept on each line at the rate of the moment of sale', async () => {
    const item = await insertItem(t.db, seller.id, { sale_price: 45, starting_inventory: 9 });
    const before = await paidOrder(t, {
      buyer,
      seller,
      lines: [
        { item_id: item.id, unit_price: 45 },
        { item_id: item.id, unit_price: 15 },
      ],
    });
    await t.db.update(marketplaceSettings).set({ commission_bps: 1250 }).where(eq(marketplaceSettings.id, 1));
    try {
      const after = await paidOrder(t, { buyer, seller, lines: [{ item_id: item.id, unit_price: 1999 }] });
      const lines = async (id: number) =>
        t.db.select().from(orderLines).where(eq(orderLines.order_id, id)).orderBy(orderLines.id);
      expect((await lines(before.id)).map((l) => [l.commission_bps, l.commission])).toEqual([
        [1000, 5],
        [1000, 2],
      ]);
      expect((await lines(after.id)).map((l) => [l.commission_bps, l.commission])).toEqual([[1250, 250]]);
      const [first] = await t.db.select().from(orders).where(eq(orders.id, before.id));
      // Per line (5 + 2), not on the sum (6).
      expect(first).toMatchObject({ subtotal: 60, commission: 7, seller_net: 53 });
    } finally {
      await t.db
        .update(marketplaceSettings)
        .set({ commission_bps: 1000 })
        .where(eq(marketplaceSettings.id, 1));
    }
  });
});

import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, checkouts, orders, payments, rentalRequests } from '../src/platform/db/schema';
import {
  CARD_DECLINED,
  count,
  day,
  pay,
  person,
  purchase,
  rental,
  rentalItem,
  saleItem,
  stockOf,
  type Person,
} from './checkout-fixtures';
import { bearer, emailsTo, useTestApp } from './helpers';

const t = useTestApp();
let seller: Person;
let buyer: Person;

beforeAll(async () => {
  seller = await person(t.app, t.db, 'Siti Seller');
  buyer = await person(t.app, t.db, 'Hakim Buyer');
});

describe('the delivery fee and the quote', () => {
  it('given the seeded settings / the fee / is B$5.00 in cents', async () => {
    const res = await t.app.inject({ url: '/api/user/get-delivery-fee', headers: bearer(buyer.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fee: 500 });
  });

  it('given a purchase and a 7-day rental with a weekly price / the quote / prices them on the server', async () => {
    const drill = await saleItem(t.db, seller.id, 3, 12_000);
    const tent = await rentalItem(t.db, seller.id, { price_per_week: 8_000, deposit: 5_000, max_days: 14 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers: bearer(buyer.token),
      payload: {
        entries: [purchase(drill.id, 2), rental(tent.id, day(3), day(9))],
        fulfilment: 'delivery',
        address: { address_line_1: 'Jalan Gadong', district: 'Brunei-Muara', telephone: '+673 712 3456' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { quote } = res.json();
    expect(quote).toMatchObject({ purchases: 24_000, rentals: 8_000, deposits: 5_000, delivery: 1_000 });
    expect(quote.total).toBe(24_000 + 8_000 + 5_000 + 1_000);
    expect(quote.lines[1]).toMatchObject({
      days: 7,
      unit_price: 8_000,
      deposit: 5_000,
      seller_name: 'Siti Seller',
    });
  });
});

describe('paying by card', () => {
  it('given a purchase / checkout / captures one paid order per seller and takes the stock', async () => {
    const drill = await saleItem(t.db, seller.id, 3);
    const other = await person(t.app, t.db, 'Other Seller');
    const lamp = await saleItem(t.db, other.id, 1, 3_000);
    const res = await pay(t.app, buyer, {
      entries: [purchase(drill.id, 2), purchase(lamp.id)],
      fulfilment: 'delivery',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.orders).toHaveLength(2);
    expect(body.orders.every((o: { status: string }) => o.status === 'paid')).toBe(true);
    expect(body.total).toBe(24_000 + 500 + 3_000 + 500);
    expect(await stockOf(t.db, drill.id)).toBe(1);
    expect(await stockOf(t.db, lamp.id)).toBe(0);
    const rows = await t.db.select().from(payments).where(eq(payments.payer_id, buyer.id));
    const ours = rows.filter(
      (p) => body.orders.some((o: { id: number }) => o.id > 0) && p.capture === 'automatic',
    );
    expect(ours.map((p) => p.status)).toContain('captured');
  });

  it('given a rental with a deposit / checkout / holds the rental and the deposit apart and books the days', async () => {
    const renter = await person(t.app, t.db, 'Renter Deposit');
    const tent = await rentalItem(t.db, seller.id, { deposit: 2_000 });
    const res = await pay(t.app, renter, { entries: [rental(tent.id, day(2), day(4))] });
    expect(res.statusCode, res.body).toBe(201);
    const { requests, orders: made, total } = res.json();
    expect(made).toEqual([]);
    expect(requests).toEqual([
      { id: expect.any(Number), item_id: tent.id, start_date: day(2), end_date: day(4), status: 'pending' },
    ]);
    expect(total).toBe(3 * 1_500 + 2_000);
    const held = await t.db.select().from(payments).where(eq(payments.payer_id, renter.id));
    expect(held.map((p) => [p.purpose, p.capture, p.status, p.amount]).sort()).toEqual([
      ['deposit', 'manual', 'authorised', 2_000],
      ['order', 'manual', 'authorised', 4_500],
    ]);
    const [request] = await t.db.select().from(rentalRequests).where(eq(rentalRequests.id, requests[0].id));
    expect(request!.expires_at.getTime()).toBeLessThanOrEqual(Date.now() + 48 * 3_600_000);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.request_id, requests[0].id));
    expect(booking).toMatchObject({ quantity: 1, start_date: day(2), end_date: day(4), released_at: null });
    const mail = await emailsTo(t.db, seller.email);
    expect(mail.some((m) => /request/i.test(m.subject))).toBe(true);
  });

  it('given a declined card / checkout / answers 402 and creates nothing', async () => {
    const drill = await saleItem(t.db, seller.id, 2);
    const tent = await rentalItem(t.db, seller.id);
    const before = await Promise.all([orders, payments, rentalRequests].map((x) => count(t.db, x)));
    const res = await pay(t.app, buyer, {
      entries: [purchase(drill.id), rental(tent.id, day(1), day(2))],
      payment: { method: 'card', token: CARD_DECLINED },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'card_declined', message: expect.stringMatching(/declined/) });
    expect(await Promise.all([orders, payments, rentalRequests].map((x) => count(t.db, x)))).toEqual(before);
    // The stock it took and the days it held while the provider was asked are given back.
    expect(await stockOf(t.db, drill.id)).toBe(2);
    expect(await t.db.select().from(bookings).where(eq(bookings.item_id, tent.id))).toEqual([]);
    const [kept] = await t.db.select().from(checkouts).orderBy(desc(checkouts.id)).limit(1);
    expect(kept).toMatchObject({ status: 'declined', response_status: 402 });
  });
});

describe('the Idempotency-Key', () => {
  it('given no key / checkout / answers 422 naming the header', async () => {
    const drill = await saleItem(t.db, seller.id);
    const res = await pay(t.app, buyer, { entries: [purchase(drill.id)] }, null);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['Idempotency-Key']);
  });

  it('given one key sent again with the same body / it answers the first answer and charges once', async () => {
    const drill = await saleItem(t.db, seller.id, 5);
    const first = await pay(t.app, buyer, { entries: [purchase(drill.id)] }, 'key-replay-0001');
    const again = await pay(t.app, buyer, { entries: [purchase(drill.id)] }, 'key-replay-0001');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(t.db, drill.id)).toBe(4);
  });

  it('given one key with another body / it answers 422 on the key', async () => {
    const drill = await saleItem(t.db, seller.id, 5);
    await pay(t.app, buyer, { entries: [purchase(drill.id)] }, 'key-other-body-1');
    const res = await pay(t.app, buyer, { entries: [purchase(drill.id, 2)] }, 'key-other-body-1');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['Idempotency-Key']).toBeDefined();
    expect(await stockOf(t.db, drill.id)).toBe(4);
  });
});

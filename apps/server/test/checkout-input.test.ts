import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkouts, items, orders, payments, rentalRequests, users } from '../src/platform/db/schema';
import {
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
import { bearer, useTestApp } from './helpers';

/* The "Bad input" list, each answered by entry, and PayPal's approve and cancel. */

const t = useTestApp();
let seller: Person;
let buyer: Person;

beforeAll(async () => {
  seller = await person(t.app, t.db, 'Siti Seller');
  buyer = await person(t.app, t.db, 'Hakim Buyer');
});

const nothingMade = () => Promise.all([orders, payments, rentalRequests].map((table) => count(t.db, table)));

describe('bad input, answered by entry', () => {
  it.each([
    ['a first day in the past', -1, 1, 'entries.0.start_date'],
    ['an end before the start', 4, 3, 'entries.0.end_date'],
    ['longer than the maximum', 1, 10, 'entries.0.end_date'],
    ['shorter than the minimum', 1, 1, 'entries.0.end_date'],
  ])('given %s / checkout / answers 422 on the dates', async (_, start, end, field) => {
    const tent = await rentalItem(t.db, seller.id, { min_days: 2, max_days: 5 });
    const before = await nothingMade();
    const res = await pay(t.app, buyer, { entries: [rental(tent.id, day(start), day(end))] });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
    expect(await nothingMade()).toEqual(before);
  });

  it('given more than the stock / checkout / answers 409 on the entry and takes nothing', async () => {
    const drill = await saleItem(t.db, seller.id, 2);
    const res = await pay(t.app, buyer, { entries: [purchase(drill.id, 3)] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'unavailable',
      errors: { 'entries.0': ['Only 2 left in stock.'] },
    });
    expect(await stockOf(t.db, drill.id)).toBe(2);
  });

  it('given your own item / checkout / answers 422 on the entry', async () => {
    const drill = await saleItem(t.db, buyer.id);
    const res = await pay(t.app, buyer, { entries: [purchase(drill.id)] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['entries.0'][0]).toMatch(/your own item/);
  });

  it('given a disabled item, and an unknown one / checkout / answers 409 naming each', async () => {
    const drill = await saleItem(t.db, seller.id);
    const hidden = await saleItem(t.db, seller.id);
    await t.db.update(items).set({ status: 'disabled' }).where(eq(items.id, hidden.id));
    const res = await pay(t.app, buyer, {
      entries: [purchase(drill.id), purchase(hidden.id), purchase(999_999)],
    });
    expect(res.statusCode).toBe(409);
    expect(Object.keys(res.json().errors).sort()).toEqual(['entries.1', 'entries.2']);
  });

  it('given an unverified renter / checkout of a rental / answers 422 on the entry', async () => {
    const newcomer = await person(t.app, t.db, 'New Renter', false);
    const tent = await rentalItem(t.db, seller.id);
    const res = await pay(t.app, newcomer, { entries: [rental(tent.id, day(1), day(2))] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['entries.0'][0]).toMatch(/Verify your identity/);
  });

  it('given a buy of an item only for rent / checkout / answers 409', async () => {
    const tent = await rentalItem(t.db, seller.id);
    const res = await pay(t.app, buyer, { entries: [purchase(tent.id)] });
    expect(res.statusCode).toBe(409);
  });

  it('given delivery without an address / checkout / answers 422 on the address', async () => {
    const drill = await saleItem(t.db, seller.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...bearer(buyer.token), 'idempotency-key': 'no-address-0001' },
      payload: {
        entries: [purchase(drill.id)],
        fulfilment: 'delivery',
        payment: { method: 'card', token: 'pm_card_visa' },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.address).toBeDefined();
  });
});

describe('PayPal', () => {
  const sandbox = (who: Person, id: string, action: 'approve' | 'cancel') =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/paypal/${id}/${action}`,
      headers: bearer(who.token),
    });
  const confirm = (who: Person, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/checkout/paypal/${id}/confirm`, headers: bearer(who.token) });

  it('given a PayPal checkout / approved, then confirmed twice / makes the order once, answering the same', async () => {
    const drill = await saleItem(t.db, seller.id, 2);
    const tent = await rentalItem(t.db, seller.id);
    const started = await pay(t.app, buyer, {
      entries: [purchase(drill.id), rental(tent.id, day(3), day(4))],
      payment: { method: 'paypal' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { payment_id, approval_url } = started.json();
    expect(approval_url).toContain(payment_id);
    expect(await stockOf(t.db, drill.id)).toBe(2);
    expect((await confirm(buyer, payment_id)).statusCode).toBe(402); // not approved yet
    expect((await sandbox(buyer, payment_id, 'approve')).statusCode).toBeLessThan(300);
    const first = await confirm(buyer, payment_id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ orders: [{ status: 'paid' }], requests: [{ status: 'pending' }] });
    const again = await confirm(buyer, payment_id);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(t.db, drill.id)).toBe(1);
    expect((await confirm(seller, payment_id)).statusCode).toBe(404);
  });

  it('given a PayPal checkout / cancelled on the page / confirm answers 402 and nothing is made', async () => {
    const drill = await saleItem(t.db, seller.id, 2);
    const before = await nothingMade();
    const started = await pay(t.app, buyer, { entries: [purchase(drill.id)], payment: { method: 'paypal' } });
    const { payment_id } = started.json();
    expect((await sandbox(buyer, payment_id, 'cancel')).statusCode).toBeLessThan(300);
    const res = await confirm(buyer, payment_id);
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('payment_cancelled');
    expect(await nothingMade()).toEqual(before);
    const [row] = await t.db.select().from(checkouts).where(eq(checkouts.public_id, payment_id));
    expect(row!.status).toBe('cancelled');
  });

  it('given a PayPal checkout whose item sold out meanwhile / confirm / answers 409 and authorises nothing', async () => {
    const drill = await saleItem(t.db, seller.id, 1);
    const started = await pay(t.app, buyer, { entries: [purchase(drill.id)], payment: { method: 'paypal' } });
    const { payment_id } = started.json();
    await sandbox(buyer, payment_id, 'approve');
    const other = await person(t.app, t.db, 'Quicker Buyer');
    expect((await pay(t.app, other, { entries: [purchase(drill.id)] })).statusCode).toBe(201);
    const before = await count(t.db, payments);
    const res = await confirm(buyer, payment_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors['entries.0']).toBeDefined();
    expect(await count(t.db, payments)).toBe(before);
  });
});

describe('the buyer’s account', () => {
  it('given a disabled seller / checkout of their item / answers 409', async () => {
    const gone = await person(t.app, t.db, 'Gone Seller');
    const drill = await saleItem(t.db, gone.id);
    await t.db.update(users).set({ disabled_at: new Date() }).where(eq(users.id, gone.id));
    expect((await pay(t.app, buyer, { entries: [purchase(drill.id)] })).statusCode).toBe(409);
  });
});

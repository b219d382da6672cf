import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, orders, payments, sandboxPayments } from '../src/platform/db/schema';
import {
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
import { useTestApp } from './helpers';

/*
 * The Measure of issue 13, on real PostgreSQL: parallel checkouts never sell or book more than
 * there is, and one Idempotency-Key charges once however often it arrives at the same time.
 */

const t = useTestApp();
let seller: Person;
let buyers: Person[];

beforeAll(async () => {
  seller = await person(t.app, t.db, 'Siti Seller');
  buyers = await Promise.all(Array.from({ length: 10 }, (_, i) => person(t.app, t.db, `Buyer ${i}`)));
});

const buyer = (i: number) => buyers[i % buyers.length]!;

describe('many buyers at once', () => {
  it('given an item with stock 3 / 50 parallel checkouts / give exactly 3 paid orders and 47 clear 409s', async () => {
    const drill = await saleItem(t.db, seller.id, 3);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => pay(t.app, buyer(i), { entries: [purchase(drill.id)] })),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    for (const refused of answers.filter((r) => r.statusCode === 409))
      expect(refused.json()).toMatchObject({
        errors: { 'entries.0': [expect.stringMatching(/sold out|left/)] },
      });
    expect(await stockOf(t.db, drill.id)).toBe(0);
    const paid = await t.db.select().from(orders).innerJoin(payments, eq(payments.id, orders.payment_id));
    expect(paid.filter((row) => row.orders.status === 'paid')).toHaveLength(3);
  });

  it('given a single unit for rent / 30 parallel overlapping requests / at most one holds the days', async () => {
    const tent = await rentalItem(t.db, seller.id, { starting_inventory: 1 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        pay(t.app, buyer(i), { entries: [rental(tent.id, day(3 + (i % 3)), day(6 + (i % 3)))] }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    const held = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.item_id, tent.id), isNull(bookings.released_at)));
    expect(held).toHaveLength(1);
  });
});

describe('one key at once', () => {
  it('given one Idempotency-Key sent 10 times in parallel / it charges once and answers the same', async () => {
    const drill = await saleItem(t.db, seller.id, 20);
    const holdsBefore = (await t.db.select().from(sandboxPayments)).length;
    const paymentsBefore = (await t.db.select().from(payments)).length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        pay(t.app, buyers[0]!, { entries: [purchase(drill.id)] }, 'same-key-10x-0001'),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect((await t.db.select().from(sandboxPayments)).length - holdsBefore).toBe(1);
    expect((await t.db.select().from(payments)).length - paymentsBefore).toBe(1);
    expect(await stockOf(t.db, drill.id)).toBe(19);
  });
});

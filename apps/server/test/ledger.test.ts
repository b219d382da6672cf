import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../src/platform/db/schema';
import { bearer, insertItem, insertUser, login, useTestApp } from './helpers';
import { day, pay, person, purchase, rental, rentalItem, saleItem } from './checkout-fixtures';
import { paidOrder, setStatus } from './orders-fixtures';

/*
 * The ledger's rule: every posting adds up to zero. After a realistic run (purchases with and
 * without delivery, a rental, cancels, odd amounts), every posting balances; the database
 * itself refuses an unbalanced posting at commit, and any change or removal of an entry.
 */

const t = useTestApp();
type Person = Awaited<ReturnType<typeof insertUser>>;
let hakim: Person;
let siti: Person;

beforeAll(async () => {
  hakim = await insertUser(t.db, { name: 'Hakim Yusof' });
  siti = await insertUser(t.db, { name: 'Siti Rahman', verification_status: 'approved' });
});

const balances = async () =>
  (
    await t.db.execute<{ posting: string; sum: number; entries: number }>(
      sql`select posting, sum(amount)::int as sum, count(*)::int as entries from ledger_entries group by posting order by posting`,
    )
  ).rows;

describe('after a realistic run', () => {
  it('every posting adds up to zero, and the money is where it should be', async () => {
    const camera = await insertItem(t.db, siti.id, { sale_price: 1999, starting_inventory: 9 });
    const bike = await insertItem(t.db, hakim.id, { price_per_day: 1333 });
    const made = [
      await paidOrder(t, {
        buyer: hakim,
        seller: siti,
        lines: [{ item_id: camera.id, quantity: 3, unit_price: 1999 }],
      }),
      await paidOrder(t, {
        buyer: hakim,
        seller: siti,
        fulfilment: 'pickup',
        lines: [
          { item_id: camera.id, unit_price: 45 },
          { item_id: camera.id, unit_price: 15 },
        ],
      }),
      await paidOrder(t, {
        buyer: siti,
        seller: hakim,
        kind: 'rental',
        lines: [{ item_id: bike.id, unit_price: 3999 }],
      }),
      await paidOrder(t, {
        buyer: siti,
        seller: hakim,
        kind: 'rental',
        fulfilment: 'pickup',
        lines: [{ item_id: bike.id, unit_price: 1 }],
      }),
    ];
    const sitiToken = await login(t.app, siti.email);
    const hakimToken = await login(t.app, hakim.email);
    const cancel = (id: number, token: string) =>
      t.app.inject({ method: 'POST', url: `/api/order/${id}/cancel`, headers: bearer(token), payload: {} });
    expect((await cancel(made[0]!.id, sitiToken)).statusCode).toBe(200);
    expect((await cancel(made[2]!.id, hakimToken)).statusCode).toBe(200);
    await setStatus(t, made[1]!.id, 'dispatched');
    expect((await cancel(made[1]!.id, sitiToken)).statusCode).toBe(409);

    const postings = await balances();
    expect(postings.map((p) => p.posting).sort()).toEqual(
      [
        ...made.map((o) => `order-${o.id}:paid`),
        `order-${made[0]!.id}:cancelled`,
        `order-${made[2]!.id}:cancelled`,
      ].sort(),
    );
    for (const p of postings) expect(p.sum, p.posting).toBe(0);

    // What the buyers paid in, less what went back, is what sellers and the platform hold.
    const byAccount = Object.fromEntries(
      (
        await t.db.execute<{ account: string; sum: number }>(
          sql`select account, sum(amount)::int as sum from ledger_entries group by account`,
        )
      ).rows.map((r) => [r.account, r.sum]),
    );
    const kept = made[1]!.total + made[3]!.total;
    expect(-byAccount.customer_payments! - byAccount.refunds!).toBe(kept);
    expect(byAccount.seller_pending! + byAccount.platform_commission! + byAccount.platform_delivery!).toBe(
      kept,
    );
  });
});

describe('after a run through the real endpoints', () => {
  it('checkouts, an accepted and a denied request and a cancel leave only balanced postings', async () => {
    const buyer = await person(t.app, t.db, 'Nurul Buyer');
    const seller = await person(t.app, t.db, 'Faizal Seller');
    const owner = await person(t.app, t.db, 'Rosli Owner');
    const drill = await saleItem(t.db, seller.id, 5, 3333);
    const tent = await rentalItem(t.db, owner.id, { price_per_day: 1_555 });
    const kayak = await rentalItem(t.db, owner.id, { title: 'Kayak', price_per_day: 999 });
    const res = await pay(t.app, buyer, {
      fulfilment: 'delivery',
      entries: [purchase(drill.id, 3), rental(tent.id, day(3), day(5)), rental(kayak.id, day(3), day(4))],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { orders: made, requests } = res.json<{
      orders: Array<{ id: number }>;
      requests: Array<{ id: number }>;
    }>();
    const as = (p: { token: string }, method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url, headers: bearer(p.token), ...(method === 'POST' && { payload: {} }) });
    expect((await as(owner, 'POST', `/api/requests/${requests[0]!.id}/accept`)).statusCode).toBe(200);
    expect((await as(owner, 'POST', `/api/requests/${requests[1]!.id}/deny`)).statusCode).toBe(200);
    expect((await as(seller, 'POST', `/api/order/${made[0]!.id}/cancel`)).statusCode).toBe(200);

    const postings = await balances();
    expect(postings.length).toBeGreaterThanOrEqual(3);
    for (const p of postings) expect(p.sum, p.posting).toBe(0);
  });
});

describe('the database', () => {
  it('refuses a posting that does not add up to zero, at commit', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(ledgerEntries).values([
          { posting: 'test:unbalanced', account: 'customer_payments', amount: -1000, memo: 'in' },
          { posting: 'test:unbalanced', account: 'platform_commission', amount: 999, memo: 'a cent lost' },
        ]);
      }),
    ).rejects.toThrow();
    expect(
      await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.posting, 'test:unbalanced')),
    ).toEqual([]);
  });

  it('accepts one written entry by entry, and never lets an entry change or go', async () => {
    await t.db.transaction(async (tx) => {
      await tx
        .insert(ledgerEntries)
        .values({ posting: 'test:two-steps', account: 'customer_payments', amount: -700, memo: 'in' });
      await tx
        .insert(ledgerEntries)
        .values({ posting: 'test:two-steps', account: 'platform_delivery', amount: 700, memo: 'fee' });
    });
    await expect(
      t.db.update(ledgerEntries).set({ amount: 0 }).where(eq(ledgerEntries.posting, 'test:two-steps')),
    ).rejects.toThrow();
    await expect(
      t.db.delete(ledgerEntries).where(eq(ledgerEntries.posting, 'test:two-steps')),
    ).rejects.toThrow();
  });
});

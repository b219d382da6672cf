// The payments module's one idempotency store (decision 0042, "The idempotency store"), on real
// PostgreSQL: a key is the caller's, for one operation; the same key and body answer the stored
// answer with one effect; another body with the key is a 422; calls with one key at the same
// moment make one effect and the rest get the stored answer (or a 409); no key, no memory.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, sandboxPayments } from '../src/platform/db/schema';
import { boughtOnce, pay, purchase, saleItem, person, stockOf, type Person } from './checkout-fixtures';
import { bearer, insertUser, login, useTestApp } from './helpers';

const t = useTestApp();
let buyer: Person;
let seller: Person;
let admins: Array<{ id: number; token: string }>;

beforeAll(async () => {
  buyer = await person(t.app, t.db, 'Nadia Keyholder');
  seller = await person(t.app, t.db, 'Rosli Seller');
  admins = [];
  for (const name of ['Admin One', 'Admin Two']) {
    const admin = await insertUser(t.db, { name, role_id: 2, verification_status: 'approved' });
    admins.push({ id: admin.id, token: await login(t.app, admin.email) });
  }
});

const refund = (id: number, payload: object, key?: string, admin = admins[0]!) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${id}/refund`,
    headers: { ...bearer(admin.token), ...(key && { 'idempotency-key': key }) },
    payload,
  });

const paidPurchase = async () => (await boughtOnce(t.app, t.db, buyer, seller.id)).payment;

const refunded = async (ref: string) =>
  (await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, ref)))[0]!.refunded;

const stored = (user_id: number, operation: string, key: string) =>
  t.db
    .select()
    .from(idempotencyKeys)
    .where(
      sql`(${idempotencyKeys.user_id}, ${idempotencyKeys.operation}, ${idempotencyKeys.key}) = (${user_id}, ${operation}, ${key})`,
    );

describe('an admin refund with an Idempotency-Key', () => {
  it('the same key and body again: the stored answer, one refund; another body: 422 on the key', async () => {
    const payment = await paidPurchase();
    const key = randomUUID();
    const first = await refund(payment.id, { amount: 2_000, reason: 'Scratched' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await refund(payment.id, { amount: 2_000, reason: 'Scratched' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await refunded(payment.provider_ref!)).toBe(2_000);
    const [row] = await stored(admins[0]!.id, 'payment.refund', key);
    expect(row).toMatchObject({ response_status: 200, response: first.json() });

    const other = await refund(payment.id, { amount: 2_000, reason: 'Another reason' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors['Idempotency-Key'][0]).toMatch(/used for another refund/);
    // The same key sent for another payment is another request too.
    const second = await paidPurchase();
    expect((await refund(second.id, { amount: 2_000, reason: 'Scratched' }, key)).statusCode).toBe(422);
    expect(await refunded(second.provider_ref!)).toBe(0);
  });

  it('is the caller’s: another admin’s refund with the same key is their own refund', async () => {
    const payment = await paidPurchase();
    const key = randomUUID();
    expect((await refund(payment.id, { amount: 1_000 }, key, admins[0])).statusCode).toBe(200);
    const theirs = await refund(payment.id, { amount: 1_000 }, key, admins[1]);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().payment.refunded).toBe(2_000);
    expect(await refunded(payment.provider_ref!)).toBe(2_000);
  });

  it('sent 8 times at once with one key: one refund, every answer the stored one or a 409', async () => {
    const payment = await paidPurchase();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => refund(payment.id, { amount: 1_500 }, key)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      statuses.join(),
    ).toBe(true);
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.body)).size).toBe(1);
    expect(await refunded(payment.provider_ref!)).toBe(1_500);
    expect(await stored(admins[0]!.id, 'payment.refund', key)).toHaveLength(1);
  });

  it('a refused refund keeps no answer: the key may be sent again once the request is right', async () => {
    const payment = await paidPurchase();
    const key = randomUUID();
    expect((await refund(payment.id, { amount: 999_999 }, key)).statusCode).toBe(422);
    expect(await stored(admins[0]!.id, 'payment.refund', key)).toHaveLength(0);
    // Another body with that key: nothing was kept, so it is a first call.
    expect((await refund(payment.id, { amount: 500 }, key)).statusCode).toBe(200);
    expect(await refunded(payment.provider_ref!)).toBe(500);
  });
});

describe('the checkout’s Pay with an Idempotency-Key', () => {
  it('keeps its answer in the same store, by the buyer and operation', async () => {
    const drill = await saleItem(t.db, seller.id, 5);
    const key = `store-${randomUUID()}`;
    const first = await pay(t.app, buyer, { entries: [purchase(drill.id)] }, key);
    expect(first.statusCode).toBe(201);
    const [row] = await stored(buyer.id, 'checkout.pay', key);
    expect(row).toMatchObject({ response_status: 201, response: first.json() });
    const again = await pay(t.app, buyer, { entries: [purchase(drill.id)] }, key);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(t.db, drill.id)).toBe(4);
  });
});

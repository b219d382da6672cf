import { formatMoney } from '@pinjam/api/domain';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  adminAudit,
  ledgerEntries,
  orders,
  payments,
  payoutLines,
  payouts,
  sandboxPayments,
} from '../src/platform/db/schema';
import { day, pay, purchase, rental, rentalItem, saleItem, person, type Person } from './checkout-fixtures';
import { bearer, emailsTo, insertUser, login, useTestApp } from './helpers';
import { balances } from './orders-steps';
import { completed } from './payouts-fixtures';

const t = useTestApp();
let buyer: Person;
let seller: Person;
let adminToken: string;

beforeAll(async () => {
  buyer = await person(t.app, t.db, 'Hakim Refundee');
  seller = await person(t.app, t.db, 'Siti Seller');
  const admin = await insertUser(t.db, { name: 'Admin Staff', role_id: 2, verification_status: 'approved' });
  adminToken = await login(t.app, admin.email);
});

const get = (url: string, token = adminToken) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

const refund = (id: number, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${id}/refund`,
    headers: { ...bearer(adminToken), ...headers },
    payload,
  });

/** A purchase of B$120 (pickup) through the real checkout: its order and payment. */
async function paidPurchase(price = 12_000) {
  const item = await saleItem(t.db, seller.id, 3, price);
  const res = await pay(t.app, buyer, { entries: [purchase(item.id)] });
  expect(res.statusCode, res.body).toBe(201);
  const [order] = await t.db
    .select()
    .from(orders)
    .where(eq(orders.buyer_id, buyer.id))
    .orderBy(desc(orders.id))
    .limit(1);
  const [payment] = await t.db.select().from(payments).where(eq(payments.id, order!.payment_id));
  return { order: order!, payment: payment! };
}

const paymentRow = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;

const sandboxRefunded = async (providerRef: string) =>
  (await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, providerRef)))[0]!.refunded;

const refundAudits = (paymentId: number) =>
  t.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.subject_type, 'payment'), eq(adminAudit.subject_id, String(paymentId))));

function expectBalanced(b: Record<string, number>) {
  expect(Object.values(b).reduce((s, v) => s + v, 0)).toBe(0);
}

describe('a refund', () => {
  it('takes half, then the rest, then refuses one more cent; the ledger shares it as resolve does', async () => {
    const { order, payment } = await paidPurchase();
    expect(payment.status).toBe('captured');
    const half = payment.captured / 2;

    const first = await refund(payment.id, { amount: half, reason: 'Arrived scratched' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payment).toMatchObject({ refunded: half, left: half, status: 'partially_refunded' });
    expect(first.json().payment.refunds).toEqual([
      expect.objectContaining({
        amount: half,
        reason: 'Arrived scratched',
        by: expect.objectContaining({ name: 'Admin Staff' }),
      }),
    ]);
    // The seller's pending net drops by the goods' share less its commission (10 %).
    const b1 = await balances(t, order.id);
    expectBalanced(b1);
    expect(b1.refunds).toBe(half);
    expect(b1.seller_pending).toBe(
      order.seller_net - (half - Math.floor((half * order.commission) / order.subtotal)),
    );
    expect(b1.platform_commission).toBe(
      order.commission - Math.floor((half * order.commission) / order.subtotal),
    );
    expect(await sandboxRefunded(payment.provider_ref!)).toBe(half);

    const rest = await refund(payment.id, { amount: half });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().payment).toMatchObject({ refunded: payment.captured, left: 0, status: 'refunded' });
    const b2 = await balances(t, order.id);
    expectBalanced(b2);
    expect(b2).toMatchObject({ refunds: order.total, seller_pending: 0, platform_commission: 0 });

    const oneMore = await refund(payment.id, { amount: 1 });
    expect(oneMore.statusCode).toBe(422);
    expect(oneMore.json().errors.amount).toEqual(['Nothing is left to refund on this payment.']);
    expect(await sandboxRefunded(payment.provider_ref!)).toBe(payment.captured);
    expect(await refundAudits(payment.id)).toHaveLength(2);

    // The buyer is told: two emails and two lines in their activity.
    const mails = await emailsTo(t.db, buyer.email);
    expect(mails.filter((m) => m.subject === `A refund of B$60.00 is on its way`)).toHaveLength(2);
    const lines = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.user_id, buyer.id), eq(activities.kind, 'refunded')));
    expect(lines.filter((l) => l.subject_id === order.id)).toHaveLength(2);
  });

  it('above what was captured is a 422 beside amount, and nothing changes', async () => {
    const { order, payment } = await paidPurchase();
    const before = await balances(t, order.id);
    const res = await refund(payment.id, { amount: payment.captured + 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.amount).toEqual([`At most ${formatMoney(payment.captured)} is left to refund.`]);
    for (const amount of [0, -5, 1.5, 'ten'])
      expect((await refund(payment.id, { amount })).statusCode).toBe(422);
    expect(await paymentRow(payment.id)).toMatchObject({ refunded: 0, status: 'captured' });
    expect(await balances(t, order.id)).toEqual(before);
    expect(await sandboxRefunded(payment.provider_ref!)).toBe(0);
    expect(await refundAudits(payment.id)).toHaveLength(0);
  });

  it('of a held payment (a rental request not yet answered) is a 409; unknown is a 404', async () => {
    const tent = await rentalItem(t.db, seller.id);
    const res = await pay(t.app, buyer, { entries: [rental(tent.id, day(5), day(7))] });
    expect(res.statusCode, res.body).toBe(201);
    const [held] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.payer_id, buyer.id), eq(payments.status, 'authorised')))
      .orderBy(desc(payments.id));
    const answer = await refund(held!.id, { amount: 100 });
    expect(answer.statusCode).toBe(409);
    expect(await paymentRow(held!.id)).toMatchObject({ refunded: 0, status: 'authorised' });
    expect((await refund(2_000_000, { amount: 100 })).statusCode).toBe(404);
    expect((await get('/api/admin/get-payment/2000000')).statusCode).toBe(404);
  });

  it('sent twice at once with one key refunds once: one provider refund, one posting, one audit line', async () => {
    const { order, payment } = await paidPurchase();
    const key = randomUUID();
    const answers = await Promise.all([
      refund(payment.id, { amount: 3_000 }, { 'idempotency-key': key }),
      refund(payment.id, { amount: 3_000 }, { 'idempotency-key': key }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().payment.refunded)).toEqual([3_000, 3_000]);
    expect(await sandboxRefunded(payment.provider_ref!)).toBe(3_000);
    const postings = await t.db
      .selectDistinct({ posting: ledgerEntries.posting })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.order_id, order.id), eq(ledgerEntries.account, 'refunds')));
    expect(postings).toHaveLength(1);
    expect(await refundAudits(payment.id)).toHaveLength(1);
    // The key in the body does the same (the stored answer again); another amount with it is refused.
    const again = await refund(payment.id, { amount: 3_000, idempotency_key: key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(answers[0]!.json());
    const other = await refund(payment.id, { amount: 10, idempotency_key: key });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors['Idempotency-Key']).toBeDefined();
    expect(await paymentRow(payment.id)).toMatchObject({ refunded: 3_000 });
  });

  it('without a key, identical requests sent at once: each refund made is a refund, the loser of the race a 409', async () => {
    const { payment } = await paidPurchase();
    const answers = await Promise.all([
      refund(payment.id, { amount: 500 }),
      refund(payment.id, { amount: 500 }),
    ]);
    const made = answers.filter((a) => a.statusCode === 200).length;
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(made).toBeGreaterThanOrEqual(1);
    expect(await sandboxRefunded(payment.provider_ref!)).toBe(500 * made);
    expect(await refundAudits(payment.id)).toHaveLength(made);
    // No key, no memory: the same request again is another refund.
    expect((await refund(payment.id, { amount: 500 })).statusCode).toBe(200);
    expect(await sandboxRefunded(payment.provider_ref!)).toBe(500 * (made + 1));
  });

  it('of a completed order takes from the seller’s payable net; once in a payout it is a 409', async () => {
    const { order, payment } = await paidPurchase(10_000);
    await completed(t, order);
    const res = await refund(payment.id, { amount: 5_000 });
    expect(res.statusCode, res.body).toBe(200);
    const b = await balances(t, order.id);
    expectBalanced(b);
    expect(b.seller_pending).toBe(0);
    expect(b.seller_payable).toBe(order.seller_net - (5_000 - 500));

    const [payout] = await t.db
      .insert(payouts)
      .values({ user_id: seller.id, amount: b.seller_payable!, due_on: day(3) })
      .returning();
    await t.db
      .insert(payoutLines)
      .values({ payout_id: payout!.id, order_id: order.id, amount: b.seller_payable! });
    const refused = await refund(payment.id, { amount: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/paid out/);
    expect(await paymentRow(payment.id)).toMatchObject({ refunded: 5_000 });
  });

  it('is the admin’s: a user’s token 403, none 401, nothing refunded', async () => {
    const { payment } = await paidPurchase();
    const asUser = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/refund`,
      headers: bearer(buyer.token),
      payload: { amount: 100 },
    });
    expect(asUser.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/refund`,
      payload: { amount: 100 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get('/api/admin/get-all-payments', buyer.token)).statusCode).toBe(403);
    expect(await paymentRow(payment.id)).toMatchObject({ refunded: 0 });
  });
});

describe('one payment', () => {
  it('shows its amounts, checkout, order, payer, reference, events, refunds and ledger', async () => {
    const { order, payment } = await paidPurchase();
    await refund(payment.id, { amount: 2_000, reason: 'Late' });
    const res = await get(`/api/admin/get-payment/${payment.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().payment;
    expect(p).toMatchObject({
      id: payment.id,
      public_id: payment.public_id,
      provider: 'sandbox',
      method: 'card',
      purpose: 'order',
      amount: payment.amount,
      captured: payment.captured,
      refunded: 2_000,
      left: payment.captured - 2_000,
      provider_ref: payment.provider_ref,
      payer: { id: buyer.id, name: 'Hakim Refundee', email: buyer.email },
      order_ids: [order.id],
      orders: [
        {
          id: order.id,
          kind: 'purchase',
          total: order.total,
          seller: { id: seller.id, name: 'Siti Seller' },
        },
      ],
    });
    expect(p.checkout.id).toBe(payment.checkout_id);
    expect(p.events.map((e: { source: string }) => e.source)).toEqual(
      expect.arrayContaining(['payment', 'ledger']),
    );
    expect(p.refunds).toHaveLength(1);
    expect(p.ledger.reduce((s: number, e: { amount: number }) => s + e.amount, 0)).toBe(0);
  });
});

describe('the list', () => {
  let first: { id: number; public_id: string };
  beforeAll(async () => {
    // Enough rows for two pages: copies of one payment on its checkout.
    const { payment } = await paidPurchase(3_000);
    first = payment;
    await t.db.execute(sql`
      insert into payments (public_id, checkout_id, payer_id, method, provider, capture, amount, captured, status, purpose, created_at)
      select 'pay_copy_' || n, ${payment.checkout_id}, ${payment.payer_id}, 'paypal', 'paypal', 'automatic',
             100 + n, 100 + n, 'captured', 'order', now() - (n || ' days')::interval
        from generate_series(1, 30) n`);
  });

  it('is newest first, 25 a page, with the total', async () => {
    const res = await get('/api/admin/get-all-payments');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.per_page).toBe(25);
    expect(body.payments).toHaveLength(25);
    expect(body.total).toBeGreaterThan(30);
    const dates = body.payments.map((p: { created_at: string }) => p.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = (await get('/api/admin/get-all-payments?page=2')).json();
    expect(page2.page).toBe(2);
    expect(page2.payments[0].id).not.toBe(body.payments[0].id);
  });

  it('filters by provider, method, status, purpose and days, and sorts by amount', async () => {
    const paypal = (await get('/api/admin/get-all-payments?provider=paypal&method=paypal')).json();
    expect(paypal.total).toBe(30);
    expect(paypal.payments.every((p: { provider: string }) => p.provider === 'paypal')).toBe(true);
    const held = (await get('/api/admin/get-all-payments?status=authorised&purpose=order')).json();
    expect(held.payments.every((p: { status: string }) => p.status === 'authorised')).toBe(true);
    const cheapest = (await get('/api/admin/get-all-payments?sort=amount&dir=asc')).json();
    expect(cheapest.payments[0].amount).toBe(101);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Brunei' });
    const todays = (
      await get(`/api/admin/get-all-payments?from=${today}&to=${today}&provider=paypal`)
    ).json();
    expect(todays.total).toBe(0);
    const bad = await get('/api/admin/get-all-payments?provider=cash&sort=payer');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['provider', 'sort']);
  });

  it('searches by the payer’s name or email, or the payment’s id (%, _ taken literally)', async () => {
    const byName = (await get('/api/admin/get-all-payments?q=refundee')).json();
    expect(byName.total).toBeGreaterThan(30);
    expect(byName.payments.every((p: { payer: { id: number } }) => p.payer.id === buyer.id)).toBe(true);
    const byEmail = (await get(`/api/admin/get-all-payments?q=${encodeURIComponent(buyer.email)}`)).json();
    expect(byEmail.total).toBe(byName.total);
    const byId = (await get(`/api/admin/get-all-payments?q=${first.public_id}`)).json();
    expect(byId.payments.map((p: { id: number }) => p.id)).toEqual([first.id]);
    expect((await get('/api/admin/get-all-payments?q=%25')).json().total).toBe(0);
    expect((await get('/api/admin/get-all-payments?q=_')).json().total).toBe(0);
  });

  it('exports every matching row as CSV', async () => {
    const res = await get('/api/admin/payments/export?provider=paypal');
    expect(res.statusCode, res.body).toBe(200);
    const { filename, csv } = res.json();
    expect(filename).toMatch(/^pinjam-payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Payment,Date,Payer,Provider/);
    expect(lines).toHaveLength(31);
  });

  it('reads payments newest first through payments_created_at_idx', async () => {
    const rows = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return (
        await tx.execute<{ 'QUERY PLAN': string }>(
          sql`explain select id from payments order by created_at desc, id desc limit 25`,
        )
      ).rows;
    });
    expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/payments_created_at_idx/);
  });
});

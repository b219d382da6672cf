// An admin's refund calls the provider with no row locked (decision 0042, "The provider outside
// the locks"): booked in one transaction, the provider asked after it commits, then settled (the
// buyer told) or undone (the provider refused); a refund a crash left pending is settled by its
// job with the same provider key. On real PostgreSQL, through the real checkout and sandbox.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { settleIntent } from '../src/modules/payments';
import { ledgerEntries, payments, providerIntents, sandboxPayments } from '../src/platform/db/schema';
import { PaymentError } from '../src/platform/payments/types';
import { boughtOnce, person, type Person } from './checkout-fixtures';
import { lockable as lockableRow } from './row-locks';
import { bearer, emailsTo, insertUser, login, useTestApp } from './helpers';

const t = useTestApp();
let buyer: Person;
let seller: Person;
let adminToken: string;

beforeAll(async () => {
  buyer = await person(t.app, t.db, 'Aminah Refunded');
  seller = await person(t.app, t.db, 'Faizal Seller');
  const admin = await insertUser(t.db, {
    name: 'Admin Refunds',
    role_id: 2,
    verification_status: 'approved',
  });
  adminToken = await login(t.app, admin.email);
});

afterEach(() => vi.restoreAllMocks());

const refund = (id: number, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${id}/refund`,
    headers: { ...bearer(adminToken), ...(key && { 'idempotency-key': key }) },
    payload,
  });

const paidPurchase = () => boughtOnce(t.app, t.db, buyer, seller.id);

const sandboxRefunded = async (ref: string) =>
  (await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, ref)))[0]!.refunded;

const paymentNow = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;

const refundsPosted = async (orderId: number) =>
  Number(
    (
      await t.db
        .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.order_id, orderId), eq(ledgerEntries.account, 'refunds')))
    )[0]!.sum,
  );

const lockable = (table: 'orders' | 'payments' | 'rental_requests', id: number) =>
  lockableRow(t.db, table, id);

describe('an admin refund and the provider', () => {
  it('calls the provider with neither the order’s row nor the payment’s locked', async () => {
    const { order, payment } = await paidPurchase();
    const seen: boolean[] = [];
    const real = t.app.payments.refund.bind(t.app.payments);
    vi.spyOn(t.app.payments, 'refund').mockImplementation(async (...args) => {
      seen.push(await lockable('orders', order.id), await lockable('payments', payment.id));
      return real(...args);
    });
    const res = await refund(payment.id, { amount: 2_500 });
    expect(res.statusCode, res.body).toBe(200);
    expect(seen).toEqual([true, true]);
    expect(await sandboxRefunded(payment.provider_ref!)).toBe(2_500);
    const [intent] = await t.db
      .select()
      .from(providerIntents)
      .where(eq(providerIntents.payment_id, payment.id));
    expect(intent).toMatchObject({ status: 'settled', amount: 2_500 });
    expect((await emailsTo(t.db, buyer.email))[0]!.subject).toMatch(/refund of B\$25\.00/i);
  });

  it('a refusal undoes the booking: 409, the payment and the ledger as before, the key free again', async () => {
    const { order, payment } = await paidPurchase();
    vi.spyOn(t.app.payments, 'refund').mockResolvedValueOnce({
      status: 'refused',
      code: 'refund_failed',
      message: 'The card issuer refused the refund.',
    } as never);
    const key = randomUUID();
    const res = await refund(payment.id, { amount: 3_000 }, key);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/refused this refund.*card issuer/);
    expect(await paymentNow(payment.id)).toMatchObject({ refunded: 0, status: 'captured' });
    expect(await refundsPosted(order.id)).toBe(0);
    expect(await sandboxRefunded(payment.provider_ref!)).toBe(0);
    // Nothing was kept for the key: sent again, it refunds.
    const again = await refund(payment.id, { amount: 3_000 }, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(await sandboxRefunded(payment.provider_ref!)).toBe(3_000);
    expect(await refundsPosted(order.id)).toBe(3_000);
  });

  it('a provider that does not answer leaves the refund to its job, which settles it once', async () => {
    const { order, payment } = await paidPurchase();
    vi.spyOn(t.app.payments, 'refund').mockRejectedValueOnce(new PaymentError('unavailable', 'timed out'));
    const res = await refund(payment.id, { amount: 4_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/has not answered yet/);
    const [intent] = await t.db
      .select()
      .from(providerIntents)
      .where(eq(providerIntents.payment_id, payment.id));
    expect(intent!.status).toBe('pending');
    // Booked: the payment and the ledger say so; the provider has not refunded; nobody told yet.
    expect(await paymentNow(payment.id)).toMatchObject({ refunded: 4_000 });
    expect(await refundsPosted(order.id)).toBe(4_000);
    expect(await sandboxRefunded(payment.provider_ref!)).toBe(0);
    // The job's run (twice at once, as after a crash and a retry): one provider refund, one email.
    const before = (await emailsTo(t.db, buyer.email)).length;
    const runs = await Promise.all([settleIntent(t.app, intent!.id), settleIntent(t.app, intent!.id)]);
    expect(runs.map((r) => r.outcome)).toContain('settled');
    expect(await sandboxRefunded(payment.provider_ref!)).toBe(4_000);
    expect((await emailsTo(t.db, buyer.email)).length - before).toBe(1);
    expect((await settleIntent(t.app, intent!.id)).outcome).toBe('gone');
  });
});

// A cancel and a deny call the provider with no row locked (decision 0042, "The provider outside
// the locks"): each books its ledger, its payment's change and a provider intent in its money
// transaction, then asks the provider after the commit. An outage leaves the intent to its job (or
// the reconcile sweep), which asks again with the same provider key: one refund, one void. A
// refusal of what is owed does not undo the cancel: the intent fails and staff are told. On real
// PostgreSQL, through the real checkout and sandbox.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { settleIntent } from '../src/modules/payments';
import { adminAudit, orders, payments, providerIntents, sandboxPayments } from '../src/platform/db/schema';
import { PaymentError } from '../src/platform/payments/types';
import { boughtOnce, person, rentalItem, type Person } from './checkout-fixtures';
import { heldRequest } from './held-request';
import { lockable as lockableRow } from './row-locks';
import { bearer, useTestApp } from './helpers';
import { runSweep } from './sweeps';

const t = useTestApp();
let buyer: Person;
let seller: Person;

beforeAll(async () => {
  buyer = await person(t.app, t.db, 'Aminah Cancels');
  seller = await person(t.app, t.db, 'Faizal Sells');
});

afterEach(() => vi.restoreAllMocks());

const post = (who: Person, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });

const sandbox = async (ref: string) =>
  (await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, ref)))[0]!;

const intentsOf = (paymentId: number) =>
  t.db.select().from(providerIntents).where(eq(providerIntents.payment_id, paymentId));

const lockable = (table: 'orders' | 'payments' | 'rental_requests', id: number) =>
  lockableRow(t.db, table, id);

/** A pending rental request (its rental payment and deposit held): its id and payments. */
const pendingRequest = async () =>
  heldRequest(t.app, t.db, buyer, (await rentalItem(t.db, seller.id, { deposit: 5_000 })).id);

describe('a seller’s cancel and the provider', () => {
  it('refunds with neither the order’s row nor the payment’s locked', async () => {
    const { order, payment } = await boughtOnce(t.app, t.db, buyer, seller.id);
    const seen: boolean[] = [];
    const real = t.app.payments.refund.bind(t.app.payments);
    vi.spyOn(t.app.payments, 'refund').mockImplementation(async (...args) => {
      seen.push(await lockable('orders', order.id), await lockable('payments', payment.id));
      return real(...args);
    });
    const res = await post(seller, `/api/order/${order.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(seen).toEqual([true, true]);
    expect((await sandbox(payment.provider_ref!)).refunded).toBe(order.total);
    expect(await intentsOf(payment.id)).toMatchObject([{ kind: 'refund', status: 'settled' }]);
  });

  it('an outage leaves the refund to its job; two runs at once refund once', async () => {
    const { order, payment } = await boughtOnce(t.app, t.db, buyer, seller.id);
    vi.spyOn(t.app.payments, 'refund').mockRejectedValueOnce(new PaymentError('unavailable', 'timed out'));
    const res = await post(seller, `/api/order/${order.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    // Booked: the order cancelled, the payment refunded in our books, the provider not yet.
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('cancelled');
    expect((await t.db.select().from(payments).where(eq(payments.id, payment.id)))[0]).toMatchObject({
      refunded: order.total,
      status: 'refunded',
    });
    expect((await sandbox(payment.provider_ref!)).refunded).toBe(0);
    const [intent] = await intentsOf(payment.id);
    expect(intent).toMatchObject({ status: 'pending', provider_key: `order-${order.id}:cancel:refund` });
    const runs = await Promise.all([settleIntent(t.app, intent!.id), settleIntent(t.app, intent!.id)]);
    expect(runs.map((r) => r.outcome)).toContain('settled');
    expect((await sandbox(payment.provider_ref!)).refunded).toBe(order.total);
    expect((await settleIntent(t.app, intent!.id)).outcome).toBe('gone');
  });

  it('a refusal does not undo the cancel: the intent fails and the trail says so', async () => {
    const { order, payment } = await boughtOnce(t.app, t.db, buyer, seller.id);
    vi.spyOn(t.app.payments, 'refund').mockResolvedValueOnce({
      status: 'refused',
      code: 'refused',
      message: 'The card issuer refused the refund.',
    });
    const res = await post(seller, `/api/order/${order.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('cancelled');
    const [intent] = await intentsOf(payment.id);
    expect(intent!.status).toBe('failed');
    const lines = await t.db
      .select()
      .from(adminAudit)
      .where(
        and(eq(adminAudit.action, 'payment.provider_refused'), eq(adminAudit.subject_id, String(payment.id))),
      );
    expect(lines).toHaveLength(1);
    expect(lines[0]!.after).toMatchObject({ kind: 'refund', why: 'The card issuer refused the refund.' });
  });
});

describe('an owner’s deny and the provider', () => {
  it('voids both holds with neither the request’s row nor the payments’ locked', async () => {
    const { id, rent, deposit } = await pendingRequest();
    const seen: boolean[] = [];
    const real = t.app.payments.void.bind(t.app.payments);
    vi.spyOn(t.app.payments, 'void').mockImplementation(async (...args) => {
      seen.push(
        await lockable('rental_requests', id),
        await lockable('payments', rent.id),
        await lockable('payments', deposit.id),
      );
      return real(...args);
    });
    const res = await post(seller, `/api/requests/${id}/deny`, { reason: 'Away that week.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(seen).toEqual([true, true, true, true, true, true]);
    expect((await sandbox(rent.provider_ref!)).status).toBe('voided');
    expect((await sandbox(deposit.provider_ref!)).status).toBe('voided');
  });

  it('an outage leaves the voids to their jobs; two runs at once void once', async () => {
    const { id, rent } = await pendingRequest();
    vi.spyOn(t.app.payments, 'void').mockRejectedValue(new PaymentError('unavailable', 'timed out'));
    const res = await post(seller, `/api/requests/${id}/deny`, { reason: 'Away that week.' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.db.select().from(payments).where(eq(payments.id, rent.id)))[0]!.status).toBe('voided');
    expect((await sandbox(rent.provider_ref!)).status).toBe('authorised');
    vi.restoreAllMocks();
    const voids = vi.spyOn(t.app.payments, 'void');
    const [intent] = await intentsOf(rent.id);
    expect(intent).toMatchObject({ kind: 'void', status: 'pending' });
    const runs = await Promise.all([settleIntent(t.app, intent!.id), settleIntent(t.app, intent!.id)]);
    expect(runs.map((r) => r.outcome)).toContain('settled');
    expect((await sandbox(rent.provider_ref!)).status).toBe('voided');
    // Asked twice, under one key: the sandbox answered the second from its first.
    expect(new Set(voids.mock.calls.map((c) => c[1]))).toEqual(new Set([`request-${id}:void:${rent.id}`]));
  });
});

describe('the reconcile sweep', () => {
  it('settles an intent its call left pending (the sandbox down) once it is 30 minutes old', async () => {
    const { order, payment } = await boughtOnce(t.app, t.db, buyer, seller.id);
    vi.spyOn(t.app.payments, 'refund').mockRejectedValueOnce(new PaymentError('unavailable', 'down'));
    expect((await post(seller, `/api/order/${order.id}/cancel`)).statusCode).toBe(200);
    const [intent] = await intentsOf(payment.id);
    const run = (now: Date) => runSweep(t, 'payment-intent-sweep', now);
    // Ten minutes on, it is still its own job's: the sweep leaves it.
    await run(new Date(Date.now() + 10 * 60_000));
    expect((await intentsOf(payment.id))[0]!.status).toBe('pending');
    await run(new Date(Date.now() + 31 * 60_000));
    expect((await intentsOf(payment.id))[0]!.status).toBe('settled');
    expect((await sandbox(payment.provider_ref!)).refunded).toBe(order.total);
    expect(intent!.id).toBeGreaterThan(0);
  });
});

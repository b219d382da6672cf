// An issue's resolution refund and deposit capture, and a rental's completion, call the provider
// with no row locked (decision 0042, "The provider outside the locks"): the refund, the deposit's
// capture and the deposit's void are booked as provider intents in the money transaction and asked
// after the commit. A refusal of the resolution's refund or capture is reported (the resolution
// stands; the admin is told of the capture's). On real PostgreSQL, sandbox provider.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { completeOrder } from '../src/modules/orders';
import {
  adminAudit,
  ledgerEntries,
  orderIssues,
  orders,
  payments,
  providerIntents,
  rentalRequests,
  sandboxPayments,
} from '../src/platform/db/schema';
import { bearer, insertItem, useTestApp } from './helpers';
import { orderPeople, paidOrder, setStatus } from './orders-fixtures';
import { pickupRental, post } from './orders-steps';
import { lockable } from './row-locks';

const t = useTestApp();
// The buyer, the seller and an admin, made once for the file.
let people: Awaited<ReturnType<typeof orderPeople>>;
beforeAll(async () => void (people = await orderPeople(t)));

afterEach(() => vi.restoreAllMocks());

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** A delivered purchase (B$100 + B$5 delivery) with an issue open. */
async function disputedPurchase() {
  const item = await insertItem(t.db, people.seller.id, { sale_price: 10_000, starting_inventory: 3 });
  const order = await paidOrder(t, { ...people, lines: [{ item_id: item.id, unit_price: 10_000 }] });
  await setStatus(t, order.id, 'delivered');
  await reportIssue(people.buyer.token, order.id);
  return order;
}

async function reportIssue(token: string, orderId: number) {
  const issue = { order_id: orderId, type: 'damaged', description: 'It came with a cracked screen.' };
  const url = '/api/order/report-issue';
  const reported = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload: issue });
  expect(reported.statusCode, reported.body).toBe(201);
}

/** A rental handed over and returned (its deposit held), then its deposit's payment id. */
async function returnedRental() {
  const id = await pickupRental(t, people.buyer, people.seller);
  await post(t, people.seller, `/api/order/${id}/handed-over`);
  await post(t, people.seller, `/api/order/${id}/returned`);
  const { request_id } = await orderRow(id);
  const [request] = await t.db.select().from(rentalRequests).where(eq(rentalRequests.id, request_id!));
  return { id, depositId: request!.deposit_payment_id! };
}

const depositState = async (depositId: number) => {
  const [deposit] = await t.db.select().from(payments).where(eq(payments.id, depositId));
  const [hold] = await t.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.id, deposit!.provider_ref!));
  const posted = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.payment_id, depositId));
  const intents = await t.db.select().from(providerIntents).where(eq(providerIntents.payment_id, depositId));
  return { deposit: deposit!, hold: hold!, posted, intents };
};

const resolve = (id: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/resolve`,
    headers: bearer(people.adminToken),
    payload,
  });

describe('an issue resolved with a refund', () => {
  it('refunds with neither the order’s row nor the payment’s locked', async () => {
    const order = await disputedPurchase();
    const seen: boolean[] = [];
    const real = t.app.payments.refund.bind(t.app.payments);
    vi.spyOn(t.app.payments, 'refund').mockImplementation(async (...args) => {
      seen.push(await lockable(t.db, 'orders', order.id), await lockable(t.db, 'payments', order.payment_id));
      return real(...args);
    });
    const res = await resolve(order.id, { outcome: 'partial_refund', amount: 2_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(seen).toEqual([true, true]);
    const [charge] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, order.provider_ref));
    expect(charge!.refunded).toBe(2_000);
  });

  it('a refusal is reported: the issue stays resolved, the intent failed, the trail says so', async () => {
    const order = await disputedPurchase();
    vi.spyOn(t.app.payments, 'refund').mockResolvedValueOnce({
      status: 'refused',
      code: 'refused',
      message: 'The card issuer refused the refund.',
    });
    const res = await resolve(order.id, { outcome: 'full_refund' });
    expect(res.statusCode, res.body).toBe(200);
    const issues = await t.db.select().from(orderIssues).where(eq(orderIssues.order_id, order.id));
    expect(issues.map((i) => i.status)).toEqual(['refunded']);
    const [intent] = await t.db
      .select()
      .from(providerIntents)
      .where(eq(providerIntents.payment_id, order.payment_id));
    expect(intent).toMatchObject({ kind: 'refund', purpose: 'order-resolve', status: 'failed' });
    const lines = await t.db
      .select()
      .from(adminAudit)
      .where(
        and(
          eq(adminAudit.action, 'payment.provider_refused'),
          eq(adminAudit.subject_id, String(order.payment_id)),
        ),
      );
    expect(lines).toHaveLength(1);
  });
});

describe('an issue resolved with the deposit captured', () => {
  it('captures with neither the order’s row nor the deposit’s locked, then posts it', async () => {
    const { id, depositId } = await returnedRental();
    await reportIssue(people.seller.token, id);
    const seen: boolean[] = [];
    const real = t.app.payments.capture.bind(t.app.payments);
    vi.spyOn(t.app.payments, 'capture').mockImplementation(async (...args) => {
      seen.push(await lockable(t.db, 'orders', id), await lockable(t.db, 'payments', depositId));
      // Asked, not yet answered: nothing of the capture is in the books.
      seen.push((await depositState(depositId)).posted.length === 0);
      return real(...args);
    });
    const res = await resolve(id, { outcome: 'dismiss', deposit_capture: 400 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toBe('The issue is dismissed.');
    expect(seen).toEqual([true, true, true]);
    const state = await depositState(depositId);
    expect([state.deposit.status, state.deposit.captured, state.hold.captured]).toEqual([
      'captured',
      400,
      400,
    ]);
    expect(state.posted.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-400, 400]);
    expect(state.intents).toMatchObject([{ kind: 'capture', status: 'settled' }]);
  });

  it('a refusal (the hold lapsed) is reported: the issue stays resolved, nothing posted, the admin told', async () => {
    const { id, depositId } = await returnedRental();
    await reportIssue(people.seller.token, id);
    vi.spyOn(t.app.payments, 'capture').mockResolvedValueOnce({
      status: 'refused',
      code: 'voided',
      message: 'This hold was released and cannot be captured.',
    });
    const res = await resolve(id, { outcome: 'dismiss', deposit_capture: 400 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toContain(
      'The deposit could not be captured: This hold was released and cannot be captured.',
    );
    const issues = await t.db.select().from(orderIssues).where(eq(orderIssues.order_id, id));
    expect(issues.map((i) => i.status)).toEqual(['dismissed']);
    const state = await depositState(depositId);
    expect([state.deposit.status, state.deposit.captured, state.posted]).toEqual(['authorised', 0, []]);
    expect(state.intents).toMatchObject([
      { kind: 'capture', purpose: 'order-resolve.deposit', status: 'failed' },
    ]);
    const lines = await t.db
      .select()
      .from(adminAudit)
      .where(
        and(eq(adminAudit.action, 'payment.provider_refused'), eq(adminAudit.subject_id, String(depositId))),
      );
    expect(lines).toHaveLength(1);
  });
});

describe('a rental completing', () => {
  it('voids the deposit hold with neither the order’s row nor the deposit’s locked', async () => {
    const { id, depositId } = await returnedRental();
    const seen: boolean[] = [];
    const real = t.app.payments.void.bind(t.app.payments);
    vi.spyOn(t.app.payments, 'void').mockImplementation(async (...args) => {
      seen.push(await lockable(t.db, 'orders', id), await lockable(t.db, 'payments', depositId));
      return real(...args);
    });
    await completeOrder(t.app, id, { by: 'system' });
    expect((await orderRow(id)).status).toBe('completed');
    expect(seen).toEqual([true, true]);
    const [deposit] = await t.db.select().from(payments).where(eq(payments.id, depositId));
    const [hold] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, deposit!.provider_ref!));
    expect([deposit!.status, hold!.status]).toEqual(['voided', 'voided']);
  });
});

// An accept captures with no row locked (decision 0042, "The provider outside the locks"): its
// money transaction books a capture intent, the provider is asked after the commit, and the
// settling finishes the accept. During the call the request is the accept's: a deny answers 409.
// A refusal leaves the request pending; a crash after the provider's yes is the intent's job's,
// which asks again under the same key (one capture); a settling that finds the last unit taken
// refunds the capture and declines. On real PostgreSQL, through the real checkout and sandbox.
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { items, orders, providerIntents, rentalRequests, sandboxPayments } from '../src/platform/db/schema';
import { PaymentError } from '../src/platform/payments/types';
import { person, rentalItem, type Person } from './checkout-fixtures';
import { heldRequest } from './held-request';
import { bearer, useTestApp } from './helpers';
import { lockable } from './row-locks';
import { runSweep } from './sweeps';

const t = useTestApp();
let renter: Person;
let other: Person;
let owner: Person;

beforeAll(async () => {
  renter = await person(t.app, t.db, 'Aminah Rents');
  other = await person(t.app, t.db, 'Hakim Rents Too');
  owner = await person(t.app, t.db, 'Faizal Owns');
});

afterEach(() => vi.restoreAllMocks());

const post = (who: Person, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });
const accept = (id: number) => post(owner, `/api/requests/${id}/accept`);

const sandbox = async (ref: string) =>
  (await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, ref)))[0]!;
const statusOf = async (id: number) =>
  (await t.db.select().from(rentalRequests).where(eq(rentalRequests.id, id)))[0]!.status;
const intentsOf = (paymentId: number) =>
  t.db.select().from(providerIntents).where(eq(providerIntents.payment_id, paymentId));

const pendingRequest = async (who = renter, itemId?: number) =>
  heldRequest(t.app, t.db, who, itemId ?? (await rentalItem(t.db, owner.id, { deposit: 5_000 })).id);

describe('an owner’s accept and the provider', () => {
  it('captures with neither the request’s row nor the payment’s locked; a deny meanwhile answers 409', async () => {
    const { id, rent } = await pendingRequest();
    const seen: unknown[] = [];
    const real = t.app.payments.capture.bind(t.app.payments);
    vi.spyOn(t.app.payments, 'capture').mockImplementation(async (...args) => {
      seen.push(await lockable(t.db, 'rental_requests', id), await lockable(t.db, 'payments', rent.id));
      const denied = await post(owner, `/api/requests/${id}/deny`, { reason: 'Changed my mind.' });
      const cancelled = await t.app.inject({
        method: 'GET',
        url: `/api/items/request-cancelled/${id}`,
        headers: bearer(renter.token),
      });
      seen.push(denied.statusCode, denied.json<{ message: string }>().message, cancelled.statusCode);
      return real(...args);
    });
    const res = await accept(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(seen).toEqual([true, true, 409, expect.stringMatching(/being accepted/), 409]);
    expect(await statusOf(id)).toBe('accepted');
    expect((await sandbox(rent.provider_ref!)).status).toBe('captured');
    expect(await intentsOf(rent.id)).toMatchObject([
      { kind: 'capture', status: 'settled', provider_key: `request-${id}:capture` },
    ]);
    const [order] = await t.db.select().from(orders).where(eq(orders.request_id, id));
    expect(order).toMatchObject({ id: res.json<{ order_id: number }>().order_id, status: 'paid' });
  });

  it('a refusal leaves the request pending and answers 409 in the provider’s words; a second try may capture', async () => {
    const { id, rent } = await pendingRequest();
    vi.spyOn(t.app.payments, 'capture').mockResolvedValueOnce({
      status: 'refused',
      code: 'refused',
      message: 'The card issuer refused the capture.',
    });
    const res = await accept(id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('The card issuer refused the capture.');
    expect(await statusOf(id)).toBe('pending');
    expect((await sandbox(rent.provider_ref!)).status).toBe('authorised');
    expect(await intentsOf(rent.id)).toMatchObject([{ kind: 'capture', status: 'failed' }]);
    expect(await t.db.select().from(orders).where(eq(orders.request_id, id))).toEqual([]);
    vi.restoreAllMocks();
    expect((await accept(id)).statusCode).toBe(200);
    expect((await intentsOf(rent.id)).map((i) => [i.provider_key, i.status])).toEqual([
      [`request-${id}:capture`, 'failed'],
      [`request-${id}:capture-2`, 'settled'],
    ]);
  });

  it('a crash after the provider’s yes is settled by the job: one capture, the order made', async () => {
    const { id, rent } = await pendingRequest();
    const real = t.app.payments.capture.bind(t.app.payments);
    vi.spyOn(t.app.payments, 'capture').mockImplementationOnce(async (...args) => {
      await real(...args);
      throw new PaymentError('unavailable', 'the answer was lost');
    });
    const res = await accept(id);
    expect(res.statusCode, res.body).toBe(409);
    expect(await statusOf(id)).toBe('pending');
    expect((await intentsOf(rent.id))[0]!.status).toBe('pending');
    // Meanwhile the request is the accept's: no deny, and the clock passes it by.
    expect((await post(owner, `/api/requests/${id}/deny`, {})).statusCode).toBe(409);
    await runSweep(t, 'request-expiry-sweep', new Date(Date.now() + 30 * 86_400_000));
    expect(await statusOf(id)).toBe('pending');
    await t.app.jobs.runDue(t.app.jobs.known('payment-intent-settle'), { includeDelayed: true });
    expect(await statusOf(id)).toBe('accepted');
    expect((await intentsOf(rent.id))[0]!.status).toBe('settled');
    expect((await sandbox(rent.provider_ref!)).captured).toBe(rent.amount);
    // Asked twice under one key: the sandbox captured once and replayed its answer.
    expect(new Set(vi.mocked(t.app.payments.capture).mock.calls.map((c) => c[2]))).toEqual(
      new Set([`request-${id}:capture`]),
    );
    expect(await t.db.select().from(orders).where(eq(orders.request_id, id))).toHaveLength(1);
  });

  it('a settling that finds the last unit taken meanwhile refunds the capture and declines', async () => {
    const tent = await rentalItem(t.db, owner.id, { deposit: 5_000, starting_inventory: 2 });
    const first = await pendingRequest(renter, tent.id);
    const second = await pendingRequest(other, tent.id);
    const real = t.app.payments.capture.bind(t.app.payments);
    let raced = 0;
    vi.spyOn(t.app.payments, 'capture').mockImplementation(async (...args) => {
      // While the first accept's capture is asked, the owner accepts the second and, one tent
      // lost, lowers the stock to one: the second holds the last unit.
      if (raced++ === 0) {
        expect((await accept(second.id)).statusCode).toBe(200);
        await t.db.update(items).set({ starting_inventory: 1 }).where(eq(items.id, tent.id));
      }
      return real(...args);
    });
    const res = await accept(first.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(await statusOf(first.id)).toBe('denied');
    expect(await statusOf(second.id)).toBe('accepted');
    expect(await sandbox(first.rent.provider_ref!)).toMatchObject({
      captured: first.rent.amount,
      refunded: first.rent.amount,
    });
    expect((await sandbox(first.deposit.provider_ref!)).status).toBe('voided');
    expect((await intentsOf(first.rent.id)).map((i) => [i.kind, i.purpose, i.status])).toEqual([
      ['capture', 'request.accept', 'settled'],
      ['refund', 'request.accept-undo', 'settled'],
    ]);
    expect(await t.db.select().from(orders).where(eq(orders.request_id, first.id))).toEqual([]);
  });
});

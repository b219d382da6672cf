import { addMonths } from '@pinjam/api/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, orders, payments, rentalRequests, sandboxPayments } from '../src/platform/db/schema';
import { day, pay, person, rental, rentalItem, type Person } from './checkout-fixtures';
import { bearer, emailsTo, useTestApp } from './helpers';

const t = useTestApp();
let owner: Person;
let renter: Person;
let stranger: Person;

beforeAll(async () => {
  owner = await person(t.app, t.db, 'Siti Owner');
  renter = await person(t.app, t.db, 'Hakim Renter');
  stranger = await person(t.app, t.db, 'Stranger Danger');
});

/** A pending request of the renter's for a fresh tent of the owner's, with a deposit. */
async function pendingRequest(start = day(5), end = day(7)) {
  const tent = await rentalItem(t.db, owner.id, { deposit: 1_000 });
  const res = await pay(t.app, renter, { entries: [rental(tent.id, start, end)] });
  expect(res.statusCode, res.body).toBe(201);
  return { itemId: tent.id, id: res.json().requests[0].id as number };
}

const post = (who: Person, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token), ...(payload && { payload }) });
const get = (who: Person | null, url: string) => t.app.inject({ url, headers: who ? bearer(who.token) : {} });

async function holdsOf(requestId: number) {
  const [request] = await t.db.select().from(rentalRequests).where(eq(rentalRequests.id, requestId));
  const rows = await t.db.select().from(payments).where(eq(payments.checkout_id, request!.checkout_id));
  const provider = await Promise.all(
    rows.map(
      async (p) =>
        (await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, p.provider_ref!)))[0],
    ),
  );
  return { request: request!, payments: rows, provider };
}

describe('the lists', () => {
  it('given a pending request / each side / sees it in its own list, and only there', async () => {
    const { id } = await pendingRequest();
    const forOwner = (await get(owner, '/api/items/get-user-items-requests/')).json().requests;
    const forRenter = (await get(renter, '/api/requests/mine')).json().requests;
    const forStranger = (await get(stranger, '/api/requests/mine')).json().requests;
    expect(forOwner.map((r: { id: number }) => r.id)).toContain(id);
    expect(forRenter.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'pending',
      renter: { name: 'Hakim Renter' },
      owner: { name: 'Siti Owner' },
      deposit: 1_000,
      days: 3,
      total: 4_500,
      order_id: null,
    });
    expect(forStranger).toEqual([]);
  });
});

describe('the owner accepts', () => {
  it('given a pending request / accept / captures the rental, keeps the deposit held, makes the paid order', async () => {
    const { id } = await pendingRequest();
    const res = await post(owner, `/api/requests/${id}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.request).toMatchObject({ status: 'accepted', order_id: body.order_id });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, body.order_id));
    expect(order).toMatchObject({ kind: 'rental', status: 'paid', request_id: id, buyer_id: renter.id });
    const { payments: rows, provider } = await holdsOf(id);
    expect(rows.map((p) => [p.purpose, p.status]).sort()).toEqual([
      ['deposit', 'authorised'],
      ['order', 'captured'],
    ]);
    expect(provider.map((p) => p!.status).sort()).toEqual(['authorised', 'captured']);
    const mail = await emailsTo(t.db, renter.email);
    expect(mail.some((m) => /accept/i.test(m.subject))).toBe(true);
  });

  it('given another user / accept, deny or cancel / answers 404 and changes nothing', async () => {
    const { id } = await pendingRequest();
    expect((await post(stranger, `/api/requests/${id}/accept`)).statusCode).toBe(404);
    expect((await post(stranger, `/api/requests/${id}/deny`, {})).statusCode).toBe(404);
    expect((await get(stranger, `/api/items/request-cancelled/${id}`)).statusCode).toBe(404);
    // The renter cannot answer for the owner, nor the owner cancel for the renter.
    expect((await post(renter, `/api/requests/${id}/accept`)).statusCode).toBe(404);
    expect((await get(owner, `/api/items/request-cancelled/${id}`)).statusCode).toBe(404);
    expect((await holdsOf(id)).request.status).toBe('pending');
  });

  it('given a request cancelled a moment before / accept / answers 409 and captures nothing', async () => {
    const { id } = await pendingRequest();
    expect((await get(renter, `/api/items/request-cancelled/${id}`)).statusCode).toBe(200);
    const res = await post(owner, `/api/requests/${id}/accept`);
    expect(res.statusCode).toBe(409);
    const { payments: rows, provider } = await holdsOf(id);
    expect(rows.every((p) => p.status === 'voided')).toBe(true);
    expect(provider.every((p) => p!.status === 'voided')).toBe(true);
  });

  it('given an accept racing a cancel / exactly one of them wins', async () => {
    for (let round = 0; round < 3; round++) {
      const { id } = await pendingRequest(day(10 + round * 4), day(11 + round * 4));
      const [accepted, cancelled] = await Promise.all([
        post(owner, `/api/requests/${id}/accept`),
        get(renter, `/api/items/request-cancelled/${id}`),
      ]);
      expect([accepted.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
      const { request, payments: rows } = await holdsOf(id);
      const order = rows.find((p) => p.purpose === 'order')!;
      if (accepted.statusCode === 200) {
        expect(request.status).toBe('accepted');
        expect(order.status).toBe('captured');
      } else {
        expect(request.status).toBe('cancelled');
        expect(order.status).toBe('voided');
        expect(await t.db.select().from(orders).where(eq(orders.request_id, id))).toEqual([]);
      }
    }
  });
});

describe('deny and cancel', () => {
  it('given a pending request / the owner denies with a reason / voids the holds, frees the days, tells the renter', async () => {
    const { id, itemId } = await pendingRequest();
    const res = await post(owner, `/api/requests/${id}/deny`, { reason: 'The tent is at the cleaner.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().request).toMatchObject({ status: 'denied', reason: 'The tent is at the cleaner.' });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.request_id, id));
    expect(booking!.released_at).not.toBeNull();
    expect((await holdsOf(id)).provider.every((p) => p!.status === 'voided')).toBe(true);
    const availability = (await get(null, `/api/items/get-item-availability/${itemId}`)).json().availability;
    expect(availability.booked).toEqual([]);
    expect((await emailsTo(t.db, renter.email)).some((m) => /declin|denied/i.test(m.subject))).toBe(true);
  });

  it('given a denied request / deny again / answers 409', async () => {
    const { id } = await pendingRequest();
    await post(owner, `/api/requests/${id}/deny`, {});
    expect((await post(owner, `/api/requests/${id}/deny`, {})).statusCode).toBe(409);
  });
});

describe('the owner’s bell', () => {
  const newRequests = async () =>
    (await get(owner, '/api/notifications/get')).json().notifications.requests.count as number;

  it('given new requests / each is accepted, denied, cancelled or expires / it no longer counts as new', async () => {
    await get(owner, '/api/notifications/delete-requests');
    const requests = [await pendingRequest(), await pendingRequest(), await pendingRequest()];
    const late = await pendingRequest();
    expect(await newRequests()).toBe(4);
    expect((await post(owner, `/api/requests/${requests[0]!.id}/accept`)).statusCode).toBe(200);
    expect(await newRequests()).toBe(3);
    expect((await post(owner, `/api/requests/${requests[1]!.id}/deny`, {})).statusCode).toBe(200);
    expect(await newRequests()).toBe(2);
    expect((await get(renter, `/api/items/request-cancelled/${requests[2]!.id}`)).statusCode).toBe(200);
    expect(await newRequests()).toBe(1);
    const { request } = await holdsOf(late.id);
    const later = new Date(request.expires_at.getTime() + 60_000);
    await t.app.jobs.runDue(undefined, { now: () => later, includeDelayed: true });
    expect((await holdsOf(late.id)).request.status).toBe('expired');
    expect(await newRequests()).toBe(0);
  });
});

describe('the calendar', () => {
  it('given a held request / the item availability / lists its days with no unit free', async () => {
    const { itemId } = await pendingRequest(day(2), day(4));
    const res = await get(null, `/api/items/get-item-availability/${itemId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().availability).toEqual({
      item_id: itemId,
      units: 1,
      booked: [day(2), day(3), day(4)].map((date) => ({ date, free: 0 })),
      last_day: addMonths(day(0), 12),
      longest_days: expect.any(Number),
    });
  });

  it('given an unknown item / the availability / answers 404', async () => {
    expect((await get(null, '/api/items/get-item-availability/999999')).statusCode).toBe(404);
  });
});

describe('expiry', () => {
  it('given a pending request / its job runs after expires_at / it expires, voids, frees and emails the renter', async () => {
    const { id } = await pendingRequest(day(1), day(2));
    const { request } = await holdsOf(id);
    const later = new Date(request.expires_at.getTime() + 60_000);
    await t.app.jobs.runDue(undefined, { now: () => later, includeDelayed: true });
    const after = await holdsOf(id);
    expect(after.request.status).toBe('expired');
    expect(after.provider.every((p) => p!.status === 'voided')).toBe(true);
    expect((await emailsTo(t.db, renter.email)).some((m) => /expire/i.test(m.subject))).toBe(true);
  });

  it('given a pending request / a run before its time / leaves it pending', async () => {
    const { id } = await pendingRequest(day(20), day(21));
    await t.app.jobs.runDue(undefined, { now: () => new Date(), includeDelayed: true });
    expect((await holdsOf(id)).request.status).toBe('pending');
  });
});

import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, orders, payments, rentalRequests, sandboxPayments } from '../src/platform/db/schema';
import {
  count,
  day,
  pay,
  person,
  purchase,
  rental,
  rentalItem,
  stockOf,
  type Person,
} from './checkout-fixtures';
import { bearer, useTestApp } from './helpers';

/*
 * Issue 25, defect 1, on real PostgreSQL: a unit listed for rent and for sale is either sold or
 * rented, never both. A sale needs a unit free of every booking from today on (pending requests'
 * holds too); accepting a request needs a unit free on its days counting the units sold.
 */

const t = useTestApp();
let owner: Person;
let renter: Person;
let buyer: Person;

beforeAll(async () => {
  owner = await person(t.app, t.db, 'Siti Owner');
  renter = await person(t.app, t.db, 'Hakim Renter');
  buyer = await person(t.app, t.db, 'Aminah Buyer');
});

/** A tent of the owner's, for rent (B$15 a day) and for sale (B$200). */
const rentOrBuy = (units = 1) =>
  rentalItem(t.db, owner.id, { sale_price: 20_000, starting_inventory: units });

/** The renter's pending request for the item's days `start`..`end`. */
async function requested(itemId: number, start = day(5), end = day(7), quantity = 1) {
  const res = await pay(t.app, renter, { entries: [rental(itemId, start, end, quantity)] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().requests[0].id as number;
}

const accept = (requestId: number) =>
  t.app.inject({ method: 'POST', url: `/api/requests/${requestId}/accept`, headers: bearer(owner.token) });
const buy = (itemId: number, quantity = 1) => pay(t.app, buyer, { entries: [purchase(itemId, quantity)] });

/** The buyer's payments rows (a refused checkout leaves none). */
const buyerPayments = async () =>
  (await t.db.select().from(payments).where(eq(payments.payer_id, buyer.id))).length;

/** A request's status and its payments' statuses, ours and the sandbox provider's. */
async function money(requestId: number) {
  const [request] = await t.db.select().from(rentalRequests).where(eq(rentalRequests.id, requestId));
  const rows = await t.db.select().from(payments).where(eq(payments.checkout_id, request!.checkout_id));
  const refs = rows.map((p) => p.provider_ref!);
  const provider = await t.db.select().from(sandboxPayments).where(inArray(sandboxPayments.id, refs));
  return {
    status: request!.status,
    ours: rows.map((p) => p.status),
    provider: provider.map((p) => p.status),
  };
}

/** Units the item's active bookings hold (all of one test's bookings overlap). */
async function unitsHeld(itemId: number) {
  const active = await t.db
    .select({ quantity: bookings.quantity })
    .from(bookings)
    .where(and(eq(bookings.item_id, itemId), isNull(bookings.released_at)));
  return active.reduce((sum, b) => sum + b.quantity, 0);
}

describe('a rental first, then a purchase', () => {
  it('given an accepted, charged rental of the only unit / a purchase / answers 409 and charges nothing', async () => {
    const tent = await rentOrBuy(1);
    const id = await requested(tent.id);
    expect((await accept(id)).statusCode).toBe(200);
    const paidBefore = await buyerPayments();
    const res = await buy(tent.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'unavailable',
      errors: { 'entries.0': ['This item is booked for rental, so it cannot be bought now.'] },
    });
    expect(await stockOf(t.db, tent.id)).toBe(1);
    expect(await buyerPayments()).toBe(paidBefore);
    expect((await money(id)).ours).toEqual(['captured']);
  });

  it('given two units, one booked / buying two / is refused, buying one / is sold and the booking keeps its unit', async () => {
    const tent = await rentOrBuy(2);
    const id = await requested(tent.id, day(10), day(12));
    const two = await buy(tent.id, 2);
    expect(two.statusCode).toBe(409);
    expect(two.json().errors['entries.0']).toEqual([
      'Only 1 can be bought now: the others are booked for rental.',
    ]);
    expect((await buy(tent.id, 1)).statusCode).toBe(201);
    expect(await stockOf(t.db, tent.id)).toBe(1);
    expect((await accept(id)).statusCode).toBe(200);
    expect(await unitsHeld(tent.id)).toBe(1);
  });

  it('given a rental that ended before today / a purchase / is sold', async () => {
    const tent = await rentOrBuy(1);
    const id = await requested(tent.id, day(3), day(4));
    await t.db
      .update(bookings)
      .set({ start_date: day(-4), end_date: day(-3) })
      .where(eq(bookings.request_id, id));
    expect((await buy(tent.id)).statusCode).toBe(201);
    expect(await stockOf(t.db, tent.id)).toBe(0);
  });
});

describe('a pending request, then a purchase and the owner’s accept', () => {
  it('given a pending request of the only unit / a purchase / is refused, and the accept then charges the renter', async () => {
    const tent = await rentOrBuy(1);
    const id = await requested(tent.id);
    const paidBefore = await buyerPayments();
    const res = await buy(tent.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(await buyerPayments()).toBe(paidBefore);
    expect(await stockOf(t.db, tent.id)).toBe(1);
    expect((await accept(id)).statusCode).toBe(200);
    expect(await money(id)).toMatchObject({ status: 'accepted', ours: ['captured'], provider: ['captured'] });
  });

  it('given two holds on two units and the stock lowered to one / the second accept / answers 409, declines and voids it', async () => {
    const tent = await rentOrBuy(2);
    const first = await requested(tent.id);
    const second = await requested(tent.id);
    const lowered = await t.app.inject({
      method: 'POST',
      url: '/api/items/update-item-stock/',
      headers: bearer(owner.token),
      payload: { id: tent.id, starting_inventory: 1 },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect((await accept(first)).statusCode).toBe(200);
    const refused = await accept(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'unavailable', message: expect.stringMatching(/no unit/i) });
    expect(await money(second)).toEqual({ status: 'denied', ours: ['voided'], provider: ['voided'] });
    expect(await t.db.select().from(orders).where(eq(orders.request_id, second))).toEqual([]);
    expect(await unitsHeld(tent.id)).toBe(1);
    // Answered once: a second press finds it declined.
    expect((await accept(second)).statusCode).toBe(409);
  });
});

describe('the owner lowering the stock', () => {
  const setStock = (itemId: number, units: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/items/update-item-stock/',
      headers: bearer(owner.token),
      payload: { id: itemId, starting_inventory: units },
    });

  it('given an accepted rental of two units / lowering the stock to one / 422 names the day, nothing changes', async () => {
    const tent = await rentOrBuy(3);
    const id = await requested(tent.id, day(6), day(8), 2);
    expect((await accept(id)).statusCode).toBe(200);
    const res = await setStock(tent.id, 1);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.starting_inventory[0]).toMatch(
      /^2 units are rented out on .+, so keep at least 2\.$/,
    );
    expect(await stockOf(t.db, tent.id)).toBe(3);
    expect((await setStock(tent.id, 2)).statusCode).toBe(200);
    expect(await stockOf(t.db, tent.id)).toBe(2);
  });
});

describe('a purchase and an accept at the same moment', () => {
  it('given a pending request of the only unit / purchase and accept race, 20 rounds / exactly one wins, the loser pays nothing', async () => {
    for (let round = 0; round < 20; round++) {
      const tent = await rentOrBuy(1);
      const id = await requested(tent.id, day(2 + (round % 5)), day(4 + (round % 5)));
      const providerBefore = await count(t.db, sandboxPayments);
      const paidBefore = await buyerPayments();
      const [bought, accepted] = await Promise.all([buy(tent.id), accept(id)]);
      const statuses = [bought.statusCode, accepted.statusCode];
      expect(
        statuses.every((s) => s < 500),
        `round ${round}: ${statuses}`,
      ).toBe(true);
      expect(
        statuses.filter((s) => s === 200 || s === 201),
        `round ${round}`,
      ).toHaveLength(1);
      const stock = await stockOf(t.db, tent.id);
      expect(stock).toBeGreaterThanOrEqual(0);
      expect(await unitsHeld(tent.id)).toBeLessThanOrEqual(stock);
      const request = await money(id);
      if (bought.statusCode === 201) {
        expect(request).toMatchObject({ status: 'denied', ours: ['voided'], provider: ['voided'] });
        expect(await count(t.db, sandboxPayments)).toBe(providerBefore + 1);
      } else {
        expect(request).toMatchObject({ status: 'accepted', ours: ['captured'] });
        expect(await buyerPayments()).toBe(paidBefore);
        expect(await count(t.db, sandboxPayments)).toBe(providerBefore);
      }
    }
  });

  it('given the only unit / a purchase and a rental checkout race, 10 rounds / exactly one is paid', async () => {
    for (let round = 0; round < 10; round++) {
      const tent = await rentOrBuy(1);
      const [bought, rented] = await Promise.all([
        buy(tent.id),
        pay(t.app, renter, { entries: [rental(tent.id, day(3), day(4))] }),
      ]);
      expect([bought.statusCode, rented.statusCode].sort(), `round ${round}`).toEqual([201, 409]);
      expect(await stockOf(t.db, tent.id)).toBe(bought.statusCode === 201 ? 0 : 1);
      expect(await unitsHeld(tent.id)).toBe(rented.statusCode === 201 ? 1 : 0);
    }
  });
});

import { addMonths } from '@pinjam/api/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, payments, rentalRequests } from '../src/platform/db/schema';
import { count, day, pay, person, rental, rentalItem, type Person } from './checkout-fixtures';
import { bearer, insertUser, login, useTestApp } from './helpers';

// Issue 24, item 10 (decision 0026, "How far ahead and how long"): a rental must start and end
// within the booking window (12 months ahead unless the admin changed it) and last no longer
// than the item's own maximum, or the marketplace's longest rental when the owner set none
// (90 days unless changed). Both are admin settings; a refusal is a 422 beside the dates.

const t = useTestApp();
let seller: Person;
let buyer: Person;
let admin: Record<string, string>;

beforeAll(async () => {
  seller = await person(t.app, t.db, 'Siti Seller');
  buyer = await person(t.app, t.db, 'Hakim Buyer');
  const user = await insertUser(t.db, { name: 'Admin Bounds', role_id: 2 });
  admin = bearer(await login(t.app, user.email));
});

const settings = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/marketplace-settings', headers: admin, payload });

beforeEach(async () => {
  const res = await settings({ booking_window_months: 12, longest_rental_days: 90 });
  expect(res.statusCode, res.body).toBe(200);
});

const made = () => Promise.all([orders, payments, rentalRequests].map((table) => count(t.db, table)));
const quote = (itemId: number, start: string, end: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/quote',
    headers: bearer(buyer.token),
    payload: { entries: [rental(itemId, start, end)], fulfilment: 'pickup' },
  });

/** The last day the window lets a rental reach, counted from today in Brunei. */
const lastDay = (months = 12) => addMonths(day(0), months)!;
const dayAfter = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

describe('the booking window', () => {
  it('given 9999-12-01 to 9999-12-30 / checkout / answers 422 beside both dates, holds nothing', async () => {
    const tent = await rentalItem(t.db, seller.id);
    const before = await made();
    const res = await pay(t.app, buyer, { entries: [rental(tent.id, '9999-12-01', '9999-12-30')] });
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors;
    expect(errors['entries.0.start_date'][0]).toMatch(/12 months ahead/);
    expect(errors['entries.0.end_date'][0]).toMatch(/12 months ahead/);
    expect(await made()).toEqual(before);
  });

  it('given a rental ending the day after the window / quote / answers 422 beside the last day', async () => {
    const tent = await rentalItem(t.db, seller.id);
    const res = await quote(tent.id, dayAfter(lastDay(), -2), dayAfter(lastDay(), 1));
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['entries.0.end_date']);
  });

  it('given a rental ending on the window’s last day / checkout / is accepted', async () => {
    const tent = await rentalItem(t.db, seller.id);
    const res = await pay(t.app, buyer, { entries: [rental(tent.id, dayAfter(lastDay(), -2), lastDay())] });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('given the admin shortens the window to 1 month / a rental 2 months ahead / is refused, and one within it accepted', async () => {
    expect((await settings({ booking_window_months: 1 })).statusCode).toBe(200);
    const tent = await rentalItem(t.db, seller.id);
    const far = await quote(tent.id, dayAfter(lastDay(1), 20), dayAfter(lastDay(1), 22));
    expect(far.statusCode, far.body).toBe(422);
    expect(far.json().errors['entries.0.start_date'][0]).toMatch(/1 month ahead/);
    expect((await quote(tent.id, lastDay(1), lastDay(1))).statusCode).toBe(200);
  });
});

describe('the longest rental', () => {
  it('given an item with no maximum and 2,000 days / checkout / answers 422 beside the last day, holds nothing', async () => {
    await settings({ booking_window_months: 24 });
    const tent = await rentalItem(t.db, seller.id, { max_days: null });
    const before = await made();
    const res = await pay(t.app, buyer, { entries: [rental(tent.id, day(1), day(2000))] });
    expect(res.statusCode, res.body).toBe(422);
    // Past the window too (24 months): both are said.
    expect(res.json().errors['entries.0.end_date']).toContain('Rent this item for at most 90 days.');
    expect(await made()).toEqual(before);
  });

  it('given an item with no maximum / 90 days is accepted, 91 refused', async () => {
    const tent = await rentalItem(t.db, seller.id, { max_days: null });
    expect((await quote(tent.id, day(1), day(91))).statusCode).toBe(422);
    const res = await pay(t.app, buyer, { entries: [rental(tent.id, day(1), day(90))] });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('given the owner’s own maximum of 120 days / 120 days is accepted past the marketplace’s 90', async () => {
    const tent = await rentalItem(t.db, seller.id, { max_days: 120 });
    expect((await quote(tent.id, day(1), day(120))).statusCode).toBe(200);
    expect((await quote(tent.id, day(1), day(121))).statusCode).toBe(422);
  });

  it('given the admin sets the longest rental to 7 days / 8 days on an item without maximum / is refused', async () => {
    expect((await settings({ longest_rental_days: 7 })).statusCode).toBe(200);
    const tent = await rentalItem(t.db, seller.id, { max_days: null });
    const res = await quote(tent.id, day(1), day(8));
    expect(res.json().errors['entries.0.end_date']).toEqual(['Rent this item for at most 7 days.']);
    expect((await quote(tent.id, day(1), day(7))).statusCode).toBe(200);
  });
});

describe('the settings', () => {
  it('read back with the defaults, 12 months and 90 days', async () => {
    const res = await t.app.inject({ url: '/api/admin/marketplace-settings', headers: admin });
    expect(res.json().settings).toMatchObject({ booking_window_months: 12, longest_rental_days: 90 });
  });

  it.each([
    ['booking_window_months', 0],
    ['booking_window_months', 25],
    ['booking_window_months', 1.5],
    ['longest_rental_days', 0],
    ['longest_rental_days', 366],
    ['longest_rental_days', 'many'],
  ])('given %s = %s / save / answers 422 beside it and keeps the old value', async (field, value) => {
    const res = await settings({ [field]: value });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    const now = await t.app.inject({ url: '/api/admin/marketplace-settings', headers: admin });
    expect(now.json().settings).toMatchObject({ booking_window_months: 12, longest_rental_days: 90 });
  });

  it('are the edges accepted: 1 and 24 months, 1 and 365 days', async () => {
    expect((await settings({ booking_window_months: 1, longest_rental_days: 1 })).statusCode).toBe(200);
    expect((await settings({ booking_window_months: 24, longest_rental_days: 365 })).statusCode).toBe(200);
  });

  it('the item’s availability names the window’s last day and the item’s longest rental', async () => {
    const tent = await rentalItem(t.db, seller.id, { max_days: null });
    const res = await t.app.inject({ url: `/api/items/get-item-availability/${tent.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().availability).toMatchObject({ last_day: lastDay(), longest_days: 90 });
  });
});

import { addDays, todayInBrunei } from '@pinjam/api/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, checkouts, items, rentalRequests } from '../src/platform/db/schema';
import { insertItem, insertUser, useTestApp } from './helpers';

// Search's date filter (docs/product.md "Search": `date` = available that day) against real bookings,
// inserted straight into the database as the checkout would leave them.

const t = useTestApp();
const today = todayInBrunei();
const day = (n: number) => addDays(today, n)!;
const ids: Record<string, number> = {};
let renterId = 0;
let checkoutId = 0;

beforeAll(async () => {
  const owner = await insertUser(t.db, { name: 'Siti Rahman', verification_status: 'approved' });
  const renter = await insertUser(t.db, { name: 'Hakim Yusof', verification_status: 'approved' });
  renterId = renter.id;
  const [checkout] = await t.db
    .insert(checkouts)
    .values({
      public_id: 'pay_search_availability',
      user_id: renter.id,
      idempotency_key: 'search-availability',
      request_hash: 'x',
      status: 'completed',
    })
    .returning();
  checkoutId = checkout!.id;
  const at = (n: number) => new Date(Date.UTC(2026, 0, n));
  const add = async (key: string, values: Parameters<typeof insertItem>[2]) => {
    ids[key] = (await insertItem(t.db, owner.id, { category: 'sports', ...values })).id;
  };
  await add('kayak', { title: 'Sea kayak', price_per_day: 3000, starting_inventory: 1, created_at: at(1) });
  await add('bikes', {
    title: 'Mountain bikes',
    price_per_day: 2500,
    starting_inventory: 3,
    created_at: at(2),
  });
  await add('tent', { title: 'Camping tent', price_per_day: 1500, starting_inventory: 1, created_at: at(3) });
  await add('ball', { title: 'Football', price_per_day: null, sale_price: 2000, created_at: at(4) });
});

/** A request holding `quantity` units of an item from `start` to `end` (inclusive), as checkout does. */
async function book(key: string, quantity: number, start: string, end: string, released = false) {
  const itemId = ids[key]!;
  const [request] = await t.db
    .insert(rentalRequests)
    .values({
      item_id: itemId,
      renter_id: renterId,
      owner_id: (await t.db.select({ owner: items.owner_id }).from(items).where(eq(items.id, itemId)))[0]!
        .owner,
      checkout_id: checkoutId,
      quantity,
      start_date: start,
      end_date: end,
      days: 1,
      unit_price: 1000,
      line_total: 1000,
      total: 1000,
      fulfilment: 'pickup',
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const [booking] = await t.db
    .insert(bookings)
    .values({
      item_id: itemId,
      request_id: request!.id,
      quantity,
      start_date: start,
      end_date: end,
      released_at: released ? new Date() : null,
    })
    .returning();
  return booking!;
}

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/items/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: Array<{ id: number }>; total: number; counts: Record<string, number> };
  const key = (id: number) => Object.entries(ids).find(([, v]) => v === id)?.[0];
  return { keys: body.items.map((i) => key(i.id)), total: body.total, sports: body.counts.sports };
}

describe('search by date, with bookings', () => {
  it('given no bookings / every item for rent is available, and items only for sale never are', async () => {
    expect(await search(`date=${day(3)}`)).toEqual({ keys: ['tent', 'bikes', 'kayak'], total: 3, sports: 3 });
  });

  it('given a single unit booked over some days / the item is gone on each of those days, both ends included, and back after', async () => {
    await book('kayak', 1, day(10), day(12));
    for (const n of [10, 11, 12])
      expect((await search(`date=${day(n)}`)).keys, `day ${n}`).toEqual(['tent', 'bikes']);
    for (const n of [9, 13])
      expect((await search(`date=${day(n)}`)).keys, `day ${n}`).toEqual(['tent', 'bikes', 'kayak']);
    // Counts and totals follow the date too (they are cached per date, not per "a date was given").
    expect(await search(`date=${day(11)}`)).toMatchObject({ total: 2, sports: 2 });
    expect(await search(`date=${day(13)}`)).toMatchObject({ total: 3, sports: 3 });
  });

  it('given several units / the item stays available until its bookings that day add up to its units', async () => {
    await book('bikes', 1, day(20), day(22));
    await book('bikes', 1, day(21), day(23));
    expect((await search(`date=${day(21)}`)).keys).toContain('bikes'); // 2 of 3 out
    await book('bikes', 1, day(22), day(22));
    expect((await search(`date=${day(22)}`)).keys).not.toContain('bikes'); // 3 of 3
    expect((await search(`date=${day(21)}`)).keys).toContain('bikes');
    expect((await search(`date=${day(23)}`)).keys).toContain('bikes');
  });

  it('given a booking of every unit at once / the item is gone that day', async () => {
    await book('bikes', 3, day(30), day(30));
    expect((await search(`date=${day(30)}`)).keys).toEqual(['tent', 'kayak']);
  });

  it('given a released booking / its days are free again, in the very next search', async () => {
    const held = await book('tent', 1, day(40), day(41));
    expect(await search(`date=${day(40)}`)).toEqual({ keys: ['bikes', 'kayak'], total: 2, sports: 2 });
    await t.db.update(bookings).set({ released_at: new Date() }).where(eq(bookings.id, held.id));
    // The release moved search's generation on: the cached counts of that date went with it.
    expect(await search(`date=${day(40)}`)).toEqual({
      keys: ['tent', 'bikes', 'kayak'],
      total: 3,
      sports: 3,
    });
    await book('tent', 1, day(45), day(45), true);
    expect((await search(`date=${day(45)}`)).keys).toEqual(['tent', 'bikes', 'kayak']);
  });

  it('given the other filters and a text / the date applies with them, on every plan', async () => {
    await book('kayak', 1, day(50), day(50));
    expect((await search(`date=${day(50)}&q=kayak`)).keys).toEqual([]);
    expect((await search(`date=${day(51)}&q=kayak`)).keys).toEqual(['kayak']);
    expect((await search(`date=${day(50)}&type=rent&sort=price_asc`)).keys).toEqual(['tent', 'bikes']);
    expect((await search(`date=${day(50)}&max_price=2500&sort=price_desc`)).keys).toEqual(['bikes', 'tent']);
    expect((await search(`date=${day(50)}&type=buy`)).keys).toEqual([]);
  });

  it('can read the bookings through their partial index (one probe per item)', async () => {
    await t.db.execute(sql`set enable_seqscan = off`);
    const { rows } = await t.db.execute(sql`explain (format text)
      select 1 from items where items.starting_inventory > coalesce((select sum(quantity) from bookings
        where bookings.item_id = items.id and bookings.released_at is null
          and bookings.start_date <= ${day(50)}::date and bookings.end_date >= ${day(50)}::date), 0)`);
    await t.db.execute(sql`reset enable_seqscan`);
    expect(rows.map((r) => Object.values(r)[0]).join('\n')).toContain('bookings_item_active_dates_idx');
  });
});

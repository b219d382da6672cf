import { RATING_SUBMITTED } from '@pinjam/api/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ratingPublishSweep } from '../src/modules/ratings/jobs';
import { activities, items, orders, ratings, users } from '../src/platform/db/schema';
import { bearer, insertItem, insertUser, login, useTestApp } from './helpers';
import { paidOrder } from './orders-fixtures';

/*
 * Ratings after a completed order (decision 0038): each side once, the buyer also the item; blind
 * until both are in (or 14 days after completion, by the sweep); averages on the profile, the item
 * page and the search cards once published, and only then.
 */

const t = useTestApp();
type Person = Awaited<ReturnType<typeof insertUser>>;
let buyer: Person;
let seller: Person;
let stranger: Person;
const tokens = new Map<number, string>();

beforeAll(async () => {
  buyer = await insertUser(t.db, { name: 'Hakim Yusof' });
  seller = await insertUser(t.db, { name: 'Siti Rahman', verification_status: 'approved' });
  stranger = await insertUser(t.db, { name: 'Someone Else' });
  for (const p of [buyer, seller, stranger]) tokens.set(p.id, await login(t.app, p.email));
});

const rate = (who: Person, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/rating/create', headers: bearer(tokens.get(who.id)!), payload });
const mine = async (who: Person) => {
  const res = await t.app.inject({ url: '/api/rating/get/', headers: bearer(tokens.get(who.id)!) });
  expect(res.statusCode).toBe(200);
  return res.json().ratings as {
    to_give: Array<{ order_id: number; role: string; other: { id: number }; other_rated: boolean }>;
    given: Array<{ order_id: number; target: string; published_at: string | null; rating: number }>;
    received: Array<{ order_id: number; rating: number; content: string }>;
    summary: { average: number; count: number };
  };
};
const profile = async (id: number) =>
  (await t.app.inject({ url: `/api/user/get-profile-data/${id}` })).json().user as {
    rating: { average: number; count: number };
  };
const itemPage = async (id: number) =>
  (await t.app.inject({ url: `/api/items/get-item/${id}` })).json().item as {
    rating: { average: number; count: number };
  };

const DAY = 24 * 3600_000;

/** A purchase of a fresh item of the seller's, moved straight to completed `daysAgo` days ago. */
async function completed(daysAgo = 1, title = 'Canon EOS R6 camera body', owner = seller) {
  const item = await insertItem(t.db, owner.id, { title, sale_price: 12000, starting_inventory: 5 });
  const order = await paidOrder(t, { buyer, seller: owner, lines: [{ item_id: item.id, title }] });
  await t.db
    .update(orders)
    .set({ status: 'completed', status_changed_at: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(orders.id, order.id));
  return { item, order };
}

describe('rating a completed order', () => {
  it('given the buyer rates the seller and the item / it answers 201 with the seed’s words, hidden until the seller rates', async () => {
    const { item, order } = await completed();
    const res = await rate(buyer, {
      order_id: order.id,
      rating: 5,
      content: 'Quick and friendly.',
      user_id: seller.id,
      current_user: buyer.id,
      item_id: item.id,
      item_rating: 4,
      item_content: 'As described.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe(RATING_SUBMITTED);
    expect(body.ratings).toMatchObject([
      { target: 'user', rating: 5, ratee: { id: seller.id }, published_at: null },
      { target: 'item', rating: 4, item: { id: item.id }, published_at: null },
    ]);
    // The buyer sees them under Given; the order left To give.
    const buyers = await mine(buyer);
    expect(buyers.to_give.some((o) => o.order_id === order.id)).toBe(false);
    expect(buyers.given.filter((g) => g.order_id === order.id)).toHaveLength(2);
    // Blind: the seller sees neither the rating nor its stars, anywhere.
    const sellers = await mine(seller);
    expect(sellers.received.some((r) => r.order_id === order.id)).toBe(false);
    expect(sellers.to_give.find((o) => o.order_id === order.id)).toMatchObject({
      role: 'seller',
      other: { id: buyer.id },
      other_rated: true,
    });
    expect((await profile(seller.id)).rating.count).toBe(0);
    expect((await itemPage(item.id)).rating.count).toBe(0);
    const reviews = await t.app.inject({ url: `/api/rating/user/${seller.id}` });
    expect(reviews.json().reviews).toEqual([]);
    // The activity feed says the buyer rated.
    const feed = await t.db.select().from(activities).where(eq(activities.user_id, buyer.id));
    expect(feed.some((a) => a.kind === 'rated')).toBe(true);
  });

  it('given both sides have rated / both ratings and the item’s are published at once and counted on the profile, item page and search', async () => {
    const { item, order } = await completed(1, 'Fujifilm X100V rangefinder');
    const before = await profile(seller.id);
    await rate(buyer, { order_id: order.id, rating: 4, content: 'Good.', item_rating: 5 });
    const res = await rate(seller, { order_id: order.id, rating: 5, content: 'Paid on time.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().ratings[0].published_at).not.toBeNull();

    const rows = await t.db.select().from(ratings).where(eq(ratings.order_id, order.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.published_at !== null)).toBe(true);

    const after = await profile(seller.id);
    expect(after.rating.count).toBe(before.rating.count + 1);
    expect(await itemPage(item.id)).toMatchObject({ rating: { average: 5, count: 1 } });
    expect((await profile(buyer.id)).rating).toMatchObject({ count: 1, average: 5 });
    const search = await t.app.inject({ url: '/api/items/search?q=Fujifilm' });
    expect(search.statusCode, search.body).toBe(200);
    const card = (search.json().items as Array<{ id: number; rating: unknown }>).find(
      (c) => c.id === item.id,
    );
    expect(card?.rating).toEqual({ average: 5, count: 1 });

    // The seller now sees what the buyer wrote, with their average.
    const sellers = await mine(seller);
    expect(sellers.received.find((r) => r.order_id === order.id)).toMatchObject({
      rating: 4,
      content: 'Good.',
    });
    expect(sellers.summary.count).toBe(after.rating.count);
    // And the public reviews show the writer's first name only.
    const reviews = await t.app.inject({ url: `/api/rating/user/${seller.id}` });
    expect(reviews.json().reviews[0]).toMatchObject({
      rating: 4,
      content: 'Good.',
      rater: { first_name: 'Hakim' },
    });
    // Each rated person's feed says so: the rater's first name and the stars.
    const told = await t.db.select().from(activities).where(eq(activities.user_id, seller.id));
    expect(told.find((a) => a.kind === 'rating_received' && a.data.order_id === order.id)?.data).toEqual({
      name: 'Hakim',
      rating: 4,
      order_id: order.id,
    });
    const itemReviews = await t.app.inject({ url: `/api/rating/item/${item.id}` });
    expect(itemReviews.json()).toMatchObject({ rating: { average: 5, count: 1 }, reviews: [{ rating: 5 }] });
  });
});

describe('bad input', () => {
  it('given a second rating for the same order and side / it answers 409 and keeps the first', async () => {
    const { order } = await completed();
    expect((await rate(buyer, { order_id: order.id, rating: 3 })).statusCode).toBe(201);
    const again = await rate(buyer, { order_id: order.id, rating: 1, content: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already rated this order.');
    const rows = await t.db
      .select()
      .from(ratings)
      .where(and(eq(ratings.order_id, order.id), eq(ratings.rater_id, buyer.id)));
    expect(rows.map((r) => r.rating)).toEqual([3]);
  });

  it('given two submits at once / one is written and the other answers 409, never 500', async () => {
    const { order } = await completed();
    const answers = await Promise.all([
      rate(seller, { order_id: order.id, rating: 5 }),
      rate(seller, { order_id: order.id, rating: 4 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('given both sides submitting at once / both are written and published together, counted once', async () => {
    const { order } = await completed();
    const before = (await t.db.select().from(users).where(eq(users.id, seller.id)))[0]!;
    const answers = await Promise.all([
      rate(buyer, { order_id: order.id, rating: 2 }),
      rate(seller, { order_id: order.id, rating: 4 }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const rows = await t.db.select().from(ratings).where(eq(ratings.order_id, order.id));
    expect(rows.every((r) => r.published_at !== null)).toBe(true);
    const after = (await t.db.select().from(users).where(eq(users.id, seller.id)))[0]!;
    expect(after.rating_count - before.rating_count).toBe(1);
    expect(after.rating_sum - before.rating_sum).toBe(2);
  });

  it('given a rating outside 1–5, not whole, or words over 2,000 characters / it answers 422 per field', async () => {
    const { order } = await completed();
    for (const rating of [0, 6, 2.5, 'five']) {
      const res = await rate(buyer, { order_id: order.id, rating });
      expect(res.statusCode, String(rating)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['rating']);
    }
    const long = await rate(buyer, { order_id: order.id, rating: 4, content: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.content).toEqual(['Use at most 2000 characters']);
    const longItem = await rate(buyer, { order_id: order.id, rating: 4, item_rating: 7 });
    expect(Object.keys(longItem.json().errors)).toEqual(['item_rating']);
    // 2,000 exactly is fine.
    expect((await rate(buyer, { order_id: order.id, rating: 4, content: 'x'.repeat(2000) })).statusCode).toBe(
      201,
    );
  });

  it('given an order not complete yet / it answers 409 with the words', async () => {
    const item = await insertItem(t.db, seller.id, { sale_price: 12000 });
    const order = await paidOrder(t, { buyer, seller, lines: [{ item_id: item.id }] });
    const res = await rate(buyer, { order_id: order.id, rating: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You can rate this order once it is complete');
  });

  it('given an order that is not yours, or no order / it answers 404 and writes nothing', async () => {
    const { order } = await completed();
    const res = await rate(stranger, { order_id: order.id, rating: 5 });
    expect(res.statusCode).toBe(404);
    expect((await rate(stranger, { order_id: 999_999, rating: 5 })).statusCode).toBe(404);
    expect(await t.db.select().from(ratings).where(eq(ratings.order_id, order.id))).toEqual([]);
  });

  it('given the wrong person, another user as current_user, the seller rating the item, or an item not in the order / 422 naming the field', async () => {
    const { order } = await completed();
    const other = await insertItem(t.db, seller.id);
    const cases: Array<[Person, Record<string, unknown>, string]> = [
      [buyer, { user_id: stranger.id }, 'user_id'],
      [buyer, { current_user: seller.id }, 'current_user'],
      [seller, { item_rating: 5 }, 'item_rating'],
      [buyer, { item_id: other.id, item_rating: 5 }, 'item_id'],
      [buyer, { item_content: 'Words but no stars' }, 'item_rating'],
    ];
    for (const [who, extra, field] of cases) {
      const res = await rate(who, { order_id: order.id, rating: 4, ...extra });
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors), field).toEqual([field]);
    }
  });

  it('given 14 days have passed since completion / rating is closed (409)', async () => {
    const { order } = await completed(15);
    const res = await rate(buyer, { order_id: order.id, rating: 5 });
    expect(res.statusCode).toBe(409);
    expect((await mine(buyer)).to_give.some((o) => o.order_id === order.id)).toBe(false);
  });
});

/** The sweep sent as its schedule sends it, in a transaction that does not wake the worker. */
const sweep = () => t.db.transaction((tx) => t.app.jobs.sendInTx(tx, ratingPublishSweep, {}));

describe('the 14-day sweep', () => {
  it('given one side rated and 14 days pass / the sweep publishes it once, counted once', async () => {
    // A seller of their own: the sweep publishes every order's due ratings, other tests' too.
    const owner = await insertUser(t.db, { name: 'Aminah Salleh' });
    tokens.set(owner.id, await login(t.app, owner.email));
    const { item, order } = await completed(1, 'DJI Mini 4 drone', owner);
    await rate(buyer, { order_id: order.id, rating: 3, item_rating: 2 });
    // Not yet: 13 days after completion.
    await sweep();
    await t.app.jobs.runDue(undefined, { now: () => new Date(Date.now() + 12 * DAY) });
    expect(
      (await t.db.select().from(ratings).where(eq(ratings.order_id, order.id)))[0]!.published_at,
    ).toBeNull();

    const before = (await t.db.select().from(users).where(eq(users.id, owner.id)))[0]!;
    const later = new Date(Date.now() + 14 * DAY);
    for (let run = 0; run < 2; run++) {
      await sweep();
      await t.app.jobs.runDue(undefined, { now: () => later });
    }
    const rows = await t.db.select().from(ratings).where(eq(ratings.order_id, order.id));
    expect(rows.every((r) => r.published_at !== null)).toBe(true);
    const after = (await t.db.select().from(users).where(eq(users.id, owner.id)))[0]!;
    expect(after.rating_count - before.rating_count).toBe(1);
    expect((await t.db.select().from(items).where(eq(items.id, item.id)))[0]).toMatchObject({
      rating_count: 1,
      rating_sum: 2,
    });
    const owners = await mine(owner);
    expect(owners.received.find((r) => r.order_id === order.id)).toMatchObject({ rating: 3 });
  });
});

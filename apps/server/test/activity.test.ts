import type { ActivityEntry } from '@pinjam/api/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordAll } from '../src/modules/activity';
import { activities } from '../src/platform/db/schema';
import { day, pay, person, rental, rentalItem, purchase, saleItem, type Person } from './checkout-fixtures';
import { bearer, jpegWithExif, multipartFiles, useTestApp } from './helpers';

const t = useTestApp();

async function feed(who: Person, before?: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/activity/get${before ? `?before=${before}` : ''}`,
    headers: bearer(who.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ activity: ActivityEntry[]; has_more: boolean }>();
}

const kindsOf = async (who: Person) => (await feed(who)).activity.map((e) => e.kind);

const countFor = async (userId: number) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(activities)
      .where(eq(activities.user_id, userId))
  )[0]!.n;

describe('GET /api/activity/get', () => {
  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/activity/get' });
    expect(res.statusCode).toBe(401);
  });

  it('records an item listed through the API, linking to its page', async () => {
    const siti = await person(t.app, t.db, 'Siti Rahman');
    const body = await multipartFiles(
      {
        title: 'DJI Mini 4 Pro drone',
        description: 'Fly More combo: three batteries, charging hub and a carry bag.',
        category: 'drones',
        district: 'Brunei-Muara',
        condition: 'like_new',
        price_per_day: '4500',
        min_days: '1',
        starting_inventory: '1',
      },
      [['images', { data: await jpegWithExif(), filename: 'drone.jpg', type: 'image/jpeg' }]],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/items/create',
      ...body,
      headers: { ...body.headers, ...bearer(siti.token) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const itemId = res.json<{ item: { id: number } }>().item.id;
    const { activity } = await feed(siti);
    expect(activity).toEqual([
      expect.objectContaining({
        kind: 'item_listed',
        subject: { type: 'item', id: itemId },
        link: `/view-item/${itemId}`,
        data: { title: 'DJI Mini 4 Pro drone' },
      }),
    ]);
    expect(Date.parse(activity[0]!.created_at)).not.toBeNaN();
  });

  it('records a rental request for both sides, then the acceptance and the order for both', async () => {
    const owner = await person(t.app, t.db, 'Hakim Yusof');
    const renter = await person(t.app, t.db, 'Siti Rahman');
    const item = await rentalItem(t.db, owner.id, { title: 'Camping tent for four' });
    const paid = await pay(t.app, renter, { entries: [rental(item.id, day(3), day(5))] });
    expect(paid.statusCode, paid.body).toBe(201);
    const requestId = paid.json<{ requests: Array<{ id: number }> }>().requests[0]!.id;

    const [made] = (await feed(renter)).activity;
    expect(made).toMatchObject({
      kind: 'request_made',
      subject: { type: 'request', id: requestId },
      link: '/my-requests',
      data: { title: 'Camping tent for four', amount: 4_500, role: 'renter' },
    });
    const [received] = (await feed(owner)).activity;
    expect(received).toMatchObject({
      kind: 'request_received',
      link: '/customer-requests',
      data: { role: 'owner', title: 'Camping tent for four' },
    });

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/requests/${requestId}/accept`,
      headers: bearer(owner.token),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const orderId = accepted.json<{ order_id: number }>().order_id;

    const renterFeed = (await feed(renter)).activity;
    expect(renterFeed.map((e) => e.kind)).toEqual(['request_accepted', 'order_paid', 'request_made']);
    expect(renterFeed[0]).toMatchObject({
      link: `/my-orders/order-details/${orderId}`,
      data: { role: 'renter', order_id: orderId },
    });
    expect(renterFeed[1]).toMatchObject({
      subject: { type: 'order', id: orderId },
      link: `/my-orders/order-details/${orderId}`,
      data: { amount: 4_500, role: 'buyer', order_kind: 'rental' },
    });
    const ownerFeed = (await feed(owner)).activity;
    expect(ownerFeed.map((e) => e.kind)).toEqual(['request_accepted', 'order_sold', 'request_received']);
    // The seller's share: 4,500 less 10 % commission.
    expect(ownerFeed[1]!.data).toMatchObject({ amount: 4_050, role: 'seller', order_kind: 'rental' });
    expect(ownerFeed[0]!.data).toMatchObject({ role: 'owner' });
  });

  it('records a denial and a cancellation for both sides; a refused answer records nothing', async () => {
    const owner = await person(t.app, t.db, 'Hakim Yusof');
    const renter = await person(t.app, t.db, 'Siti Rahman');
    const item = await rentalItem(t.db, owner.id, { title: 'Karaoke set' });
    const ask = async (offset: number) => {
      const res = await pay(t.app, renter, { entries: [rental(item.id, day(offset), day(offset + 1))] });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ requests: Array<{ id: number }> }>().requests[0]!.id;
    };
    const first = await ask(3);
    const second = await ask(10);
    const denied = await t.app.inject({
      method: 'POST',
      url: `/api/requests/${first}/deny`,
      headers: bearer(owner.token),
      payload: { reason: 'Away that week' },
    });
    expect(denied.statusCode, denied.body).toBe(200);
    const cancelled = await t.app.inject({
      method: 'GET',
      url: `/api/items/request-cancelled/${second}`,
      headers: bearer(renter.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await feed(renter)).activity.slice(0, 2)).toMatchObject([
      { kind: 'request_cancelled', data: { role: 'renter', title: 'Karaoke set' } },
      { kind: 'request_denied', data: { role: 'renter', reason: 'Away that week' } },
    ]);
    expect((await kindsOf(owner)).slice(0, 2)).toEqual(['request_cancelled', 'request_denied']);

    // The change rolled back (already answered: 409): nothing recorded, on either side.
    const before = [await countFor(owner.id), await countFor(renter.id)];
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/items/request-cancelled/${first}`,
      headers: bearer(renter.token),
    });
    expect(again.statusCode).toBe(409);
    expect([await countFor(owner.id), await countFor(renter.id)]).toEqual(before);
  });

  it('records a paid purchase for the buyer (total) and the seller (net); a declined card records nothing', async () => {
    const seller = await person(t.app, t.db, 'Hakim Yusof');
    const buyer = await person(t.app, t.db, 'Siti Rahman');
    const item = await saleItem(t.db, seller.id, 3, 12_000);
    const declined = await pay(t.app, buyer, {
      entries: [purchase(item.id)],
      payment: { method: 'card', token: 'pm_card_chargeDeclined' },
    });
    expect(declined.statusCode).toBeGreaterThanOrEqual(400);
    expect(await countFor(buyer.id)).toBe(0);
    expect(await countFor(seller.id)).toBe(0);

    const res = await pay(t.app, buyer, { entries: [purchase(item.id, 2)] });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json<{ orders: Array<{ id: number }> }>().orders[0]!.id;
    expect((await feed(buyer)).activity).toMatchObject([
      {
        kind: 'order_paid',
        subject: { type: 'order', id: orderId },
        link: `/my-orders/order-details/${orderId}`,
        data: { title: 'Bosch cordless drill', amount: 24_000, role: 'buyer', lines: 1 },
      },
    ]);
    expect((await feed(seller)).activity).toMatchObject([
      { kind: 'order_sold', data: { amount: 21_600, role: 'seller', order_kind: 'purchase' } },
    ]);
  });

  it('records nothing when the transaction that recorded rolls back', async () => {
    const siti = await person(t.app, t.db, 'Siti Rahman');
    await expect(
      t.db.transaction(async (tx) => {
        await recordAll(tx, [{ userId: siti.id, kind: 'item_listed', subject: { type: 'item', id: 1 } }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await countFor(siti.id)).toBe(0);
  });

  it('pages newest first by before=id, and never answers another user’s entries', async () => {
    const siti = await person(t.app, t.db, 'Siti Rahman');
    const hakim = await person(t.app, t.db, 'Hakim Yusof');
    const entries = (userId: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        userId,
        kind: 'item_listed' as const,
        subject: { type: 'item' as const, id: i + 1 },
        data: { title: `Item ${i + 1}` },
      }));
    await recordAll(t.db, entries(siti.id, 45));
    await recordAll(t.db, entries(hakim.id, 3));

    const first = await feed(siti);
    expect(first.activity).toHaveLength(20);
    expect(first.has_more).toBe(true);
    expect(first.activity[0]!.data.title).toBe('Item 45');
    const ids = first.activity.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await feed(siti, ids.at(-1));
    expect(second.activity[0]!.data.title).toBe('Item 25');
    expect(second.has_more).toBe(true);
    const third = await feed(siti, second.activity.at(-1)!.id);
    expect(third.activity.map((e) => e.data.title)).toEqual([
      'Item 5',
      'Item 4',
      'Item 3',
      'Item 2',
      'Item 1',
    ]);
    expect(third.has_more).toBe(false);

    // Hakim's feed is his own three, whatever `before` he sends.
    const his = await feed(hakim, 2_147_483_647);
    expect(his.activity.map((e) => e.data.title)).toEqual(['Item 3', 'Item 2', 'Item 1']);
    const sitiIds = new Set([...ids, ...second.activity.map((e) => e.id)]);
    expect(his.activity.some((e) => sitiIds.has(e.id))).toBe(false);
  });

  it('refuses a before that is not an id (422)', async () => {
    const siti = await person(t.app, t.db, 'Siti Rahman');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/activity/get?before=abc',
      headers: bearer(siti.token),
    });
    expect(res.statusCode).toBe(422);
  });
});

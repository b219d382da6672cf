import { addDays, todayInBrunei } from '@pinjam/api/domain';
import type { DeliveryLeg } from '@pinjam/api/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, deliveryLegs, deliveryNoShows, orderEvents, orders } from '../src/platform/db/schema';
import { bearer, emailsTo, insertItem, insertUser, linkPath, login, useTestApp } from './helpers';
import { paidOrder, setStatus } from './orders-fixtures';

// Deliveries (issue 16, decision 0036): legs written with the order, the admin's board and the
// leg actions on real PostgreSQL; completing a leg moves the order.

const t = useTestApp();
type Person = Awaited<ReturnType<typeof insertUser>>;
let buyer: Person;
let seller: Person;
let admin: Person;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  buyer = await insertUser(t.db, { name: 'Hakim Yusof' });
  seller = await insertUser(t.db, {
    name: 'Siti Rahman',
    verification_status: 'approved',
    telephone: '+673 888 1234',
    address_line_1: 'Unit 5, Jalan Tutong',
    district: 'Tutong',
  });
  admin = await insertUser(t.db, { name: 'Pinjam Admin', role_id: 2 });
  for (const [name, p] of Object.entries({ buyer, seller, admin }))
    tokens[name] = await login(t.app, p.email);
});

const get = (url: string, who = 'admin') =>
  t.app.inject({ method: 'GET', url, headers: who === 'none' ? {} : bearer(tokens[who]!) });

async function order(
  kind: 'purchase' | 'rental' = 'purchase',
  fulfilment: 'delivery' | 'pickup' = 'delivery',
) {
  const item = await insertItem(t.db, seller.id, { title: 'Canon EOS R6', sale_price: 12000 });
  return paidOrder(t, {
    buyer,
    seller,
    kind,
    fulfilment,
    lines: [{ item_id: item.id, title: 'Canon EOS R6' }],
    ...(kind === 'rental' && { start_date: '2030-03-05', end_date: '2030-03-07' }),
  });
}

const legsOf = (orderId: number) =>
  t.db.select().from(deliveryLegs).where(eq(deliveryLegs.order_id, orderId)).orderBy(asc(deliveryLegs.kind));
const statusOf = async (orderId: number) =>
  (await t.db.select({ s: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.s;

describe('legs written with the order', () => {
  it('a rental with delivery: outbound on the first day, return on the last, in the customer’s district', async () => {
    const o = await order('rental');
    expect(await legsOf(o.id)).toMatchObject([
      {
        kind: 'outbound',
        status: 'scheduled',
        scheduled_for: '2030-03-05',
        district: 'Brunei-Muara',
        no_shows: 0,
      },
      { kind: 'return', status: 'scheduled', scheduled_for: '2030-03-07', district: 'Brunei-Muara' },
    ]);
  });

  it('a purchase: one leg, the next day in Brunei; pickup: none', async () => {
    const o = await order('purchase');
    expect(await legsOf(o.id)).toMatchObject([
      { kind: 'outbound', scheduled_for: addDays(todayInBrunei(), 1) },
    ]);
    const pickup = await order('purchase', 'pickup');
    expect(await legsOf(pickup.id)).toEqual([]);
  });
});

describe('the board', () => {
  it('lists open legs by date with both parties, the items, and leaves cancelled orders out', async () => {
    const o = await order('rental');
    const res = await get('/api/admin/get-deliveries');
    expect(res.statusCode).toBe(200);
    const legs = res.json<{ deliveries: DeliveryLeg[] }>().deliveries;
    const mine = legs.filter((l) => l.order_id === o.id);
    expect(mine).toMatchObject([
      {
        kind: 'outbound',
        order_kind: 'rental',
        order_status: 'paid',
        overdue: false,
        customer: {
          id: buyer.id,
          name: 'Hakim Yusof',
          telephone: '+673 712 3456',
          address: { address_line_1: 'No. 12, Simpang 34, Kampong Kiarong', district: 'Brunei-Muara' },
        },
        owner: {
          id: seller.id,
          name: 'Siti Rahman',
          telephone: '+673 888 1234',
          address: { district: 'Tutong' },
        },
        items: [{ title: 'Canon EOS R6', quantity: 1 }],
      },
      { kind: 'return', scheduled_for: '2030-03-07' },
    ]);
    const dates = legs.map((l) => l.scheduled_for);
    expect(dates).toEqual([...dates].sort());

    await setStatus(t, o.id, 'cancelled');
    const after = (await get('/api/admin/get-deliveries')).json<{ deliveries: DeliveryLeg[] }>().deliveries;
    expect(after.some((l) => l.order_id === o.id)).toBe(false);
  });

  it('filters by state, district and dates; marks open legs of past days overdue', async () => {
    const o = await order('rental');
    const [outbound] = await legsOf(o.id);
    await t.db
      .update(deliveryLegs)
      .set({ scheduled_for: '2020-01-02', district: 'Temburong' })
      .where(eq(deliveryLegs.id, outbound!.id));
    const list = async (query: string) =>
      (await get(`/api/admin/get-deliveries?${query}`)).json<{ deliveries: DeliveryLeg[] }>().deliveries;

    const temburong = await list('district=Temburong');
    expect(temburong.map((l) => l.id)).toEqual([outbound!.id]);
    expect(temburong[0]).toMatchObject({ overdue: true });
    expect((await list('from=2020-01-01&to=2020-01-03')).map((l) => l.id)).toEqual([outbound!.id]);
    expect((await list('state=notified')).some((l) => l.order_id === o.id)).toBe(false);
    expect((await list('state=scheduled&from=2030-03-07&to=2030-03-07')).map((l) => l.order_id)).toContain(
      o.id,
    );
    // The first leg is the oldest: overdue legs lead.
    expect((await list(''))[0]!.id).toBe(outbound!.id);

    const bad = await get('/api/admin/get-deliveries?state=lost&district=Mars&from=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['district', 'from', 'state']);
  });

  it('is for admins only: no token 401, a member 403', async () => {
    expect((await get('/api/admin/get-deliveries', 'none')).statusCode).toBe(401);
    expect((await get('/api/admin/get-deliveries', 'buyer')).statusCode).toBe(403);
    const o = await order();
    const [leg] = await legsOf(o.id);
    for (const action of ['notify', 'remind', 'no-show', 'complete']) {
      expect((await get(`/api/admin/${action}-delivery/${leg!.id}`, 'seller')).statusCode).toBe(403);
      expect((await get(`/api/admin/${action}-delivery/${leg!.id}`, 'none')).statusCode).toBe(401);
    }
    expect((await get(`/api/admin/delivery-complete/${o.id}`, 'buyer')).statusCode).toBe(403);
    expect((await legsOf(o.id))[0]!.status).toBe('scheduled');
  });
});

describe('leg actions', () => {
  it('notify: emails the customer the date and the number the courier calls, records activity; twice is 409', async () => {
    const o = await order('rental');
    const [outbound] = await legsOf(o.id);
    const before = (await emailsTo(t.db, buyer.email)).length;
    const res = await get(`/api/admin/notify-delivery/${outbound!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Hakim Yusof was told the delivery is on 05 Mar 2030.',
      delivery: { id: outbound!.id, status: 'notified' },
    });
    const mails = await emailsTo(t.db, buyer.email);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.subject).toBe(`Order #${o.id}: delivery on 05 Mar 2030`);
    expect(mails[0]!.text).toContain(
      'Your delivery of "Canon EOS R6" is on 05 Mar 2030; our courier will call +673 712 3456.',
    );
    expect(linkPath(mails[0]!.text)).toBe(`/my-orders/order-details/${o.id}`);
    const feed = await t.db.select().from(activities).where(eq(activities.user_id, buyer.id));
    expect(feed.filter((a) => a.kind === 'delivery_arranged' && a.subject_id === o.id)).toMatchObject([
      { data: { leg: 'outbound', date: '2030-03-05' } },
    ]);

    const again = await get(`/api/admin/notify-delivery/${outbound!.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This delivery was already notified.');
    expect((await emailsTo(t.db, buyer.email)).length).toBe(before + 1);
  });

  it('remind: only after a notice, once; emails again', async () => {
    const o = await order();
    const [leg] = await legsOf(o.id);
    const early = await get(`/api/admin/remind-delivery/${leg!.id}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Notify them first: a reminder follows a notice.');
    await get(`/api/admin/notify-delivery/${leg!.id}`);
    const before = (await emailsTo(t.db, buyer.email)).length;
    const res = await get(`/api/admin/remind-delivery/${leg!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().delivery.status).toBe('reminded');
    const mails = await emailsTo(t.db, buyer.email);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.subject).toMatch(/^Reminder: order #\d+'s delivery is on /);
    expect((await get(`/api/admin/remind-delivery/${leg!.id}`)).json().message).toBe(
      'This delivery was already reminded.',
    );
  });

  it('no-show: moves the leg to the next day, counts it, records it on the customer and tells them', async () => {
    const o = await order('rental');
    const [, back] = await legsOf(o.id);
    const res = await get(`/api/admin/no-show-delivery/${back!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().delivery).toMatchObject({
      status: 'no_show',
      scheduled_for: '2030-03-08',
      no_shows: 1,
    });
    const missed = await t.db.select().from(deliveryNoShows).where(eq(deliveryNoShows.leg_id, back!.id));
    expect(missed).toMatchObject([{ user_id: buyer.id, missed_on: '2030-03-07', recorded_by: admin.id }]);
    const [mail] = await emailsTo(t.db, buyer.email);
    expect(mail!.subject).toBe(`We missed you: order #${o.id}'s collection moved to 08 Mar 2030`);
    expect((await get(`/api/admin/no-show-delivery/${back!.id}`)).statusCode).toBe(409);
    // Told again, it can be missed again.
    expect((await get(`/api/admin/notify-delivery/${back!.id}`)).statusCode).toBe(200);
    const twice = await get(`/api/admin/no-show-delivery/${back!.id}`);
    expect(twice.json().delivery).toMatchObject({ scheduled_for: '2030-03-09', no_shows: 2 });
  });

  it('a missed leg of days ago moves to tomorrow, not to another past day', async () => {
    const o = await order();
    const [leg] = await legsOf(o.id);
    await t.db.update(deliveryLegs).set({ scheduled_for: '2020-01-02' }).where(eq(deliveryLegs.id, leg!.id));
    const res = await get(`/api/admin/no-show-delivery/${leg!.id}`);
    expect(res.json().delivery).toMatchObject({ scheduled_for: addDays(todayInBrunei(), 1), overdue: false });
  });

  it('complete outbound: a purchase is dispatched then delivered, as the admin; any action after is 409', async () => {
    const o = await order('purchase');
    const [leg] = await legsOf(o.id);
    const res = await get(`/api/admin/complete-delivery/${leg!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Completed: order #${o.id} is now delivered.`,
      delivery: { status: 'completed', order_status: 'delivered' },
    });
    expect(await statusOf(o.id)).toBe('delivered');
    const history = await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.order_id, o.id))
      .orderBy(asc(orderEvents.id));
    expect(history.map((h) => [h.to_status, h.by, h.actor_id])).toEqual([
      ['paid', 'system', null],
      ['dispatched', 'admin', admin.id],
      ['delivered', 'admin', admin.id],
    ]);
    const [row] = await legsOf(o.id);
    expect(row).toMatchObject({ completed_by: admin.id });
    expect(row!.completed_at).not.toBeNull();
    for (const action of ['notify', 'remind', 'no-show', 'complete']) {
      const again = await get(`/api/admin/${action}-delivery/${leg!.id}`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This delivery was already completed: nothing more can change.');
    }
  });

  it('complete on a rental: outbound → in use, return → returned', async () => {
    const o = await order('rental');
    const [outbound, back] = await legsOf(o.id);
    // The return before the outbound: the order refuses, nothing changes.
    const early = await get(`/api/admin/complete-delivery/${back!.id}`);
    expect(early.statusCode).toBe(409);
    expect((await legsOf(o.id))[1]!.status).toBe('scheduled');
    expect((await get(`/api/admin/complete-delivery/${outbound!.id}`)).statusCode).toBe(200);
    expect(await statusOf(o.id)).toBe('in_use');
    const res = await get(`/api/admin/complete-delivery/${back!.id}`);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(o.id)).toBe('returned');
  });

  it('a cancelled order refuses: the leg stays open and the order as it was', async () => {
    const o = await order();
    const [leg] = await legsOf(o.id);
    await setStatus(t, o.id, 'cancelled');
    for (const action of ['notify', 'complete']) {
      const res = await get(`/api/admin/${action}-delivery/${leg!.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(`Order #${o.id} was cancelled: this delivery is off.`);
    }
    expect((await legsOf(o.id))[0]!.status).toBe('scheduled');
    expect(await statusOf(o.id)).toBe('cancelled');
  });

  it('an order that refuses the step undoes the leg too (an order completed elsewhere)', async () => {
    const o = await order();
    const [leg] = await legsOf(o.id);
    await setStatus(t, o.id, 'completed');
    const res = await get(`/api/admin/complete-delivery/${leg!.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order is completed: nothing more can change.');
    expect((await legsOf(o.id))[0]!.status).toBe('scheduled');
  });

  it('two admins completing at once: one 200, one 409, the order moved once', async () => {
    const o = await order('purchase');
    const [leg] = await legsOf(o.id);
    const [a, b] = await Promise.all([
      get(`/api/admin/complete-delivery/${leg!.id}`),
      get(`/api/admin/complete-delivery/${leg!.id}`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const history = await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, o.id));
    expect(history.filter((h) => h.to_status === 'delivered')).toHaveLength(1);
    expect(await statusOf(o.id)).toBe('delivered');
  });

  it('an unknown leg is 404', async () => {
    const res = await get('/api/admin/notify-delivery/999999');
    expect(res.statusCode).toBe(404);
  });
});

describe('delivery-complete/{order}', () => {
  it('completes every open leg, outbound first: the rental ends returned', async () => {
    const o = await order('rental');
    const res = await get(`/api/admin/delivery-complete/${o.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Completed its deliveries: order #${o.id} is now returned.`,
      deliveries: [
        { kind: 'outbound', status: 'completed' },
        { kind: 'return', status: 'completed' },
      ],
    });
    expect(await statusOf(o.id)).toBe('returned');
    expect((await get(`/api/admin/delivery-complete/${o.id}`)).statusCode).toBe(409);
  });

  it('an order without legs (pickup) is 404', async () => {
    const o = await order('purchase', 'pickup');
    expect((await get(`/api/admin/delivery-complete/${o.id}`)).statusCode).toBe(404);
  });
});

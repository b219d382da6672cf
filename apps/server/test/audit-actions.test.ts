import { addDays, todayInBrunei } from '@pinjam/api/domain';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminAudit,
  deliveryLegs,
  identityVerifications,
  orders,
  payouts,
  users,
} from '../src/platform/db/schema';
import { insertItem, useTestApp } from './helpers';
import { caller, person as personOf, type Person } from './messages-fixtures';
import { paidOrder } from './orders-fixtures';
import { completed } from './payouts-fixtures';

/*
 * Every admin action that was there before the console (decision 0040) writes one audit line in
 * its transaction, on real PostgreSQL: the deliveries' leg actions and delivery-complete, the
 * payout date, the payouts made when an admin opens finances, user-paid, and the verification
 * review. Of two admins pressing at once, the one told 409 leaves no line; a refusal, none.
 */

const t = useTestApp();
const call = caller(t);
const person = (name: string, values?: Parameters<typeof personOf>[2]) => personOf(t, name, values);

let admin: Person;
let other: Person;
let siti: Person;
let hakim: Person;
let itemId: number;

beforeAll(async () => {
  admin = await person('Pinjam Admin', { role_id: 2 });
  other = await person('Hajah Rosnah', { role_id: 2 });
  siti = await person('Siti Rahman', { bank_name: 'Baiduri Bank', account_number: '001234564821' });
  hakim = await person('Hakim Yusof');
  itemId = (await insertItem(t.db, siti.id, { sale_price: 2000, starting_inventory: 99 })).id;
});

/** The audit lines on one record, oldest first. */
const linesOn = (type: string, id: number | string) =>
  t.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.subject_type, type), eq(adminAudit.subject_id, String(id))))
    .orderBy(asc(adminAudit.id));
const linesBy = (who: Person, action: string) =>
  t.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.admin_id, who.id), eq(adminAudit.action, action)))
    .orderBy(asc(adminAudit.id));

const get = (url: string, who = admin) => call(who, 'GET', url);
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

async function order(kind: 'purchase' | 'rental' = 'purchase') {
  return paidOrder(t, {
    buyer: hakim,
    seller: siti,
    kind,
    lines: [{ item_id: itemId, unit_price: 2000 }],
  });
}
const legsOf = (orderId: number) =>
  t.db.select().from(deliveryLegs).where(eq(deliveryLegs.order_id, orderId)).orderBy(asc(deliveryLegs.kind));

describe('deliveries', () => {
  it('notify, remind, no-show and complete: one line each on the leg, its state before and after', async () => {
    const o = await order();
    const [leg] = await legsOf(o.id);
    const url = (action: string) => `/api/admin/${action}-delivery/${leg!.id}`;

    expect((await get(url('notify'))).statusCode).toBe(200);
    expect((await get(url('remind'))).statusCode).toBe(200);
    expect((await get(url('no-show'))).statusCode).toBe(200);
    expect((await get(url('complete'))).statusCode).toBe(200);

    const lines = await linesOn('delivery_leg', leg!.id);
    expect(lines.map((l) => l.action)).toEqual([
      'delivery.notify',
      'delivery.remind',
      'delivery.no_show',
      'delivery.complete',
    ]);
    const day = leg!.scheduled_for;
    expect(lines[0]).toMatchObject({
      admin_id: admin.id,
      admin_name: 'Pinjam Admin',
      before: { status: 'scheduled', scheduled_for: day, no_shows: 0, order_status: 'paid' },
      after: { status: 'notified', scheduled_for: day, no_shows: 0, order_status: 'paid' },
    });
    expect(lines[1]).toMatchObject({ before: { status: 'notified' }, after: { status: 'reminded' } });
    expect(lines[2]).toMatchObject({
      before: { status: 'reminded', scheduled_for: day, no_shows: 0 },
      after: { status: 'no_show', scheduled_for: addDays(day, 1), no_shows: 1 },
    });
    expect(lines[3]).toMatchObject({
      before: { status: 'no_show', order_status: 'paid' },
      after: { status: 'completed', order_status: 'delivered' },
    });
  });

  it('two admins notifying at once: one 200, one 409, one line', async () => {
    const o = await order();
    const [leg] = await legsOf(o.id);
    const url = `/api/admin/notify-delivery/${leg!.id}`;
    expect(statuses(await Promise.all([get(url, admin), get(url, other)]))).toEqual([200, 409]);
    expect(await linesOn('delivery_leg', leg!.id)).toHaveLength(1);
  });

  it('a refused action (a cancelled order) and an unknown leg leave no line', async () => {
    const o = await order();
    const [leg] = await legsOf(o.id);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, o.id));
    expect((await get(`/api/admin/notify-delivery/${leg!.id}`)).statusCode).toBe(409);
    expect((await get(`/api/admin/notify-delivery/999999`)).statusCode).toBe(404);
    expect(await linesOn('delivery_leg', leg!.id)).toEqual([]);
    expect(await linesOn('delivery_leg', 999999)).toEqual([]);
  });

  it('delivery-complete: one line on the order with each leg before and after; again is 409 and none', async () => {
    const o = await order('rental');
    const legs = await legsOf(o.id);
    const url = `/api/admin/delivery-complete/${o.id}`;
    expect(statuses(await Promise.all([get(url, admin), get(url, other)]))).toEqual([200, 409]);
    expect((await get(url)).statusCode).toBe(409);

    const lines = await linesOn('order', o.id);
    expect(lines).toHaveLength(1);
    const [outbound, back] = legs;
    expect(lines[0]).toMatchObject({
      action: 'order.complete_deliveries',
      before: {
        legs: {
          [outbound!.id]: { status: 'scheduled', order_status: 'paid' },
          [back!.id]: { status: 'scheduled' },
        },
      },
      after: {
        legs: {
          [outbound!.id]: { status: 'completed' },
          [back!.id]: { status: 'completed', order_status: 'returned' },
        },
      },
    });
    // The legs' own actions inside it write no line of their own.
    for (const leg of legs) expect(await linesOn('delivery_leg', leg.id)).toEqual([]);
  });
});

describe('payouts', () => {
  it('the payout date: one settings.update line with the date before and after; the same date or a past one, none', async () => {
    const first = addDays(todayInBrunei(), 3)!;
    const next = addDays(todayInBrunei(), 10)!;
    const save = (date: string) => call(other, 'POST', '/api/admin/update-payout-date/', { date });
    expect((await save(first)).statusCode).toBe(200);
    expect((await save(next)).statusCode).toBe(200);
    expect((await save(next)).statusCode).toBe(200); // nothing changed: no line
    expect((await save(addDays(todayInBrunei(), -1)!)).statusCode).toBe(422);

    const lines = await linesBy(other, 'settings.update');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      subject_type: 'settings',
      subject_id: '1',
      before: { payout_date: first },
      after: { payout_date: next },
    });
  });

  it('opening finances makes the payouts due: one line for the batch with the ids; nothing new, none', async () => {
    const sale = await order();
    await completed(t, sale);
    expect((await get('/api/admin/get-payouts')).statusCode).toBe(200);
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.user_id, siti.id));
    const batch = await linesBy(admin, 'payout.prepare');
    expect(batch).toHaveLength(1);
    expect(batch[0]).toMatchObject({
      subject_type: 'payout',
      subject_id: String(payout!.id),
      before: null,
      after: { ids: [payout!.id], users: [siti.id] },
    });

    expect((await get('/api/admin/get-payouts')).statusCode).toBe(200);
    expect(await linesBy(admin, 'payout.prepare')).toHaveLength(1);
  });

  it('user-paid: of two admins at once, one line (due → paid); the 409 leaves none', async () => {
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.user_id, siti.id));
    const pay = (who: Person) => call(who, 'POST', '/api/admin/user-paid/', { id: payout!.id });
    expect(statuses(await Promise.all([pay(admin), pay(other)]))).toEqual([200, 409]);
    expect((await pay(admin)).statusCode).toBe(409);
    expect((await pay(admin)).statusCode).toBe(409);

    const lines = (await linesOn('payout', payout!.id)).filter((l) => l.action === 'payout.mark_paid');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      before: { status: 'due' },
      after: { status: 'paid', user_id: siti.id, amount: payout!.amount },
    });
  });
});

describe('verification', () => {
  async function pending(name: string) {
    const who = await person(name, { verification_status: 'pending' });
    await t.db.insert(identityVerifications).values({
      user_id: who.id,
      document_key: `verification/${who.id}/d.webp`,
      selfie_key: `verification/${who.id}/s.webp`,
    });
    return who;
  }
  const statusOf = async (who: Person) =>
    (await t.db.select({ s: users.verification_status }).from(users).where(eq(users.id, who.id)))[0]!.s;

  it('approve: one user.verify line; a second review (the race loser) is 409 and none', async () => {
    const aminah = await pending('Aminah Osman');
    const approve = (who: Person) => get(`/api/admin/approve/${aminah.id}`, who);
    expect(statuses(await Promise.all([approve(admin), approve(other)]))).toEqual([200, 409]);
    expect(await statusOf(aminah)).toBe('approved');
    const lines = await linesOn('user', aminah.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      action: 'user.verify',
      before: { verification_status: 'pending' },
      after: { verification_status: 'approved' },
    });
  });

  it('reject: one line with the reason; rejecting again is 409 and none', async () => {
    const daniel = await pending('Daniel Tan');
    const reject = () =>
      call(admin, 'POST', '/api/admin/reject/', {
        id: daniel.id,
        reason: 'The photo of the card is blurred.',
      });
    expect((await reject()).statusCode).toBe(200);
    expect((await reject()).statusCode).toBe(409);
    const lines = await linesOn('user', daniel.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      action: 'user.reject_verification',
      admin_id: admin.id,
      before: { verification_status: 'pending' },
      after: { verification_status: 'rejected', reason: 'The photo of the card is blurred.' },
    });
  });
});

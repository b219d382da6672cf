import type { MarketplaceStats, MemberStats } from '@pinjam/api/contract';
import { todayInBrunei } from '@pinjam/api/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  identityVerifications,
  ledgerEntries,
  orderIssues,
  orders,
  ratings,
  users,
} from '../src/platform/db/schema';
import { day, pay, person, rental, rentalItem, type Person } from './checkout-fixtures';
import { bearer, insertItem, useTestApp } from './helpers';
import { paidOrder, setStatus } from './orders-fixtures';

const t = useTestApp();

async function stats(who: Person) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/stats', headers: bearer(who.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ member: MemberStats | null; marketplace: MarketplaceStats | null }>();
}

/** YYYY-MM of the month `back` months before this one, in Brunei time. */
function monthKey(back: number) {
  const [y, m] = todayInBrunei().split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
/** Mid-month of `back` months ago, as an instant. */
const midMonth = (back: number) => new Date(`${monthKey(back)}-15T04:00:00Z`);

/** A balanced posting straight into the ledger, dated `at`. */
async function posting(name: string, at: Date, entries: Array<[string, number, number | null]>) {
  await t.db.insert(ledgerEntries).values(
    entries.map(([account, amount, user_id]) => ({
      posting: name,
      account: account as 'seller_pending',
      amount,
      user_id,
      memo: name,
      created_at: at,
    })),
  );
}

describe('GET /api/user/stats', () => {
  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/stats' })).statusCode).toBe(401);
  });

  it("answers a member's own figures, exactly, and never the marketplace's", async () => {
    const siti = await person(t.app, t.db, 'Siti Rahman');
    const hakim = await person(t.app, t.db, 'Hakim Yusof');
    // Listings: two active, one disabled; Hakim's do not count.
    const tent = await rentalItem(t.db, siti.id, { title: 'Tent', starting_inventory: 3 });
    await insertItem(t.db, siti.id, { title: 'Drill' });
    await insertItem(t.db, siti.id, { title: 'Old kayak', status: 'disabled' });
    const drone = await rentalItem(t.db, hakim.id, { title: 'Drone' });

    // A rental each way (orders this month), and a purchase of Siti's that was cancelled.
    const out = await paidOrder(t, {
      buyer: hakim,
      seller: siti,
      kind: 'rental',
      fulfilment: 'pickup',
      lines: [{ item_id: tent.id, unit_price: 3_000, line_total: 9_000 }],
    });
    await paidOrder(t, { buyer: siti, seller: hakim, kind: 'rental', lines: [{ item_id: drone.id }] });
    const cancelled = await paidOrder(t, { buyer: hakim, seller: siti, lines: [{ item_id: tent.id }] });
    await setStatus(t, cancelled.id, 'cancelled');
    // A request waiting for Siti's answer.
    const asked = await pay(t.app, hakim, { entries: [rental(tent.id, day(20), day(21))] });
    expect(asked.statusCode, asked.body).toBe(201);

    // Earnings of earlier months, from the ledger: a sale, a refund, a completion (pending →
    // payable, adds up to zero) and a payout (not earnings).
    await posting('order-900001:paid', midMonth(2), [
      ['customer_payments', -11_000, hakim.id],
      ['seller_pending', 10_000, siti.id],
      ['platform_commission', 1_000, null],
    ]);
    await posting('order-900002:paid', midMonth(11), [
      ['customer_payments', -2_200, hakim.id],
      ['seller_pending', 2_000, siti.id],
      ['platform_commission', 200, null],
    ]);
    await posting('order-900002:cancelled', midMonth(11), [
      ['refunds', 2_200, hakim.id],
      ['seller_pending', -2_000, siti.id],
      ['platform_commission', -200, null],
    ]);
    await posting('order-900003:paid', midMonth(1), [
      ['customer_payments', -5_555, hakim.id],
      ['seller_pending', 5_000, siti.id],
      ['platform_commission', 555, null],
    ]);
    await posting('order-900003:completed', midMonth(1), [
      ['seller_pending', -5_000, siti.id],
      ['seller_payable', 5_000, siti.id],
    ]);
    await posting('payout-1', midMonth(1), [
      ['seller_payable', -5_000, siti.id],
      ['payouts', 5_000, siti.id],
    ]);
    // Older than 12 months: left out.
    await posting('order-900004:paid', midMonth(12), [
      ['customer_payments', -1_100, hakim.id],
      ['seller_pending', 1_000, siti.id],
      ['platform_commission', 100, null],
    ]);

    const { member, marketplace } = await stats(siti);
    expect(marketplace).toBeNull();
    expect(member).toMatchObject({
      listings: { active: 2, disabled: 1 },
      rentals: { renting_out: 1, renting: 1 },
      requests_waiting: 1,
      orders_this_month: { bought: 1, sold: 1 },
    });
    const earnings = member!.earnings;
    expect(earnings.map((e) => e.month)).toEqual(Array.from({ length: 12 }, (_, i) => monthKey(11 - i)));
    const byMonth = Object.fromEntries(earnings.map((e) => [e.month, e.amount]));
    // This month: the rental out (9,000 less 900 commission) and the purchase (2,500 less 250):
    // its status was moved straight to cancelled, without the refund's posting, so the ledger
    // still counts it — the ledger, not the order's status, is the truth for money.
    expect(byMonth[monthKey(0)]).toBe(8_100 + 2_250);
    expect(byMonth[monthKey(1)]).toBe(5_000);
    expect(byMonth[monthKey(2)]).toBe(10_000);
    expect(byMonth[monthKey(11)]).toBe(0);
    expect(earnings.filter((e) => e.amount !== 0)).toHaveLength(3);
    expect(out.seller_id).toBe(siti.id);

    // To-dos: Siti is verified and has no bank details though she has sold; a request waits.
    expect(member!.todos).toEqual([
      { kind: 'answer_requests', link: '/customer-requests', count: 1 },
      { kind: 'bank_details', link: '/settings', count: null },
    ]);
  });

  it('words the verification to-do by its status; bank details only once the member has sold', async () => {
    const todos = async (status: 'unsubmitted' | 'pending' | 'rejected' | 'approved') => {
      const who = await person(t.app, t.db, 'Nurul Aini', false);
      await t.db.execute(sql`update ${users} set verification_status = ${status} where id = ${who.id}`);
      return (await stats(who)).member!.todos.map((todo) => todo.kind);
    };
    expect(await todos('unsubmitted')).toEqual(['verify']);
    expect(await todos('pending')).toEqual(['verification_pending']);
    expect(await todos('rejected')).toEqual(['verification_rejected']);
    expect(await todos('approved')).toEqual([]);

    const seller = await person(t.app, t.db, 'Hakim Yusof');
    const buyer = await person(t.app, t.db, 'Siti Rahman');
    const item = await insertItem(t.db, seller.id);
    await paidOrder(t, { buyer, seller, lines: [{ item_id: item.id }] });
    expect((await stats(seller)).member!.todos).toEqual([
      { kind: 'bank_details', link: '/settings', count: null },
    ]);
    await t.db.execute(
      sql`update ${users} set bank_name = 'BIBD', account_number = '00012345678' where id = ${seller.id}`,
    );
    expect((await stats(seller)).member!.todos).toEqual([]);
    expect((await stats(buyer)).member!.todos).toEqual([]);
  });

  it('asks both sides to rate a completed order until they have, within the 14 days', async () => {
    const seller = await person(t.app, t.db, 'Hakim Yusof');
    const buyer = await person(t.app, t.db, 'Siti Rahman');
    const item = await insertItem(t.db, seller.id);
    const order = await paidOrder(t, { buyer, seller, lines: [{ item_id: item.id }] });
    const old = await paidOrder(t, { buyer, seller, lines: [{ item_id: item.id }] });
    const toRate = async (who: Person) =>
      (await stats(who)).member!.todos.find((todo) => todo.kind === 'rate_orders') ?? null;
    // Paid, not completed: nothing to rate yet.
    expect(await toRate(buyer)).toBeNull();
    const completedAgo = (id: number, days: number) =>
      t.db
        .update(orders)
        .set({ status: 'completed', status_changed_at: new Date(Date.now() - days * 86_400_000) })
        .where(eq(orders.id, id));
    await completedAgo(order.id, 2);
    await completedAgo(old.id, 15); // its 14 days are over
    expect(await toRate(buyer)).toEqual({ kind: 'rate_orders', link: '/my-ratings', count: 1 });
    expect(await toRate(seller)).toEqual({ kind: 'rate_orders', link: '/my-ratings', count: 1 });
    await t.db.insert(ratings).values({
      order_id: order.id,
      rater_id: buyer.id,
      ratee_id: seller.id,
      target: 'user',
      rater_role: 'buyer',
      rating: 5,
      content: 'Smooth.',
    });
    expect(await toRate(buyer)).toBeNull();
    expect(await toRate(seller)).toEqual({ kind: 'rate_orders', link: '/my-ratings', count: 1 });
  });

  it('a new member: zeros everywhere, twelve empty months', async () => {
    const nurul = await person(t.app, t.db, 'Nurul Aini');
    const { member } = await stats(nurul);
    expect(member).toMatchObject({
      listings: { active: 0, disabled: 0 },
      rentals: { renting_out: 0, renting: 0 },
      requests_waiting: 0,
      orders_this_month: { bought: 0, sold: 0 },
      todos: [],
    });
    expect(member!.earnings).toHaveLength(12);
    expect(member!.earnings.every((e) => e.amount === 0)).toBe(true);
  });

  it("answers an admin the marketplace's figures, and no member figures", async () => {
    const admin = await person(t.app, t.db, 'Admin Pinjam');
    await t.db.execute(sql`update ${users} set role_id = 2 where id = ${admin.id}`);
    const seller = await person(t.app, t.db, 'Hakim Yusof');
    const buyer = await person(t.app, t.db, 'Siti Rahman');
    const item = await insertItem(t.db, seller.id);
    await insertItem(t.db, seller.id, { status: 'disabled' });
    const order = await paidOrder(t, { buyer, seller, lines: [{ item_id: item.id, unit_price: 10_000 }] });
    await t.db
      .insert(orderIssues)
      .values({ order_id: order.id, user_id: buyer.id, type: 'damaged', description: 'Scratched' });
    await t.db
      .insert(identityVerifications)
      .values({ user_id: buyer.id, document_key: 'd', selfie_key: 's' });
    await posting('order-900010:paid', midMonth(3), [
      ['customer_payments', -1_234, buyer.id],
      ['seller_pending', 1_111, seller.id],
      ['platform_commission', 123, null],
    ]);

    const expected = async () => {
      const one = async (query: ReturnType<typeof sql>) =>
        (await t.db.execute<{ n: number }>(query)).rows[0]!.n;
      return {
        users: await one(sql`select count(*)::int as n from users`),
        items: await one(sql`select count(*)::int as n from items where status = 'active'`),
        issues: await one(sql`select count(*)::int as n from order_issues where status = 'open'`),
        verifications: await one(
          sql`select count(*)::int as n from identity_verifications where status = 'pending'`,
        ),
        commission: await one(
          sql`select coalesce(sum(amount), 0)::int as n from ledger_entries where account = 'platform_commission' and created_at > now() - interval '1 hour'`,
        ),
        orders: await one(
          sql`select count(*)::int as n from orders where created_at > now() - interval '1 hour'`,
        ),
      };
    };
    const want = await expected();
    const { member, marketplace } = await stats(admin);
    expect(member).toBeNull();
    expect(marketplace).toMatchObject({
      users: { total: want.users, new_this_month: want.users },
      items: { active: want.items },
      verifications_waiting: want.verifications,
      issues_waiting: want.issues,
    });
    expect(want.verifications).toBeGreaterThanOrEqual(1);
    expect(want.issues).toBeGreaterThanOrEqual(1);
    const months = Object.fromEntries(marketplace!.months.map((m) => [m.month, m]));
    expect(marketplace!.months).toHaveLength(12);
    expect(months[monthKey(0)]).toEqual({
      month: monthKey(0),
      orders: want.orders,
      revenue: want.commission,
    });
    expect(months[monthKey(3)]).toEqual({ month: monthKey(3), orders: 0, revenue: 123 });
  });
});

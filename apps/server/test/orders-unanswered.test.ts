import { addDays, todayInBrunei } from '@pinjam/api/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  items,
  marketplaceSettings,
  orderEvents,
  orderIssues,
  orders,
  payments,
  sandboxPayments,
} from '../src/platform/db/schema';
import { person, type Person } from './checkout-fixtures';
import { bearer, emailsTo, insertItem, insertUser, login, useTestApp } from './helpers';
import { paidOrder, setStatus } from './orders-fixtures';
import { runSweep } from './sweeps';

/*
 * Issue 24, item 4: a paid order always has a way out. The buyer cancels before dispatch (the
 * seller's refund in full), reports an issue from payment on, and the clock cancels an order not
 * dispatched or handed over within the admin's days (3 unless changed), once.
 */

const t = useTestApp();
let buyer: Person;
let seller: Person;
let admin: Record<string, string>;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  buyer = await person(t.app, t.db, 'Hakim Yusof');
  seller = await person(t.app, t.db, 'Siti Rahman');
  const staff = await insertUser(t.db, { name: 'Pinjam Staff', role_id: 2 });
  admin = bearer(await login(t.app, staff.email));
});

const post = (who: Person, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });

async function purchase(fulfilment: 'delivery' | 'pickup' = 'delivery') {
  const item = await insertItem(t.db, seller.id, { sale_price: 8_000, starting_inventory: 2 });
  const order = await paidOrder(t, {
    buyer,
    seller,
    fulfilment,
    lines: [{ item_id: item.id, unit_price: 8_000 }],
  });
  return { item, order };
}

const rowOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refundedOf = async (providerRef: string) =>
  (await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, providerRef)))[0]!.refunded;
const cancelMails = async (email: string, id: number) =>
  (await emailsTo(t.db, email)).filter((m) => m.subject === `Order #${id} was cancelled`);

/** One run of the order timers' sweep with the clock at `at`. */
const sweepAt = (at: Date) => runSweep(t, 'order-timers-sweep', at);

describe('given a paid purchase not yet dispatched / the buyer', () => {
  it('cancels it: refunded in full through the same refund, stock back, the seller told', async () => {
    const { item, order } = await purchase();
    const res = await post(buyer, `/api/order/${order.id}/cancel`, { reason: 'Ordered the wrong size' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The order is cancelled and you have been refunded in full.',
      order: { status: 'cancelled', actions: [], payment: { captured: 8_500, refunded: 8_500 } },
    });
    expect(await refundedOf(order.provider_ref)).toBe(8_500);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, order.payment_id));
    expect(payment).toMatchObject({ refunded: 8_500, status: 'refunded' });
    expect((await t.db.select().from(items).where(eq(items.id, item.id)))[0]!.starting_inventory).toBe(3);
    const history = await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, order.id));
    expect(history.at(-1)).toMatchObject({ event: 'cancel', by: 'buyer', actor_id: buyer.id });

    const [sellerMail] = await cancelMails(seller.email, order.id);
    expect(sellerMail!.text).toContain(`Hakim Yusof cancelled order #${order.id} before it was dispatched`);
    expect(sellerMail!.text).toContain('Their reason: Ordered the wrong size');
    expect(sellerMail!.text).toContain('refunded B$85.00 in full');
    const [buyerMail] = await cancelMails(buyer.email, order.id);
    expect(buyerMail!.text).toContain(`You cancelled order #${order.id}`);
    const sellerFeed = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.user_id, seller.id), eq(activities.subject_id, order.id)));
    expect(sellerFeed.map((a) => a.kind)).toContain('order_cancelled');
  });

  it('may not cancel once it is dispatched (409)', async () => {
    const { order } = await purchase();
    await setStatus(t, order.id, 'dispatched');
    const res = await post(buyer, `/api/order/${order.id}/cancel`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain('Report an issue instead');
    expect(await refundedOf(order.provider_ref)).toBe(0);
  });

  it('reports an issue ("the seller does not answer") at once: 201, the seller told; cancelling closes it', async () => {
    const { order } = await purchase('pickup');
    const res = await post(buyer, '/api/order/report-issue', {
      type: 'other',
      description: 'The seller does not answer my messages.',
      order_id: order.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await rowOf(order.id)).has_open_issue).toBe(true);
    expect((await emailsTo(t.db, seller.email))[0]!.subject).toBe(
      `An issue was reported on order #${order.id}`,
    );
    // The page offers both ways out to the buyer.
    const page = await t.app.inject({
      url: `/api/order/get-order/${order.id}`,
      headers: bearer(buyer.token),
    });
    expect(page.json().order.actions).toEqual(expect.arrayContaining(['cancel', 'reportIssue']));

    expect((await post(buyer, `/api/order/${order.id}/cancel`)).statusCode).toBe(200);
    expect(await rowOf(order.id)).toMatchObject({ status: 'cancelled', has_open_issue: false });
    const [issue] = await t.db.select().from(orderIssues).where(eq(orderIssues.order_id, order.id));
    expect(issue).toMatchObject({ status: 'refunded' });
    expect(issue!.resolved_at).toBeInstanceOf(Date);
  });
});

describe('the clock, for an order nobody dispatches or hands over', () => {
  it('cancels a purchase 3 days after payment, refunds it once and tells both once; dispatched and handed-over ones stay', async () => {
    const { order } = await purchase();
    const { order: dispatched } = await purchase();
    await setStatus(t, dispatched.id, 'dispatched');
    const { order: handedOver } = await purchase('pickup');
    expect((await post(seller, `/api/order/${handedOver.id}/handed-over`)).statusCode).toBe(200);
    const paidAt = (await rowOf(order.id)).status_changed_at.getTime();

    await sweepAt(new Date(paidAt + 3 * DAY - 60_000));
    expect((await rowOf(order.id)).status).toBe('paid');
    await sweepAt(new Date(paidAt + 3 * DAY + 60_000));
    await sweepAt(new Date(paidAt + 3 * DAY + 120_000));
    await sweepAt(new Date(paidAt + 4 * DAY));

    expect((await rowOf(order.id)).status).toBe('cancelled');
    expect(await refundedOf(order.provider_ref)).toBe(8_500);
    const history = await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, order.id));
    expect(history.map((h) => [h.event, h.by])).toEqual([
      ['paid', 'system'],
      ['cancel', 'system'],
    ]);
    const [toBuyer, ...moreToBuyer] = await cancelMails(buyer.email, order.id);
    expect(moreToBuyer).toEqual([]);
    expect(toBuyer!.text).toContain('not dispatched or handed over within 3 days');
    expect(toBuyer!.text).toContain('We have refunded B$85.00 in full');
    expect(await cancelMails(seller.email, order.id)).toHaveLength(1);

    expect((await rowOf(dispatched.id)).status).toBe('dispatched');
    // Handed over: its own timer completes it 3 days on; the clock never cancels it.
    expect((await rowOf(handedOver.id)).status).toBe('completed');
    expect(await refundedOf(dispatched.provider_ref)).toBe(0);
    expect(await refundedOf(handedOver.provider_ref)).toBe(0);
  });

  it('counts a rental from its first day, not from its payment', async () => {
    const item = await insertItem(t.db, seller.id, { price_per_day: 1_000 });
    const today = todayInBrunei(new Date());
    const order = await paidOrder(t, {
      buyer,
      seller,
      kind: 'rental',
      fulfilment: 'pickup',
      lines: [{ item_id: item.id, unit_price: 3_000 }],
      start_date: addDays(today, 10)!,
      end_date: addDays(today, 12)!,
    });
    // Paid long ago: still waits for its first day.
    await t.db
      .update(orders)
      .set({ status_changed_at: sql`now() - interval '20 days'` })
      .where(eq(orders.id, order.id));
    await sweepAt(new Date(Date.now() + 12 * DAY));
    expect((await rowOf(order.id)).status).toBe('paid');
    await sweepAt(new Date(Date.now() + 13 * DAY + 3600_000));
    expect((await rowOf(order.id)).status).toBe('cancelled');
    expect(await cancelMails(seller.email, order.id)).toHaveLength(1);
  });

  it('follows the admin’s days', async () => {
    await t.db.update(marketplaceSettings).set({ dispatch_days: 5 }).where(eq(marketplaceSettings.id, 1));
    try {
      const { order } = await purchase();
      const paidAt = (await rowOf(order.id)).status_changed_at.getTime();
      await sweepAt(new Date(paidAt + 4 * DAY));
      expect((await rowOf(order.id)).status).toBe('paid');
      await sweepAt(new Date(paidAt + 5 * DAY + 60_000));
      expect((await rowOf(order.id)).status).toBe('cancelled');
      expect((await cancelMails(buyer.email, order.id))[0]!.text).toContain('within 5 days');
    } finally {
      await t.db.update(marketplaceSettings).set({ dispatch_days: 3 }).where(eq(marketplaceSettings.id, 1));
    }
  });

  it('racing a manual cancel: exactly one wins, one refund, each person told once, no 5xx', async () => {
    for (let round = 0; round < 3; round++) {
      const { order } = await purchase();
      const paidAt = (await rowOf(order.id)).status_changed_at.getTime();
      const [manual] = await Promise.all([
        post(buyer, `/api/order/${order.id}/cancel`),
        sweepAt(new Date(paidAt + 3 * DAY + 60_000)),
      ]);
      expect([200, 409], manual.body).toContain(manual.statusCode);
      expect((await rowOf(order.id)).status).toBe('cancelled');
      const history = await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, order.id));
      expect(history.filter((h) => h.event === 'cancel')).toHaveLength(1);
      expect(history.at(-1)!.by).toBe(manual.statusCode === 200 ? 'buyer' : 'system');
      expect(await refundedOf(order.provider_ref)).toBe(8_500);
      expect(await cancelMails(buyer.email, order.id)).toHaveLength(1);
      expect(await cancelMails(seller.email, order.id)).toHaveLength(1);
    }
  });
});

describe('given a paid order our staff refunded in part already (admin payments)', () => {
  it('a cancel, by hand or by the clock, is refused whole (409), never a second refund on top', async () => {
    const { order } = await purchase();
    await t.db
      .update(payments)
      .set({ refunded: 1_000, status: 'partially_refunded' })
      .where(eq(payments.id, order.payment_id));
    const res = await post(buyer, `/api/order/${order.id}/cancel`);
    expect(res.statusCode, res.body).toBe(409);
    const paidAt = (await rowOf(order.id)).status_changed_at.getTime();
    await sweepAt(new Date(paidAt + 3 * DAY + 60_000));
    expect((await rowOf(order.id)).status).toBe('paid');
    expect(await refundedOf(order.provider_ref)).toBe(0);
    expect(await cancelMails(buyer.email, order.id)).toEqual([]);
  });
});

describe('the admin’s setting: days to dispatch or hand over', () => {
  const settings = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/marketplace-settings', headers: admin, payload });

  it('reads 3 by default, saves a whole number of days from 1 to 30, and refuses others (422 beside it)', async () => {
    const start = await t.app.inject({ url: '/api/admin/marketplace-settings', headers: admin });
    expect(start.json().settings.dispatch_days).toBe(3);
    for (const value of [0, 31, 2.5, -1, 'three', null]) {
      const res = await settings({ dispatch_days: value });
      expect(res.statusCode, `${value}`).toBe(422);
      expect(Object.keys(res.json().errors), `${value}`).toEqual(['dispatch_days']);
    }
    const saved = await settings({ dispatch_days: 7 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.dispatch_days).toBe(7);
    expect((await settings({ dispatch_days: 3 })).statusCode).toBe(200);
  });
});

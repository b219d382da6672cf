import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, orderIssues, orders, payments, sandboxPayments } from '../src/platform/db/schema';
import type { Person } from './checkout-fixtures';
import { bearer, insertItem, useTestApp } from './helpers';
import { orderPeople, paidOrder } from './orders-fixtures';

/*
 * Issue 25, defect 2, on real PostgreSQL: an admin's refund racing a cancel or an issue's
 * resolution of the same order deadlocked on the order's and the payment's rows (500s). Every
 * path that moves an order's money now locks the order's row, then the payment's (decision 0042,
 * "Lock order"). Fifty races of each kind at once: no 5xx, one winner, the loser a 409 in words,
 * every posting balanced, never more refunded than captured, our books equal to the sandbox's.
 */

const t = useTestApp();
const RACES = 50;
/** Each order: B$100 and B$5 delivery. */
const TOTAL = 10_500;
/** Fifty orders made, a hundred requests at once, then their books read: more than the usual 30 s. */
const SLOW = 120_000;

let buyer: Person;
let seller: Person;
let adminToken: string;

beforeAll(async () => {
  ({ buyer, seller, adminToken } = await orderPeople(t));
});

type Order = Awaited<ReturnType<typeof paidOrder>>;
type Answer = LightMyRequestResponse;

const call = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const refund = (order: Order, amount: number) =>
  call(`/api/admin/payments/${order.payment_id}/refund`, adminToken, { amount, reason: 'Goodwill' });
const cancel = (who: Person) => (order: Order) => call(`/api/order/${order.id}/cancel`, who.token, {});
const resolve = (amount: number) => (order: Order) =>
  call(`/api/admin/orders/${order.id}/resolve`, adminToken, { outcome: 'partial_refund', amount });

/** A paid order of its own item; `disputed`: delivered, with the buyer's issue open. */
async function oneOrder(disputed: boolean): Promise<Order> {
  const item = await insertItem(t.db, seller.id, { sale_price: 10_000, starting_inventory: 3 });
  const order = await paidOrder(t, { buyer, seller, lines: [{ item_id: item.id, unit_price: 10_000 }] });
  expect(order.total).toBe(TOTAL);
  if (disputed) {
    await t.db
      .update(orders)
      .set({ status: 'delivered', has_open_issue: true })
      .where(eq(orders.id, order.id));
    await t.db.insert(orderIssues).values({
      order_id: order.id,
      user_id: buyer.id,
      type: 'damaged',
      description: 'It arrived with a cracked screen.',
    });
  }
  return order;
}

async function paidOrders(disputed = false): Promise<Order[]> {
  const made: Order[] = [];
  while (made.length < RACES)
    made.push(...(await Promise.all(Array.from({ length: 10 }, () => oneOrder(disputed)))));
  return made;
}

interface Race {
  order: Order;
  refund: Answer;
  other: Answer;
}

/** Every order's refund and its rival, all sent at once. */
const race = (all: Order[], amount: number, rival: (order: Order) => Promise<Answer>): Promise<Race[]> =>
  Promise.all(
    all.map(async (order) => {
      const [byRefund, other] = await Promise.all([refund(order, amount), rival(order)]);
      return { order, refund: byRefund, other };
    }),
  );

/** The loser's words: what the winner did, or that the order was held that moment. */
const LOST = /a moment ago|refunded already/;

/** No 5xx at all; in each race exactly one 200 and one 409 that says why. */
function expectOneWinnerEach(races: Race[]) {
  const answers = races.flatMap((r) => [r.refund, r.other]);
  const failed = answers.filter((a) => a.statusCode >= 500);
  expect(failed.map((a) => `${a.statusCode} ${a.body}`)).toEqual([]);
  for (const { refund: byRefund, other } of races) {
    const statuses = [byRefund.statusCode, other.statusCode].sort((a, b) => a - b);
    expect(statuses, `${byRefund.body}\n${other.body}`).toEqual([200, 409]);
    const loser = byRefund.statusCode === 409 ? byRefund : other;
    expect(loser.json().message).toMatch(LOST);
  }
}

/** Each posting balanced; refunds posted = our `refunded` = the sandbox's ≤ captured = `expected`. */
async function expectMoneyRight(order: Order, expected: number) {
  const postings = await t.db
    .select({ posting: ledgerEntries.posting, sum: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.order_id, order.id))
    .groupBy(ledgerEntries.posting);
  for (const p of postings) expect(Number(p.sum), p.posting).toBe(0);
  const [posted] = await t.db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.order_id, order.id), eq(ledgerEntries.account, 'refunds')));
  const [payment] = await t.db.select().from(payments).where(eq(payments.id, order.payment_id));
  const [charge] = await t.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.id, order.provider_ref));
  expect(payment!.refunded).toBe(expected);
  expect(payment!.refunded).toBeLessThanOrEqual(payment!.captured);
  expect(Number(posted?.sum ?? 0)).toBe(expected);
  expect(charge!.refunded).toBe(expected);
}

/** The order as the race left it: cancelled exactly when the cancel won. */
const statusOf = async (order: Order) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]!.status;

describe('an admin refund racing a cancel', () => {
  it.each([
    { amount: TOTAL, who: 'seller' as const },
    { amount: 4_000, who: 'buyer' as const },
  ])(
    'refund of $amount against the $who’s cancel, 50 at once: one winner, the loser 409, money right',
    async ({ amount, who }) => {
      const all = await paidOrders();
      const races = await race(all, amount, cancel(who === 'seller' ? seller : buyer));
      expectOneWinnerEach(races);
      for (const r of races) {
        const cancelled = r.other.statusCode === 200;
        expect(await statusOf(r.order)).toBe(cancelled ? 'cancelled' : 'paid');
        await expectMoneyRight(r.order, cancelled ? TOTAL : amount);
      }
    },
    SLOW,
  );
});

describe('an admin refund after a cancel', () => {
  it('the order cancelled before the refund arrived: 409 that says so, nothing refunded twice', async () => {
    const order = await oneOrder(false);
    expect((await cancel(buyer)(order)).statusCode).toBe(200);
    const late = await refund(order, 1_000);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toMatch(LOST);
    expect(late.json().message).toContain(`Order #${order.id} was cancelled`);
    await expectMoneyRight(order, TOTAL);
  });
});

describe('an admin refund racing an issue resolved with a refund', () => {
  it.each([
    { amount: TOTAL, resolved: 3_000 },
    { amount: 6_000, resolved: 6_000 },
  ])(
    'refund of $amount against a resolution refunding $resolved, 50 at once: one winner, the loser 409',
    async ({ amount, resolved }) => {
      const all = await paidOrders(true);
      const races = await race(all, amount, resolve(resolved));
      expectOneWinnerEach(races);
      for (const r of races) {
        const byResolution = r.other.statusCode === 200;
        const [issue] = await t.db.select().from(orderIssues).where(eq(orderIssues.order_id, r.order.id));
        expect(issue!.status).toBe(byResolution ? 'partially_refunded' : 'open');
        await expectMoneyRight(r.order, byResolution ? resolved : amount);
      }
    },
    SLOW,
  );
});

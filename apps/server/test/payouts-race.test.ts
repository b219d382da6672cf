import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, orders, payoutLines } from '../src/platform/db/schema';
import { insertItem, useTestApp } from './helpers';
import { caller, person as personOf, type Person } from './messages-fixtures';
import { paidOrder } from './orders-fixtures';
import { accountSums, completed } from './payouts-fixtures';

/*
 * A payout prepared while a refund of one of its orders is under way (the money property test's
 * counterexample: the payout took the order's payable as it was before the refund committed, and
 * the seller's payable ended below zero). A refund holds the order's row while it books; the
 * payouts' build locks the payable orders' rows, skipping any held, and reads their balances after
 * the lock, so the held order waits for the next visit and is then paid out net of the refund.
 */

const t = useTestApp();
const call = caller(t);
let admin: Person;
let siti: Person;
let hakim: Person;

beforeAll(async () => {
  admin = await personOf(t, 'Admin Race', { role_id: 2 });
  siti = await personOf(t, 'Siti Race', { bank_name: 'Baiduri Bank', account_number: '001234564821' });
  hakim = await personOf(t, 'Hakim Race');
});

const getPayouts = async () => {
  const res = await call(admin, 'GET', '/api/admin/get-payouts');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    payouts: Array<{ id: number; user: { id: number }; orders: Array<{ order_id: number }> }>;
  }>().payouts;
};

describe('a payout prepared while a refund of its order books', () => {
  it('given the order held by a refund / the payout leaves it out, then pays its net after the refund', async () => {
    const item = await insertItem(t.db, siti.id, { sale_price: 20_000, starting_inventory: 9 });
    const made = await paidOrder(t, {
      buyer: hakim,
      seller: siti,
      lines: [{ item_id: item.id, unit_price: 20_000 }],
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, made.id));
    await completed(t, order!);
    const refunded = 4_500;

    // A refund in its transaction: the order's row locked, the payable moved, not yet committed.
    const during = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select id from orders where id = ${order!.id} for update`);
      const common = { posting: `order-${order!.id}:race-refund`, order_id: order!.id, memo: 'refund' };
      await tx.insert(ledgerEntries).values([
        { ...common, account: 'seller_payable', user_id: siti.id, amount: -refunded },
        { ...common, account: 'refunds', amount: refunded },
      ]);
      return getPayouts();
    });
    expect(
      during.filter((p) => p.user.id === siti.id),
      'no payout of an order a refund holds',
    ).toEqual([]);

    const after = (await getPayouts()).filter((p) => p.user.id === siti.id);
    expect(after.map((p) => p.orders.map((o) => o.order_id))).toEqual([[order!.id]]);
    const [line] = await t.db.select().from(payoutLines).where(eq(payoutLines.order_id, order!.id));
    expect(line!.amount).toBe(order!.seller_net - refunded);
    expect((await accountSums(t, siti.id)).seller_payable).toBe(order!.seller_net - refunded);
  });
});

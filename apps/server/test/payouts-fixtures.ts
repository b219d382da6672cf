import { eq, sql } from 'drizzle-orm';
import { ledgerEntries, orders } from '../src/platform/db/schema';
import type { TestApp } from './helpers';

/*
 * An order completed as the orders' completion does it: status completed and the posting
 * `order-{id}:completed` moving the seller's net from seller_pending to seller_payable.
 */
export async function completed(t: TestApp, order: { id: number }) {
  await t.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'completed', status_changed_at: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    const o = row!;
    const common = {
      posting: `order-${o.id}:completed`,
      user_id: o.seller_id,
      order_id: o.id,
      payment_id: o.payment_id,
      memo: `Order #${o.id} completed`,
    };
    await tx.insert(ledgerEntries).values([
      { ...common, account: 'seller_pending', amount: -o.seller_net },
      { ...common, account: 'seller_payable', amount: o.seller_net },
    ]);
  });
}

/** Each account's sum over the ledger, or over one user's entries. */
export async function accountSums(t: TestApp, userId?: number) {
  const { rows } = await t.db.execute<{ account: string; sum: number }>(
    sql`select account, sum(amount)::int as sum from ledger_entries
        ${userId === undefined ? sql`` : sql`where user_id = ${userId}`} group by account`,
  );
  return Object.fromEntries(rows.map((r) => [r.account, r.sum])) as Record<string, number | undefined>;
}

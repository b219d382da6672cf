import { ledgerAccounts } from '@pinjam/api/domain';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerEntries } from '../src/platform/db/schema';
import { bearer, type TestApp } from './helpers';
import { day, pay, rental, rentalItem, type Person } from './checkout-fixtures';

/* What the tests of the steps after payment share (decision 0035). */

export const post = (t: TestApp, who: Person, url: string) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token) });

/** A pickup rental of the seller's (B$10 deposit held), through the checkout and the accept. */
export async function pickupRental(t: TestApp, buyer: Person, seller: Person): Promise<number> {
  const tent = await rentalItem(t.db, seller.id, { deposit: 1_000 });
  const res = await pay(t.app, buyer, { entries: [rental(tent.id, day(5), day(7))] });
  expect(res.statusCode, res.body).toBe(201);
  const accepted = await post(t, seller, `/api/requests/${res.json().requests[0].id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json().order_id as number;
}

/** The order's balance on every ledger account (0 where it has none). */
export async function balances(t: TestApp, orderId: number): Promise<Record<string, number>> {
  const rows = await t.db
    .select({ account: ledgerEntries.account, sum: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.order_id, orderId))
    .groupBy(ledgerEntries.account);
  const all: Record<string, number> = Object.fromEntries(ledgerAccounts.map((a) => [a, 0]));
  for (const r of rows) all[r.account] = Number(r.sum);
  return all;
}

// A user's own money, read from the ledger for their Finances page: sums, entries, earnings by
// month. Index: ledger_entries_user_account_idx for a user's sums and entries.
import { TIME_ZONE } from '@pinjam/api/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';

/** The sums of the user's seller accounts. */
export async function balances(db: Executor, userId: number) {
  const { rows } = await db.execute<{ pending: number; payable: number; paid_out: number }>(sql`
    select
      coalesce(sum(amount) filter (where account = 'seller_pending'), 0)::int as pending,
      coalesce(sum(amount) filter (where account = 'seller_payable'), 0)::int as payable,
      coalesce(sum(amount) filter (where account = 'payouts'), 0)::int as paid_out
    from ledger_entries
    where user_id = ${userId} and account in ('seller_pending', 'seller_payable', 'payouts')`);
  return rows[0]!;
}

export interface EntryRow extends Record<string, unknown> {
  id: number;
  account: 'seller_pending' | 'seller_payable' | 'payouts';
  amount: number;
  memo: string;
  order_id: number | null;
  created_at: Date | string;
}

/**
 * The user's entries newest first by date (ids follow the writing, not the moment: a seeded
 * history is written in order-number order), `limit` of them after `before` (the last entry's id
 * on the page before; its date and id are the cursor), or all.
 */
export async function entries(db: Executor, userId: number, limit: number | null, before?: number) {
  const { rows } = await db.execute<EntryRow>(sql`
    select id::int as id, account, amount, memo, order_id, created_at from ledger_entries
    where user_id = ${userId} and account in ('seller_pending', 'seller_payable', 'payouts')
      ${
        before
          ? sql`and (created_at, id) < (select created_at, id from ledger_entries where id = ${before} and user_id = ${userId})`
          : sql``
      }
    order by created_at desc, id desc
    ${limit === null ? sql`` : sql`limit ${limit}`}`);
  return rows;
}

export async function hasBankDetails(db: Executor, userId: number): Promise<boolean> {
  const { rows } = await db.execute<{ has: boolean }>(
    sql`select coalesce(account_number, '') <> '' as has from users where id = ${userId}`,
  );
  return rows[0]?.has ?? false;
}

/**
 * The user's earnings by month since `since` (YYYY-MM, Brunei time): the orders' postings on
 * their pending and payable accounts (+net when paid, −net when refunded; completion's move
 * between the two adds up to zero). Months without any are absent.
 */
export async function earnedByMonth(db: Executor, userId: number, since: Date) {
  const { rows } = await db.execute<{ month: string; amount: number }>(sql`
    select to_char(created_at at time zone ${TIME_ZONE}, 'YYYY-MM') as month, sum(amount)::int as amount
    from ledger_entries
    where user_id = ${userId} and account in ('seller_pending', 'seller_payable')
      and created_at >= ${since.toISOString()} and posting like 'order-%'
    group by 1`);
  return new Map(rows.map((r) => [r.month, r.amount]));
}

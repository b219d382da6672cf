import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/platform/db/client';

/*
 * What the money property test checks after the sale (money-books.ts checks the rest): no order
 * refunded above what was captured for it, no seller's balance below zero, each payout equal to
 * the ledger's payable for its orders and posted once, each deposit of an ended order released
 * (voided at the sandbox) or captured there within the deposit.
 */

const rows = async <T extends Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>) =>
  (await db.execute<T>(query)).rows;

export async function afterSaleHolds(db: Db) {
  const overRefunded = await rows(
    db,
    sql`select order_id, paid_in, refunded from (select order_id,
          coalesce(-sum(amount) filter (where account = 'customer_payments'), 0)::int as paid_in,
          coalesce(sum(amount) filter (where account = 'refunds'), 0)::int as refunded
        from ledger_entries where order_id is not null group by order_id) o where refunded > paid_in
        union all
        select null, captured, refunded from sandbox_payments where refunded > captured`,
  );
  expect(overRefunded, 'refunded above what was captured').toEqual([]);

  const negative = await rows(
    db,
    sql`select user_id, order_id, account, sum(amount)::int as balance from ledger_entries
        where account in ('seller_pending', 'seller_payable') group by rollup (user_id, account, order_id)
        having user_id is not null and account is not null and sum(amount) < 0`,
  );
  expect(negative, "a seller's balance below zero").toEqual([]);

  // Each payout: its lines' sum, posted once when paid; each line the order's payable, all of it.
  const payoutsOff = await rows(
    db,
    sql`select p.id, p.status::text, p.amount, l.lines, e.posted, e.postings, l.off from payouts p
        cross join lateral (select coalesce(sum(l.amount), 0)::int as lines,
          count(*) filter (where l.amount <> coalesce((select sum(x.amount) from ledger_entries x
            where x.order_id = l.order_id and x.account = 'seller_payable'
              and x.posting <> 'payout-' || p.id), 0))::int as off
          from payout_lines l where l.payout_id = p.id) l
        cross join lateral (select coalesce(sum(amount) filter (where account = 'payouts'), 0)::int as posted,
          count(distinct posting)::int as postings
          from ledger_entries where posting = 'payout-' || p.id) e
        where l.lines <> p.amount or l.off > 0
          or (p.status = 'paid' and (e.posted <> p.amount or e.postings <> 1))
          or (p.status = 'due' and e.postings <> 0)`,
  );
  expect(payoutsOff, "payouts unequal to the ledger's payable").toEqual([]);

  const deposits = await rows(
    db,
    sql`select o.id as order_id, o.status::text as order_status, o.deposit, p.status::text, p.captured,
          s.status as provider_status, s.captured as provider_captured
        from orders o join rental_requests r on r.id = o.request_id
        join payments p on p.id = r.deposit_payment_id left join sandbox_payments s on s.id = p.provider_ref
        where p.captured > o.deposit or (o.status in ('completed', 'cancelled') and not (
          (p.status = 'voided' and s.status = 'voided' and s.captured = 0)
          or (p.status = 'captured' and s.status = 'captured' and s.captured = p.captured)))`,
  );
  expect(deposits, 'deposits of ended orders still held, or captured beyond the deposit').toEqual([]);
}

/**
 * What the runs reached after the sale, counted over the whole database (a deposit released: at
 * completion or by a resolution, not by a cancel).
 */
export async function afterSaleReached(db: Db) {
  const [row] = await rows<Record<string, number>>(
    db,
    sql`select (select count(*) from orders where status = 'completed')::int as completed,
          (select count(*) from orders o join rental_requests r on r.id = o.request_id
            join payments p on p.id = r.deposit_payment_id
            where o.status <> 'cancelled' and p.status = 'voided')::int as deposits_released,
          (select count(*) from payments where purpose = 'deposit' and captured > 0)::int as deposits_captured,
          (select count(*) from order_issues where status = 'dismissed')::int as dismissed,
          (select count(*) from order_issues where status in ('refunded', 'partially_refunded'))::int as resolution_refunds,
          (select count(*) from payouts where status = 'paid')::int as payouts_paid`,
  );
  return row!;
}

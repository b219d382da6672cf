import { addDays, todayInBrunei } from '@pinjam/api/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/platform/db/client';

/*
 * What the money and stock property test reads back from the database: the requests and orders
 * an action may pick, the stock rule (a unit is sold or booked, never both) and the books (every
 * posting sums to zero; each payment equals the provider's record and the ledger's).
 */

const rows = async <T extends Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>) =>
  (await db.execute<T>(query)).rows;
const ids = (list: number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

/** The pending requests and the orders of a run's items, for an action to pick from. */
export async function runTargets(db: Db, itemIds: number[]) {
  const pending = await rows<{ id: number; item_id: number; renter_id: number }>(
    db,
    sql`select id, item_id, renter_id from rental_requests
        where item_id in (${ids(itemIds)}) and status = 'pending' order by id`,
  );
  const orders = await rows<{
    id: number;
    buyer_id: number;
    seller_id: number;
    payment_id: number;
    total: number;
    status: string;
    deposit: number;
    has_open_issue: boolean;
  }>(
    db,
    sql`select distinct o.id, o.buyer_id, o.seller_id, o.payment_id, o.total, o.status::text, o.deposit,
          o.has_open_issue from orders o
        join order_lines l on l.order_id = o.id where l.item_id in (${ids(itemIds)}) order by o.id`,
  );
  return { pending, orders };
}

/**
 * The stock rule, day by day over the booking window the test uses: the units held by live
 * bookings (pending and accepted requests) never exceed the units left unsold, and no item is
 * sold below zero.
 */
export async function stockHolds(db: Db, itemIds: number[]) {
  const today = todayInBrunei();
  const over = await rows<{ item_id: number; day: string; held: number; stock: number }>(
    db,
    sql`select i.id as item_id, d::date::text as day, coalesce(sum(b.quantity), 0)::int as held,
          i.starting_inventory as stock
        from items i
        cross join generate_series(${today}::date, ${addDays(today, 12)}::date, interval '1 day') d
        left join bookings b on b.item_id = i.id and b.released_at is null
          and b.start_date <= d::date and b.end_date >= d::date
        where i.id in (${ids(itemIds)})
        group by i.id, d having coalesce(sum(b.quantity), 0) > i.starting_inventory or i.starting_inventory < 0`,
  );
  expect(over, 'units booked beyond the units unsold').toEqual([]);
  const wrongHolds = await rows<{ id: number; status: string }>(
    db,
    sql`select r.id, r.status::text from rental_requests r join bookings b on b.request_id = r.id
        where r.item_id in (${ids(itemIds)}) and b.released_at is null and r.status not in ('pending', 'accepted')`,
  );
  expect(wrongHolds, 'a closed request still holding its days').toEqual([]);
}

/** The whole ledger and every payment, against each other and the sandbox provider. */
export async function booksAgree(db: Db) {
  const unbalanced = await rows(
    db,
    sql`select posting, sum(amount)::int as sum from ledger_entries group by posting having sum(amount) <> 0`,
  );
  expect(unbalanced, 'postings that do not sum to zero').toEqual([]);
  const disagree = await rows(
    db,
    sql`select p.id, p.status::text, p.captured, p.refunded, s.status as provider_status,
          s.captured as provider_captured, s.refunded as provider_refunded,
          coalesce((select -sum(amount) from ledger_entries e
            where e.payment_id = p.id and e.account = 'customer_payments'), 0)::int as booked_in,
          coalesce((select sum(amount) from ledger_entries e
            where e.payment_id = p.id and e.account = 'refunds'), 0)::int as booked_out
        from payments p left join sandbox_payments s on s.id = p.provider_ref
        where p.status not in ('requires_approval', 'cancelled')`,
  );
  const wrong = disagree.filter((p) => {
    const expected = p.status === 'voided' ? 'voided' : p.status === 'authorised' ? 'authorised' : 'captured';
    return (
      p.provider_status !== expected ||
      p.provider_captured !== p.captured ||
      p.provider_refunded !== p.refunded ||
      (p.refunded as number) > (p.captured as number) ||
      p.booked_in !== p.captured ||
      p.booked_out !== p.refunded
    );
  });
  expect(wrong, 'payments that disagree with the provider or the ledger').toEqual([]);
  // Nobody pays for what they did not get: money held belongs to a live request, money taken to an order.
  const orphans = await rows(
    db,
    sql`select p.id, p.status::text, p.purpose, (select string_agg(r.status::text || '/' || coalesce(o.status::text, '-'), ',')
          from rental_requests r left join orders o on o.request_id = r.id where p.id in (r.payment_id, r.deposit_payment_id)) as held_for
        from payments p
        where (p.status = 'authorised' and not exists (select 1 from rental_requests r
                 where r.status = 'pending' and p.id in (r.payment_id, r.deposit_payment_id))
               and not exists (select 1 from rental_requests r join orders o on o.request_id = r.id
                 where r.deposit_payment_id = p.id and o.status not in ('cancelled', 'completed')))
           or (p.captured > 0 and p.purpose = 'order' and not exists (select 1 from orders o where o.payment_id = p.id))`,
  );
  expect(orphans, 'money held or taken with nothing to show for it').toEqual([]);
  const keys = await rows(
    db,
    sql`select user_id, idempotency_key from checkouts group by 1, 2 having count(*) > 1`,
  );
  expect(keys, 'one checkout per key').toEqual([]);
}

// The dashboard's statements: two for a member, two for an admin. Each sub-select is answered by
// an index: items_owner_created_idx; orders_seller_created_idx / orders_buyer_created_idx;
// rental_requests_owner_created_idx; the orders to rate by the buyer and seller indexes and
// ratings_order_rater_target_unique; ledger_entries_user_account_idx (user_id, account,
// created_at) for the earnings and the commission (user_id is null); the partial indexes of
// items (active), identity_verifications (pending) and order_issues (open); users_created_at_idx
// and orders_created_at_idx (migration 0019) for the admin's new members and orders by month.
// test/dashboard-explain.test.ts checks the plans on the seeded demo database.
import { RATING_WINDOW_DAYS } from '@pinjam/api/contract';
import { TIME_ZONE } from '@pinjam/api/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';

/** Rental orders under way or booked to start: paid up to return due. */
const ACTIVE_RENTAL = sql.raw(`('paid', 'dispatched', 'delivered', 'in_use', 'return_due')`);

/** The first instant of the month `now` is in, in Brunei time, `monthsAgo` months back. */
const monthStart = (now: Date, monthsAgo = 0) =>
  sql`(date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${TIME_ZONE}) - make_interval(months => ${monthsAgo})) at time zone ${TIME_ZONE}`;

/** The last 12 months (YYYY-MM, Brunei time), oldest first, each with its start and end instants. */
const lastTwelveMonths = (now: Date) => sql`
  select to_char(m, 'YYYY-MM') as month,
         m at time zone ${TIME_ZONE} as starts,
         (m + interval '1 month') at time zone ${TIME_ZONE} as ends
  from generate_series(
    date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${TIME_ZONE}) - interval '11 months',
    date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${TIME_ZONE}),
    interval '1 month') as m`;

interface MemberCounts extends Record<string, unknown> {
  active: number;
  disabled: number;
  renting_out: number;
  renting: number;
  requests_waiting: number;
  bought: number;
  sold: number;
  verification_status: 'unsubmitted' | 'pending' | 'approved' | 'rejected';
  has_bank_details: boolean;
  has_sold: boolean;
  /** Completed orders still open to rating that the member has not rated. */
  to_rate: number;
}

/** A member's counts and the facts their to-dos are made from, in one statement. */
export async function memberCounts(db: Executor, userId: number, now: Date) {
  const since = monthStart(now);
  // Ratings stay open for RATING_WINDOW_DAYS after an order completes (decision 0038).
  const rateSince = new Date(now.getTime() - RATING_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const { rows } = await db.execute<MemberCounts>(sql`
    select
      (select count(*) from items where owner_id = ${userId} and status = 'active')::int as active,
      (select count(*) from items where owner_id = ${userId} and status = 'disabled')::int as disabled,
      (select count(*) from orders where seller_id = ${userId} and kind = 'rental'
        and status in ${ACTIVE_RENTAL})::int as renting_out,
      (select count(*) from orders where buyer_id = ${userId} and kind = 'rental'
        and status in ${ACTIVE_RENTAL})::int as renting,
      (select count(*) from rental_requests where owner_id = ${userId} and status = 'pending')::int
        as requests_waiting,
      (select count(*) from orders where buyer_id = ${userId} and created_at >= ${since}
        and status <> 'cancelled')::int as bought,
      (select count(*) from orders where seller_id = ${userId} and created_at >= ${since}
        and status <> 'cancelled')::int as sold,
      u.verification_status,
      coalesce(u.account_number, '') <> '' as has_bank_details,
      exists (select 1 from orders where seller_id = ${userId}) as has_sold,
      (select count(*) from orders o where (o.buyer_id = ${userId} or o.seller_id = ${userId})
        and o.status = 'completed' and o.status_changed_at > ${rateSince}
        and not exists (select 1 from ratings r
          where r.order_id = o.id and r.rater_id = ${userId} and r.target = 'user'))::int as to_rate
    from users u where u.id = ${userId}`);
  return rows[0];
}

/**
 * A seller's earnings by month: the entries on their own accounts (seller_pending and
 * seller_payable) of the orders' postings (`order-{id}:…`): +net when paid, −net when refunded;
 * the move from pending to payable at completion adds up to zero within its month, and payouts
 * (not `order-…` postings) are money already earned leaving, not earnings.
 */
export async function earningsByMonth(db: Executor, userId: number, now: Date) {
  const { rows } = await db.execute<{ month: string; amount: number }>(sql`
    select m.month, coalesce((
      select sum(e.amount) from ledger_entries e
      where e.user_id = ${userId} and e.account in ('seller_pending', 'seller_payable')
        and e.created_at >= m.starts and e.created_at < m.ends and e.posting like 'order-%'
    ), 0)::int as amount
    from (${lastTwelveMonths(now)}) m
    order by m.month`);
  return rows;
}

interface MarketplaceCounts extends Record<string, unknown> {
  users_total: number;
  users_new: number;
  items_active: number;
  verifications_waiting: number;
  issues_waiting: number;
}

/** The marketplace's counts, in one statement. */
export async function marketplaceCounts(db: Executor, now: Date) {
  const { rows } = await db.execute<MarketplaceCounts>(sql`
    select
      (select count(*) from users)::int as users_total,
      (select count(*) from users where created_at >= ${monthStart(now)})::int as users_new,
      (select count(*) from items where status = 'active')::int as items_active,
      (select count(*) from identity_verifications where status = 'pending')::int as verifications_waiting,
      (select count(*) from order_issues where status = 'open')::int as issues_waiting`);
  return rows[0]!;
}

/**
 * The marketplace by month: orders made (their rows) and revenue (the platform's commission in
 * the ledger, net of refunds: platform_commission entries carry no user).
 */
export async function marketplaceByMonth(db: Executor, now: Date) {
  const { rows } = await db.execute<{ month: string; orders: number; revenue: number }>(sql`
    select m.month,
      (select count(*) from orders o where o.created_at >= m.starts and o.created_at < m.ends)::int
        as orders,
      coalesce((
        select sum(e.amount) from ledger_entries e
        where e.user_id is null and e.account = 'platform_commission'
          and e.created_at >= m.starts and e.created_at < m.ends
      ), 0)::int as revenue
    from (${lastTwelveMonths(now)}) m
    order by m.month`);
  return rows;
}

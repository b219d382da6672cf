import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../client';

// The demo users' activity feeds, made from the demo rows the seed wrote directly (listings,
// requests, orders and their history) — those never went through the modules that record
// activity. Idempotent: an entry whose user, kind and subject exist is not written again, so a
// boot after real use (which recorded its own entries) adds nothing twice. Dated as the rows are
// (the first of a step that happened twice), never later than now.

/**
 * Inserts the entries the selects answer (user_id, kind, subject_type, subject_id, data,
 * created_at) that are missing, in one statement, oldest first: the feed reads newest first by
 * id, so the ids must follow the moments.
 */
const missing = (selects: SQL[]) => sql`
  insert into activities (user_id, kind, subject_type, subject_id, data, created_at)
  select user_id, kind, subject_type, subject_id, data, created_at from (
    select distinct on (e.user_id, e.kind, e.subject_type, e.subject_id)
      e.user_id, e.kind, e.subject_type, e.subject_id, e.data, least(e.created_at, now()) as created_at
    from (${sql.join(selects, sql` union all `)}) e
    where not exists (
      select 1 from activities a
      where a.user_id = e.user_id and a.kind = e.kind
        and a.subject_type = e.subject_type and a.subject_id = e.subject_id)
    order by e.user_id, e.kind, e.subject_type, e.subject_id, e.created_at) d
  order by created_at`;

export async function seedActivity(db: Db, emails: readonly string[]): Promise<void> {
  const demo = sql`(select id from users where lower(email) in (${sql.join(
    emails.map((email) => sql`${email.toLowerCase()}`),
    sql`, `,
  )}))`;
  const selects: SQL[] = [];

  // Listings.
  selects.push(
    sql`
      select owner_id as user_id, 'item_listed' as kind, 'item' as subject_type, id as subject_id,
        jsonb_build_object('title', title) as data, created_at
      from items where owner_id in ${demo} and status <> 'deleted'`,
  );

  // Requests: made (renter) and received (owner) when made; the answer, each side, when answered.
  selects.push(
    sql`
      select side.user_id, side.kind, 'request' as subject_type, r.id as subject_id,
        jsonb_build_object('title', i.title, 'amount', r.total, 'role', side.role) as data, r.created_at
      from rental_requests r join items i on i.id = r.item_id
      cross join lateral (values (r.renter_id, 'request_made', 'renter'), (r.owner_id, 'request_received', 'owner'))
        as side(user_id, kind, role)
      where r.renter_id in ${demo} or r.owner_id in ${demo}`,
  );
  selects.push(
    sql`
      select side.user_id, 'request_' || r.status as kind, 'request' as subject_type, r.id as subject_id,
        jsonb_build_object('title', i.title, 'amount', r.total, 'role', side.role, 'order_id', o.id,
          'reason', r.reason) as data,
        coalesce(r.answered_at, r.expires_at) as created_at
      from rental_requests r join items i on i.id = r.item_id
      left join orders o on o.request_id = r.id
      cross join lateral (values (r.renter_id, 'renter'), (r.owner_id, 'owner')) as side(user_id, role)
      where r.status <> 'pending' and (r.renter_id in ${demo} or r.owner_id in ${demo})`,
  );

  // Orders: paid (buyer, the total) and sold (seller, their net) when made.
  selects.push(
    sql`
      select side.user_id, side.kind, 'order' as subject_type, o.id as subject_id,
        jsonb_build_object('title', l.title, 'lines', l.lines, 'amount', side.amount, 'role', side.role) as data,
        o.created_at
      from orders o
      cross join lateral (
        select min(title) as title, count(*)::int as lines from order_lines where order_id = o.id) l
      cross join lateral (values (o.buyer_id, 'order_paid', 'buyer', o.total),
        (o.seller_id, 'order_sold', 'seller', o.seller_net)) as side(user_id, kind, role, amount)
      where o.buyer_id in ${demo} or o.seller_id in ${demo}`,
  );

  // Their steps the feed shows (delivered, handed over, returned, cancelled), each side, when they
  // happened, named as the orders module names them.
  selects.push(
    sql`
      select side.user_id,
        case e.to_status when 'cancelled' then 'order_cancelled' when 'in_use' then 'handed_over'
          else e.to_status::text end as kind,
        'order' as subject_type, o.id as subject_id,
        jsonb_build_object('amount', side.amount, 'role', side.role) as data, e.created_at
      from order_events e join orders o on o.id = e.order_id
      cross join lateral (values (o.buyer_id, 'buyer', o.total), (o.seller_id, 'seller', o.seller_net))
        as side(user_id, role, amount)
      where e.to_status in ('delivered', 'in_use', 'returned', 'cancelled')
        and (o.buyer_id in ${demo} or o.seller_id in ${demo})`,
  );
  await db.execute(missing(selects));
}

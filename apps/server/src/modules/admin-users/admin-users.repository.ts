// The admin's user queries. The list's default order (newest first) walks users_created_at_idx;
// a search goes through users_admin_search_trgm_idx (migration 0022: the same expression as
// `searchable` below); the counts are asked for the page's rows only, each on the owner's or the
// party's index (items_owner_created_idx, orders_buyer_created_idx, orders_seller_created_idx).
import { ADMIN_PAGE_SIZE, ROLE_ADMIN, type AdminUsersQuery } from '@pinjam/api/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import {
  deliveryNoShows,
  identityVerifications,
  items,
  orders,
  payouts,
  ratings,
  users,
} from '../../platform/db/schema';

/** What the trigram index holds: the name and the email, lower-cased, one space between. */
const searchable = sql`(lower(${users.name}) || ' ' || lower(${users.email}))`;

/** `q` as a LIKE pattern that matches it anywhere, its own % _ and \ taken literally. */
const containing = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type ListFilters = Omit<AdminUsersQuery, 'page'>;

function conditions(query: ListFilters): SQL | undefined {
  const where: SQL[] = [];
  const q = query.q?.trim();
  if (q) where.push(sql`${searchable} like ${containing(q)}`);
  if (query.verification) where.push(eq(users.verification_status, query.verification));
  if (query.role) where.push(eq(users.role_id, query.role === 'admin' ? ROLE_ADMIN : 1));
  switch (query.state) {
    case 'active':
      where.push(isNull(users.disabled_at), isNotNull(users.activated_at));
      break;
    case 'disabled':
      where.push(isNotNull(users.disabled_at));
      break;
    case 'inactive':
      where.push(isNull(users.disabled_at), isNull(users.activated_at));
      break;
    case undefined:
      break;
    default:
      query.state satisfies never;
  }
  return where.length ? and(...where) : undefined;
}

function ordering(query: ListFilters): SQL[] {
  // Newest first unless asked otherwise; names and emails A to Z, as people read them (case aside).
  const byDate = !query.sort || query.sort === 'created_at';
  const direction = (query.dir ?? (byDate ? 'desc' : 'asc')) === 'asc' ? asc : desc;
  const column = byDate
    ? users.created_at
    : query.sort === 'name'
      ? sql`lower(${users.name})`
      : sql`lower(${users.email})`;
  return [direction(column), direction(users.id)];
}

const rowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role_id: users.role_id,
  verification_status: users.verification_status,
  disabled_at: users.disabled_at,
  activated_at: users.activated_at,
  created_at: users.created_at,
};

export type UserListRow = Awaited<ReturnType<typeof pageOfUsers>>[number];

/** One page of the list (no counts yet). */
function pageOfUsers(db: Executor, query: ListFilters, limit: number, offset: number) {
  return db
    .select(rowColumns)
    .from(users)
    .where(conditions(query))
    .orderBy(...ordering(query))
    .limit(limit)
    .offset(offset);
}

export async function listUsers(db: Executor, query: AdminUsersQuery) {
  const page = query.page ?? 1;
  const [rows, [count]] = await Promise.all([
    pageOfUsers(db, query, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(conditions(query)),
  ]);
  return { rows, total: count?.total ?? 0, page };
}

/** Every row matching the filters, up to `limit`, in the list's order (the export). */
export const allUsers = (db: Executor, query: ListFilters, limit: number) => pageOfUsers(db, query, limit, 0);

/** Items (not deleted) and orders (either side) of each user, by id. */
export async function countsOf(db: Executor, ids: number[]) {
  const counts = new Map<number, { items: number; orders: number }>();
  if (ids.length === 0) return counts;
  // Qualified by hand: drizzle writes a lone table's columns unqualified, which the subqueries would misread.
  const user = sql.raw('"users"."id"');
  const rows = await db
    .select({
      id: users.id,
      items: sql<number>`(select count(*)::int from ${items} i where i.owner_id = ${user} and i.deleted_at is null)`,
      orders: sql<number>`(select count(*)::int from ${orders} o where o.buyer_id = ${user}) + (select count(*)::int from ${orders} o where o.seller_id = ${user})`,
    })
    .from(users)
    .where(inArray(users.id, ids));
  for (const row of rows) counts.set(row.id, { items: row.items, orders: row.orders });
  return counts;
}

// ─── One user ────────────────────────────────────────────────────────────────────────────────

const LATEST = 50;

export async function userById(db: Executor, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function latestSubmission(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.user_id, userId))
    .orderBy(desc(identityVerifications.submitted_at), desc(identityVerifications.id))
    .limit(1);
  return row ?? null;
}

export const itemsOf = (db: Executor, userId: number) =>
  db
    .select({ id: items.id, title: items.title, status: items.status, created_at: items.created_at })
    .from(items)
    .where(eq(items.owner_id, userId))
    .orderBy(desc(items.created_at), desc(items.id))
    .limit(LATEST);

/** The newest orders on one side, with the other party's name. */
function ordersAs(db: Executor, userId: number, role: 'buyer' | 'seller') {
  const mine = role === 'buyer' ? orders.buyer_id : orders.seller_id;
  const theirs = role === 'buyer' ? orders.seller_id : orders.buyer_id;
  return db
    .select({
      id: orders.id,
      kind: orders.kind,
      status: orders.status,
      total: orders.total,
      created_at: orders.created_at,
      other_id: users.id,
      other_name: users.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, theirs))
    .where(eq(mine, userId))
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(LATEST);
}

/** The newest 50 orders both ways (each side read on its own index, then merged). */
export async function ordersOf(db: Executor, userId: number) {
  const [bought, sold] = await Promise.all([ordersAs(db, userId, 'buyer'), ordersAs(db, userId, 'seller')]);
  return [
    ...bought.map((o) => ({ ...o, role: 'buyer' as const })),
    ...sold.map((o) => ({ ...o, role: 'seller' as const })),
  ]
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id)
    .slice(0, LATEST);
}

/** Published ratings received (ratings_ratee_published_idx) or given (ratings_rater_created_idx). */
export function ratingsOf(db: Executor, userId: number, way: 'received' | 'given') {
  const mine = way === 'received' ? ratings.ratee_id : ratings.rater_id;
  const theirs = way === 'received' ? ratings.rater_id : ratings.ratee_id;
  return db
    .select({
      id: ratings.id,
      rating: ratings.rating,
      content: ratings.content,
      order_id: ratings.order_id,
      published_at: ratings.published_at,
      other_id: users.id,
      other_name: users.name,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, theirs))
    .where(and(eq(mine, userId), isNotNull(ratings.published_at)))
    .orderBy(desc(ratings.published_at), desc(ratings.id))
    .limit(LATEST);
}

export const payoutsOf = (db: Executor, userId: number) =>
  db
    .select({
      id: payouts.id,
      amount: payouts.amount,
      status: payouts.status,
      due_on: payouts.due_on,
      paid_at: payouts.paid_at,
    })
    .from(payouts)
    .where(eq(payouts.user_id, userId))
    .orderBy(desc(payouts.created_at), desc(payouts.id))
    .limit(LATEST);

export const noShowsOf = (db: Executor, userId: number) =>
  db
    .select({
      id: deliveryNoShows.id,
      leg_id: deliveryNoShows.leg_id,
      missed_on: deliveryNoShows.missed_on,
      created_at: deliveryNoShows.created_at,
    })
    .from(deliveryNoShows)
    .where(eq(deliveryNoShows.user_id, userId))
    .orderBy(desc(deliveryNoShows.created_at), desc(deliveryNoShows.id))
    .limit(LATEST);

// ─── Disable and enable ──────────────────────────────────────────────────────────────────────

/**
 * Sets or clears disabled_at only from the other state: null when the account was not in it
 * (already disabled, not disabled, or no such user). The trigger of migration 0011 ends every
 * session and token of a user as they are disabled, in this same transaction.
 */
export async function setDisabled(tx: Executor, userId: number, disabled: boolean) {
  const [row] = await tx
    .update(users)
    .set({ disabled_at: disabled ? sql`now()` : null, updated_at: new Date() })
    .where(and(eq(users.id, userId), disabled ? isNull(users.disabled_at) : isNotNull(users.disabled_at)))
    .returning({ disabled_at: users.disabled_at });
  return row ?? null;
}

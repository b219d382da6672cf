// The requests' SQL: requests with what their lists show, the bookings that hold units for days,
// and the status changes (each one conditional on the status it expects).
import type { RequestStatus } from '@pinjam/api/domain';
import { aliasedTable, and, asc, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { bookings, itemImages, items, orders, rentalRequests, users } from '../../platform/db/schema';

export type RequestRow = typeof rentalRequests.$inferSelect;
export type RequestInsert = typeof rentalRequests.$inferInsert;

// ─── Lists ───────────────────────────────────────────────────────────────────────────────────

const renters = aliasedTable(users, 'renter');
const owners = aliasedTable(users, 'owner');
const LIST_MAX = 200;

/** Requests with their item, parties, cover and order: newest first, at most 200. */
export async function listRequests(tx: Executor, where: SQL) {
  return tx
    .select({
      request: rentalRequests,
      item_title: items.title,
      renter_name: renters.name,
      renter_avatar: renters.avatar_path,
      owner_name: owners.name,
      owner_avatar: owners.avatar_path,
      cover: itemImages,
      order_id: orders.id,
    })
    .from(rentalRequests)
    .innerJoin(items, eq(items.id, rentalRequests.item_id))
    .innerJoin(renters, eq(renters.id, rentalRequests.renter_id))
    .innerJoin(owners, eq(owners.id, rentalRequests.owner_id))
    .leftJoin(itemImages, and(eq(itemImages.item_id, items.id), eq(itemImages.position, 0)))
    .leftJoin(orders, eq(orders.request_id, rentalRequests.id))
    .where(where)
    .orderBy(desc(rentalRequests.created_at), desc(rentalRequests.id))
    .limit(LIST_MAX);
}
export type ListedRequest = Awaited<ReturnType<typeof listRequests>>[number];

export const ownedBy = (userId: number) => eq(rentalRequests.owner_id, userId);
export const madeBy = (userId: number) => eq(rentalRequests.renter_id, userId);
export const byId = (id: number) => eq(rentalRequests.id, id);

// ─── One request ─────────────────────────────────────────────────────────────────────────────

export async function insertRequest(tx: Executor, values: RequestInsert): Promise<RequestRow> {
  const [row] = await tx.insert(rentalRequests).values(values).returning();
  return row!;
}

/** The request, its row locked: two answers to one request take turns, the second sees the first's. */
export async function lockRequest(tx: Executor, id: number): Promise<RequestRow | undefined> {
  const [row] = await tx.select().from(rentalRequests).where(eq(rentalRequests.id, id)).for('update');
  return row;
}

/** The request whose rental payment this is, its row locked (an accept's capture settling). */
export async function lockRequestPaidBy(tx: Executor, paymentId: number): Promise<RequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(rentalRequests)
    .where(eq(rentalRequests.payment_id, paymentId))
    .for('update');
  return row;
}

/** The one conditional transition: false when the request was no longer `from`. */
export async function moveRequest(
  tx: Executor,
  id: number,
  from: RequestStatus,
  to: RequestStatus,
  values: { reason?: string | null; answered_at: Date },
): Promise<boolean> {
  const moved = await tx
    .update(rentalRequests)
    .set({ status: to, ...values, updated_at: values.answered_at })
    .where(and(eq(rentalRequests.id, id), eq(rentalRequests.status, from)))
    .returning({ id: rentalRequests.id });
  return moved.length === 1;
}

/** Pending requests whose time is up (the sweep's list). */
export async function duePending(tx: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: rentalRequests.id })
    .from(rentalRequests)
    .where(and(eq(rentalRequests.status, 'pending'), lte(rentalRequests.expires_at, now)))
    .orderBy(asc(rentalRequests.expires_at))
    .limit(limit);
  return rows.map((r) => r.id);
}

// ─── Bookings ────────────────────────────────────────────────────────────────────────────────

export async function insertBooking(tx: Executor, values: typeof bookings.$inferInsert) {
  await tx.insert(bookings).values(values);
}

/** Gives the request's days back; false when they were given back already. */
export async function releaseBooking(tx: Executor, requestId: number, at: Date): Promise<boolean> {
  const released = await tx
    .update(bookings)
    .set({ released_at: at })
    .where(and(eq(bookings.request_id, requestId), isNull(bookings.released_at)))
    .returning({ id: bookings.id });
  return released.length === 1;
}

export async function bookingHolds(tx: Executor, requestId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.request_id, requestId), isNull(bookings.released_at)));
  return Boolean(row);
}

/** Units taken per day from..to, days with none left out. */
export async function usedPerDay(tx: Executor, itemId: number, from: string, to: string) {
  const result = await tx.execute<{ date: string; used: number }>(sql`
    select to_char(d, 'YYYY-MM-DD') as date, sum(${bookings.quantity})::int as used
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    join ${bookings} on ${bookings.item_id} = ${itemId} and ${bookings.released_at} is null
      and ${bookings.start_date} <= d and ${bookings.end_date} >= d
    group by d order by d`);
  return result.rows;
}

/** The item the availability calendar is for: its units, if the public may see it. */
export async function visibleItemUnits(tx: Executor, itemId: number, visible: SQL) {
  const [row] = await tx
    .select({ units: items.starting_inventory, min_days: items.min_days, max_days: items.max_days })
    .from(items)
    .innerJoin(users, eq(users.id, items.owner_id))
    .where(and(eq(items.id, itemId), visible));
  return row;
}

/** The item's title, as a request's activity names it. */
export async function itemTitle(tx: Executor, itemId: number): Promise<string> {
  const [row] = await tx.select({ title: items.title }).from(items).where(eq(items.id, itemId));
  return row!.title;
}

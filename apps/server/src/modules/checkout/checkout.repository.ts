// The checkout's SQL: the items it locks, its own row (one per user and Idempotency-Key) and the
// stock a purchase takes or a declined card gives back (its payments rows: the payments module).
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { checkouts, items, users } from '../../platform/db/schema';
import { cardColumns } from '../catalogue';
import type { CheckoutItem } from './rules';

/** Long and random: a checkout's public id is never guessable. */
export const publicId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/** A card's columns (prices, days, units) and what a checkout checks besides. */
const itemColumns = {
  ...cardColumns,
  owner_id: items.owner_id,
  owner_name: users.name,
  owner_active: sql<boolean>`(${users.disabled_at} is null and ${users.activated_at} is not null)`,
  status: items.status,
};

/**
 * The items, their rows locked FOR UPDATE in id order: two checkouts that share items take their
 * locks in the same order, so neither waits on the other in a circle. Without `lock`, a plain read
 * (the quote).
 */
export async function readItems(
  tx: Executor,
  ids: number[],
  lock: boolean,
): Promise<Map<number, CheckoutItem>> {
  const unique = [...new Set(ids)];
  const query = tx
    .select(itemColumns)
    .from(items)
    .innerJoin(users, eq(users.id, items.owner_id))
    .where(inArray(items.id, unique))
    .orderBy(asc(items.id));
  const rows = lock ? await query.for('update', { of: items }) : await query;
  return new Map(rows.map((row) => [row.id, row]));
}

/** Takes `quantity` from the stock unless less is left (the row is locked already; this is the guard). */
export async function takeStock(tx: Executor, itemId: number, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(items)
    .set({ starting_inventory: sql`${items.starting_inventory} - ${quantity}` })
    .where(and(eq(items.id, itemId), gte(items.starting_inventory, quantity)))
    .returning({ id: items.id });
  return taken.length === 1;
}

/** A card checkout's units given back: it was declined after taking them (as a cancel does, ≤ 99). */
export async function giveBackStock(tx: Executor, itemId: number, quantity: number) {
  await tx
    .update(items)
    .set({ starting_inventory: sql`least(99, ${items.starting_inventory} + ${quantity})` })
    .where(eq(items.id, itemId));
}

// ─── Checkouts ───────────────────────────────────────────────────────────────────────────────

export type CheckoutRow = typeof checkouts.$inferSelect;

export async function findByPublicId(tx: Executor, userId: number, id: string, lock = false) {
  const query = tx
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.public_id, id), eq(checkouts.user_id, userId)));
  return (lock ? await query.for('update') : await query)[0];
}

/** The checkout, its row locked: tx2 of a card checkout, its release, and the sweep settle it once. */
export async function lockCheckout(tx: Executor, id: number) {
  return (await tx.select().from(checkouts).where(eq(checkouts.id, id)).for('update'))[0];
}

export async function findByKey(tx: Executor, userId: number, key: string) {
  const where = and(eq(checkouts.user_id, userId), eq(checkouts.idempotency_key, key));
  return (await tx.select().from(checkouts).where(where))[0];
}

/** Card checkouts still authorising since before `before`: a crash left them to the sweep. */
export async function staleAuthorising(tx: Executor, before: Date, limit: number) {
  return tx
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.status, 'authorising'), lt(checkouts.updated_at, before)))
    .orderBy(asc(checkouts.updated_at))
    .limit(limit);
}

/**
 * Claims the key: the row, or nothing when another request holds it. A second request with the
 * key waits here until the first commits (then finds its row) or rolls back (then claims it).
 */
export async function claim(
  tx: Executor,
  values: Pick<CheckoutRow, 'user_id' | 'idempotency_key' | 'request_hash' | 'status'>,
): Promise<CheckoutRow | undefined> {
  const [row] = await tx
    .insert(checkouts)
    .values({ ...values, public_id: publicId('pay') })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function finish(
  tx: Executor,
  id: number,
  values: Partial<Pick<CheckoutRow, 'status' | 'priced' | 'response' | 'response_status'>>,
) {
  await tx
    .update(checkouts)
    .set({ ...values, updated_at: new Date() })
    .where(eq(checkouts.id, id));
}

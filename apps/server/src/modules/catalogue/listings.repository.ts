// The SQL that changes listings: creating, editing, status, stock and deletion. The reads are in
// catalogue.repository.ts.
import type { ItemFields } from '@pinjam/api/contract';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client';
import { itemImages, items } from '../../platform/db/schema';
import { record } from '../activity';
import { ownedBy } from './catalogue.repository';
import type { StoredImage } from './item-images';

/** The form as columns: a field left out is cleared (editing sends the whole form). */
function columns(body: ItemFields) {
  return {
    title: body.title,
    description: body.description,
    category: body.category,
    district: body.district,
    condition: body.condition,
    price_per_day: body.price_per_day ?? null,
    price_per_week: body.price_per_week ?? null,
    deposit: body.deposit || null, // 0: no deposit
    min_days: body.min_days,
    max_days: body.max_days ?? null,
    sale_price: body.sale_price ?? null,
    starting_inventory: body.starting_inventory,
  };
}

/** A new item and its images, and the owner's `item_listed` activity, in one transaction; its id. */
export async function insertItem(db: Db, ownerId: number, body: ItemFields, images: StoredImage[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(items)
      .values({ owner_id: ownerId, ...columns(body) })
      .returning({ id: items.id });
    await tx
      .insert(itemImages)
      .values(images.map((image, position) => ({ item_id: row!.id, position, ...image })));
    await record(tx, ownerId, 'item_listed', { type: 'item', id: row!.id }, { title: body.title });
    return row!.id;
  });
}

/** The owner's item locked for an edit (one edit at a time per item), or undefined. */
export async function lockOwnItem(tx: Executor, userId: number, itemId: number) {
  const [locked] = await tx
    .select({ id: items.id, version: items.version })
    .from(items)
    .where(ownedBy(userId, itemId))
    .for('update');
  return locked;
}

/** How many of these image ids the item still has. */
export async function countImages(tx: Executor, itemId: number, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const present = await tx
    .select({ id: itemImages.id })
    .from(itemImages)
    .where(and(eq(itemImages.item_id, itemId), inArray(itemImages.id, ids)));
  return present.length;
}

/**
 * The edit, under the lock: new fields and version, the images not kept deleted (returned),
 * the kept ones and the uploads placed in `slots` order.
 */
export async function writeEdit(
  tx: Executor,
  itemId: number,
  body: ItemFields,
  slots: Array<{ keep: number } | { image: StoredImage }>,
): Promise<StoredImage[]> {
  const keptIds = slots.flatMap((s) => ('keep' in s ? [s.keep] : []));
  await tx
    .update(items)
    .set({ ...columns(body), version: sql`${items.version} + 1` })
    .where(eq(items.id, itemId));
  const gone = await tx
    .delete(itemImages)
    .where(
      and(eq(itemImages.item_id, itemId), keptIds.length ? notInArray(itemImages.id, keptIds) : undefined),
    )
    .returning();
  // Out of the way first, so the unique (item, position) never sees two images at once.
  await tx
    .update(itemImages)
    .set({ position: sql`${itemImages.position} + 100` })
    .where(eq(itemImages.item_id, itemId));
  for (const [position, slot] of slots.entries()) {
    if ('keep' in slot) await tx.update(itemImages).set({ position }).where(eq(itemImages.id, slot.keep));
    else await tx.insert(itemImages).values({ item_id: itemId, position, ...slot.image });
  }
  return gone;
}

/** Whether any image row still refers to this card file (demo images may be shared). */
export async function imageInUse(db: Executor, cardPath: string): Promise<boolean> {
  const [used] = await db
    .select({ id: itemImages.id })
    .from(itemImages)
    .where(eq(itemImages.card_path, cardPath))
    .limit(1);
  return Boolean(used);
}

/** Sets the owner's item's status; false when it is not theirs (or deleted). */
export async function setStatus(db: Executor, userId: number, itemId: number, status: 'active' | 'disabled') {
  await db.update(items).set({ status }).where(ownedBy(userId, itemId));
}

/** Soft delete: orders will keep referring to the item and its images. False when not theirs. */
export async function softDelete(db: Executor, userId: number, itemId: number): Promise<boolean> {
  const [deleted] = await db
    .update(items)
    .set({ status: 'deleted', deleted_at: sql`now()` })
    .where(ownedBy(userId, itemId))
    .returning({ id: items.id });
  return Boolean(deleted);
}

export async function setStock(
  db: Executor,
  userId: number,
  itemId: number,
  stock: number,
): Promise<boolean> {
  const [updated] = await db
    .update(items)
    .set({ starting_inventory: stock, version: sql`${items.version} + 1` })
    .where(ownedBy(userId, itemId))
    .returning({ id: items.id });
  return Boolean(updated);
}

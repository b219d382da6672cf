import type { Item, ItemCard, ItemFields } from '@pinjam/api/contract';
import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client';
import { itemImages, items, users, type ItemImageRow } from '../../platform/db/schema';
import type { FileStorage } from '../../platform/storage/storage';
import type { StoredImage } from './item-images';
import {
  cardColumns,
  ownerColumns,
  publiclyVisible,
  toImageDto,
  toItemCard,
  type CardData,
  type OwnerRow,
} from './public';

/** Every column but the search vector (big, and of no use to a client). */
export const itemColumns = {
  ...cardColumns,
  owner_id: items.owner_id,
  description: items.description,
  status: items.status,
  deleted_at: items.deleted_at,
  updated_at: items.updated_at,
  version: items.version,
};

/** Images of these items by item id, in display order. */
export async function imagesByItem(db: Executor, ids: number[], onlyCovers = false) {
  const byItem = new Map<number, ItemImageRow[]>();
  if (!ids.length) return byItem;
  const rows = await db
    .select()
    .from(itemImages)
    .where(and(inArray(itemImages.item_id, ids), onlyCovers ? eq(itemImages.position, 0) : undefined))
    .orderBy(asc(itemImages.item_id), asc(itemImages.position));
  for (const row of rows) {
    const list = byItem.get(row.item_id) ?? [];
    list.push(row);
    byItem.set(row.item_id, list);
  }
  return byItem;
}

/** Whole items (with images and owner) matching `where`, in `orderBy` order. */
export async function loadItems(
  db: Executor,
  storage: FileStorage,
  where: SQL | undefined,
  orderBy: SQL[] = [asc(items.id)],
  limit = 500,
): Promise<Item[]> {
  const rows = await db
    .select({ item: itemColumns, owner: ownerColumns })
    .from(items)
    .innerJoin(users, eq(users.id, items.owner_id))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
  const images = await imagesByItem(
    db,
    rows.map((r) => r.item.id),
  );
  return rows.map(({ item, owner }) => {
    const list = (images.get(item.id) ?? []).map((i) => toImageDto(i, storage));
    return {
      ...toItemCard(item, owner, list[0] ?? null),
      description: item.description,
      status: item.status,
      images: list,
      updated_at: item.updated_at.toISOString(),
      version: item.version,
    };
  });
}

/** Cards (cover image only) for rows already selected with cardColumns + ownerColumns. */
export async function toCards(
  db: Executor,
  storage: FileStorage,
  rows: Array<{ item: CardData; owner: OwnerRow }>,
): Promise<ItemCard[]> {
  const covers = await imagesByItem(
    db,
    rows.map((r) => r.item.id),
    true,
  );
  return rows.map(({ item, owner }) => {
    const cover = covers.get(item.id)?.[0];
    return toItemCard(item, owner, cover ? toImageDto(cover, storage) : null);
  });
}

export async function loadItem(db: Executor, storage: FileStorage, where: SQL): Promise<Item | undefined> {
  const [found] = await loadItems(db, storage, where, undefined, 1);
  return found;
}

/** The caller's item, unless deleted: the owner's actions. Anyone else's reads as missing. */
export const ownedBy = (userId: number, itemId: number) =>
  and(eq(items.id, itemId), eq(items.owner_id, userId), sql`${items.status} <> 'deleted'`)!;

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

/** A new item and its images, in one transaction; its id. */
export async function insertItem(db: Db, ownerId: number, body: ItemFields, images: StoredImage[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(items)
      .values({ owner_id: ownerId, ...columns(body) })
      .returning({ id: items.id });
    await tx
      .insert(itemImages)
      .values(images.map((image, position) => ({ item_id: row!.id, position, ...image })));
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

/** The owner's items, newest first, but not the deleted ones. */
export const ownItems = (db: Executor, storage: FileStorage, userId: number) =>
  loadItems(db, storage, and(eq(items.owner_id, userId), sql`${items.status} <> 'deleted'`), [
    desc(items.created_at),
    desc(items.id),
  ]);

/** A member's public cards for their profile, newest first. */
export async function publicCardsOf(db: Executor, storage: FileStorage, ownerId: number, limit: number) {
  const rows = await db
    .select({ item: cardColumns, owner: ownerColumns })
    .from(items)
    .innerJoin(users, eq(users.id, items.owner_id))
    .where(and(eq(items.owner_id, ownerId), publiclyVisible))
    .orderBy(desc(items.created_at), desc(items.id))
    .limit(limit);
  return toCards(db, storage, rows);
}

/** The title of an item the public may see, or null. */
export async function publicTitle(db: Executor, id: number): Promise<string | null> {
  const [row] = await db
    .select({ title: items.title })
    .from(items)
    .innerJoin(users, eq(users.id, items.owner_id))
    .where(and(eq(items.id, id), publiclyVisible))
    .limit(1);
  return row?.title ?? null;
}

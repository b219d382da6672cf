// The SQL that reads listings: whole items, cards, the owner's list and profiles. Writes are in
// listings.repository.ts.
import type { Item, ItemCard } from '@pinjam/api/contract';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { itemImages, items, users, type ItemImageRow } from '../../platform/db/schema';
import type { FileStorage } from '../../platform/storage/storage';
import { toImageDto, toItemCard, type CardData, type OwnerRow } from './public';
import { cardColumns, ownerColumns, publiclyVisible } from './visibility.repository';

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

/**
 * Whole items (with images and owner) matching `where`, in `orderBy` order, each beside its
 * image rows (what the contract leaves out, such as the link-preview copy's key).
 */
async function loadItemRows(
  db: Executor,
  storage: FileStorage,
  where: SQL | undefined,
  orderBy: SQL[] = [asc(items.id)],
  limit = 500,
): Promise<Array<{ item: Item; imageRows: ItemImageRow[] }>> {
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
    const imageRows = images.get(item.id) ?? [];
    const list = imageRows.map((i) => toImageDto(i, storage));
    const whole: Item = {
      ...toItemCard(item, owner, list[0] ?? null),
      description: item.description,
      status: item.status,
      images: list,
      updated_at: item.updated_at.toISOString(),
      version: item.version,
    };
    return { item: whole, imageRows };
  });
}

/** Whole items (with images and owner) matching `where`, in `orderBy` order. */
export async function loadItems(...args: Parameters<typeof loadItemRows>): Promise<Item[]> {
  return (await loadItemRows(...args)).map((r) => r.item);
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

/** An item anyone may see (active, its owner active), by id. */
export const publicItemById = (db: Executor, storage: FileStorage, id: number) =>
  loadItem(db, storage, and(eq(items.id, id), publiclyVisible)!);

/** An item anyone may see, with its image rows: its page's link preview. */
export async function publicItemWithImages(db: Executor, storage: FileStorage, id: number) {
  const [found] = await loadItemRows(db, storage, and(eq(items.id, id), publiclyVisible), undefined, 1);
  return found;
}

/** An item by id, whatever its status (read back after the owner's write). */
export const itemById = (db: Executor, storage: FileStorage, id: number) =>
  loadItem(db, storage, eq(items.id, id));

/** The caller's item, unless deleted: the owner's actions. Anyone else's reads as missing. */
export const ownedBy = (userId: number, itemId: number) =>
  and(eq(items.id, itemId), eq(items.owner_id, userId), sql`${items.status} <> 'deleted'`)!;

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

/** The highest item id there is (the primary key's last entry): the item sitemaps' extent. */
export async function highestItemId(db: Executor): Promise<number> {
  const [row] = await db.select({ id: sql<number | null>`max(${items.id})` }).from(items);
  return row?.id ?? 0;
}

/**
 * The items the public may see with ids in [from, to), by id, and when each last changed: one
 * item sitemap, read along the primary key (a range of it, whatever the number of listings).
 */
export function publicItemsBetween(db: Executor, from: number, to: number) {
  return db
    .select({ id: items.id, changed: items.updated_at })
    .from(items)
    .innerJoin(users, eq(users.id, items.owner_id))
    .where(and(gte(items.id, from), lt(items.id, to), publiclyVisible))
    .orderBy(asc(items.id));
}

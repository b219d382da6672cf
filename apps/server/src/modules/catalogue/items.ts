import {
  categoryNames,
  type CategorySlug,
  type Item,
  type ItemCard,
  type ItemImage,
  type OwnerSummary,
} from '@pinjam/api/contract';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import {
  itemImages,
  items,
  users,
  type ItemImageRow,
  type ItemRow,
  type UserRow,
} from '../../platform/db/schema';
import type { FileStorage } from '../../platform/storage/storage';

// ─── Visibility ──────────────────────────────────────────────────────────────────────────────

/** An account the public may see (its profile, its items): activated and not disabled. */
export const activeAccount: SQL = and(isNull(users.disabled_at), sql`${users.activated_at} is not null`)!;

/** Shown to the public: active items of active (activated, not disabled) owners. */
export const publiclyVisible: SQL = and(eq(items.status, 'active'), activeAccount)!;

// ─── DTOs ────────────────────────────────────────────────────────────────────────────────────

type OwnerRow = Pick<UserRow, 'id' | 'name' | 'avatar_path' | 'verification_status' | 'district'>;

export const ownerColumns = {
  id: users.id,
  name: users.name,
  avatar_path: users.avatar_path,
  verification_status: users.verification_status,
  district: users.district,
};

export function toOwnerSummary(owner: OwnerRow): OwnerSummary {
  return {
    id: owner.id,
    name: owner.name,
    avatar: owner.avatar_path ? { path: owner.avatar_path } : null,
    verified: owner.verification_status === 'approved',
    district: owner.district,
    // Ratings arrive with orders (product.md "Ratings").
    rating: { average: 0, count: 0 },
  };
}

export function toImageDto(row: ItemImageRow, storage: FileStorage): ItemImage {
  return {
    id: row.id,
    position: row.position,
    card: storage.url(row.card_path),
    gallery: storage.url(row.gallery_path),
    zoom: storage.url(row.zoom_path),
    width: row.width,
    height: row.height,
  };
}

/** What a card shows of an item: no description (long, and read only on the item's page). */
export const cardColumns = {
  id: items.id,
  title: items.title,
  category: items.category,
  district: items.district,
  condition: items.condition,
  price_per_day: items.price_per_day,
  price_per_week: items.price_per_week,
  deposit: items.deposit,
  min_days: items.min_days,
  max_days: items.max_days,
  sale_price: items.sale_price,
  starting_inventory: items.starting_inventory,
  created_at: items.created_at,
};
type CardData = Pick<ItemRow, keyof typeof cardColumns>;

export function toItemCard(row: CardData, owner: OwnerRow, cover: ItemImage | null): ItemCard {
  return {
    id: row.id,
    title: row.title,
    category: row.category as CategorySlug,
    category_name: categoryNames[row.category as CategorySlug] ?? row.category,
    district: row.district,
    condition: row.condition,
    for_rent: row.price_per_day !== null,
    for_sale: row.sale_price !== null,
    price_per_day: row.price_per_day,
    price_per_week: row.price_per_week,
    deposit: row.deposit,
    min_days: row.min_days,
    max_days: row.max_days,
    sale_price: row.sale_price,
    starting_inventory: row.starting_inventory,
    cover,
    owner: toOwnerSummary(owner),
    created_at: row.created_at.toISOString(),
  };
}

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

/**
 * What other modules build on when they show items or members to the public: how the rows of a
 * card and of an owner (their columns and who the public may see: visibility.repository.ts) read
 * as the contract. Pure: no query runs here.
 */
import {
  categoryNames,
  type CategorySlug,
  type ItemCard,
  type ItemImage,
  type OwnerSummary,
  type RatingSummary,
} from '@pinjam/api/contract';
import type { ItemImageRow, ItemRow, UserRow } from '../../platform/db/schema';
import type { FileStorage } from '../../platform/storage/storage';
import type { cardColumns } from './visibility.repository';

// ─── DTOs ────────────────────────────────────────────────────────────────────────────────────

export type OwnerRow = Pick<
  UserRow,
  'id' | 'name' | 'avatar_path' | 'verification_status' | 'district' | 'rating_count' | 'rating_sum'
>;

/** An average of published ratings (kept as a sum and a count, decision 0038), to one decimal. */
export const ratingOf = (row: { rating_count: number; rating_sum: number }): RatingSummary => ({
  average: row.rating_count > 0 ? Math.round((row.rating_sum / row.rating_count) * 10) / 10 : 0,
  count: row.rating_count,
});

export function toOwnerSummary(owner: OwnerRow): OwnerSummary {
  return {
    id: owner.id,
    name: owner.name,
    avatar: owner.avatar_path ? { path: owner.avatar_path } : null,
    verified: owner.verification_status === 'approved',
    district: owner.district,
    rating: ratingOf(owner),
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

export type CardData = Pick<ItemRow, keyof typeof cardColumns>;

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
    rating: ratingOf(row),
    created_at: row.created_at.toISOString(),
  };
}

import type { Item } from '@pinjam/api/contract';
import type { CartItem } from '@pinjam/api/domain';

/**
 * What the cart keeps of an item: its terms (prices in cents), stock, seller and cover. With
 * `longestDays` (the owner's maximum, or the marketplace's when they set none: issue 24), the
 * cart judges a rental's length as the server will.
 */
export function toCartItem(item: Item, longestDays: number | null = item.max_days): CartItem {
  return {
    id: item.id,
    title: item.title,
    starting_inventory: item.starting_inventory,
    owner_id: item.owner.id,
    rent:
      item.for_rent && item.price_per_day !== null
        ? {
            price_per_day: item.price_per_day,
            price_per_week: item.price_per_week,
            deposit: item.deposit,
            min_days: item.min_days,
            max_days: longestDays,
          }
        : null,
    sale: item.for_sale && item.sale_price !== null ? { price: item.sale_price } : null,
    cover: item.cover?.card ?? null,
  };
}

import type { Item } from '@pinjam/api/contract';
import type { CartItem } from '@pinjam/api/domain';

/** What the cart keeps of an item: its terms (prices in cents), stock, seller and cover. */
export function toCartItem(item: Item): CartItem {
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
            max_days: item.max_days,
          }
        : null,
    sale: item.for_sale && item.sale_price !== null ? { price: item.sale_price } : null,
    cover: item.cover?.card ?? null,
  };
}

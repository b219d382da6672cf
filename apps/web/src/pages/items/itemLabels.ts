import { formatMoney } from '@pinjam/api/domain';
import type { Item } from '@pinjam/api/contract';

/** An item's prices as short lines: 'B$45.00 / day', 'B$850.00 to buy'. */
export function priceLines(
  item: Pick<Item, 'for_rent' | 'for_sale' | 'price_per_day' | 'sale_price'>,
  t: { perDay: (v: { price: string }) => string; toBuy: (v: { price: string }) => string },
): string[] {
  const lines: string[] = [];
  if (item.for_rent && item.price_per_day !== null)
    lines.push(t.perDay({ price: formatMoney(item.price_per_day) }));
  if (item.for_sale && item.sale_price !== null) lines.push(t.toBuy({ price: formatMoney(item.sale_price) }));
  return lines;
}

/** The owner's counts: my-items' figures. */
export function countItems(items: readonly Item[]) {
  return {
    total: items.length,
    active: items.filter((i) => i.status === 'active').length,
    disabled: items.filter((i) => i.status === 'disabled').length,
    forRent: items.filter((i) => i.for_rent).length,
    forSale: items.filter((i) => i.for_sale).length,
  };
}

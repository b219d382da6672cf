import {
  categorySlugs,
  type CategorySlug,
  type Item,
  type SearchQuery,
  type SearchResult,
} from '../../contract';
import { activeDemoItems, toItemCard } from '../catalogue/fixtures';

/** Every category at zero: what the counts start from. */
export const zeroCounts = () =>
  Object.fromEntries(categorySlugs.map((c) => [c, 0])) as Record<CategorySlug, number>;

/**
 * The server's search over the fixtures, simplified: every word must appear in the title or
 * description (no typo tolerance), same filters, sorts, pages and counts.
 */
export function searchDemoItems(q: SearchQuery): SearchResult {
  const words = (q.q ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const price = (i: Item) =>
    q.type === 'buy' ? i.sale_price : q.type === 'rent' ? i.price_per_day : (i.price_per_day ?? i.sale_price);
  const matches = activeDemoItems.filter((i) => {
    const text = `${i.title} ${i.description}`.toLowerCase();
    if (!words.every((w) => text.includes(w))) return false;
    if (q.district && i.district !== q.district) return false;
    if ((q.type === 'rent' || q.date) && !i.for_rent) return false;
    if (q.type === 'buy' && (!i.for_sale || i.starting_inventory < 1)) return false;
    const p = price(i);
    if (q.min_price !== undefined && (p === null || p < q.min_price)) return false;
    if (q.max_price !== undefined && (p === null || p > q.max_price)) return false;
    return true;
  });
  const counts = zeroCounts();
  for (const i of matches) counts[i.category] += 1;
  const inCategory = q.category ? matches.filter((i) => i.category === q.category) : matches;
  const sorted = [...inCategory].sort((a, b) => {
    if (q.sort === 'price_asc') return (price(a) ?? Infinity) - (price(b) ?? Infinity);
    if (q.sort === 'price_desc') return (price(b) ?? -Infinity) - (price(a) ?? -Infinity);
    return b.created_at.localeCompare(a.created_at);
  });
  const start = (q.page - 1) * q.per_page;
  return {
    items: sorted.slice(start, start + q.per_page).map(toItemCard),
    total: sorted.length,
    page: q.page,
    per_page: q.per_page,
    counts,
  };
}

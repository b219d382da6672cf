// The search area: the query, the result, sorts and limits, and the endpoint (the server's
// modules/search). `contract.items.search` is this endpoint, kept under the seed's items group.
import { preprocess, z } from './zod';
import { endpoint } from './endpoint';
import { categoryInput, categorySlugs, centsField, itemCard, ITEM_LIMITS } from './catalogue';
import { districtInput } from './models';
import { wholeNumber } from './numbers';
import { blankToUndefined, optionalInput, singleLine } from './text';

export const SEARCH_PER_PAGE_MAX = 48;
export const SEARCH_PAGE_MAX = 1000;
export const SEARCH_QUERY_MAX = 200;
export const searchSorts = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof searchSorts)[number];

const queryInt = (min: number, max: number, fallback: number) =>
  preprocess(
    blankToUndefined,
    z._default(
      wholeNumber({
        min,
        max,
        invalid: 'Enter a whole number',
        tooSmall: `Must be at least ${min}`,
        tooLarge: `Must be at most ${max}`,
      }),
      fallback,
    ),
  );
const queryCents = optionalInput(centsField(ITEM_LIMITS.saleMaxCents, 0));

/** Search parameters (docs/product.md "Search"); prices in cents; an empty parameter is ignored. */
export const searchQuery = z
  .object({
    q: optionalInput(singleLine({ max: SEARCH_QUERY_MAX })),
    category: optionalInput(categoryInput),
    district: optionalInput(districtInput),
    /**
     * Available that day (YYYY-MM-DD, Brunei time, today or later): an item for rent whose active
     * bookings that day (held by pending requests or rented) add up to fewer than its units.
     */
    date: optionalInput(z.iso.date({ message: 'Use a date like 2026-03-05' })),
    type: optionalInput(z.enum(['rent', 'buy'], { message: 'Use rent or buy' })),
    min_price: queryCents,
    max_price: queryCents,
    sort: optionalInput(z.enum(searchSorts, { message: 'Use relevance, newest, price_asc or price_desc' })),
    page: queryInt(1, SEARCH_PAGE_MAX, 1),
    per_page: queryInt(1, SEARCH_PER_PAGE_MAX, 24),
  })
  .check(
    z.refine((v) => v.min_price === undefined || v.max_price === undefined || v.min_price <= v.max_price, {
      path: ['max_price'],
      message: 'Must be at least the minimum price',
    }),
  );
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchResult = z.object({
  items: z.array(itemCard),
  total: z.int(),
  page: z.int(),
  per_page: z.int(),
  /** Matches per category under every filter but `category`; all 16 slugs, zeros included. */
  counts: z.record(z.enum(categorySlugs), z.int()),
});
export type SearchResult = z.infer<typeof searchResult>;

export const search = {
  search: endpoint({
    method: 'GET',
    path: '/api/items/search',
    auth: 'none',
    public: true,
    tag: 'search',
    summary: 'Search active items: full text with typo tolerance, filters, sorts, pages, counts per category',
    query: searchQuery,
    response: searchResult,
  }),
} as const;

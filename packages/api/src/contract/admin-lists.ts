// The admin console's list screens (issue 17, decision 0040): users, payments and orders are read
// the same way — words to search for, a sort and its direction, a page, and each list's own
// filters, all in the query string (the web keeps them in the page's URL) — and each list has a
// CSV export of every row matching the same query.
import { z } from './zod';
import { wholeNumber } from './numbers';
import { singleLine } from './text';

/** Characters the words searched for may have. */
export const ADMIN_QUERY_MAX = 100;
/** Rows a list page answers. */
export const ADMIN_PAGE_SIZE = 25;
/** Rows an export answers at most (the newest, in the list's order). */
export const ADMIN_EXPORT_LIMIT = 10_000;

export const sortDirections = ['asc', 'desc'] as const;

/**
 * A list's query: `q` (words, ≤ 100 characters), `sort` (one of the list's sortable columns),
 * `dir`, `page` (from 1) and the list's own filters. Unknown sorts and pages out of range are
 * 422s with the field named.
 */
export function adminListQuery<const S extends readonly [string, ...string[]], F extends z.core.$ZodShape>(
  sorts: S,
  filters: F,
) {
  return z.object({
    q: z.optional(singleLine({ max: ADMIN_QUERY_MAX })),
    sort: z.optional(z.enum(sorts, { error: `Sort by one of: ${sorts.join(', ')}` })),
    dir: z.optional(z.enum(sortDirections, { error: 'Sort asc or desc' })),
    page: z.optional(wholeNumber({ min: 1, max: 100_000, invalid: 'Ask for a page from 1' })),
    ...filters,
  });
}

/** What every list page answers beside its rows (named by the seed: `users`, `payments`, `orders`). */
export const listPageMeta = {
  /** Rows matching the query, on every page. */
  total: z.int(),
  page: z.int(),
  per_page: z.int(),
};

/** A CSV file answered as JSON (the client reads JSON; the web saves `csv` as `filename`). */
export const csvFile = z.object({ filename: z.string(), csv: z.string() });
export type CsvFile = z.infer<typeof csvFile>;

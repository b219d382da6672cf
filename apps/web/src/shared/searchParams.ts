import {
  categoryNames,
  searchQuery,
  type CategorySlug,
  type SearchQuery,
  type SearchSort,
} from '@pinjam/api/contract';
import type { District } from '@pinjam/ui';

/*
 * The search page keeps every filter in the URL (docs/product.md "Search"): a search can be shared,
 * bookmarked, and Back/Forward step through the filters a person chose. This module reads and
 * writes those parameters; it knows nothing of React. Each parameter is read with the contract's
 * `searchQuery`, the schema the server reads it with.
 */

/** The parameters the server reads, in the order a person sets them. */
export const searchParamNames = [
  'q',
  'category',
  'district',
  'date',
  'type',
  'min_price',
  'max_price',
  'sort',
  'page',
  'per_page',
] as const;
export type SearchParamName = (typeof searchParamNames)[number];

/** The filters a person can clear (not the words, the order or the page). */
export const filterParamNames = ['category', 'district', 'date', 'type', 'min_price', 'max_price'] as const;

export type RawSearch = Partial<Record<SearchParamName, string>>;

/** The URL's search parameters as the server will see them: raw text, blanks left out. */
export function rawSearch(params: URLSearchParams): RawSearch {
  const raw: RawSearch = {};
  for (const name of searchParamNames) {
    const value = params.get(name)?.trim();
    if (value) raw[name] = value;
  }
  return raw;
}

/** What the filter controls show: the URL's values where they make sense, else nothing. */
export interface SearchFilters {
  q: string;
  category: CategorySlug | '';
  district: District | '';
  date: string | null;
  type: 'rent' | 'buy' | '';
  minPrice: number | null;
  maxPrice: number | null;
  sort: SearchSort;
  page: number;
  perPage: number;
}

type QueryName = keyof typeof searchQuery.shape;

/** One parameter as the contract reads it; a value it refuses reads as if it were absent. */
function param<K extends QueryName>(raw: RawSearch, name: K): SearchQuery[K] {
  const schema = searchQuery.shape[name];
  const read = schema.safeParse(raw[name]);
  return (read.success ? read.data : schema.parse(undefined)) as SearchQuery[K];
}

export function readFilters(raw: RawSearch): SearchFilters {
  const q = param(raw, 'q') ?? '';
  return {
    q,
    category: param(raw, 'category') ?? '',
    district: param(raw, 'district') ?? '',
    date: param(raw, 'date') ?? null,
    type: param(raw, 'type') ?? '',
    minPrice: param(raw, 'min_price') ?? null,
    maxPrice: param(raw, 'max_price') ?? null,
    // The server's own default: best match when there are words, else newest first.
    sort: param(raw, 'sort') ?? (q ? 'relevance' : 'newest'),
    page: param(raw, 'page'),
    perPage: param(raw, 'per_page'),
  };
}

/**
 * What the tab calls a search: its words ('Search: camera', through `forWords`), else its
 * category's name ('Drones'); null for a plain browse (the route's own title).
 */
export function searchTitle(
  filters: Pick<SearchFilters, 'q' | 'category'>,
  forWords: (q: string) => string,
): string | null {
  if (filters.q) return forWords(filters.q);
  return filters.category ? categoryNames[filters.category] : null;
}

export type SearchChange = Partial<Record<SearchParamName, string | number | null | undefined>>;

/**
 * The parameters after a change: empty values are dropped, and any change but the page itself
 * goes back to page 1 (page 3 of another search means nothing). Other parameters are kept.
 */
export function applyChange(params: URLSearchParams, change: SearchChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(change)) {
    if (value === null || value === undefined || String(value).trim() === '') next.delete(name);
    else next.set(name, String(value));
  }
  if (!('page' in change)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  return next;
}

/** Every filter cleared; the words, the order and the page size stay. */
export function clearFilters(params: URLSearchParams): URLSearchParams {
  return applyChange(params, Object.fromEntries(filterParamNames.map((name) => [name, null])));
}

/** How many filters are on (the phone's Filters button says so); a price range is one. */
export function activeFilterCount(raw: RawSearch): number {
  const price = raw.min_price || raw.max_price ? 1 : 0;
  return (['category', 'district', 'date', 'type'] as const).filter((name) => raw[name]).length + price;
}

/** '/search?…' for these parameters. */
export const searchHref = (path: string, params: URLSearchParams) => {
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

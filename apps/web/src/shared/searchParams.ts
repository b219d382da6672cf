import { categoryNames, toCategorySlug, type CategorySlug, type SearchSort } from '@pinjam/api/contract';
import { normalizeDistrict, type District } from '@pinjam/ui';

/*
 * The search page keeps every filter in the URL (product.md "Search"): a search can be shared,
 * bookmarked, and Back/Forward step through the filters a person chose. This module reads and
 * writes those parameters; it knows nothing of React.
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

export const DEFAULT_PER_PAGE = 24;

const wholeNumber = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

export function readFilters(raw: RawSearch): SearchFilters {
  const q = raw.q ?? '';
  const sort = raw.sort;
  return {
    q,
    category: (raw.category && toCategorySlug(raw.category)) || '',
    district: normalizeDistrict(raw.district) ?? '',
    date: raw.date && /^\d{4}-\d{2}-\d{2}$/.test(raw.date) ? raw.date : null,
    type: raw.type === 'rent' || raw.type === 'buy' ? raw.type : '',
    minPrice: wholeNumber(raw.min_price),
    maxPrice: wholeNumber(raw.max_price),
    // The server's own default: best match when there are words, else newest first.
    sort:
      sort === 'relevance' || sort === 'newest' || sort === 'price_asc' || sort === 'price_desc'
        ? sort
        : q
          ? 'relevance'
          : 'newest',
    page: Math.max(wholeNumber(raw.page) ?? 1, 1),
    perPage: Math.max(wholeNumber(raw.per_page) ?? DEFAULT_PER_PAGE, 1),
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

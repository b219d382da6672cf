// Reads of the search area.
import type { SWRConfiguration } from 'swr';
import type { ApiError } from '../client';
import type { ResponseOf } from '../contract/endpoint';
import { search, type SearchQuery } from '../contract/search';
import { keys } from '../keys';
import { useEndpoint } from './core';

/**
 * Search (docs/product.md): every filter in the query; the key is the query string, its parameters
 * sorted so that the same search is one key. Values may be the raw text of a URL (the server
 * judges them: a 422 names the bad parameter).
 */
export function useSearch(
  query: { [K in keyof SearchQuery]?: SearchQuery[K] | string },
  config?: SWRConfiguration<ResponseOf<typeof search.search>, ApiError>,
) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, String(value));
  params.sort();
  return useEndpoint(
    keys.search(params.toString()),
    search.search,
    { query: Object.fromEntries(params) },
    config,
  );
}

// A list screen's state in the URL (decision 0040): words searched, sort and direction, page and
// each filter, so a view can be shared, reloaded and gone back to.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_PAGE_SIZE } from '@pinjam/api/contract';
import { useAuth } from '../../app/auth';

export interface ListParams {
  q?: string;
  sort?: string;
  dir?: 'asc' | 'desc';
  /** From 1; absent means the first. */
  page?: number;
  /** The list's own filters by name; '' or absent: not filtered. */
  filters: Record<string, string>;
}

/** What a list hook passes to the API: undefined for everything empty. */
export type ListQuery = {
  q?: string;
  sort?: string;
  dir?: 'asc' | 'desc';
  page?: number;
} & Record<string, string | number | undefined>;

const KNOWN = ['q', 'sort', 'dir', 'page'] as const;

function read(search: URLSearchParams, filterNames: readonly string[]): ListParams {
  const page = Number(search.get('page'));
  const dir = search.get('dir');
  return {
    q: search.get('q') || undefined,
    sort: search.get('sort') || undefined,
    dir: dir === 'asc' || dir === 'desc' ? dir : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    filters: Object.fromEntries(
      filterNames.flatMap((name) => {
        const value = search.get(name);
        return value ? [[name, value]] : [];
      }),
    ),
  };
}

/** The flat query a list hook sends: q, sort, dir, page and the filters, empty ones undefined. */
export function toQuery(params: ListParams): ListQuery {
  const query: ListQuery = {
    q: params.q?.trim() || undefined,
    sort: params.sort || undefined,
    dir: params.sort ? params.dir : undefined,
    page: params.page && params.page > 1 ? params.page : undefined,
  };
  for (const [name, value] of Object.entries(params.filters)) query[name] = value || undefined;
  return query;
}

/**
 * The list's params from the URL and a setter writing them back (a new history entry each time).
 * Changing the words, a filter or the sort goes back to page 1; filters given are merged into the
 * current ones ('' clears one); anything else in the URL is kept.
 */
export function useListParams(filterNames: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  // The names' text, not the array's identity: a page may pass a new array each render.
  const names = filterNames.join('\n');
  const params = useMemo(() => read(search, names ? names.split('\n') : []), [search, names]);

  const setParams = useCallback(
    (next: Partial<ListParams>) =>
      setSearch((current) => {
        const now = read(current, names ? names.split('\n') : []);
        const merged: ListParams = {
          ...now,
          ...next,
          filters: { ...now.filters, ...next.filters },
        };
        const resets = ['q', 'filters', 'sort', 'dir'].some((key) => key in next);
        if (resets && !('page' in next)) merged.page = undefined;
        const out = new URLSearchParams(current);
        for (const key of [...KNOWN, ...Object.keys(merged.filters)]) out.delete(key);
        for (const [key, value] of Object.entries(toQuery(merged)))
          if (value !== undefined && value !== '') out.set(key, String(value));
        return out;
      }),
    [setSearch, names],
  );

  return { params, setParams };
}

/**
 * What an admin list's hook sends for these params: null (nothing asked) until the viewer is
 * known to be an admin, so a member the route guard sends away never calls the admin API.
 */
export function useAdminQuery(params: ListParams): ListQuery | null {
  const { isAdmin } = useAuth();
  return useMemo(() => (isAdmin ? toQuery(params) : null), [isAdmin, params]);
}

/** What a list hook answers (SWR's response for a page of `{ rows…, total, page, per_page }`). */
interface ListAnswer {
  data?: { total: number; per_page: number };
  isLoading: boolean;
  error?: unknown;
  mutate: () => unknown;
}

/** AdminList's props read from a list hook's answer: its rows, the counts, loading, error, retry. */
export function listAnswer<T>(answer: ListAnswer, rows: readonly T[] | undefined, params: ListParams) {
  return {
    rows: rows ?? [],
    total: answer.data?.total ?? 0,
    page: params.page ?? 1,
    perPage: answer.data?.per_page ?? ADMIN_PAGE_SIZE,
    loading: answer.isLoading,
    error: answer.error ? true : undefined,
    onRetry: () => void answer.mutate(),
  };
}

// Reads of the activity area: the caller's feed, newest first, a page at a time (older pages by
// `before`, the last id of the page before).
import useSWRInfinite from 'swr/infinite';
import { ApiError } from '../client';
import { activity } from '../contract/activity';
import type { ResponseOf } from '../contract/endpoint';
import { keyOf } from '../keys';
import { useApiClient, useEndpoint } from './core';

type Page = ResponseOf<typeof activity.get>;

export const activityKeys = {
  /** The newest page (the dashboard's recent activity and the feed's first page). */
  latest: keyOf(activity.get),
  page: (before: number) => keyOf(activity.get, undefined, { before }),
} as const;

/** The newest page only: the dashboard's "recent activity". */
export const useRecentActivity = () => useEndpoint(activityKeys.latest, activity.get);

/** The whole feed as far as loaded: its entries, whether there are older ones, and `loadMore`. */
export function useActivityFeed() {
  const client = useApiClient();
  const pages = useSWRInfinite<Page, ApiError>(
    (index: number, previous: Page | null) => {
      if (index === 0) return activityKeys.latest;
      const last = previous?.activity.at(-1);
      return previous?.has_more && last ? activityKeys.page(last.id) : null;
    },
    async (key: string) => {
      const before = new URL(key, 'http://pinjam.local').searchParams.get('before');
      const result = await client.call(
        activity.get,
        before ? { query: { before: Number(before) } } : undefined,
      );
      if (!result.ok) throw new ApiError(result.status, result.error);
      return result.data;
    },
    { revalidateFirstPage: true },
  );
  const loaded = pages.data ?? [];
  const last = loaded.at(-1);
  return {
    entries: loaded.flatMap((page) => page.activity),
    hasMore: last?.has_more ?? false,
    /** The first page is there, and a further one is on its way. */
    loadingMore: pages.isValidating && loaded.length > 0 && pages.size > loaded.length,
    loadMore: () => void pages.setSize(pages.size + 1),
    error: pages.error,
    isLoading: pages.isLoading,
    isValidating: pages.isValidating,
    retry: () => void pages.mutate(),
  };
}

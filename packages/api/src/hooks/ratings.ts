// Reads of the ratings area: the caller's three lists (to give, given, received), and a member's
// or an item's published reviews a page at a time. Rating an order is a write of the page's.
import useSWRInfinite from 'swr/infinite';
import { ApiError } from '../client';
import type { ResponseOf } from '../contract/endpoint';
import { ratings } from '../contract/ratings';
import { keyOf } from '../keys';
import { useApiClient, useEndpoint } from './core';

type ReviewPage = ResponseOf<typeof ratings.ofUser>;

export const ratingKeys = {
  mine: keyOf(ratings.mine),
  user: (id: number) => keyOf(ratings.ofUser, { id }),
  item: (id: number) => keyOf(ratings.ofItem, { id }),
} as const;

/** The signed-in user's ratings: to give, given (hidden ones marked), received, and their average. */
export const useMyRatings = () => useEndpoint(ratingKeys.mine, ratings.mine);

/** Published reviews of a member or an item, newest first, with `loadMore` for older ones. */
export function useReviews(of: { user: number } | { item: number } | null) {
  const client = useApiClient();
  const endpoint = of && 'item' in of ? ratings.ofItem : ratings.ofUser;
  const id = of ? ('item' in of ? of.item : of.user) : 0;
  const pages = useSWRInfinite<ReviewPage, ApiError>(
    (index: number, previous: ReviewPage | null) => {
      if (!of) return null;
      const first = keyOf(endpoint, { id });
      if (index === 0) return first;
      const last = previous?.reviews.at(-1);
      return previous?.has_more && last ? keyOf(endpoint, { id }, { before: last.id }) : null;
    },
    async (key: string) => {
      const before = new URL(key, 'http://pinjam.local').searchParams.get('before');
      const result = await client.call(endpoint, {
        params: { id },
        ...(before ? { query: { before: Number(before) } } : {}),
      });
      if (!result.ok) throw new ApiError(result.status, result.error);
      return result.data;
    },
  );
  const loaded = pages.data ?? [];
  return {
    rating: loaded[0]?.rating,
    reviews: loaded.flatMap((page) => page.reviews),
    hasMore: loaded.at(-1)?.has_more ?? false,
    loadingMore: pages.isValidating && loaded.length > 0 && pages.size > loaded.length,
    loadMore: () => void pages.setSize(pages.size + 1),
    error: pages.error,
    isLoading: pages.isLoading,
    retry: () => void pages.mutate(),
  };
}

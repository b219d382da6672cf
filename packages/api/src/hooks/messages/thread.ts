// One conversation out of SWR's cache: its pages (useSWRInfinite over the `before` cursor) and
// the sends on their way, in one list the page draws.
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { ApiError } from '../../client';
import { messages } from '../../contract/messages';
import { useApiClient } from '../core';
import { mergeMessages, messageKeys, threadPageKey, type OutgoingMessage, type ThreadPage } from './cache';

const NO_OUTGOING: OutgoingMessage[] = [];
const noKey = () => null;

/**
 * One conversation: its newest page and the older pages `loadOlder` asked for (one SWR-infinite
 * entry, revalidated by events and reconnects), and its sends without an answer yet (`outgoing`,
 * those whose message has arrived left out). `null` id waits.
 */
export function useThread(id: number | null) {
  const client = useApiClient();
  const pages = useSWRInfinite<ThreadPage, ApiError>(
    id === null ? noKey : threadPageKey(id),
    async (path) => {
      const before = new URL(path, 'http://pages.local').searchParams.get('before');
      const result = await client.call(messages.thread, {
        params: { id: id ?? 0 },
        query: { before: before === null ? undefined : Number(before) },
      });
      if (!result.ok) throw new ApiError(result.status, result.error);
      return result.data;
    },
  );
  const outgoing = useSWR<OutgoingMessage[]>(id === null ? null : messageKeys.outgoing(id), null);

  const { data, size, setSize, error, isValidating } = pages;
  const list = useMemo(() => mergeMessages(...(data ?? []).map((page) => page.messages)), [data]);
  const waiting = useMemo(() => {
    const arrived = new Set(list.map((m) => m.client_id));
    const mine = outgoing.data ?? NO_OUTGOING;
    return mine.some((m) => arrived.has(m.client_id)) ? mine.filter((m) => !arrived.has(m.client_id)) : mine;
  }, [list, outgoing.data]);

  // An older page asked for and not there: it is loading, or it failed (the pages shown stay).
  const olderMissing = data !== undefined && size > data.length;
  const loaded = data?.length ?? 0;
  const loadOlder = useCallback(() => setSize(loaded + 1).then(() => undefined), [setSize, loaded]);

  return {
    conversation: data?.[0]?.conversation,
    messages: list,
    outgoing: waiting,
    hasMore: data?.at(-1)?.has_more ?? false,
    loadOlder,
    loadingOlder: olderMissing && isValidating,
    olderError: olderMissing && error && !isValidating ? error.message : null,
    error: olderMissing ? undefined : error,
    isLoading: pages.isLoading,
    isValidating,
    mutate: pages.mutate,
  };
}

// Reads and writes of the messages area: the conversation list, one thread (its newest page by SWR,
// older pages by `before`), sending with a client_id (a failed send stays, with Retry, and a retry
// is the same send), the read marker, and what a realtime event changes in the cache.
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ResponseOf } from '../contract/endpoint';
import { messages, type ChatMessage } from '../contract/messages';
import { notifications } from '../contract/notifications';
import { keyOf } from '../keys';
import { useApiClient, useEndpoint } from './core';

export const messageKeys = {
  conversations: keyOf(messages.conversations),
  /** The newest page of a thread; older pages are not cached by key. */
  thread: (id: number) => keyOf(messages.thread, { id }),
} as const;

type Thread = ResponseOf<typeof messages.thread>;
type Conversations = ResponseOf<typeof messages.conversations>;

/** Messages by id, oldest first, each once (a live event and a refetch may bring the same one). */
export function mergeMessages(...lists: readonly ChatMessage[][]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The signed-in user's conversations, latest activity first; `false` waits. */
export const useConversations = (enabled = true) =>
  useEndpoint(enabled ? messageKeys.conversations : null, messages.conversations);

interface OlderPages {
  conversationId: number;
  messages: ChatMessage[];
  hasMore: boolean;
}

/**
 * One conversation: its newest page (SWR, revalidated by events) and any older pages loaded with
 * `loadOlder` (kept while the same conversation is open). `null` id waits.
 */
export function useThread(id: number | null) {
  const client = useApiClient();
  const latest = useEndpoint(id === null ? null : messageKeys.thread(id), messages.thread, {
    params: { id: id ?? 0 },
  });
  const [older, setOlder] = useState<OlderPages | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string | null>(null);
  const own = older && older.conversationId === id ? older : null;
  const list = mergeMessages(own?.messages ?? [], latest.data?.messages ?? []);
  const hasMore = own ? own.hasMore : (latest.data?.has_more ?? false);
  const first = list[0]?.id;

  const loadOlder = useCallback(async () => {
    if (id === null || first === undefined) return;
    setLoadingOlder(true);
    setOlderError(null);
    const result = await client.call(messages.thread, { params: { id }, query: { before: first } });
    setLoadingOlder(false);
    if (!result.ok) return setOlderError(result.error.message);
    setOlder((previous) => ({
      conversationId: id,
      messages: mergeMessages(result.data.messages, previous?.conversationId === id ? previous.messages : []),
      hasMore: result.data.has_more,
    }));
  }, [client, id, first]);

  return {
    conversation: latest.data?.conversation,
    messages: list,
    hasMore,
    loadOlder,
    loadingOlder,
    olderError,
    error: latest.error,
    isLoading: latest.isLoading,
    isValidating: latest.isValidating,
    mutate: latest.mutate,
  };
}

// ---------------------------------------------------------------------------------------------
// Sending

export const outgoingStates = ['sending', 'failed'] as const;

/** A message on its way: shown in the thread until the server's answer replaces it. */
export interface OutgoingMessage {
  client_id: string;
  conversation_id: number;
  content: string;
  created_at: string;
  status: (typeof outgoingStates)[number];
  /** Why the last try failed. */
  error: string | null;
}

/** A send's own id: a retry sends it again, and the server answers the first message. */
export function newClientId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** A message added to the cached newest page of its thread (no refetch). */
export const withMessage = (thread: Thread | undefined, message: ChatMessage): Thread | undefined =>
  thread && { ...thread, messages: mergeMessages(thread.messages, [message]) };

/**
 * Sends messages: each shows at once as 'sending', joins the thread when the server answers, and
 * stays as 'failed' with the server's reason when it does not; `retry` sends it again under the
 * same client_id, so a send whose answer was lost is never written twice.
 */
export function useSendMessage() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);

  const update = (clientId: string, patch: Partial<OutgoingMessage> | null) =>
    setOutgoing((list) =>
      patch === null
        ? list.filter((m) => m.client_id !== clientId)
        : list.map((m) => (m.client_id === clientId ? { ...m, ...patch } : m)),
    );

  const deliver = useCallback(
    async (entry: OutgoingMessage) => {
      const result = await client.call(messages.post, {
        body: { content: entry.content, conversation_id: entry.conversation_id, client_id: entry.client_id },
      });
      if (!result.ok) {
        const field = result.error.errors?.content?.join(' ');
        return update(entry.client_id, { status: 'failed', error: field ?? result.error.message });
      }
      await mutate(
        messageKeys.thread(entry.conversation_id),
        (thread: Thread | undefined) => withMessage(thread, result.data.message),
        { revalidate: false },
      );
      update(entry.client_id, null);
      void mutate(messageKeys.conversations);
    },
    [client, mutate],
  );

  const send = useCallback(
    (conversationId: number, content: string) => {
      const entry: OutgoingMessage = {
        client_id: newClientId(),
        conversation_id: conversationId,
        content,
        created_at: new Date().toISOString(),
        status: 'sending',
        error: null,
      };
      setOutgoing((list) => [...list, entry]);
      return deliver(entry);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const entry = outgoing.find((m) => m.client_id === clientId);
      if (!entry) return Promise.resolve();
      update(clientId, { status: 'sending', error: null });
      return deliver({ ...entry, status: 'sending', error: null });
    },
    [outgoing, deliver],
  );

  return { outgoing, send, retry };
}

// ---------------------------------------------------------------------------------------------
// Read marker and live events

/**
 * Moves the read marker of a conversation (up to a message, or its latest) and clears its unread
 * count in the list and its bell entry. Answers whether the server took it.
 */
export function useMarkRead() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (conversationId: number, upTo?: number) => {
      const result = await client.call(messages.read, {
        params: { id: conversationId },
        body: upTo === undefined ? {} : { up_to: upTo },
      });
      if (!result.ok) return false;
      await mutate(
        messageKeys.conversations,
        (list: Conversations | undefined) =>
          list && {
            user: {
              conversations: list.user.conversations.map((c) =>
                c.id === conversationId ? { ...c, unread: 0 } : c,
              ),
            },
          },
        { revalidate: false },
      );
      void mutate(keyOf(notifications.get));
      return true;
    },
    [client, mutate],
  );
}

/**
 * What a live event changes: a new message joins its cached thread and the list is fetched again;
 * the other person's read marker moves in the thread and the list.
 */
export function useMessageEvents() {
  const { mutate } = useSWRConfig();
  const received = useCallback(
    (message: ChatMessage) => {
      void mutate(
        messageKeys.thread(message.conversation_id),
        (thread: Thread | undefined) => withMessage(thread, message),
        { revalidate: false },
      );
      void mutate(messageKeys.conversations);
    },
    [mutate],
  );
  const read = useCallback(
    (conversationId: number, upTo: number) => {
      const moved = <T extends { id: number; other_read_up_to: number | null }>(c: T): T =>
        c.id === conversationId ? { ...c, other_read_up_to: Math.max(upTo, c.other_read_up_to ?? 0) } : c;
      void mutate(
        messageKeys.thread(conversationId),
        (thread: Thread | undefined) => thread && { ...thread, conversation: moved(thread.conversation) },
        { revalidate: false },
      );
      void mutate(
        messageKeys.conversations,
        (list: Conversations | undefined) =>
          list && { user: { conversations: list.user.conversations.map(moved) } },
        { revalidate: false },
      );
    },
    [mutate],
  );
  return { received, read };
}

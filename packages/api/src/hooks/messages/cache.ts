// Where the messages area lives in SWR's cache, and the pure changes made to it: the conversation
// list, each thread as SWR-infinite pages (newest first, older ones by `before`), and each
// conversation's sends still without the server's answer (a key of their own, no fetcher).
import { unstable_serialize } from 'swr/infinite';
import type { ResponseOf } from '../../contract/endpoint';
import { messages, type ChatMessage } from '../../contract/messages';
import { keyOf } from '../../keys';

export type ThreadPage = ResponseOf<typeof messages.thread>;
export type Conversations = ResponseOf<typeof messages.conversations>;

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

/**
 * The key of a thread's page `index` (useSWRInfinite's getKey): the newest page, then each older
 * one before the first message of the page after it; none past the oldest.
 */
export const threadPageKey =
  (id: number) =>
  (index: number, newer: ThreadPage | null): string | null => {
    if (index === 0) return keyOf(messages.thread, { id });
    const before = newer?.messages[0]?.id;
    return newer?.has_more && before !== undefined ? keyOf(messages.thread, { id }, { before }) : null;
  };

export const messageKeys = {
  conversations: keyOf(messages.conversations),
  /** A thread's pages (useSWRInfinite's key): revalidating it fetches the newest page again. */
  thread: (id: number) => unstable_serialize(threadPageKey(id)),
  /** A conversation's sends without an answer yet; kept in the cache only, never fetched. */
  outgoing: (id: number) => `local:messages/outgoing/${id}`,
} as const;

/** Messages by id, oldest first, each once (a live event and a refetch may bring the same one). */
export function mergeMessages(...lists: readonly ChatMessage[][]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A message added to a thread's newest page, unless a page has it already (by id). */
export function withMessage(pages: ThreadPage[] | undefined, message: ChatMessage): ThreadPage[] | undefined {
  if (!pages?.length || pages.some((page) => page.messages.some((m) => m.id === message.id))) return pages;
  const [newest, ...older] = pages as [ThreadPage, ...ThreadPage[]];
  return [{ ...newest, messages: mergeMessages(newest.messages, [message]) }, ...older];
}

/** A send added, changed (by client_id) or, with `null`, taken away. */
export function withOutgoing(
  list: OutgoingMessage[] | undefined,
  clientId: string,
  entry: OutgoingMessage | null,
): OutgoingMessage[] {
  const others = (list ?? []).filter((m) => m.client_id !== clientId);
  if (entry === null) return others.length === list?.length ? list : others;
  const at = (list ?? []).findIndex((m) => m.client_id === clientId);
  return at < 0 ? [...others, entry] : [...others.slice(0, at), entry, ...others.slice(at)];
}

// The conversation list, the read marker, and what a live event changes in SWR's cache.
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { messages, type ChatMessage } from '../../contract/messages';
import { notifications } from '../../contract/notifications';
import { keyOf } from '../../keys';
import { useApiClient, useEndpoint } from '../core';
import {
  messageKeys,
  withMessage,
  withOutgoing,
  type Conversations,
  type OutgoingMessage,
  type ThreadPage,
} from './cache';

/** The signed-in user's conversations, latest activity first; `false` waits. */
export const useConversations = (enabled = true) =>
  useEndpoint(enabled ? messageKeys.conversations : null, messages.conversations);

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
 * What a live event changes: a new message joins its cached thread once (by id; a send of this
 * user's that it answers leaves the outgoing list) and the list is fetched again;
 * the other person's read marker moves in the thread and the list.
 */
export function useMessageEvents() {
  const { mutate } = useSWRConfig();
  const received = useCallback(
    (message: ChatMessage) => {
      void mutate(
        messageKeys.thread(message.conversation_id),
        (pages?: ThreadPage[]) => withMessage(pages, message),
        { revalidate: false },
      );
      // One of this user's sends, arrived before its answer: it is in the thread now.
      const clientId = message.client_id;
      if (clientId !== null)
        void mutate(
          messageKeys.outgoing(message.conversation_id),
          (list?: OutgoingMessage[]) => list && withOutgoing(list, clientId, null),
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
        (pages?: ThreadPage[]) => pages?.map((page) => ({ ...page, conversation: moved(page.conversation) })),
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

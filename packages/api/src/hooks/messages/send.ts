// Sending a message through SWR's cache: the send is written to its conversation's outgoing key
// at once, the server's answer joins the thread's cached pages, a refusal marks the send
// failed (its words kept, with Retry), and a retry is the same send under the same client_id.
import { useCallback, useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { messages } from '../../contract/messages';
import { useApiClient } from '../core';
import { messageKeys, withMessage, withOutgoing, type OutgoingMessage, type ThreadPage } from './cache';

/** A send's own id: a retry sends it again, and the server answers the first message. */
export function newClientId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * Sends messages: each shows at once as 'sending', joins the thread when the server answers, and
 * stays as 'failed' with the server's reason when it does not; `retry` sends it again under the
 * same client_id, so a send whose answer was lost is never written twice. Every step is one
 * synchronous cache write, so sends, live messages and refetches may interleave in any order.
 */
export function useSendMessage() {
  const client = useApiClient();
  const { mutate: write } = useSWRConfig();
  // Whether the sender is still on the screen. A cache write that fails after it left is dropped:
  // the cache went with it (a story ends mid-send and SWR forgets its provider); the app's one
  // cache outlives every page, so there a write that fails is still an error.
  const onScreen = useRef(true);
  useEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
    };
  }, []);
  const mutate = useCallback(
    (...args: Parameters<typeof write>) =>
      write(...args).catch((error: unknown) => {
        if (onScreen.current) throw error;
        return undefined;
      }),
    [write],
  );

  const deliver = useCallback(
    async (entry: OutgoingMessage) => {
      const outgoing = messageKeys.outgoing(entry.conversation_id);
      const put = (next: OutgoingMessage | null) =>
        mutate(outgoing, (list?: OutgoingMessage[]) => withOutgoing(list, entry.client_id, next), {
          revalidate: false,
        });
      await put(entry);
      const result = await client.call(messages.post, {
        body: { content: entry.content, conversation_id: entry.conversation_id, client_id: entry.client_id },
      });
      if (!result.ok) {
        const field = result.error.errors?.content?.join(' ');
        await put({ ...entry, status: 'failed', error: field ?? result.error.message });
        return;
      }
      const sent = result.data.message;
      await mutate(
        messageKeys.thread(entry.conversation_id),
        (pages?: ThreadPage[]) => withMessage(pages, sent),
        {
          revalidate: false,
        },
      );
      await put(null);
      void mutate(messageKeys.conversations);
    },
    [client, mutate],
  );

  const send = useCallback(
    (conversationId: number, content: string) =>
      deliver({
        client_id: newClientId(),
        conversation_id: conversationId,
        content,
        created_at: new Date().toISOString(),
        status: 'sending',
        error: null,
      }),
    [deliver],
  );

  /** The same send again: same client_id, same words, shown as 'sending' where it was. */
  const retry = useCallback(
    (message: OutgoingMessage) => deliver({ ...message, status: 'sending', error: null }),
    [deliver],
  );

  return { send, retry };
}

import { HttpResponse } from 'msw';
import { MESSAGE_MAX, MESSAGE_PAGE, messages } from '../../contract/messages';
import { users } from '../users/accounts';
import { INVALID, SERVER_ERROR } from '../answers';
import { callerId } from '../caller';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import {
  conversationFor,
  conversationsOf,
  demoConversations,
  longChat,
  maskedCameraChat,
  strollerChat,
  plainChat,
  type StoredConversation,
} from './fixtures';

const NOT_FOUND = { message: 'There is no such conversation.' };
/** The id a conversation started in the mocks gets. */
export const NEW_CONVERSATION_ID = 7100;

const invalid = (field: string, text: string) =>
  HttpResponse.json({ message: INVALID, errors: { [field]: [text] } }, { status: 422 });

/**
 * Every call of the area over one set of stored conversations, answered for the caller as the
 * server would: another person's conversation is a 404, an empty or over-long message a 422, the
 * same client_id the same message. Nothing is remembered between calls (a sent message is
 * answered, not stored): the page keeps what it sent in its own cache.
 */
function area(stored: StoredConversation[]) {
  const find = (id: unknown, userId: number) =>
    stored.find((c) => c.id === Number(id) && c.people.some((p) => p.id === userId));
  return [
    mockEndpoint(messages.conversations, ({ request }) =>
      HttpResponse.json({ user: { conversations: conversationsOf(stored, callerId(request)) } }),
    ),
    mockEndpoint(messages.thread, ({ params, request }) => {
      const userId = callerId(request);
      const found = find(params.id, userId);
      if (!found) {
        if (Number(params.id) !== NEW_CONVERSATION_ID) return HttpResponse.json(NOT_FOUND, { status: 404 });
        return HttpResponse.json({ conversation: fresh(userId), messages: [], has_more: false });
      }
      const before = Number(new URL(request.url).searchParams.get('before')) || Infinity;
      const earlier = found.messages.filter((m) => m.id < before);
      const page = earlier.slice(-MESSAGE_PAGE);
      return HttpResponse.json({
        conversation: conversationFor(found, userId),
        messages: page,
        has_more: earlier.length > page.length,
      });
    }),
    mockEndpoint(messages.start, async ({ request }) => {
      const userId = callerId(request);
      const body = (await request.json().catch(() => ({}))) as { user_id?: number; item_id?: number };
      if (!body.user_id) return invalid('user_id', 'Choose who to write to');
      if (body.user_id === userId) return invalid('user_id', 'You cannot message yourself');
      const existing = stored.find(
        (c) => c.people.some((p) => p.id === userId) && c.people.some((p) => p.id === body.user_id),
      );
      if (existing) return HttpResponse.json({ conversation: conversationFor(existing, userId) });
      return HttpResponse.json({ conversation: fresh(userId, body.user_id, body.item_id ?? null) });
    }),
    mockEndpoint(messages.post, async ({ request }) => {
      const userId = callerId(request);
      const body = (await request.json().catch(() => ({}))) as {
        content?: string;
        conversation_id?: number;
        client_id?: string;
      };
      const content = body.content?.trim() ?? '';
      if (!content) return invalid('content', 'Write a message first.');
      if (content.length > MESSAGE_MAX) return invalid('content', `Use at most ${MESSAGE_MAX} characters`);
      const found = find(body.conversation_id, userId);
      if (!found && body.conversation_id !== NEW_CONVERSATION_ID)
        return HttpResponse.json(NOT_FOUND, { status: 404 });
      const last = found?.messages.at(-1)?.id ?? 9900;
      return HttpResponse.json(
        {
          message: {
            id: last + 1,
            conversation_id: Number(body.conversation_id),
            user_id: userId,
            content,
            masked: false,
            client_id: body.client_id ?? null,
            // Sent now: it lands under today, where the page showed it while it was on its way.
            created_at: new Date().toISOString(),
          },
        },
        { status: 201 },
      );
    }),
    mockEndpoint(messages.read, ({ params, request }) =>
      find(params.id, callerId(request)) || Number(params.id) === NEW_CONVERSATION_ID
        ? HttpResponse.json({ message: 'Read.' })
        : HttpResponse.json(NOT_FOUND, { status: 404 }),
    ),
    mockEndpoint(messages.remove, ({ params, request }) =>
      find(params.id, callerId(request))
        ? HttpResponse.json({ message: 'Conversation deleted.' })
        : HttpResponse.json(NOT_FOUND, { status: 404 }),
    ),
  ];
}

/** A conversation just started (no messages), as its starter sees it. */
function fresh(userId: number, otherId: number = users.siti.id, itemId: number | null = 101) {
  const other = Object.values(users).find((u) => u.id === otherId && u.id !== userId) ?? users.hakim;
  return conversationFor(
    {
      id: NEW_CONVERSATION_ID,
      people: [users.hakim.id === userId ? users.hakim : users.siti, other],
      itemId,
      contactShared: false,
      readUpTo: {},
      messages: [],
    },
    userId,
  );
}

const base = area(demoConversations);

/** Messages: the list and threads for the caller, starting, sending, reading and deleting. */
export const messagesHandlers = {
  default: base,
  /** No conversations yet; starting one answers a new, empty conversation. */
  empty: area([]),
  /** The list and every thread fail on the server's side. */
  error: [
    mockError(messages.conversations, 500, SERVER_ERROR),
    mockError(messages.thread, 500, SERVER_ERROR),
    ...base,
  ],
  /** Nothing answers: the list and the thread keep loading. */
  slow: [mockPending(messages.conversations), mockPending(messages.thread)],
  /** A long history (120 messages, loaded 50 at a time) with a message near 5,000 characters. */
  long: area([longChat, strollerChat, plainChat]),
  /** No paid order between Siti and Hakim: Hakim's phone number and email show masked. */
  masked: area([maskedCameraChat, strollerChat, plainChat]),
  /** Everything loads; a send never answers (the message stays 'sending'). */
  sendSlow: [mockPending(messages.post), ...base],
  /** Everything loads; a send fails on the server's side (the message stays with Retry). */
  sendFails: [mockError(messages.post, 500, SERVER_ERROR), ...base],
};

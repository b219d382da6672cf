import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../client';
import { MESSAGE_MAX, MESSAGE_PAGE, messages } from '../../contract/messages';
import { users } from '../users/accounts';
import { messagesHandlers } from './handlers';

// The scenarios answer within the contract, for the caller (the token names them), as the server.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const as = (user: { id: number }) =>
  createClient({ baseUrl: 'http://pinjam.test', getToken: () => `token-${user.id}` }).call;

describe('messagesHandlers', () => {
  it.each(['default', 'empty', 'long', 'masked'] as const)(
    '%s: the list and each thread parse with the contract, for each person',
    async (name) => {
      server.use(...messagesHandlers[name]);
      for (const user of [users.siti, users.hakim, users.unverified]) {
        const list = await as(user)(messages.conversations);
        if (!list.ok) throw new Error('expected the list');
        expect(messages.conversations.response.parse(list.data)).toEqual(list.data);
        for (const conversation of list.data.user.conversations) {
          expect(conversation.other.id).not.toBe(user.id);
          const thread = await as(user)(messages.thread, { params: { id: conversation.id } });
          if (!thread.ok) throw new Error('expected the thread');
          expect(messages.thread.response.parse(thread.data)).toEqual(thread.data);
        }
      }
    },
  );

  it('default: Siti sees her two conversations, newest first, each with one unread message', async () => {
    server.use(...messagesHandlers.default);
    const list = await as(users.siti)(messages.conversations);
    if (!list.ok) throw new Error('expected the list');
    expect(list.data.user.conversations.map((c) => [c.other.name, c.unread])).toEqual([
      ['Nurul Aini binti Haji Abdul Rahman', 1],
      ['Hakim Yusof', 1],
    ]);
  });

  it('default: another person’s conversation is a 404, to read, post or delete', async () => {
    server.use(...messagesHandlers.default);
    const call = as(users.siti);
    expect(await call(messages.thread, { params: { id: 7003 } })).toMatchObject({ status: 404 });
    expect(await call(messages.post, { body: { content: 'Hi', conversation_id: 7003 } })).toMatchObject({
      status: 404,
    });
    expect(await call(messages.remove, { params: { id: 7003 } })).toMatchObject({ status: 404 });
  });

  it('default: an empty message or one over the limit is a 422 naming content', async () => {
    server.use(...messagesHandlers.default);
    const call = as(users.siti);
    for (const content of ['   ', 'x'.repeat(MESSAGE_MAX + 1)]) {
      const result = await call(messages.post, { body: { content, conversation_id: 7001 } });
      expect(result).toMatchObject({ ok: false, status: 422 });
      if (!result.ok) expect(result.error.errors?.content).toHaveLength(1);
    }
  });

  it('default: a send answers the message with its client_id; starting again answers the existing one', async () => {
    server.use(...messagesHandlers.default);
    const sent = await as(users.siti)(messages.post, {
      body: { content: '<script>alert(1)</script>', conversation_id: 7001, client_id: 'c-1' },
    });
    if (!sent.ok) throw new Error('expected the message');
    expect(sent.data.message).toMatchObject({ client_id: 'c-1', content: '<script>alert(1)</script>' });
    const started = await as(users.hakim)(messages.start, { body: { user_id: users.siti.id, item_id: 101 } });
    expect(started).toMatchObject({ ok: true, data: { conversation: { id: 7001 } } });
  });

  it('long: 50 messages at a time, older ones by before', async () => {
    server.use(...messagesHandlers.long);
    const call = as(users.siti);
    const first = await call(messages.thread, { params: { id: 7001 } });
    if (!first.ok) throw new Error('expected the thread');
    expect(first.data.messages).toHaveLength(MESSAGE_PAGE);
    expect(first.data.has_more).toBe(true);
    const older = await call(messages.thread, {
      params: { id: 7001 },
      query: { before: first.data.messages[0]!.id },
    });
    if (!older.ok) throw new Error('expected older messages');
    expect(older.data.messages.at(-1)!.id).toBe(first.data.messages[0]!.id - 1);
  });

  it('masked: no paid order, so the conversation says so and the message is marked masked', async () => {
    server.use(...messagesHandlers.masked);
    const thread = await as(users.siti)(messages.thread, { params: { id: 7001 } });
    if (!thread.ok) throw new Error('expected the thread');
    expect(thread.data.conversation.contact_shared).toBe(false);
    expect(thread.data.messages.at(-1)).toMatchObject({
      masked: true,
      content: expect.stringContaining('hidden'),
    });
  });

  it('error and sendFails answer 500', async () => {
    server.use(...messagesHandlers.error);
    expect(await as(users.siti)(messages.conversations)).toMatchObject({ ok: false, status: 500 });
    server.use(...messagesHandlers.sendFails);
    expect(
      await as(users.siti)(messages.post, { body: { content: 'Hi', conversation_id: 7001 } }),
    ).toMatchObject({ ok: false, status: 500 });
  });
});

import type pg from 'pg';
import { channels, MESSAGE_PAGE, realtimeEvents, SOCKET_ID_HEADER } from '@pinjam/api/contract';
import { EMAIL_HIDDEN, PHONE_HIDDEN } from '@pinjam/api/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mayJoin } from '../src/modules/messages/messages.service';
import { conversations, messages, users } from '../src/platform/db/schema';
import { insertItem, insertUser, useTestApp } from './helpers';
import { caller, person as personOf, type Person } from './messages-fixtures';
import { paidOrder } from './orders-fixtures';

/*
 * Messages on real PostgreSQL: starting (and meeting in one conversation), posting, reading,
 * deleting for oneself, paging, the bad input the issue lists, masking until a paid order, what
 * another user may see (nothing), and what is pushed.
 */

const t = useTestApp();
const call = caller(t);
const person = (name: string, values?: Parameters<typeof personOf>[2]) => personOf(t, name, values);

async function start(who: Person, body: object) {
  const res = await call(who, 'POST', '/api/messages/create-new-conversation', body);
  return res;
}
async function conversationOf(a: Person, b: Person, itemId?: number) {
  const res = await start(a, { user_id: b.id, ...(itemId && { item_id: itemId }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().conversation as { id: number; item: { id: number; title: string } | null };
}
async function post(who: Person, conversationId: number, content: string, extra: object = {}, headers = {}) {
  return call(
    who,
    'POST',
    '/api/messages/post',
    { conversation_id: conversationId, content, ...extra },
    headers,
  );
}
async function list(who: Person) {
  const res = await call(who, 'GET', '/api/messages/get');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().user.conversations as Array<{
    id: number;
    other: { id: number; name: string };
    item: { id: number; title: string } | null;
    last_message: { id: number; content: string; masked: boolean } | null;
    unread: number;
    contact_shared: boolean;
    other_read_up_to: number | null;
  }>;
}
const thread = async (who: Person, id: number, before?: number) =>
  call(who, 'GET', `/api/messages/get-messages-for/${id}${before ? `?before=${before}` : ''}`);

let siti: Person;
let hakim: Person;
let stranger: Person;
let camera: number;
let tripod: number;

beforeAll(async () => {
  siti = await person('Siti Rahman');
  hakim = await person('Hakim Yusof');
  stranger = await person('Stranger Danger');
  camera = (await insertItem(t.db, siti.id, { title: 'Canon camera' })).id;
  tripod = (await insertItem(t.db, siti.id, { title: 'Manfrotto tripod' })).id;
});

describe('starting a conversation', () => {
  it('opens one per pair, keeps its item, and points it at a newer item', async () => {
    const first = await conversationOf(hakim, siti, camera);
    expect(first.item).toMatchObject({ id: camera, title: 'Canon camera' });
    // Again without an item (the profile's Message button): the same one, item kept.
    const again = await conversationOf(hakim, siti);
    expect(again).toMatchObject({ id: first.id, item: { id: camera } });
    // Siti starting it from her side meets the same row.
    expect((await conversationOf(siti, hakim)).id).toBe(first.id);
    // From another of siti's items: pointed there.
    expect(await conversationOf(hakim, siti, tripod)).toMatchObject({ id: first.id, item: { id: tripod } });
  });

  it('refuses yourself, an unknown or disabled member, and an item of neither', async () => {
    const self = await start(hakim, { user_id: hakim.id });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.user_id).toEqual(['You cannot start a conversation with yourself.']);

    const unknown = await start(hakim, { user_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This member does not exist.');

    const closed = await insertUser(t.db, { name: 'Closed Account', disabled_at: new Date() });
    const disabled = await start(hakim, { user_id: closed.id });
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().errors.user_id[0]).toMatch(/account is closed/);

    const strangersItem = await insertItem(t.db, stranger.id, { title: 'Kayak' });
    const notTheirs = await start(hakim, { user_id: siti.id, item_id: strangersItem.id });
    expect(notTheirs.statusCode).toBe(422);
    expect(notTheirs.json().errors.item_id).toEqual(['This item is neither theirs nor yours.']);

    expect((await start(hakim, { user_id: siti.id, item_id: 2_000_000_000 })).statusCode).toBe(404);
    expect((await start(hakim, { user_id: 'siti' })).statusCode).toBe(422);
  });

  it('makes one conversation when both people start it at the same moment', async () => {
    const a = await person('Parallel A');
    const b = await person('Parallel B');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 ? start(a, { user_id: b.id }) : start(b, { user_id: a.id }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(answers.map((res) => res.json().conversation.id)).size).toBe(1);
    const rows = await t.db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.user_low, Math.min(a.id, b.id)),
          eq(conversations.user_high, Math.max(a.id, b.id)),
        ),
      );
    expect(rows).toHaveLength(1);
  });
});

describe('posting, reading and the lists', () => {
  it('delivers a message, counts it unread for the other person, and moves the read marker', async () => {
    const aminah = await person('Aminah Osman');
    const faizal = await person('Faizal Ali');
    const { id } = await conversationOf(aminah, faizal);
    expect((await list(faizal)).find((c) => c.id === id)).toMatchObject({ unread: 0, last_message: null });

    const sent = await post(aminah, id, 'Is the camera free next weekend?');
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json().message;
    expect(message).toMatchObject({
      conversation_id: id,
      user_id: aminah.id,
      masked: false,
      client_id: null,
    });
    await post(aminah, id, 'And the tripod?');

    const forFaizal = (await list(faizal)).find((c) => c.id === id)!;
    expect(forFaizal).toMatchObject({
      other: { id: aminah.id, name: 'Aminah Osman' },
      unread: 2,
      last_message: { content: 'And the tripod?' },
    });
    expect((await list(aminah)).find((c) => c.id === id)).toMatchObject({
      unread: 0,
      other_read_up_to: null,
    });

    const read = await call(faizal, 'POST', `/api/messages/read/${id}`, {});
    expect(read.statusCode, read.body).toBe(200);
    expect((await list(faizal)).find((c) => c.id === id)!.unread).toBe(0);
    const lastId = forFaizal.last_message!.id;
    expect((await list(aminah)).find((c) => c.id === id)!.other_read_up_to).toBe(lastId);

    // Never backwards: an older up_to leaves it where it is.
    expect((await call(faizal, 'POST', `/api/messages/read/${id}`, { up_to: message.id })).statusCode).toBe(
      200,
    );
    expect((await list(aminah)).find((c) => c.id === id)!.other_read_up_to).toBe(lastId);
  });

  it('lists the latest activity first', async () => {
    const norma = await person('Norma Said');
    const one = await conversationOf(norma, siti);
    const two = await conversationOf(norma, hakim);
    await post(norma, one.id, 'first');
    await post(norma, two.id, 'second');
    expect((await list(norma)).map((c) => c.id)).toEqual([two.id, one.id]);
    await post(siti, one.id, 'a reply');
    expect((await list(norma)).map((c) => c.id)).toEqual([one.id, two.id]);
  });

  it('answers a retried send with the first message (the same client_id)', async () => {
    const { id } = await conversationOf(hakim, siti);
    const clientId = 'c6a1d5c0-retry';
    const [a, b] = await Promise.all([
      post(hakim, id, 'Sent twice?', { client_id: clientId }),
      post(hakim, id, 'Sent twice?', { client_id: clientId }),
    ]);
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode, b.body).toBe(201);
    expect(a.json().message.id).toBe(b.json().message.id);
    const again = await post(hakim, id, 'Sent twice?', { client_id: clientId });
    expect(again.json().message).toMatchObject({ id: a.json().message.id, client_id: clientId });
    const rows = await t.db.select().from(messages).where(eq(messages.client_id, clientId));
    expect(rows).toHaveLength(1);
    // The same id in another conversation is a mistake, said so.
    const other = await conversationOf(hakim, stranger);
    const elsewhere = await post(hakim, other.id, 'Sent twice?', { client_id: clientId });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors.client_id).toBeDefined();
  });

  it('pages a long thread by before, oldest first within a page', async () => {
    const a = await person('Pager A');
    const b = await person('Pager B');
    const { id } = await conversationOf(a, b);
    const total = MESSAGE_PAGE * 2 + 7;
    await t.db
      .insert(messages)
      .values(
        Array.from({ length: total }, (_, i) => ({ conversation_id: id, sender_id: a.id, content: `m${i}` })),
      );
    const first = await thread(b, id);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.messages).toHaveLength(MESSAGE_PAGE);
    expect(page1.has_more).toBe(true);
    expect(page1.messages.at(-1).content).toBe(`m${total - 1}`);
    expect(page1.messages[0].content).toBe(`m${total - MESSAGE_PAGE}`);
    const page2 = (await thread(b, id, page1.messages[0].id)).json();
    expect(page2.messages[0].content).toBe(`m${total - 2 * MESSAGE_PAGE}`);
    expect(page2.has_more).toBe(true);
    const page3 = (await thread(b, id, page2.messages[0].id)).json();
    expect(page3.messages.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 7 }, (_, i) => `m${i}`),
    );
    expect(page3.has_more).toBe(false);
  });

  it('hides a conversation for the one who deleted it until a new message arrives', async () => {
    const rosli = await person('Rosli Hamid');
    const { id } = await conversationOf(rosli, siti);
    await post(rosli, id, 'Hello');
    const removed = await call(siti, 'GET', `/api/messages/delete-conversation/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list(siti)).map((c) => c.id)).not.toContain(id);
    expect((await list(rosli)).map((c) => c.id)).toContain(id);
    // Still hers to open by its link.
    expect((await thread(siti, id)).statusCode).toBe(200);

    await post(rosli, id, 'Still there?');
    const back = (await list(siti)).find((c) => c.id === id);
    expect(back).toMatchObject({ last_message: { content: 'Still there?' } });

    // Deleted again, then started again from her side: shown again.
    await call(siti, 'GET', `/api/messages/delete-conversation/${id}`);
    await conversationOf(siti, rosli);
    expect((await list(siti)).map((c) => c.id)).toContain(id);
  });
});

describe('bad input', () => {
  let id: number;
  beforeAll(async () => {
    id = (await conversationOf(hakim, siti)).id;
  });

  it.each([
    ['an empty message', '', 'Write a message first.'],
    ['spaces only', '   \n  ', 'Write a message first.'],
    ['one over 5,000 characters', 'x'.repeat(5_001), undefined],
  ])('refuses %s (422 naming content)', async (_, content, message) => {
    const res = await post(hakim, id, content);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.content).toBeDefined();
    if (message) expect(res.json().errors.content).toContain(message);
  });

  it('takes exactly 5,000 characters', async () => {
    expect((await post(hakim, id, 'y'.repeat(5_000))).statusCode).toBe(201);
  });

  it('keeps <script> as text', async () => {
    const res = await post(hakim, id, '<script>alert(1)</script>');
    expect(res.json().message.content).toBe('<script>alert(1)</script>');
    const page = (await thread(siti, id)).json();
    expect(page.messages.at(-1).content).toBe('<script>alert(1)</script>');
  });

  it('takes either person of the conversation as user_id (the author or the one written to), refuses a third', async () => {
    // The seed's Message has user_id without saying whose: the author's own id is as good as the other's.
    expect((await post(hakim, id, 'hi', { user_id: siti.id })).statusCode).toBe(201);
    const own = await post(hakim, id, 'hi again', { user_id: hakim.id });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().message).toMatchObject({ content: 'hi again', user_id: hakim.id });
    const wrong = await post(hakim, id, 'hi', { user_id: stranger.id });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.user_id).toEqual(['This is not one of the two people of this conversation.']);
  });

  it('answers 404 for a conversation that does not exist', async () => {
    expect((await post(hakim, 2_000_000_000, 'hi')).statusCode).toBe(404);
    expect((await thread(hakim, 2_000_000_000)).statusCode).toBe(404);
  });

  it('refuses an up_to from another conversation', async () => {
    const other = await conversationOf(hakim, stranger);
    const theirs = (await post(stranger, other.id, 'elsewhere')).json().message.id;
    const res = await call(hakim, 'POST', `/api/messages/read/${id}`, { up_to: theirs });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.up_to).toBeDefined();
  });
});

describe('another user', () => {
  it('gets 404 and nothing of a conversation they are not in, and changes nothing', async () => {
    const { id } = await conversationOf(hakim, siti);
    await post(hakim, id, 'private words 9f3c');
    const before = await list(siti);
    for (const res of [
      await thread(stranger, id),
      await post(stranger, id, 'let me in'),
      await call(stranger, 'POST', `/api/messages/read/${id}`, {}),
      await call(stranger, 'GET', `/api/messages/delete-conversation/${id}`),
      await call(stranger, 'POST', '/api/notifications/deleteConversation/', { id }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain('9f3c');
      expect(res.body).not.toContain(siti.email);
    }
    expect((await list(stranger)).map((c) => c.id)).not.toContain(id);
    expect(await list(siti)).toEqual(before);
  });

  it('may join only conversation channels of their own', async () => {
    const { id } = await conversationOf(hakim, siti);
    expect(await mayJoin(t.app, hakim.id, String(id))).toBe(true);
    expect(await mayJoin(t.app, siti.id, String(id))).toBe(true);
    expect(await mayJoin(t.app, stranger.id, String(id))).toBe(false);
    for (const rest of ['', 'abc', `${id}x`, '0', '99999999999', `0${id}`])
      expect(await mayJoin(t.app, hakim.id, rest)).toBe(false);
  });
});

describe('contact details', () => {
  it('are masked for both readers until the two have a paid order together', async () => {
    const weiling = await person('Wei Ling');
    const buyer = await person('Nurul Buyer');
    const { id } = await conversationOf(buyer, weiling);
    const text = 'Call me on +673 712 3456 or write to nurul@example.com. B$120 on 2026-03-12 is fine.';
    const sent = (await post(buyer, id, text)).json().message;
    const masked = `Call me on ${PHONE_HIDDEN} or write to ${EMAIL_HIDDEN}. B$120 on 2026-03-12 is fine.`;
    expect(sent).toMatchObject({ content: masked, masked: true });
    for (const reader of [buyer, weiling]) {
      const page = (await thread(reader, id)).json();
      expect(page.conversation.contact_shared).toBe(false);
      expect(page.messages.at(-1)).toMatchObject({ content: masked, masked: true });
      expect((await list(reader)).find((c) => c.id === id)!.last_message).toMatchObject({ content: masked });
    }
    // The database keeps what was written.
    const [row] = await t.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(row!.content).toBe(text);

    // Wei Ling buys from Nurul (either direction counts): shown as written to both.
    const item = await insertItem(t.db, buyer.id, { price_per_day: null, sale_price: 2500 });
    await paidOrder(t, { buyer: weiling, seller: buyer, lines: [{ item_id: item.id }] });
    for (const reader of [buyer, weiling]) {
      const page = (await thread(reader, id)).json();
      expect(page.conversation.contact_shared).toBe(true);
      expect(page.messages.at(-1)).toMatchObject({ content: text, masked: false });
    }
  });
});

describe('realtime', () => {
  it('pushes a new message to the recipient and to the sender’s other tabs, masked; a read to the other person', async () => {
    const publish = vi.spyOn(t.app.realtime, 'publish');
    try {
      const a = await person('Push A');
      const b = await person('Push B');
      const { id } = await conversationOf(a, b);
      publish.mockClear();
      const message = (await post(a, id, 'ring 8123456', {}, { [SOCKET_ID_HEADER]: '1234.5678' })).json()
        .message;
      expect(message.content).toBe(`ring ${PHONE_HIDDEN}`);
      expect(publish.mock.calls).toEqual([
        [{ channel: channels.chat(b.id), event: realtimeEvents.newMessage, data: { message } }],
        [
          { channel: channels.chat(a.id), event: realtimeEvents.newMessage, data: { message } },
          { socketId: '1234.5678' },
        ],
      ]);

      publish.mockClear();
      await call(b, 'POST', `/api/messages/read/${id}`, {});
      expect(publish.mock.calls).toEqual([
        [
          {
            channel: channels.chat(a.id),
            event: realtimeEvents.read,
            data: { conversation_id: id, up_to: message.id },
          },
        ],
      ]);
      // Read again with nothing new: nothing to tell.
      publish.mockClear();
      await call(b, 'POST', `/api/messages/read/${id}`, {});
      expect(publish).not.toHaveBeenCalled();
    } finally {
      publish.mockRestore();
    }
  });

  it('does not send a disabled member messages', async () => {
    const a = await person('Writer A');
    const b = await person('Leaving B');
    const { id } = await conversationOf(a, b);
    await t.db
      .update(users)
      .set({ disabled_at: sql`now()` })
      .where(eq(users.id, b.id));
    const res = await post(a, id, 'anyone there?');
    expect(res.statusCode).toBe(422);
  });
});

describe('the queries', () => {
  it('read indexes, never a whole table', async () => {
    const repo = await import('../src/modules/messages/conversations.repository');
    const thread = await import('../src/modules/messages/messages.repository');
    const bell = await import('../src/modules/notifications/notifications.repository');
    const queries = {
      list: repo.conversationRows(t.db, siti.id, repo.visibleToMe).toSQL(),
      one: repo.conversationRows(t.db, siti.id, repo.conversationIs(1)).toSQL(),
      page: thread.page(t.db, 1, 1000, MESSAGE_PAGE + 1).toSQL(),
      bell: bell.openConversations(t.db, siti.id).toSQL(),
      retry: t.db
        .select()
        .from(messages)
        .where(and(eq(messages.sender_id, siti.id), eq(messages.client_id, 'x')))
        .toSQL(),
    };
    for (const [name, query] of Object.entries(queries)) {
      const plan = await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const client = (tx as unknown as { session: { client: pg.PoolClient } }).session.client;
        const { rows } = await client.query(`explain ${query.sql}`, query.params);
        return rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
      });
      expect(plan, `${name}:\n${plan}`).not.toMatch(
        /Seq Scan on (conversations|conversation_members|messages|notifications|orders|users|items)\b/,
      );
    }
  });
});

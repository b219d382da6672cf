import { PHONE_HIDDEN } from '@pinjam/api/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedMessages } from '../src/platform/db/seed/demo/messages';
import { conversations, messages } from '../src/platform/db/schema';
import { bearer, insertItem, insertUser, login, useTestApp } from './helpers';

/* The demo's conversations: what the messages page and the bell show at once, seeded once. */

const t = useTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const [first, name] of [
    ['siti', 'Siti Rahman'],
    ['hakim', 'Hakim Yusof'],
    ['aminah', 'Aminah Haji Salleh'],
  ] as const) {
    const user = await insertUser(t.db, { email: `${first}@pinjam.bn`, name });
    tokens[first] = await login(t.app, user.email);
    if (first === 'siti') await insertItem(t.db, user.id, { title: 'Canon EOS R6 camera body' });
    if (first === 'aminah') await insertItem(t.db, user.id, { title: 'Thule roof box 450 L' });
  }
  await seedMessages(t.db);
  await seedMessages(t.db); // a second boot adds nothing
});

const get = async (who: string, url: string) => {
  const res = await t.app.inject({ url, headers: bearer(tokens[who]!) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the demo conversations', () => {
  it('are seeded once', async () => {
    expect(await t.db.select().from(conversations)).toHaveLength(2);
    expect(await t.db.select().from(messages)).toHaveLength(9);
  });

  it('fill Siti’s messages page, latest first, with one unread message from Aminah', async () => {
    const list = (await get('siti', '/api/messages/get')).user.conversations;
    expect(list.map((c: { other: { name: string } }) => c.other.name)).toEqual([
      'Aminah Haji Salleh',
      'Hakim Yusof',
    ]);
    expect(list[0]).toMatchObject({
      item: { title: 'Thule roof box 450 L' },
      unread: 1,
      contact_shared: false,
      last_message: {
        content: `Message me on WhatsApp, ${PHONE_HIDDEN}, if you want to see it first.`,
        masked: true,
      },
    });
    expect(list[1]).toMatchObject({ item: { title: 'Canon EOS R6 camera body' }, unread: 0 });
  });

  it('ring the bells of the people with a message to read', async () => {
    const siti = (await get('siti', '/api/notifications/get')).notifications;
    expect(siti.conversations).toEqual([
      expect.objectContaining({ person: expect.objectContaining({ name: 'Aminah Haji Salleh' }), count: 1 }),
    ]);
    const hakim = (await get('hakim', '/api/notifications/get')).notifications;
    expect(hakim.conversations).toEqual([
      expect.objectContaining({ person: expect.objectContaining({ name: 'Siti Rahman' }), count: 1 }),
    ]);
    const thread = await get(
      'hakim',
      `/api/messages/get-messages-for/${hakim.conversations[0].conversation_id}`,
    );
    expect(thread.messages).toHaveLength(6);
    expect(thread.conversation.other_read_up_to).toBe(thread.messages.at(-1).id);
  });
});

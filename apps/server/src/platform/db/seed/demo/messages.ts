import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../client';
import * as s from '../../schema';

// The demo's conversations (issue 14), so the messages page and the bell show something at
// once: Hakim and Siti about her camera (they have paid orders together, so a phone number shows
// as written), and Aminah asking Siti about her roof box (no order: the number is masked, and
// the thread says why). Each ends with a message its reader has not read, with its bell entry.
// Idempotent: a pair that has its conversation is left alone.

type Login = 'siti' | 'hakim' | 'aminah';

interface DemoConversation {
  between: [Login, Login];
  /** The item it is about: its owner and title (skipped if the demo users changed it). */
  item: { owner: Login; title: string };
  /** Sender and text, oldest first, `minutesAgo` apart from now. */
  lines: Array<[Login, string, number]>;
}

const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    between: ['hakim', 'siti'],
    item: { owner: 'siti', title: 'Canon EOS R6 camera body' },
    lines: [
      ['hakim', 'Hi Siti! Is the R6 free the weekend after next? It’s for my cousin’s wedding.', 3 * 24 * 60],
      ['siti', 'Hi Hakim, yes it is. Do you want the 24-70 lens with it as well?', 3 * 24 * 60 - 40],
      ['hakim', 'Yes please, both. Can I pick them up on Friday evening?', 2 * 24 * 60],
      ['siti', 'Friday after 6 pm is fine. Call me on +673 712 3456 when you are outside.', 2 * 24 * 60 - 15],
      ['hakim', 'Perfect, thank you!', 24 * 60],
      ['siti', 'I charged both batteries for you. See you Friday.', 90],
    ],
  },
  {
    between: ['aminah', 'siti'],
    item: { owner: 'aminah', title: 'Thule roof box 450 L' },
    lines: [
      ['siti', 'Hello Aminah, does the roof box fit a Honda CR-V?', 26 * 60],
      ['aminah', 'It does, we use it on ours. The bars are included.', 25 * 60],
      ['aminah', 'Message me on WhatsApp, 8123456, if you want to see it first.', 20],
    ],
  },
];

async function itemId(tx: Executor, ownerId: number, title: string) {
  const [row] = await tx
    .select({ id: s.items.id })
    .from(s.items)
    .where(and(eq(s.items.owner_id, ownerId), eq(s.items.title, title)))
    .limit(1);
  return row?.id ?? null;
}

async function seedOne(tx: Executor, ids: Record<Login, number>, c: DemoConversation, now: number) {
  const [a, b] = c.between.map((login) => ids[login]) as [number, number];
  const [low, high] = a < b ? [a, b] : [b, a];
  const [made] = await tx
    .insert(s.conversations)
    .values({ user_low: low, user_high: high, item_id: await itemId(tx, ids[c.item.owner], c.item.title) })
    .onConflictDoNothing()
    .returning({ id: s.conversations.id });
  if (!made) return; // the pair has one already
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
  const rows = await tx
    .insert(s.messages)
    .values(
      c.lines.map(([from, content, minutesAgo]) => ({
        conversation_id: made.id,
        sender_id: ids[from],
        content,
        created_at: at(minutesAgo),
      })),
    )
    .returning({ id: s.messages.id, sender_id: s.messages.sender_id, created_at: s.messages.created_at });
  const last = rows.at(-1)!;
  const reader = last.sender_id === a ? b : a;
  // Everything read but the last message, which rings the reader's bell.
  const readUpTo = (userId: number) =>
    rows.filter((r, i) => i < rows.length - 1 || r.sender_id === userId).at(-1)?.id ?? null;
  await tx.insert(s.conversationMembers).values([
    { conversation_id: made.id, user_id: a, last_read_id: readUpTo(a) },
    { conversation_id: made.id, user_id: b, last_read_id: readUpTo(b) },
  ]);
  await tx
    .update(s.conversations)
    .set({ last_message_id: last.id, updated_at: last.created_at, created_at: rows[0]!.created_at })
    .where(eq(s.conversations.id, made.id));
  await tx.insert(s.notifications).values({
    user_id: reader,
    kind: 'message',
    payload: { conversation_id: made.id, message_id: last.id },
    created_at: last.created_at,
  });
}

export async function seedMessages(db: Db, now = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    const people = await tx
      .select({ id: s.users.id, email: s.users.email })
      .from(s.users)
      .where(
        inArray(sql`lower(${s.users.email})`, ['hakim@pinjam.bn', 'siti@pinjam.bn', 'aminah@pinjam.bn']),
      );
    const ids = Object.fromEntries(people.map((p) => [p.email.toLowerCase().split('@')[0], p.id])) as Record<
      Login,
      number
    >;
    for (const c of DEMO_CONVERSATIONS) {
      if (c.between.some((login) => !ids[login])) continue;
      await seedOne(tx, ids, c, now);
    }
  });
}

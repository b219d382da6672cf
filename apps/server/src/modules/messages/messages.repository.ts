// A thread's messages, the bell's entries for them and what the email job asks, each answered by
// an index: a thread's page by messages (conversation_id, id), a retry by the sender's client id.
// The conversations themselves are in conversations.repository.ts.
import { aliasedTable, and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import {
  conversationMembers,
  conversations,
  items,
  messages,
  notifications,
  users,
} from '../../platform/db/schema';
import { memberIs } from './conversations.repository';

const messageColumns = {
  id: messages.id,
  conversation_id: messages.conversation_id,
  sender_id: messages.sender_id,
  content: messages.content,
  client_id: messages.client_id,
  created_at: messages.created_at,
};
export type StoredMessage = Pick<
  typeof messages.$inferSelect,
  'id' | 'conversation_id' | 'sender_id' | 'content' | 'client_id' | 'created_at'
>;

/** A page of a thread, newest first: `limit` messages before `before` (all when null). */
export function page(tx: Executor, conversationId: number, before: number | null, limit: number) {
  return tx
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.conversation_id, conversationId), before ? lt(messages.id, before) : undefined))
    .orderBy(desc(messages.id))
    .limit(limit);
}

/** The sender's message sent with this client id, wherever it went. */
export async function bySenderClientId(tx: Executor, senderId: number, clientId: string) {
  const [row] = await tx
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.sender_id, senderId), eq(messages.client_id, clientId)));
  return row;
}

/** A new message (undefined: the sender's client id was taken meanwhile by a retry). */
export async function insertMessage(
  tx: Executor,
  values: { conversation_id: number; sender_id: number; content: string; client_id: string | null },
): Promise<StoredMessage | undefined> {
  const [row] = await tx.insert(messages).values(values).onConflictDoNothing().returning(messageColumns);
  if (!row) return undefined;
  await tx
    .update(conversations)
    .set({ last_message_id: row.id, updated_at: row.created_at })
    .where(eq(conversations.id, row.conversation_id));
  return row;
}

/** Whether the message is one of the conversation's. */
export async function messageIn(tx: Executor, conversationId: number, messageId: number) {
  const [row] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversation_id, conversationId)));
  return Boolean(row);
}

/** Moves the read marker forward only; true when it moved. */
export async function markRead(tx: Executor, conversationId: number, userId: number, upTo: number) {
  const moved = await tx
    .update(conversationMembers)
    .set({ last_read_id: upTo })
    .where(
      and(memberIs(conversationId, userId), sql`coalesce(${conversationMembers.last_read_id}, 0) < ${upTo}`),
    )
    .returning({ id: conversationMembers.conversation_id });
  return moved.length > 0;
}

// ─── The bell's message entries ──────────────────────────────────────────────────────────────

const conversationOf = sql`(${notifications.payload} ->> 'conversation_id')::int`;

/** One bell entry per message, for its recipient. */
export async function ringBell(tx: Executor, userId: number, message: StoredMessage) {
  await tx.insert(notifications).values({
    user_id: userId,
    kind: 'message',
    payload: { conversation_id: message.conversation_id, message_id: message.id },
  });
}

/** Clears the caller's bell entries of a conversation (up to a message, or all of them). */
export async function clearBell(tx: Executor, userId: number, conversationId: number, upTo?: number) {
  await tx
    .update(notifications)
    .set({ cleared_at: new Date() })
    .where(
      and(
        eq(notifications.user_id, userId),
        eq(notifications.kind, 'message'),
        isNull(notifications.cleared_at),
        sql`${conversationOf} = ${conversationId}`,
        upTo === undefined ? undefined : sql`(${notifications.payload} ->> 'message_id')::int <= ${upTo}`,
      ),
    );
}

// ─── The email job ───────────────────────────────────────────────────────────────────────────

/**
 * The recipient's place in the conversation, locked (two runs of the job take turns), with their
 * address and the newest message from the other person they have not read.
 */
export async function unreadForEmail(tx: Executor, conversationId: number, userId: number) {
  const [member] = await tx
    .select({
      last_read_id: conversationMembers.last_read_id,
      emailed_at: conversationMembers.emailed_at,
    })
    .from(conversationMembers)
    .where(memberIs(conversationId, userId))
    .for('update');
  if (!member) return undefined;
  const [newest] = await tx
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        eq(messages.conversation_id, conversationId),
        gt(messages.id, member.last_read_id ?? 0),
        ne(messages.sender_id, userId),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(1);
  return { ...member, newest };
}

const senders = aliasedTable(users, 'sender');

/** What the email tells: the recipient, the sender, the item. */
export async function emailFacts(
  tx: Executor,
  conversationId: number,
  recipientId: number,
  senderId: number,
) {
  const [row] = await tx
    .select({
      to: users.email,
      name: users.name,
      disabled: sql<boolean>`${users.disabled_at} is not null`,
      sender: senders.name,
      item: items.title,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, recipientId))
    .innerJoin(senders, eq(senders.id, senderId))
    .leftJoin(items, eq(items.id, conversations.item_id))
    .where(eq(conversations.id, conversationId));
  return row;
}

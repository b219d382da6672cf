// Who talks with whom: a person's conversations and starting one. Every statement is answered by
// an index: a person's conversations by conversation_members (user_id, conversation_id), a pair by
// conversations_pair_unique, the unread count by messages (conversation_id, id), whether the two
// have an order together by orders (buyer_id …) and (seller_id …). A thread's messages, the bell's
// entries and the email job's questions are in messages.repository.ts.
import { aliasedTable, and, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import {
  conversationMembers,
  conversations,
  itemImages,
  items,
  messages,
  orders,
  users,
} from '../../platform/db/schema';

const me = aliasedTable(conversationMembers, 'me');
const them = aliasedTable(conversationMembers, 'them');
const last = aliasedTable(messages, 'last');

/** The two have an order together, either way round (every order was paid when it was made). */
export const orderBetween = (a: SQL | number, b: SQL | number) => sql<boolean>`exists (
  select 1 from ${orders}
  where (${orders.buyer_id} = ${a} and ${orders.seller_id} = ${b})
     or (${orders.buyer_id} = ${b} and ${orders.seller_id} = ${a}))`;

const LIST_MAX = 200;

/** One person's row of one conversation (the primary key). */
export const memberIs = (conversationId: number, userId: number) =>
  and(eq(conversationMembers.conversation_id, conversationId), eq(conversationMembers.user_id, userId));

/**
 * Conversations as one member sees them: the other person, the item, the last message, the
 * caller's unread count, whether contacts are shared, and how far the other person has read.
 */
export function conversationRows(tx: Executor, userId: number, where: SQL | undefined) {
  return tx
    .select({
      id: conversations.id,
      updated_at: conversations.updated_at,
      other_id: users.id,
      other_name: users.name,
      other_avatar: users.avatar_path,
      item_id: items.id,
      item_title: items.title,
      cover: itemImages,
      last: {
        id: last.id,
        conversation_id: last.conversation_id,
        sender_id: last.sender_id,
        content: last.content,
        client_id: last.client_id,
        created_at: last.created_at,
      },
      unread: sql<number>`(
        select count(*)::int from ${messages}
        where ${messages.conversation_id} = ${conversations.id}
          and ${messages.id} > coalesce(${me.last_read_id}, 0)
          and ${messages.sender_id} <> ${me.user_id})`,
      contact_shared: orderBetween(sql`${me.user_id}`, sql`${them.user_id}`),
      other_read_up_to: them.last_read_id,
      other_disabled: sql<boolean>`${users.disabled_at} is not null`,
      last_message_id: conversations.last_message_id,
    })
    .from(me)
    .innerJoin(conversations, eq(conversations.id, me.conversation_id))
    .innerJoin(them, and(eq(them.conversation_id, me.conversation_id), ne(them.user_id, me.user_id)))
    .innerJoin(users, eq(users.id, them.user_id))
    .leftJoin(items, eq(items.id, conversations.item_id))
    .leftJoin(itemImages, and(eq(itemImages.item_id, items.id), eq(itemImages.position, 0)))
    .leftJoin(last, eq(last.id, conversations.last_message_id))
    .where(and(eq(me.user_id, userId), where))
    .orderBy(desc(conversations.updated_at), desc(conversations.id))
    .limit(LIST_MAX);
}
export type ConversationRowView = Awaited<ReturnType<typeof conversationRows>>[number];

export const visibleToMe = isNull(me.hidden_at);
export const conversationIs = (id: number) => eq(conversations.id, id);

/** Whether a user is one of a conversation's two people (the conversation channel's rule). */
export async function isMember(tx: Executor, conversationId: number, userId: number) {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(conversationMembers)
    .where(memberIs(conversationId, userId));
  return Boolean(row);
}

/** Whether the two have a paid order together. */
export async function contactShared(tx: Executor, a: number, b: number) {
  const { rows } = await tx.execute<{ shared: boolean }>(sql`select ${orderBetween(a, b)} as shared`);
  return Boolean(rows[0]?.shared);
}

// ─── Starting ────────────────────────────────────────────────────────────────────────────────

/** The person asked for: whether they exist for the public, and whether they are disabled. */
export async function person(tx: Executor, userId: number) {
  const [row] = await tx
    .select({
      id: users.id,
      activated: sql<boolean>`${users.activated_at} is not null`,
      disabled: sql<boolean>`${users.disabled_at} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** An item's owner and whether the public may see it. */
export async function itemOwner(tx: Executor, itemId: number) {
  const [row] = await tx
    .select({ owner_id: items.owner_id, active: sql<boolean>`${items.status} = 'active'` })
    .from(items)
    .where(eq(items.id, itemId));
  return row;
}

/**
 * The pair's one conversation, made if there is none: two people starting it at once meet in one
 * row (the unique pair, ON CONFLICT). A start about an item points it at that item.
 */
export async function upsertConversation(tx: Executor, a: number, b: number, itemId: number | null) {
  const [low, high] = a < b ? [a, b] : [b, a];
  const [row] = await tx
    .insert(conversations)
    .values({ user_low: low, user_high: high, item_id: itemId })
    .onConflictDoUpdate({
      target: [conversations.user_low, conversations.user_high],
      set: {
        item_id: sql`coalesce(excluded.item_id, ${conversations.item_id})`,
        updated_at: sql`${conversations.updated_at}`,
      },
    })
    .returning({ id: conversations.id });
  await tx
    .insert(conversationMembers)
    .values([
      { conversation_id: row!.id, user_id: a },
      { conversation_id: row!.id, user_id: b },
    ])
    .onConflictDoNothing();
  return row!.id;
}

/** Shown again in the caller's list (started again, or a new message arrived). */
export async function unhide(tx: Executor, conversationId: number, userIds?: number[]) {
  await tx
    .update(conversationMembers)
    .set({ hidden_at: null })
    .where(
      and(
        eq(conversationMembers.conversation_id, conversationId),
        userIds ? inArray(conversationMembers.user_id, userIds) : undefined,
        sql`${conversationMembers.hidden_at} is not null`,
      ),
    );
}

/** Sets a member's own columns (hidden_at, emailed_at). */
export async function setMember(
  tx: Executor,
  conversationId: number,
  userId: number,
  values: { hidden_at?: Date; emailed_at?: Date },
) {
  await tx.update(conversationMembers).set(values).where(memberIs(conversationId, userId));
}

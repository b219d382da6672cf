import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { items } from './catalogue';
import { users } from './users';

// Messages (issue 14, decision 0029): conversations between two people, each person's place in
// one (read marker, "deleted for me"), and the messages. What the bell counts of them is in
// `notifications` (kind 'message'), beside the other kinds.

/**
 * One conversation per pair of people, whoever began it: the pair is written smaller id first,
 * and the unique index makes two people starting it at once meet in one row. `item_id` is the
 * item it was last started about (a newer item page's Message button points it there).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    user_low: integer('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user_high: integer('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item_id: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    /** The latest message's id (null until the first): the lists' order and last message. */
    last_message_id: integer('last_message_id'),
    /** Bumped by each message: the lists are latest activity first. */
    ...timestamps,
  },
  (t) => [
    uniqueIndex('conversations_pair_unique').on(t.user_low, t.user_high),
    index('conversations_user_high_idx').on(t.user_high),
    index('conversations_item_idx').on(t.item_id),
    check('conversations_pair_ordered', sql`${t.user_low} < ${t.user_high}`),
  ],
);

/**
 * Each of the two people in a conversation: how far they have read, whether they deleted it for
 * themselves (hidden until a new message arrives, or until they start it again), and when they
 * were last emailed about it (at most once an hour).
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversation_id: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The last message they have read (null: none yet). */
    last_read_id: integer('last_read_id'),
    /** Deleted for them: left out of their list until the conversation moves again. */
    hidden_at: timestamp('hidden_at', { withTimezone: true }),
    /** The last email telling them of new messages here. */
    emailed_at: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversation_id, t.user_id] }),
    index('conversation_members_user_idx').on(t.user_id, t.conversation_id),
  ],
);

/**
 * What was written, as written: masking (contact-masking.ts) happens when it is read. A
 * sender's `client_id` is theirs once: a retried send finds the first message.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversation_id: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender_id: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    client_id: text('client_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversation_id, t.id),
    uniqueIndex('messages_sender_client_unique').on(t.sender_id, t.client_id),
    check('messages_content_length', sql`char_length(${t.content}) between 1 and 5000`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

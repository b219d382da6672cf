// Conversations and their messages (decision 0029). Every call names the caller: a conversation
// they are not in is a 404, never data. Contacts are masked on the way out (contact-masking.ts).
import {
  channels,
  MESSAGE_PAGE,
  realtimeEvents,
  type ChatMessage,
  type Conversation,
} from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { FieldErrors, NotFound } from '../../platform/errors/domain';
import { messageEmailJob } from './jobs';
import * as conversations from './conversations.repository';
import * as repository from './messages.repository';
import {
  CLIENT_ID_TAKEN,
  CONVERSATION_NOT_FOUND,
  EMAIL_AFTER_SECONDS,
  emailKey,
  ITEM_NOT_FOUND,
  MEMBER_CLOSED,
  MEMBER_NOT_FOUND,
  NOT_IN_CONVERSATION,
  NOT_IN_PAIR,
  NOT_THEIR_ITEM,
  NOT_YOURSELF,
  toConversationDto,
  toMessageDto,
} from './rules';

/** The caller's conversations, latest activity first, without those they deleted. */
export async function list(app: FastifyInstance, userId: number): Promise<Conversation[]> {
  const rows = await conversations.conversationRows(app.db, userId, conversations.visibleToMe);
  return rows.map((row) => toConversationDto(row, app.storage));
}

/** The conversation as the caller sees it; 404 unless they are in it. */
async function member(tx: Executor, conversationId: number, userId: number) {
  const [row] = await conversations.conversationRows(
    tx,
    userId,
    conversations.conversationIs(conversationId),
  );
  if (!row) throw new NotFound(CONVERSATION_NOT_FOUND);
  return row;
}

const one = async (app: FastifyInstance, tx: Executor, userId: number, id: number): Promise<Conversation> =>
  toConversationDto(await member(tx, id, userId), app.storage);

/**
 * The pair's conversation, made if there is none, shown again if the caller had deleted it; a
 * start from an item page points it at that item (one of the two people's).
 */
export async function start(
  app: FastifyInstance,
  userId: number,
  input: { user_id: number; item_id?: number | undefined },
): Promise<Conversation> {
  if (input.user_id === userId) throw FieldErrors.one('user_id', NOT_YOURSELF);
  const other = await conversations.person(app.db, input.user_id);
  if (!other?.activated) throw new NotFound(MEMBER_NOT_FOUND);
  if (other.disabled) throw FieldErrors.one('user_id', MEMBER_CLOSED);
  const itemId = input.item_id ?? null;
  if (itemId !== null) {
    const item = await conversations.itemOwner(app.db, itemId);
    // Visible to the caller: active, or their own.
    if (!item || (!item.active && item.owner_id !== userId)) throw new NotFound(ITEM_NOT_FOUND);
    if (item.owner_id !== userId && item.owner_id !== other.id)
      throw FieldErrors.one('item_id', NOT_THEIR_ITEM);
  }
  return app.db.transaction(async (tx) => {
    const id = await conversations.upsertConversation(tx, userId, other.id, itemId);
    await conversations.unhide(tx, id, [userId]);
    return one(app, tx, userId, id);
  });
}

/** A page of the thread, oldest first, and the conversation; 404 unless the caller is in it. */
export async function thread(app: FastifyInstance, userId: number, id: number, before: number | null) {
  const conversation = await one(app, app.db, userId, id);
  const rows = await repository.page(app.db, id, before, MESSAGE_PAGE + 1);
  const has_more = rows.length > MESSAGE_PAGE;
  const messages = rows
    .slice(0, MESSAGE_PAGE)
    .reverse()
    .map((row) => toMessageDto(row, conversation.contact_shared));
  return { conversation, messages, has_more };
}

export interface PostInput {
  content: string;
  conversation_id: number;
  user_id?: number | undefined;
  client_id?: string | undefined;
}

/**
 * Sends a message: written, the conversation moved on and shown again to both, the recipient's
 * bell rung and an email scheduled in one transaction; pushed to both people's chat channels
 * once committed (the sender's other tabs, not the socket that sent it). The same client id
 * again answers the first message and sends nothing.
 */
export async function post(
  app: FastifyInstance,
  userId: number,
  input: PostInput,
  socketId: string | null,
): Promise<ChatMessage> {
  const found = await member(app.db, input.conversation_id, userId);
  // The seed's user_id does not say whose it is: the author's or the other person's, never a third's.
  if (input.user_id !== undefined && input.user_id !== found.other_id && input.user_id !== userId)
    throw FieldErrors.one('user_id', NOT_IN_PAIR);
  const clientId = input.client_id ?? null;
  const shared = found.contact_shared;
  const earlier = async () => {
    if (clientId === null) return undefined;
    const sent = await repository.bySenderClientId(app.db, userId, clientId);
    if (sent && sent.conversation_id !== input.conversation_id)
      throw FieldErrors.one('client_id', CLIENT_ID_TAKEN);
    return sent;
  };
  const retried = await earlier();
  if (retried) return toMessageDto(retried, shared);
  if (found.other_disabled) throw FieldErrors.one('conversation_id', MEMBER_CLOSED);

  const message = await app.db.transaction(async (tx) => {
    const row = await repository.insertMessage(tx, {
      conversation_id: input.conversation_id,
      sender_id: userId,
      content: input.content,
      client_id: clientId,
    });
    if (!row) return undefined; // a retry of the same send committed first
    await conversations.unhide(tx, row.conversation_id);
    await repository.ringBell(tx, found.other_id, row);
    await app.jobs.sendInTx(
      tx,
      messageEmailJob,
      { conversation_id: row.conversation_id, user_id: found.other_id },
      {
        key: emailKey(row.conversation_id, found.other_id, row.created_at),
        startAfter: new Date(row.created_at.getTime() + EMAIL_AFTER_SECONDS * 1000),
      },
    );
    return row;
  });
  if (!message) {
    const first = await earlier();
    if (!first) throw new Error('post: the client id was taken, yet no message has it');
    return toMessageDto(first, shared);
  }

  const dto = toMessageDto(message, shared);
  const data = { message: dto };
  await app.realtime.publish({
    channel: channels.chat(found.other_id),
    event: realtimeEvents.newMessage,
    data,
  });
  await app.realtime.publish(
    { channel: channels.chat(userId), event: realtimeEvents.newMessage, data },
    { socketId },
  );
  return dto;
}

/**
 * Moves the caller's read marker (forward only) to the latest message or `up_to`, clears the
 * conversation's bell entries up to it, and tells the other person.
 */
export async function read(app: FastifyInstance, userId: number, id: number, upTo: number | undefined) {
  const found = await member(app.db, id, userId);
  if (upTo !== undefined && !(await repository.messageIn(app.db, id, upTo)))
    throw FieldErrors.one('up_to', NOT_IN_CONVERSATION);
  const target = upTo ?? found.last_message_id;
  if (target === null) return;
  const moved = await app.db.transaction(async (tx) => {
    const changed = await repository.markRead(tx, id, userId, target);
    await repository.clearBell(tx, userId, id, target);
    return changed;
  });
  if (moved)
    await app.realtime.publish({
      channel: channels.chat(found.other_id),
      event: realtimeEvents.read,
      data: { conversation_id: id, up_to: target },
    });
}

/** Deleted for the caller: out of their list and bell until a new message arrives in it. */
export async function remove(app: FastifyInstance, userId: number, id: number, now = new Date()) {
  await member(app.db, id, userId);
  await app.db.transaction(async (tx) => {
    await conversations.setMember(tx, id, userId, { hidden_at: now });
    await repository.clearBell(tx, userId, id);
  });
}

/** The conversation channel's rule: its two people only. */
export async function mayJoin(app: FastifyInstance, userId: number, rest: string) {
  if (!/^[1-9][0-9]{0,9}$/.test(rest) || Number(rest) > 2_147_483_647) return false;
  return conversations.isMember(app.db, Number(rest), userId);
}

/** The caller's bell entry of one conversation, cleared; 404 unless they are in it. */
export async function clearConversationBell(app: FastifyInstance, userId: number, id: number) {
  await member(app.db, id, userId);
  await repository.clearBell(app.db, userId, id);
}

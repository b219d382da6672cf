// How message rows read as the contract, and the module's words. Pure: the rows come in.
import type { ChatMessage, Conversation } from '@pinjam/api/contract';
import { contentFor } from '@pinjam/api/domain';
import type { ItemImageRow } from '../../platform/db/schema';
import type { FileStorage } from '../../platform/storage/storage';
import { toImageDto } from '../catalogue';
import type { ConversationRowView } from './conversations.repository';
import type { StoredMessage } from './messages.repository';

export const CONVERSATION_NOT_FOUND = 'This conversation does not exist.';
export const MEMBER_NOT_FOUND = 'This member does not exist.';
export const ITEM_NOT_FOUND = 'This item does not exist.';
export const NOT_YOURSELF = 'You cannot start a conversation with yourself.';
export const MEMBER_CLOSED = 'This member’s account is closed: they cannot receive messages.';
export const NOT_THEIR_ITEM = 'This item is neither theirs nor yours.';
export const NOT_IN_PAIR = 'This is not one of the two people of this conversation.';
export const CLIENT_ID_TAKEN = 'This id was already used for a message in another conversation.';
export const NOT_IN_CONVERSATION = 'This message is not in this conversation.';

/** A message as a reader may see it: contacts masked until the two have a paid order together. */
export function toMessageDto(row: StoredMessage, contactShared: boolean): ChatMessage {
  const { text, masked } = contentFor(row.content, contactShared);
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    user_id: row.sender_id,
    content: text,
    masked,
    client_id: row.client_id,
    created_at: row.created_at.toISOString(),
  };
}

export function toConversationDto(row: ConversationRowView, storage: FileStorage): Conversation {
  return {
    id: row.id,
    other: {
      id: row.other_id,
      name: row.other_name,
      avatar: row.other_avatar ? { path: row.other_avatar } : null,
    },
    item:
      row.item_id === null
        ? null
        : {
            id: row.item_id,
            title: row.item_title ?? '',
            cover: row.cover ? toImageDto(row.cover as ItemImageRow, storage) : null,
          },
    last_message: row.last ? toMessageDto(row.last, row.contact_shared) : null,
    unread: row.unread,
    contact_shared: row.contact_shared,
    other_read_up_to: row.other_read_up_to,
    updated_at: row.updated_at.toISOString(),
  };
}

const HOUR = 60 * 60_000;

/** The email job's key: one job per conversation, recipient and hour. */
export const emailKey = (conversationId: number, userId: number, now: Date) =>
  `${conversationId}-${userId}-${Math.floor(now.getTime() / HOUR)}`;

/** An email about a conversation at most this often. */
export const EMAIL_EVERY_MS = HOUR;
/** A message is emailed if still unread, and its reader offline, this long after it was sent. */
export const EMAIL_AFTER_SECONDS = 10 * 60;

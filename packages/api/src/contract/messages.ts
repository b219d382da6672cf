// The messages area (the server's modules/messages; docs/product.md "Messages and notifications"):
// conversations between two users, optionally about an item, kept by the seed's five calls plus
// a read marker. Contact details in messages are masked until the two have a paid order together.
import { z } from './zod';
import { endpoint, messageBody } from './endpoint';
import { idInput, idParams } from './numbers';
import { itemBrief, party } from './requests';
import { multiLine, optionalInput, singleLine } from './text';

export const MESSAGE_MAX = 5_000;
/** Messages a thread answers at once; older ones by `before`. */
export const MESSAGE_PAGE = 50;

export const chatMessage = z.object({
  id: z.int(),
  conversation_id: z.int(),
  /** The sender. */
  user_id: z.int(),
  /** As the reader may see it: phone numbers and email addresses masked while `contact_shared` is false. */
  content: z.string(),
  /** Something in the content was masked. */
  masked: z.boolean(),
  /** The sender's own id for the send (retries of one send make one message). */
  client_id: z.nullable(z.string()),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const conversation = z.object({
  id: z.int(),
  /** The other person. */
  other: party,
  /** The item it is about, when it began on an item page. */
  item: z.nullable(itemBrief),
  last_message: z.nullable(chatMessage),
  /** Messages from the other person after the caller's read marker. */
  unread: z.int(),
  /** The two have a paid order together: contact details show unmasked. */
  contact_shared: z.boolean(),
  /** The last message the other person has read (the caller's own messages up to it show Read). */
  other_read_up_to: z.nullable(z.int()),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof conversation>;

export const messages = {
  conversations: endpoint({
    method: 'GET',
    path: '/api/messages/get',
    auth: 'user',
    tag: 'messages',
    summary:
      "The caller's conversations, latest activity first, without those they deleted (seed: reads user.conversations)",
    response: z.object({ user: z.object({ conversations: z.array(conversation) }) }),
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/messages/create-new-conversation',
    auth: 'user',
    tag: 'messages',
    summary:
      'Opens the conversation with a user (about an item, optionally); answers the existing one when there is one, shown again if the caller had deleted it',
    body: z.object({ user_id: idInput, item_id: optionalInput(idInput) }),
    response: z.object({ conversation }),
  }),
  thread: endpoint({
    method: 'GET',
    path: '/api/messages/get-messages-for/:id',
    auth: 'user',
    tag: 'messages',
    summary: `A conversation's messages, oldest first, ${MESSAGE_PAGE} at a time (older by before=id); 404 unless the caller is in it`,
    params: idParams,
    query: z.object({ before: optionalInput(idInput) }),
    response: z.object({
      conversation,
      messages: z.array(chatMessage),
      /** Older messages exist before the first one answered. */
      has_more: z.boolean(),
    }),
  }),
  post: endpoint({
    method: 'POST',
    path: '/api/messages/post',
    auth: 'user',
    tag: 'messages',
    status: 201,
    summary:
      "Sends a message (the seed's fields; user_id, when sent, is either person of the conversation, the author or the one written to, never a third); the same client_id again answers the first message; 404 unless the caller is in the conversation",
    body: z.object({
      content: multiLine({ max: MESSAGE_MAX, required: 'Write a message first.' }),
      conversation_id: idInput,
      /**
       * The seed's Message field, which does not say whose id it is: either person of the
       * conversation is taken (the author or the one written to); a third person is a 422.
       */
      user_id: optionalInput(idInput),
      client_id: optionalInput(singleLine({ max: 64 })),
    }),
    response: z.object({ message: chatMessage }),
  }),
  read: endpoint({
    method: 'POST',
    path: '/api/messages/read/:id',
    auth: 'user',
    tag: 'messages',
    summary:
      "Moves the caller's read marker to the conversation's latest message (or up_to) and clears its bell entry",
    params: idParams,
    body: z.object({ up_to: optionalInput(idInput) }),
    response: messageBody,
  }),
  remove: endpoint({
    method: 'GET',
    path: '/api/messages/delete-conversation/:id',
    auth: 'user',
    tag: 'messages',
    summary:
      'Hides the conversation for the caller until a new message arrives in it (the other person keeps it)',
    params: idParams,
    response: messageBody,
  }),
} as const;

// Realtime (docs/product.md "Messages and notifications"; docs/product.md §4 and 7): the channels and
// events the server publishes over the Pusher Channels protocol, what each event carries, and
// the settings the browser learns from the page. Channel authorisation (`/broadcasting/auth`,
// `/pusher/auth`) and user authentication (`/broadcasting/user-auth`) are form-encoded, as
// pusher-js sends them, so they are the realtime platform's routes rather than contract calls.
import { z } from './zod';
import { chatMessage } from './messages';

/** Each user's private channels, one per kind of event (docs/product.md §4). */
export const channels = {
  chat: (userId: number) => `private-chat.${userId}`,
  request: (userId: number) => `private-request.${userId}`,
  order: (userId: number) => `private-order.${userId}`,
  payout: (userId: number) => `private-payout.${userId}`,
  /** The two people of a conversation: typing (client events) travels here. */
  conversation: (conversationId: number) => `private-conversation.${conversationId}`,
  /** Who is online (messages shows it). */
  online: 'presence-online',
} as const;

/** The only channels whose subscribers may send client events (typing): a conversation's. */
export const clientEventChannels: readonly string[] = ['private-conversation.'];

/** The events on those channels. */
export const realtimeEvents = {
  newMessage: 'new-message',
  newRequest: 'new-request',
  newOrder: 'new-order',
  newPayout: 'new-payout',
  /** A client event on a conversation's channel: the sender is typing. */
  typing: 'client-typing',
  /** The other person read up to a message (sent by the server on the reader's partner's chat channel). */
  read: 'read',
} as const;

export const newMessageEvent = z.object({ message: chatMessage });
export const readEvent = z.object({
  conversation_id: z.int(),
  up_to: z.int(),
});
/** new-request, new-order and new-payout: which one, the client refreshes the bell. */
export const newRequestEvent = z.object({ request_id: z.int() });
export const newOrderEvent = z.object({ order_id: z.int() });
export const newPayoutEvent = z.object({ payout_id: z.int() });
export const typingEvent = z.object({
  conversation_id: z.int(),
  user_id: z.int(),
});

/** What a presence-online member tells the others (`pusher:signin` / channel auth user_info). */
export const onlineMember = z.object({ name: z.string() });

/**
 * The browser's pusher-js settings, written into every page the server serves (a
 * `<meta name="pinjam-realtime">` whose content is this object as JSON): the embedded endpoint's
 * by default, or Pusher Channels' or Soketi's when `PUSHER_HOST` is set. Never the secret.
 */
export const realtimeConfig = z.object({
  key: z.string(),
  cluster: z.string(),
  /** Null: the page's own host. */
  wsHost: z.nullable(z.string()),
  /** Null: the page's own port. */
  wsPort: z.nullable(z.int()),
  forceTLS: z.boolean(),
});
export type RealtimeConfig = z.infer<typeof realtimeConfig>;

/** The header every request carries while the socket is connected (docs/product.md §7). */
export const SOCKET_ID_HEADER = 'x-socket-id';

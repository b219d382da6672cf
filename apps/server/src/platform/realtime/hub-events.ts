import {
  broadcast,
  isPresence,
  isPrivate,
  limits,
  RATE_LIMITED,
  sendError,
  type Channel,
  type Connection,
  type HubOptions,
} from './hub-protocol';

/** A frame from a client, read as the protocol's message. */
export interface Message {
  event: string;
  data?: unknown;
  channel?: unknown;
}

/**
 * A client's frame as a message and its data's fields (an object, or none), or null when it is
 * not a JSON object with an event.
 */
export function readMessage(text: string): { message: Message; fields: Record<string, unknown> } | null {
  let message: { event?: unknown; data?: unknown; channel?: unknown };
  try {
    message = JSON.parse(text) as typeof message;
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null || typeof message.event !== 'string') return null;
  // Protocol 7 sends data as an object; older clients sometimes as JSON text.
  let data = message.data;
  if (typeof data === 'string' && message.event.startsWith('pusher:')) {
    try {
      data = JSON.parse(data);
    } catch {
      // left as text
    }
  }
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  return { message: message as Message, fields };
}

/**
 * Relays a client event (`client-…`) to the channel's other subscribers: only on the private
 * and presence channels the app opened to them, by a subscriber, within the rate and size limits.
 */
export function relayClientEvent(
  options: HubOptions,
  channels: ReadonlyMap<string, Channel>,
  connection: Connection,
  message: Message,
) {
  const event = message.event;
  const name = typeof message.channel === 'string' ? message.channel : '';
  const subscription = connection.channels.get(name);
  if (!(isPrivate(name) || isPresence(name)))
    return sendError(connection, null, 'Client events are allowed on private and presence channels only.');
  if (!(options.clientEventChannels ?? []).some((prefix) => name.startsWith(prefix)))
    return sendError(connection, null, 'Client events are not allowed on this channel.');
  if (!subscription)
    return sendError(connection, null, 'Subscribe to the channel before sending client events on it.');
  const window = Math.floor(Date.now() / 1000);
  if (connection.clientEventsWindow !== window) {
    connection.clientEventsWindow = window;
    connection.clientEventsInWindow = 0;
  }
  if (++connection.clientEventsInWindow > limits.clientEventsPerSecond)
    return sendError(
      connection,
      RATE_LIMITED,
      `Client event rejected: more than ${limits.clientEventsPerSecond} a second.`,
    );
  const data = message.data === undefined ? {} : message.data;
  const text = JSON.stringify(data);
  if (event.length > limits.eventName || text.length > limits.eventData)
    return sendError(connection, null, `Client events carry at most ${limits.eventData / 1024} KB.`);
  const payload: Record<string, unknown> = { event, channel: name, data };
  if (subscription.userId !== undefined) payload.user_id = subscription.userId;
  const channel = channels.get(name);
  if (channel) broadcast(channel, JSON.stringify(payload), connection);
}

import type { WebSocket } from 'ws';

/** Pusher's limits (and ours where theirs is a plan setting). */
export const limits = {
  channelName: 164,
  eventName: 200,
  /** An event's data, from the HTTP API or a client event: 10 KB. */
  eventData: 10 * 1024,
  /** A presence member's user_info: 1 KB; its user_id: 128 characters. */
  memberInfo: 1024,
  memberId: 128,
  /** Client events a connection may send per second. */
  clientEventsPerSecond: 10,
  /** A frame from a browser larger than this closes the connection (ws's maxPayload). */
  frame: 32 * 1024,
  /** Unsent bytes a socket may hold before it is cut (a client that stopped reading). */
  buffered: 4 * 1024 * 1024,
} as const;

/** Letters, digits and `_-=@,.;` (Pusher's), plus `#` for the `#server-to-user-{id}` channels of signed-in users. */
const CHANNEL_NAME = /^#?[A-Za-z0-9_\-=@,.;]+$/;
export const validChannelName = (name: unknown): name is string =>
  typeof name === 'string' && name.length > 0 && name.length <= limits.channelName && CHANNEL_NAME.test(name);

export const isPrivate = (channel: string) => channel.startsWith('private-');
export const isPresence = (channel: string) => channel.startsWith('presence-');
export const SERVER_TO_USER = '#server-to-user-';

/** Close codes of the Pusher protocol (4000–4099: do not reconnect; 4100–4199: later; 4200–4299: now). */
export const closeCodes = {
  appDoesNotExist: 4001,
  pathNotFound: 4005,
  unsupportedProtocol: 4007,
  unauthorized: 4009,
  overCapacity: 4100,
  goingAway: 4200,
  pongNotReceived: 4201,
} as const;
/** A client event refused for the rate limit (the connection stays open); other refusals carry code null, as Pusher's. */
export const RATE_LIMITED = 4301;

export interface Member {
  info: unknown;
  /** How many of this user's connections are subscribed (tabs). */
  connections: number;
}

export interface Channel {
  connections: Set<Connection>;
  /** Presence channels: the members by user id. */
  members?: Map<string, Member>;
}

export interface Connection {
  socketId: string;
  socket: WebSocket;
  channels: Map<string, { userId?: string }>;
  /** Set by pusher:signin. */
  userId: string | null;
  lastSeen: number;
  openedAt: number;
  pingSentAt: number | null;
  clientEventsWindow: number;
  clientEventsInWindow: number;
}

export interface HubOptions {
  key: string;
  secret: string;
  /** Announced to clients; a client silent this long is pinged. */
  activityTimeoutSeconds: number;
  /** After a ping, how long before the connection is closed (4201). */
  pongTimeoutSeconds: number;
  /**
   * How long a connection on private or presence channels may go without signing in before it
   * is closed (4200, reconnect): ending a session reaches its sockets through their sign-in.
   * Default 30.
   */
  signinTimeoutSeconds?: number;
  /**
   * The private or presence channels (by prefix) whose subscribers may send client events: the
   * app's choice, as Pusher's dashboard setting is. None given: no channel takes them.
   */
  clientEventChannels?: readonly string[];
}

/** What the HTTP API sends: data is a string already (the SDK sends JSON text). */
export interface OutgoingEvent {
  channel: string;
  name: string;
  data: string;
  socketId?: string;
}

/** A frame of the protocol, as text. */
export const frame = (event: string, data: unknown, channel?: string) =>
  JSON.stringify(channel === undefined ? { event, data } : { event, channel, data });

export const send = (connection: Connection, event: string, data: unknown, channel?: string) =>
  connection.socket.send(frame(event, data, channel));

export const sendError = (connection: Connection, code: number | null, message: string) =>
  send(connection, 'pusher:error', { code, message });

/** Sends one frame, encoded once, to each of a channel's connections but `except`. */
export function broadcast(channel: Channel, text: string, except?: Connection) {
  const bytes = Buffer.from(text);
  for (const other of channel.connections) if (other !== except) other.socket.send(bytes, { binary: false });
}

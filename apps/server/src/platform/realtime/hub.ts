import { randomInt } from 'node:crypto';
import type { WebSocket } from 'ws';
import { channelSignature, userSignature, verifyHex } from './signing';

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

const isPrivate = (channel: string) => channel.startsWith('private-');
const isPresence = (channel: string) => channel.startsWith('presence-');
const SERVER_TO_USER = '#server-to-user-';

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
const RATE_LIMITED = 4301;

interface Member {
  info: unknown;
  /** How many of this user's connections are subscribed (tabs). */
  connections: number;
}

interface Channel {
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

const frame = (event: string, data: unknown, channel?: string) =>
  JSON.stringify(channel === undefined ? { event, data } : { event, channel, data });

/**
 * The connections, channels and presence members of the embedded Pusher-protocol endpoint
 * (protocol 7), in this process's memory. One process serves all its sockets; several processes
 * need an external server (Soketi with its Redis adapter, or Pusher Channels).
 */
export class Hub {
  readonly connections = new Map<string, Connection>();
  readonly channels = new Map<string, Channel>();
  private readonly sweepTimer: NodeJS.Timeout;

  constructor(private readonly options: HubOptions) {
    const shortest = Math.min(
      options.activityTimeoutSeconds,
      options.pongTimeoutSeconds,
      options.signinTimeoutSeconds ?? 30,
    );
    const every = Math.max(250, shortest * 250);
    this.sweepTimer = setInterval(() => this.sweep(), every);
    this.sweepTimer.unref();
  }

  /** A socket that opened `/app/{key}?protocol=…`: refused with the protocol's code, or welcomed. */
  accept(socket: WebSocket, appKey: string | null, protocol: number): void {
    const refuse = (code: number, message: string) => {
      socket.send(frame('pusher:error', { code, message }));
      socket.close(code, message);
    };
    if (appKey === null) return refuse(closeCodes.pathNotFound, 'Path not found: use /app/{key}.');
    if (appKey !== this.options.key)
      return refuse(closeCodes.appDoesNotExist, `App key ${appKey.slice(0, 40)} does not exist.`);
    if (!(protocol >= 5 && protocol <= 7))
      return refuse(closeCodes.unsupportedProtocol, 'Unsupported protocol version: use 5 to 7.');

    let socketId: string;
    do socketId = `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
    while (this.connections.has(socketId));
    const connection: Connection = {
      socketId,
      socket,
      channels: new Map(),
      userId: null,
      lastSeen: Date.now(),
      openedAt: Date.now(),
      pingSentAt: null,
      clientEventsWindow: 0,
      clientEventsInWindow: 0,
    };
    this.connections.set(socketId, connection);
    socket.on('message', (raw, isBinary) => {
      connection.lastSeen = Date.now();
      connection.pingSentAt = null;
      if (isBinary) return this.error(connection, null, 'Binary frames are not part of the protocol.');
      this.receive(connection, raw.toString());
    });
    socket.on('pong', () => {
      connection.lastSeen = Date.now();
      connection.pingSentAt = null;
    });
    socket.on('close', () => this.drop(connection));
    socket.on('error', () => socket.terminate());
    socket.send(
      frame(
        'pusher:connection_established',
        JSON.stringify({ socket_id: socketId, activity_timeout: this.options.activityTimeoutSeconds }),
      ),
    );
  }

  /** Closes every socket (shutdown): 4200, reconnect at once (to another process, or this one restarted). */
  closeAll(): void {
    clearInterval(this.sweepTimer);
    for (const connection of this.connections.values())
      connection.socket.close(closeCodes.goingAway, 'Server restarting.');
  }

  terminateAll(): void {
    for (const connection of this.connections.values()) connection.socket.terminate();
  }

  /**
   * Closes every connection signed in as `userId` (Pusher's terminate_connections): told why,
   * then closed with 4009, which pusher-js takes as "do not reconnect" (as Soketi does). How many.
   */
  terminateUser(userId: string): number {
    let count = 0;
    for (const connection of this.connections.values()) {
      if (connection.userId !== userId) continue;
      this.unauthorised(connection, 'You got disconnected by the app.', 'Disconnected by the app.');
      count += 1;
    }
    return count;
  }

  private unauthorised(connection: Connection, told: string, reason: string) {
    this.error(connection, closeCodes.unauthorized, told);
    connection.socket.close(closeCodes.unauthorized, reason);
  }

  /** Sends an event published through the HTTP API to a channel's subscribers (but `socketId`'s). */
  publish(event: OutgoingEvent): void {
    const channel = this.channels.get(event.channel);
    if (!channel) return;
    const text = Buffer.from(frame(event.name, event.data, event.channel));
    for (const connection of channel.connections) {
      if (connection.socketId === event.socketId) continue;
      // A client that reads nothing while frames pile up is cut rather than kept in memory (it reconnects).
      if (connection.socket.bufferedAmount > limits.buffered) connection.socket.terminate();
      else connection.socket.send(text, { binary: false });
    }
  }

  subscriptionCount(channel: string): number {
    return this.channels.get(channel)?.connections.size ?? 0;
  }

  /** The user ids on a presence channel (empty for others). */
  users(channel: string): string[] {
    return [...(this.channels.get(channel)?.members?.keys() ?? [])];
  }

  private send(connection: Connection, event: string, data: unknown, channel?: string) {
    connection.socket.send(frame(event, data, channel));
  }

  private error(connection: Connection, code: number | null, message: string) {
    this.send(connection, 'pusher:error', { code, message });
  }

  private receive(connection: Connection, text: string) {
    let message: { event?: unknown; data?: unknown; channel?: unknown };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return this.error(connection, null, 'Messages are JSON objects with an event.');
    }
    if (typeof message !== 'object' || message === null || typeof message.event !== 'string')
      return this.error(connection, null, 'Messages are JSON objects with an event.');
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
    switch (message.event) {
      case 'pusher:ping':
        return this.send(connection, 'pusher:pong', {});
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(connection, fields);
      case 'pusher:unsubscribe':
        if (typeof fields.channel === 'string') this.leave(connection, fields.channel);
        return;
      case 'pusher:signin':
        return this.signin(connection, fields);
      default:
        if (message.event.startsWith('client-')) return this.clientEvent(connection, message);
        return this.error(connection, null, `Unknown event ${message.event.slice(0, 60)}.`);
    }
  }

  private subscriptionError(
    connection: Connection,
    channel: string,
    type: string,
    error: string,
    status: number,
  ) {
    this.send(connection, 'pusher:subscription_error', { type, error, status }, channel);
  }

  private subscribe(connection: Connection, fields: Record<string, unknown>) {
    const name = fields.channel;
    if (!validChannelName(name)) {
      const shown = typeof name === 'string' ? name.slice(0, limits.channelName) : '';
      return this.subscriptionError(
        connection,
        shown,
        'InvalidChannel',
        `Channel names are 1 to ${limits.channelName} letters, digits and _-=@,.;`,
        400,
      );
    }
    const { key, secret } = this.options;
    const auth = typeof fields.auth === 'string' ? fields.auth : '';
    const signed = (payload: string) => {
      const [authKey, signature] = auth.split(':', 2);
      return (
        authKey === key && signature !== undefined && verifyHex(signature, channelSignature(secret, payload))
      );
    };
    let member: { id: string; info: unknown } | undefined;
    if (name.startsWith(SERVER_TO_USER)) {
      if (connection.userId === null || name !== `${SERVER_TO_USER}${connection.userId}`)
        return this.subscriptionError(connection, name, 'AuthError', 'Sign in as this user first.', 401);
    } else if (isPresence(name)) {
      const channelData = typeof fields.channel_data === 'string' ? fields.channel_data : '';
      if (!signed(`${connection.socketId}:${name}:${channelData}`))
        return this.subscriptionError(connection, name, 'AuthError', 'The signature is not valid.', 401);
      const parsed = parseMember(channelData);
      if (typeof parsed === 'string')
        return this.subscriptionError(connection, name, 'LimitReached', parsed, 413);
      member = parsed;
    } else if (isPrivate(name) && !signed(`${connection.socketId}:${name}`)) {
      return this.subscriptionError(connection, name, 'AuthError', 'The signature is not valid.', 401);
    }

    let channel = this.channels.get(name);
    if (!channel) {
      channel = { connections: new Set(), ...(isPresence(name) && { members: new Map() }) };
      this.channels.set(name, channel);
    }
    const already = connection.channels.get(name);
    if (already && already.userId !== member?.id) this.leave(connection, name);
    else if (already) return this.succeeded(connection, name, channel);

    connection.channels.set(name, { userId: member?.id });
    // (Leaving a channel as another member may have emptied and dropped it: it is back.)
    this.channels.set(name, channel);
    channel.connections.add(connection);
    if (member && channel.members) {
      const existing = channel.members.get(member.id);
      if (existing) {
        existing.connections += 1;
        existing.info = member.info;
      } else {
        channel.members.set(member.id, { info: member.info, connections: 1 });
        const added = Buffer.from(
          frame(
            'pusher_internal:member_added',
            JSON.stringify({ user_id: member.id, user_info: member.info }),
            name,
          ),
        );
        for (const other of channel.connections)
          if (other !== connection) other.socket.send(added, { binary: false });
      }
    }
    this.succeeded(connection, name, channel);
  }

  private succeeded(connection: Connection, name: string, channel: Channel) {
    if (!channel.members) return this.send(connection, 'pusher_internal:subscription_succeeded', '{}', name);
    const hash: Record<string, unknown> = {};
    for (const [id, m] of channel.members) hash[id] = m.info;
    const ids = Object.keys(hash);
    this.send(
      connection,
      'pusher_internal:subscription_succeeded',
      JSON.stringify({ presence: { ids, hash, count: ids.length } }),
      name,
    );
  }

  private leave(connection: Connection, name: string) {
    const subscription = connection.channels.get(name);
    if (!subscription) return;
    connection.channels.delete(name);
    const channel = this.channels.get(name);
    if (!channel) return;
    channel.connections.delete(connection);
    const userId = subscription.userId;
    if (userId !== undefined && channel.members) {
      const member = channel.members.get(userId);
      if (member && --member.connections <= 0) {
        channel.members.delete(userId);
        const removed = Buffer.from(
          frame('pusher_internal:member_removed', JSON.stringify({ user_id: userId }), name),
        );
        for (const other of channel.connections) other.socket.send(removed, { binary: false });
      }
    }
    if (channel.connections.size === 0) this.channels.delete(name);
  }

  private drop(connection: Connection) {
    if (this.connections.get(connection.socketId) !== connection) return;
    this.connections.delete(connection.socketId);
    for (const name of [...connection.channels.keys()]) this.leave(connection, name);
  }

  private signin(connection: Connection, fields: Record<string, unknown>) {
    const userData = typeof fields.user_data === 'string' ? fields.user_data : '';
    const auth = typeof fields.auth === 'string' ? fields.auth : '';
    const [authKey, signature] = auth.split(':', 2);
    const valid =
      authKey === this.options.key &&
      signature !== undefined &&
      verifyHex(signature, userSignature(this.options.secret, connection.socketId, userData));
    let id: unknown;
    try {
      id = (JSON.parse(userData) as { id?: unknown }).id;
    } catch {
      id = undefined;
    }
    if (!valid || (typeof id !== 'string' && typeof id !== 'number') || String(id).length > limits.memberId) {
      // As Pusher: a failed sign-in is an unauthorised connection, closed.
      return this.unauthorised(connection, 'The sign-in is not valid.', 'Connection not authorized.');
    }
    connection.userId = String(id);
    this.send(connection, 'pusher:signin_success', { user_data: userData });
  }

  private clientEvent(
    connection: Connection,
    message: { event?: unknown; data?: unknown; channel?: unknown },
  ) {
    const event = message.event as string;
    const name = typeof message.channel === 'string' ? message.channel : '';
    const subscription = connection.channels.get(name);
    if (!(isPrivate(name) || isPresence(name)))
      return this.error(connection, null, 'Client events are allowed on private and presence channels only.');
    if (!(this.options.clientEventChannels ?? []).some((prefix) => name.startsWith(prefix)))
      return this.error(connection, null, 'Client events are not allowed on this channel.');
    if (!subscription)
      return this.error(connection, null, 'Subscribe to the channel before sending client events on it.');
    const now = Date.now();
    const window = Math.floor(now / 1000);
    if (connection.clientEventsWindow !== window) {
      connection.clientEventsWindow = window;
      connection.clientEventsInWindow = 0;
    }
    if (++connection.clientEventsInWindow > limits.clientEventsPerSecond)
      return this.error(
        connection,
        RATE_LIMITED,
        `Client event rejected: more than ${limits.clientEventsPerSecond} a second.`,
      );
    const data = message.data === undefined ? {} : message.data;
    const text = JSON.stringify(data);
    if (event.length > limits.eventName || text.length > limits.eventData)
      return this.error(connection, null, `Client events carry at most ${limits.eventData / 1024} KB.`);
    const payload: Record<string, unknown> = { event, channel: name, data };
    if (subscription.userId !== undefined) payload.user_id = subscription.userId;
    const out = Buffer.from(JSON.stringify(payload));
    const channel = this.channels.get(name);
    for (const other of channel?.connections ?? [])
      if (other !== connection) other.socket.send(out, { binary: false });
  }

  /**
   * Pings connections silent for the activity timeout; closes those that stay silent after it
   * (4201), and those on private or presence channels that never signed in (4200): a socket out
   * of reach of terminate_connections would outlive the session that let it subscribe.
   */
  private sweep() {
    const now = Date.now();
    const idle = this.options.activityTimeoutSeconds * 1000;
    const grace = this.options.pongTimeoutSeconds * 1000;
    const signinBy = now - (this.options.signinTimeoutSeconds ?? 30) * 1000;
    for (const connection of this.connections.values()) {
      if (
        connection.userId === null &&
        connection.openedAt <= signinBy &&
        [...connection.channels.keys()].some((name) => isPrivate(name) || isPresence(name))
      ) {
        // 4200, reconnect now: a tab whose sign-in failed by chance comes back and signs in; a
        // socket of an ended session cannot, its channels needing a live session to join again.
        this.error(connection, closeCodes.goingAway, 'Sign in to stay on private channels.');
        connection.socket.close(closeCodes.goingAway, 'Not signed in: reconnect and sign in.');
        this.drop(connection);
        continue;
      }
      if (connection.pingSentAt !== null) {
        if (now - connection.pingSentAt >= grace) {
          connection.socket.close(closeCodes.pongNotReceived, 'Pong reply not received.');
          this.drop(connection);
        }
      } else if (now - connection.lastSeen >= idle) {
        connection.pingSentAt = now;
        this.send(connection, 'pusher:ping', {});
      }
    }
  }
}

/** A presence member from its signed channel_data, or why it is refused. */
function parseMember(channelData: string): { id: string; info: unknown } | string {
  let parsed: { user_id?: unknown; user_info?: unknown };
  try {
    parsed = JSON.parse(channelData) as typeof parsed;
  } catch {
    return 'channel_data is not JSON.';
  }
  const id = parsed?.user_id;
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id).length === 0)
    return 'channel_data needs a user_id.';
  if (String(id).length > limits.memberId) return `A user_id is at most ${limits.memberId} characters.`;
  const info = parsed.user_info ?? {};
  if (Buffer.byteLength(JSON.stringify(info)) > limits.memberInfo)
    return `A member's user_info is at most ${limits.memberInfo / 1024} KB.`;
  return { id: String(id), info };
}

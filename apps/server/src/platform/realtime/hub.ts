import { randomInt } from 'node:crypto';
import type { WebSocket } from 'ws';
import { admit, signinUser } from './hub-auth';
import { Channels } from './hub-channels';
import { readMessage, relayClientEvent } from './hub-events';
import {
  closeCodes,
  frame,
  isPresence,
  isPrivate,
  limits,
  send,
  sendError,
  validChannelName,
  type Connection,
  type HubOptions,
  type OutgoingEvent,
} from './hub-protocol';

export { closeCodes, limits, validChannelName } from './hub-protocol';
export type { Connection, HubOptions, OutgoingEvent } from './hub-protocol';

/**
 * The embedded Pusher-protocol endpoint (protocol 7), in this process's memory: the connections
 * and their lifetime here; the wire format and limits in hub-protocol.ts, who may join or sign in
 * in hub-auth.ts, channels and presence in hub-channels.ts, client events in hub-events.ts. One
 * process serves all its sockets; several processes need an external server (Soketi with its
 * Redis adapter, or Pusher Channels).
 */
export class Hub {
  readonly connections = new Map<string, Connection>();
  readonly channels = new Channels();
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
      if (isBinary) return sendError(connection, null, 'Binary frames are not part of the protocol.');
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
    sendError(connection, closeCodes.unauthorized, told);
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
    return this.channels.subscriptionCount(channel);
  }

  /** The user ids on a presence channel (empty for others). */
  users(channel: string): string[] {
    return this.channels.users(channel);
  }

  private receive(connection: Connection, text: string) {
    const read = readMessage(text);
    if (!read) return sendError(connection, null, 'Messages are JSON objects with an event.');
    const { message, fields } = read;
    switch (message.event) {
      case 'pusher:ping':
        return send(connection, 'pusher:pong', {});
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(connection, fields);
      case 'pusher:unsubscribe':
        if (typeof fields.channel === 'string') this.channels.leave(connection, fields.channel);
        return;
      case 'pusher:signin':
        return this.signin(connection, fields);
      default:
        if (message.event.startsWith('client-'))
          return relayClientEvent(this.options, this.channels, connection, message);
        return sendError(connection, null, `Unknown event ${message.event.slice(0, 60)}.`);
    }
  }

  private subscribe(connection: Connection, fields: Record<string, unknown>) {
    const name = fields.channel;
    const refuse = (channel: string, type: string, error: string, status: number) =>
      send(connection, 'pusher:subscription_error', { type, error, status }, channel);
    if (!validChannelName(name)) {
      const shown = typeof name === 'string' ? name.slice(0, limits.channelName) : '';
      const error = `Channel names are 1 to ${limits.channelName} letters, digits and _-=@,.;`;
      return refuse(shown, 'InvalidChannel', error, 400);
    }
    const admission = admit(this.options, connection, name, fields);
    if ('refused' in admission) {
      const { type, error, status } = admission.refused;
      return refuse(name, type, error, status);
    }
    this.channels.join(connection, name, admission.member);
  }

  private signin(connection: Connection, fields: Record<string, unknown>) {
    const { userData, id } = signinUser(this.options, connection, fields);
    // As Pusher: a failed sign-in is an unauthorised connection, closed.
    if (id === null)
      return this.unauthorised(connection, 'The sign-in is not valid.', 'Connection not authorized.');
    connection.userId = id;
    send(connection, 'pusher:signin_success', { user_data: userData });
  }

  private drop(connection: Connection) {
    if (this.connections.get(connection.socketId) !== connection) return;
    this.connections.delete(connection.socketId);
    this.channels.leaveAll(connection);
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
        sendError(connection, closeCodes.goingAway, 'Sign in to stay on private channels.');
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
        send(connection, 'pusher:ping', {});
      }
    }
  }
}

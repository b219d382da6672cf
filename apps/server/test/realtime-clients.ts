import { createHmac } from 'node:crypto';
import Pusher from 'pusher-js';
import WebSocket from 'ws';

/** One frame of the Pusher protocol as the server sent it. */
export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

/**
 * A raw Pusher-protocol client (the `ws` package): what pusher-js hides — the frames, the close
 * code, a client that stays silent — for the protocol's edges.
 */
export class RawClient {
  readonly frames: Frame[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      this.frames.push(JSON.parse(raw.toString()) as Frame);
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  static async open(url: string): Promise<RawClient> {
    const client = new RawClient(new WebSocket(url));
    await new Promise((resolve, reject) => {
      client.socket.once('open', resolve);
      client.socket.once('error', reject);
    });
    return client;
  }

  /** Connected: the socket id from pusher:connection_established. */
  static async connect(url: string): Promise<RawClient & { socketId: string }> {
    const client = await RawClient.open(url);
    const established = await client.next('pusher:connection_established');
    return Object.assign(client, {
      socketId: (JSON.parse(established.data as string) as { socket_id: string }).socket_id,
    });
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  send(event: string, data: unknown, channel?: string) {
    this.socket.send(JSON.stringify(channel === undefined ? { event, data } : { event, channel, data }));
  }

  /** The next unread frame of that event (and channel), waiting up to `ms`. */
  async next(event: string, channel?: string, ms = 3_000): Promise<Frame> {
    const deadline = Date.now() + ms;
    for (;;) {
      const at = this.frames.findIndex(
        (f) => f.event === event && (channel === undefined || f.channel === channel),
      );
      if (at >= 0) return this.frames.splice(at, 1)[0]!;
      if (this.closed || Date.now() > deadline)
        throw new Error(
          `no ${event} (closed: ${JSON.stringify(this.closed)}); got ${JSON.stringify(this.frames)}`,
        );
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  /** How many frames of that event arrived (and are unread). */
  count(event: string): number {
    return this.frames.filter((f) => f.event === event).length;
  }

  async closedWith(ms = 3_000): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + ms;
    while (!this.closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    if (!this.closed) throw new Error('still open');
    return this.closed;
  }

  close() {
    this.socket.terminate();
  }
}

export const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/**
 * The real pusher-js (its node build): authorised by our server at `base` with a bearer token,
 * its socket to `socketBase` (our server too, unless PUSHER_HOST points elsewhere).
 */
export function browserClient(base: string, key: string, token?: string, socketBase = base): Pusher {
  const { hostname, port } = new URL(socketBase);
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  return new Pusher(key, {
    cluster: 'mt1',
    wsHost: hostname,
    wsPort: Number(port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: { endpoint: `${base}/broadcasting/auth`, transport: 'ajax', headers },
    userAuthentication: { endpoint: `${base}/broadcasting/user-auth`, transport: 'ajax', headers },
  });
}

/** Resolves once pusher-js says it is connected. */
export function connected(pusher: Pusher): Promise<string> {
  return new Promise((resolve, reject) => {
    if (pusher.connection.state === 'connected') return resolve(pusher.connection.socket_id);
    pusher.connection.bind('connected', () => resolve(pusher.connection.socket_id));
    pusher.connection.bind('failed', () => reject(new Error('pusher-js failed to connect')));
  });
}

/** Resolves with pusher-js's subscription outcome for a channel. */
export function subscribed(pusher: Pusher, name: string): Promise<{ ok: boolean; data: unknown }> {
  const channel = pusher.subscribe(name);
  return new Promise((resolve) => {
    channel.bind('pusher:subscription_succeeded', (data: unknown) => resolve({ ok: true, data }));
    channel.bind('pusher:subscription_error', (data: unknown) => resolve({ ok: false, data }));
  });
}

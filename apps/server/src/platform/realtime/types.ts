import type { RealtimeConfig } from '@pinjam/api/contract';
import type { Executor } from '../db/client';

/** One event on one channel, as the `pusher` SDK triggers it. */
export interface RealtimeEvent {
  channel: string;
  event: string;
  data: unknown;
}

/**
 * Says whether a signed-in user may subscribe to a private (or presence) channel whose name
 * starts with a registered prefix; `rest` is what follows the prefix (an id, usually).
 */
export type ChannelRule = (userId: number, rest: string) => Promise<boolean> | boolean;

export interface Realtime {
  /**
   * Publishes now, through the `pusher` SDK (the embedded endpoint, Pusher Channels or Soketi):
   * call it after the change it tells about has committed. `socketId` leaves out the sender's
   * own socket. A failure is logged, never thrown: the data is safe in the database, and the
   * client refreshes on reconnect.
   */
  publish(events: RealtimeEvent | RealtimeEvent[], options?: { socketId?: string | null }): Promise<void>;
  /** Publishes once the caller's transaction commits (a job written in the transaction). */
  publishInTx(tx: Executor, events: RealtimeEvent[]): Promise<void>;
  /**
   * Closes every socket signed in with one of these sessions of the user (the SDK's
   * terminateUserConnections, a socket signing in as one session), after the change that ended
   * them has committed. A failure is logged, never thrown.
   */
  terminateSessions(userId: number, sessionIds: readonly number[]): Promise<void>;
  /** Adds who may subscribe to the private channels that start with `prefix` (e.g. 'private-conversation.'). */
  allowChannels(prefix: string, rule: ChannelRule): void;
  /** The ids of the users on `presence-online` now (through the SDK's HTTP API). */
  onlineUsers(): Promise<Set<number>>;
  /** The browser's pusher-js settings, written into every page the server serves (never the secret). */
  browser: RealtimeConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

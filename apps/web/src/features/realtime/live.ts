// The part loaded after the page is interactive, for signed-in users only: pusher-js and the
// connection. Nothing here is in the first load of any page.
import Pusher from 'pusher-js';
import { connectRealtime, type SocketIdSink } from './connection';
import type { RealtimeHub } from './hub';
import { parseRealtimeConfig, pusherOptions } from './options';

export interface StartOptions {
  /** The `<meta name="pinjam-realtime">` content. */
  settings: string;
  userId: number;
  getToken: () => string | null;
  hub: RealtimeHub;
  socketId: SocketIdSink;
}

/** Connects, or returns null when the page's settings cannot be read. */
export function startRealtime({ settings, userId, getToken, hub, socketId }: StartOptions) {
  const config = parseRealtimeConfig(settings);
  if (!config) return null;
  const pusher = new Pusher(config.key, pusherOptions(config, getToken, window.location));
  return connectRealtime({ pusher, userId, hub, socketId });
}

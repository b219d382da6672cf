import type { ApiAnswer, ApiRequest } from './http-api';

/** What the hub's process needs to start: the app's credentials and the protocol's timeouts. */
export interface HubProcessConfig {
  appId: string;
  key: string;
  secret: string;
  activityTimeoutSeconds: number;
  pongTimeoutSeconds: number;
  signinTimeoutSeconds: number;
  /** The channel prefixes that take client events (HubOptions). */
  clientEventChannels: string[];
  /** The loopback port its own HTTP API listens on; 0: any free one. */
  apiPort: number;
}

/** The server's messages to the hub's process (an upgrade comes with the socket's handle). */
export type ToHub =
  | { t: 'start'; config: HubProcessConfig }
  | {
      t: 'upgrade';
      method: string;
      url: string;
      headers: Record<string, string | string[] | undefined>;
      head: string;
    }
  | { t: 'api'; id: number; request: ApiRequest }
  | { t: 'drain' };

/** The hub's process's messages to the server. */
export type FromHub =
  | { t: 'ready'; apiPort: number }
  | { t: 'api'; id: number; answer: ApiAnswer }
  | { t: 'log'; level: 'warn' | 'error'; msg: string; detail?: string }
  | { t: 'drained' };

// The pusher-js settings: the page's (the server writes them into `<meta name="pinjam-realtime">`,
// nothing is fixed here) plus the app's auth endpoints with the bearer token. pusher-js posts
// socket_id and channel_name form-encoded to them, as the server's realtime platform expects.
import type { Options } from 'pusher-js';
import type { RealtimeConfig } from '@pinjam/api/contract';

export const CHANNEL_AUTH_ENDPOINT = '/broadcasting/auth';
export const USER_AUTH_ENDPOINT = '/broadcasting/user-auth';

const isText = (value: unknown) => typeof value === 'string' && value !== '';
const isPort = (value: unknown) =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) < 65536;

/**
 * The page's settings (the contract's `realtimeConfig`), or null when it has none that can be read
 * (realtime stays off). Checked by hand, more strictly than the contract's schema: a port in
 * range, no empty key or cluster.
 */
export function parseRealtimeConfig(content: string | null | undefined): RealtimeConfig | null {
  let value: Partial<Record<keyof RealtimeConfig, unknown>>;
  try {
    value = JSON.parse(content ?? '') as typeof value;
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { key, cluster, wsHost, wsPort, forceTLS } = value;
  const fits =
    isText(key) &&
    isText(cluster) &&
    (wsHost === null || isText(wsHost)) &&
    (wsPort === null || isPort(wsPort)) &&
    typeof forceTLS === 'boolean';
  return fits ? (value as RealtimeConfig) : null;
}

/** Where the page was served from: its own host and port serve the embedded endpoint. */
export interface PageLocation {
  hostname: string;
  port: string;
  protocol: string;
}

const portOf = (page: PageLocation) =>
  page.port ? Number(page.port) : page.protocol === 'https:' ? 443 : 80;

/** pusher-js's options for these settings; the token is read at each auth request (it is refreshed). */
export function pusherOptions(
  config: RealtimeConfig,
  getToken: () => string | null,
  page: PageLocation,
): Options {
  const headersProvider = () => {
    const token = getToken();
    return { 'X-Requested-With': 'XMLHttpRequest', ...(token && { Authorization: `Bearer ${token}` }) };
  };
  // A host of its own (Pusher Channels, Soketi) keeps pusher-js's port unless one is given.
  const host = config.wsHost ?? page.hostname;
  const port = config.wsPort ?? (config.wsHost === null ? portOf(page) : null);
  return {
    cluster: config.cluster,
    wsHost: host,
    ...(port !== null && { wsPort: port, wssPort: port }),
    forceTLS: config.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: { transport: 'ajax', endpoint: CHANNEL_AUTH_ENDPOINT, headersProvider },
    userAuthentication: { transport: 'ajax', endpoint: USER_AUTH_ENDPOINT, headersProvider },
  };
}

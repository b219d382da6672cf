import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RealtimeConfig } from '@pinjam/api/contract';

/** Where realtime events go: the embedded endpoint (host null) or an external Pusher-protocol server. */
export interface RealtimeSettings {
  /** Null: the embedded endpoint on the server's own port. Else Pusher Channels' or Soketi's API host. */
  host: string | null;
  /** The external API's port; unset: 443 with TLS, 80 without. */
  port?: number;
  useTLS: boolean;
  /** pusher-js needs one even with wsHost; Pusher Channels' cluster when the host is theirs. */
  cluster: string;
  /** Required with `host`; embedded: generated once and kept in DATA_DIR when unset. */
  appId?: string;
  key?: string;
  secret?: string;
  /** Embedded: seconds of silence before a socket is pinged (Pusher's 120); tests shorten it. */
  activityTimeoutSeconds?: number;
  /** Embedded: seconds after that ping before the socket is closed with 4201 (Pusher's 30). */
  pongTimeoutSeconds?: number;
  /** Embedded: seconds a socket on private channels may stay without `pusher:signin` (30). */
  signinTimeoutSeconds?: number;
  /**
   * Embedded: where the sockets live — a process of their own (`process`, what the server runs,
   * decision 0044) or the server's (`inline`, the default here: most tests build many apps).
   */
  hub?: 'process' | 'inline';
  /** Embedded, `process`: the hub's own HTTP API port on loopback; unset: any free one. */
  hubPort?: number;
}

export interface Credentials {
  appId: string;
  key: string;
  secret: string;
}

export const DEFAULT_CLUSTER = 'mt1';

/** The file in DATA_DIR holding the embedded endpoint's generated credentials. */
export const CREDENTIALS_FILE = 'realtime-credentials.json';

/**
 * The app id, key and secret: the configured ones, else those generated on the first boot and
 * kept in DATA_DIR (mode 0600), so that a restart keeps them (signed-in browsers reconnect with
 * the key of the page they loaded).
 */
export async function resolveCredentials(settings: RealtimeSettings, dataDir: string): Promise<Credentials> {
  const { appId, key, secret } = settings;
  if (appId && key && secret) return { appId, key, secret };
  if (settings.host)
    throw new Error('PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET are required with PUSHER_HOST');
  const file = path.join(dataDir, CREDENTIALS_FILE);
  const stored = await fs
    .readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as Partial<Credentials>)
    .catch(() => ({}) as Partial<Credentials>);
  const merged: Credentials = {
    appId: appId ?? stored.appId ?? String(randomInt(100_000, 1_000_000)),
    key: key ?? stored.key ?? randomBytes(10).toString('hex'),
    secret: secret ?? stored.secret ?? randomBytes(16).toString('hex'),
  };
  if (merged.appId !== stored.appId || merged.key !== stored.key || merged.secret !== stored.secret) {
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(file, JSON.stringify(merged, null, 2), { mode: 0o600 });
    await fs.chmod(file, 0o600);
  }
  return merged;
}

const PUSHER_API_HOST = /^api(-([a-z0-9]+))?\.pusher(app)?\.com$/;

/**
 * The host browsers open their socket to: Pusher Channels takes API calls on api-{cluster} and
 * sockets on ws-{cluster}; Soketi (and the like) serve both on one host.
 */
export function browserSocketHost(settings: RealtimeSettings): string | null {
  if (!settings.host) return null;
  return PUSHER_API_HOST.test(settings.host) ? `ws-${settings.cluster}.pusher.com` : settings.host;
}

/** The page's pusher-js settings (never the secret). */
export function browserConfig(settings: RealtimeSettings, key: string, publicUrl: string): RealtimeConfig {
  const wsHost = browserSocketHost(settings);
  if (!wsHost)
    return {
      key,
      cluster: settings.cluster,
      wsHost: null,
      wsPort: null,
      forceTLS: publicUrl.startsWith('https:'),
    };
  const official = wsHost !== settings.host;
  return {
    key,
    cluster: settings.cluster,
    wsHost,
    wsPort: official ? (settings.useTLS ? 443 : 80) : (settings.port ?? (settings.useTLS ? 443 : 80)),
    forceTLS: settings.useTLS,
  };
}

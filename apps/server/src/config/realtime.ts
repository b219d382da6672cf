// The realtime area of the environment: which Pusher-protocol server, and its credentials.
import { z } from 'zod';
import { browserConfig, type RealtimeSettings } from '../platform/realtime/settings';
import { flag, optional, type Issue } from './variables';

export const realtimeVariables = {
  // Realtime: unset PUSHER_HOST, the embedded Pusher-protocol endpoint on PORT (credentials from
  // the three below, or generated once in DATA_DIR); set, Pusher Channels or Soketi (decision 0028).
  /** API host of an external Pusher-protocol server (api-ap1.pusher.com, soketi.example.com). */
  PUSHER_HOST: optional(
    z.string().regex(/^[A-Za-z0-9.-]+$/, { message: 'use a host name, without scheme or port' }),
  ),
  PUSHER_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  PUSHER_APP_ID: optional(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'use the app id' })),
  PUSHER_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { message: 'use the app key' })),
  PUSHER_SECRET: optional(z.string().min(8, { message: 'use the app secret (8 characters at least)' })),
  /** pusher-js needs one even against Soketi; Pusher Channels' cluster (ap1, eu, mt1…). */
  PUSHER_CLUSTER: optional(
    z.string().regex(/^[a-z0-9-]+$/, { message: 'use a cluster name, e.g. ap1' }),
  ).default('mt1'),
  /** Default: true with PUSHER_HOST (Pusher Channels); Soketi on plain http needs false. */
  PUSHER_USE_TLS: optional(flag),
  /** Embedded endpoint: the sockets in a process of their own (default) or in the server's (decision 0044). */
  REALTIME_HUB: optional(z.enum(['process', 'inline'])).default('process'),
  /** Embedded, in its own process: the loopback port of its HTTP API (default: any free one). */
  REALTIME_HUB_PORT: optional(z.coerce.number().int().min(1).max(65535)),
};

type RealtimeEnv = z.infer<z.ZodObject<typeof realtimeVariables>>;

const PUSHER_VARIABLES = ['PUSHER_APP_ID', 'PUSHER_KEY', 'PUSHER_SECRET'] as const;

/** An external server needs the app's credentials there; its port and TLS mean nothing without it. */
export function checkRealtime(env: RealtimeEnv, issue: Issue) {
  if (env.PUSHER_HOST)
    for (const name of PUSHER_VARIABLES)
      if (env[name] === undefined) issue(name, "required with PUSHER_HOST (the app's credentials there)");
  if (!env.PUSHER_HOST)
    for (const name of ['PUSHER_PORT', 'PUSHER_USE_TLS'] as const)
      if (env[name] !== undefined) issue('PUSHER_HOST', `required when ${name} is set`);
}

/** Only called on a checked Env: PUSHER_HOST comes with the app's id, key and secret. */
export function realtimeSettings(env: RealtimeEnv): RealtimeSettings {
  return {
    host: env.PUSHER_HOST ?? null,
    port: env.PUSHER_PORT,
    useTLS: env.PUSHER_HOST ? (env.PUSHER_USE_TLS ?? true) : false,
    cluster: env.PUSHER_CLUSTER,
    appId: env.PUSHER_APP_ID,
    key: env.PUSHER_KEY,
    secret: env.PUSHER_SECRET,
    hub: env.REALTIME_HUB,
    hubPort: env.REALTIME_HUB_PORT,
  };
}

/** The browser's socket host (and port, when not the scheme's) of an external Pusher server, for the CSP. */
export function pusherSocketHost(settings: RealtimeSettings): string | null {
  const page = browserConfig(settings, '', '');
  if (!page.wsHost) return null;
  const usual = page.forceTLS ? 443 : 80;
  return page.wsPort && page.wsPort !== usual ? `${page.wsHost}:${page.wsPort}` : page.wsHost;
}

import path from 'node:path';
import { z } from 'zod';
import { defaultWebDist } from './paths';

/** An unset variable and an empty one mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'use true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export const envSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535)).default(3000),
  HOST: optional(z.string()).default('127.0.0.1'),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, message: 'use postgres://user:password@host:port/database' }),
  ),
  DATA_DIR: optional(z.string()).default('./data'),
  SMTP_URL: optional(
    z.url({ protocol: /^smtps?$/, message: 'use smtp://user:password@host:port or smtps://…' }),
  ),
  MAIL_FROM: optional(z.string()).default('Pinjam <hello@pinjam.bn>'),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/, message: 'use http(s)://host[:port]' })),
  WEB_DIST: optional(z.string()),
  LOG_LEVEL: optional(z.enum(logLevels)).default('info'),
  SEED_DEMO: optional(flag).default(false),
  /** fastify's trustProxy: true/false, a hop count, or a list of addresses/CIDRs. */
  TRUST_PROXY: optional(z.string()),
  /** As the operator set it: 'production' turns the dev mailbox off whatever else is set. */
  NODE_ENV: optional(z.string()),
  /** Rate-limit counters shared by every server process; unset: PostgreSQL (and memory for the API's). */
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, message: 'use redis://[:password@]host:port[/db]' })),
  /** How long sent emails stay in the outbox (and the dev mailbox) before they are swept. */
  OUTBOX_RETENTION_DAYS: optional(z.coerce.number().positive().max(365)).default(7),
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
  TOKEN_TTL_DAYS: optional(z.coerce.number().positive().max(365)).default(7),
  /** Multiplies every rate limit; end-to-end suites that log in often raise it. */
  RATE_LIMIT_MULTIPLIER: optional(z.coerce.number().positive().max(10_000)).default(1),
  /** Uploads whose images are encoded at once (default: half the cores, at least 1). */
  IMAGE_POOL_SIZE: optional(z.coerce.number().int().min(1).max(64)),
  /** Uploads that may wait for a turn; one more is answered 503 with Retry-After (default 48). */
  IMAGE_QUEUE_SIZE: optional(z.coerce.number().int().min(0).max(1000)),
  // Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2) instead of DATA_DIR/uploads.
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'use a bucket name: 3–63 lowercase letters, digits, dots and hyphens',
    }),
  ),
  /** Unset: AWS S3 itself. MinIO: http://host:9000; R2: https://<account>.r2.cloudflarestorage.com. */
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, message: 'use http(s)://host[:port]' })),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, { message: 'use a region name, e.g. us-east-1' })),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  /** Unset: path-style with S3_ENDPOINT (MinIO needs it), virtual-hosted on AWS. */
  S3_FORCE_PATH_STYLE: optional(flag),
  /** Where browsers fetch the objects: `${S3_PUBLIC_URL}/${key}` (bucket website, r2.dev or a CDN). */
  S3_PUBLIC_URL: optional(
    z.url({ protocol: /^https?$/, message: 'use http(s)://host[/path], the public base of the objects' }),
  ),
  // Cards through Stripe instead of the built-in sandbox: all three keys, or none (decision 0025).
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_(test|live)_\w+$/, { message: 'use the secret key: sk_test_… or sk_live_…' }),
  ),
  STRIPE_PUBLISHABLE_KEY: optional(
    z.string().regex(/^pk_(test|live)_\w+$/, { message: 'use the publishable key: pk_test_… or pk_live_…' }),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_\w+$/, { message: "use the webhook endpoint's signing secret: whsec_…" }),
  ),
  // PayPal through its REST API instead of the sandbox's page: the app's id and secret, or neither.
  PAYPAL_CLIENT_ID: optional(z.string()),
  PAYPAL_CLIENT_SECRET: optional(z.string()),
  /** PayPal's sandbox (developer.paypal.com test accounts) or live. */
  PAYPAL_ENV: optional(z.enum(['sandbox', 'live'], { message: 'use sandbox or live' })).default('sandbox'),
});

const PUSHER_VARIABLES = ['PUSHER_APP_ID', 'PUSHER_KEY', 'PUSHER_SECRET'] as const;

const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
const PAYPAL_VARIABLES = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'] as const;

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
] as const;

/**
 * Combinations a single variable cannot check. A half-configured bucket fails the boot rather
 * than quietly storing files on the local disk (or showing images nobody can load).
 */
const envChecks = envSchema.superRefine((env, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  // Half a provider would take payments it cannot finish (or webhooks it cannot check): say so at boot.
  for (const [names, what] of [
    [STRIPE_VARIABLES, 'Stripe needs all three keys (or none, for the built-in sandbox)'],
    [PAYPAL_VARIABLES, 'PayPal needs the client id and secret (or neither, for the built-in sandbox)'],
  ] as const) {
    const set = names.filter((name) => env[name] !== undefined);
    if (set.length > 0)
      for (const name of names) if (env[name] === undefined) issue(name, `required: ${what}`);
  }
  if (env.PUSHER_HOST)
    for (const name of PUSHER_VARIABLES)
      if (env[name] === undefined) issue(name, "required with PUSHER_HOST (the app's credentials there)");
  if (!env.PUSHER_HOST)
    for (const name of ['PUSHER_PORT', 'PUSHER_USE_TLS'] as const)
      if (env[name] !== undefined) issue('PUSHER_HOST', `required when ${name} is set`);
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    const mode = (key: string) => (key.includes('_live_') ? 'live' : 'test');
    if (mode(env.STRIPE_SECRET_KEY) !== mode(env.STRIPE_PUBLISHABLE_KEY))
      issue('STRIPE_PUBLISHABLE_KEY', 'must be of the same mode (test or live) as STRIPE_SECRET_KEY');
  }
  if (!env.S3_BUCKET) {
    const stray = S3_VARIABLES.filter((name) => env[name] !== undefined);
    if (stray.length > 0)
      issue('S3_BUCKET', `required when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set`);
    return;
  }
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
    if (!env[name])
      issue(name, 'required with S3_BUCKET (the key pair of an account that may write the bucket)');
  if (!env.S3_PUBLIC_URL) {
    issue(
      'S3_PUBLIC_URL',
      'required with S3_BUCKET: the public base URL of the objects (a CDN, the r2.dev URL, or http://minio:9000/<bucket>)',
    );
  } else if (URL.canParse(env.S3_PUBLIC_URL)) {
    // (An unparsable URL has its own message already: checks run on every value.)
    const base = new URL(env.S3_PUBLIC_URL);
    if (base.search || base.hash) issue('S3_PUBLIC_URL', 'use a base URL without ?query or #fragment');
    if (env.PUBLIC_URL?.startsWith('https:') && base.protocol !== 'https:')
      issue(
        'S3_PUBLIC_URL',
        'must be https when PUBLIC_URL is (browsers block http images on an https page)',
      );
  }
});
export type Env = z.infer<typeof envSchema>;

/** Parses the environment; throws one readable message naming every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envChecks.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid configuration in the environment:\n${lines.join('\n')}`);
}

// The limits live beside the plugin that enforces them; the config names them.
import { defaultRateLimits, scaleLimits, type RateLimits } from './platform/security/rate-limits';
import type { PaymentKeys } from './platform/payments/plugin';
import type { S3Config } from './platform/storage/s3';
import { browserConfig, type RealtimeSettings } from './platform/realtime/settings';
export type { S3Config };
export { defaultRateLimits, scaleLimits, type Limit, type RateLimits } from './platform/security/rate-limits';

/** Everything buildApp needs. Tests build it directly; server.ts derives it from the environment. */
export interface AppConfig {
  databaseUrl: string;
  /** Absolute; uploads live in `${dataDir}/uploads`. */
  dataDir: string;
  publicUrl: string;
  /** Built web app to serve, or null. */
  webDist: string | null;
  /** null: emails go to the outbox table only (and the dev mailbox, when `devMailbox`). */
  smtpUrl: string | null;
  /**
   * Serve /api/dev/mailbox: only without SMTP, on a loopback address, over plain http, without
   * NODE_ENV=production and without a proxy in front (devMailboxAllowed).
   */
  devMailbox: boolean;
  /** Sent emails are swept from the outbox after this long. */
  outboxRetentionMs: number;
  /** null: counters in PostgreSQL (and the API's in memory). */
  redisUrl: string | null;
  mailFrom: string;
  logLevel: LogLevel;
  prettyLogs: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** fastify's trustProxy: all, none, a list of addresses/CIDRs, or a hop test. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** An external Pusher host the browser's socket goes to (host[:port]), allowed in the CSP; null: the embedded endpoint. */
  pusherHost: string | null;
  /** Where realtime events go; unset: the embedded endpoint with credentials generated in DATA_DIR. */
  realtime?: RealtimeSettings;
  tokenTtlMs: number;
  rateLimits: RateLimits;
  /** null: files under `${dataDir}/uploads`, served at /uploads. */
  s3: S3Config | null;
  /** Uploads whose images are encoded at once; unset: half the cores, at least 1. */
  imagePoolSize?: number;
  /** Uploads that may wait for a turn before one is answered 503; unset: 48. */
  imageQueueSize?: number;
  /** Stripe and PayPal keys; unset or null: the built-in sandbox takes that method. */
  payments?: PaymentKeys;
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value); // trust that many proxies in front of us
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** Only called on a checked Env, so a set S3_BUCKET comes with its keys and public URL. */
function s3Config(env: Env): S3Config | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
    // AWS's default region; MinIO uses it too, and R2 takes it as an alias of its 'auto'.
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    publicUrl: (env.S3_PUBLIC_URL ?? '').replace(/\/+$/, ''),
  };
}

/** Only called on a checked Env: PUSHER_HOST comes with the app's id, key and secret. */
function realtimeSettings(env: Env): RealtimeSettings {
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
function pusherSocketHost(settings: RealtimeSettings): string | null {
  const page = browserConfig(settings, '', '');
  if (!page.wsHost) return null;
  const usual = page.forceTLS ? 443 : 80;
  return page.wsPort && page.wsPort !== usual ? `${page.wsHost}:${page.wsPort}` : page.wsHost;
}

/** Only called on a checked Env: a provider's variables are all set or none is. */
function paymentKeys(env: Env): PaymentKeys {
  return {
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          }
        : null,
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? {
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            environment: env.PAYPAL_ENV,
          }
        : null,
  };
}

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * The dev mailbox answers anyone who can reach the server, with every email in it (reset links
 * included), so it exists only where nobody else can reach it: no SMTP, listening on loopback, a
 * plain-http public URL, not NODE_ENV=production, and no proxy in front (a proxy on the same
 * machine would otherwise forward the world to it).
 */
export function devMailboxAllowed(env: Env): boolean {
  return (
    !env.SMTP_URL &&
    isLoopback(env.HOST) &&
    !(env.PUBLIC_URL ?? '').startsWith('https:') &&
    env.NODE_ENV !== 'production' &&
    (env.TRUST_PROXY === undefined || env.TRUST_PROXY === 'false')
  );
}

/** The address the server is reached at by default: the one it prints at boot. */
export function defaultPublicUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/**
 * Relative paths are relative to where the command was typed: npm runs workspace scripts
 * inside the package folder but keeps the original folder in INIT_CWD, so `npm start` and
 * `npm run create-admin` from the repository root share one ./data.
 */
export function resolvePath(relative: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), relative);
}

const DAY = 24 * 60 * 60_000;

export function appConfigFromEnv(env: Env, databaseUrl: string, port = env.PORT): AppConfig {
  const realtime = realtimeSettings(env);
  return {
    databaseUrl,
    dataDir: resolvePath(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, port)).replace(/\/+$/, ''),
    webDist: env.WEB_DIST ? resolvePath(env.WEB_DIST) : defaultWebDist,
    smtpUrl: env.SMTP_URL ?? null,
    devMailbox: devMailboxAllowed(env),
    outboxRetentionMs: env.OUTBOX_RETENTION_DAYS * DAY,
    redisUrl: env.REDIS_URL ?? null,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    prettyLogs: Boolean(process.stdout.isTTY),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    pusherHost: pusherSocketHost(realtime),
    realtime,
    tokenTtlMs: env.TOKEN_TTL_DAYS * DAY,
    rateLimits: scaleLimits(defaultRateLimits, env.RATE_LIMIT_MULTIPLIER),
    s3: s3Config(env),
    imagePoolSize: env.IMAGE_POOL_SIZE,
    imageQueueSize: env.IMAGE_QUEUE_SIZE,
    payments: paymentKeys(env),
  };
}

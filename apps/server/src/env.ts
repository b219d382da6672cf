import path from 'node:path';
import { z } from 'zod';
import { checkPayments, checkStripeMode, paymentKeys, paymentVariables } from './config/payments';
import { checkRealtime, pusherSocketHost, realtimeSettings, realtimeVariables } from './config/realtime';
import { checkStorage, s3Config, storageVariables } from './config/storage';
import { flag, optional } from './config/variables';
import { defaultWebDist } from './paths';
import type { PaymentKeys } from './platform/payments/plugin';
import type { RealtimeSettings } from './platform/realtime/settings';
// The limits live beside the plugin that enforces them; the config names them.
import { defaultRateLimits, scaleLimits, type RateLimits } from './platform/security/rate-limits';
import type { S3Config } from './platform/storage/s3';

// The variables and checks of each area (realtime, storage, payments) live in config/; this file
// reads the environment whole and derives the app's config from it.

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
  ...realtimeVariables,
  TOKEN_TTL_DAYS: optional(z.coerce.number().positive().max(365)).default(7),
  /** Multiplies every rate limit; end-to-end suites that log in often raise it. */
  RATE_LIMIT_MULTIPLIER: optional(z.coerce.number().positive().max(10_000)).default(1),
  /** Uploads whose images are encoded at once (default: half the cores, at least 1). */
  IMAGE_POOL_SIZE: optional(z.coerce.number().int().min(1).max(64)),
  /** Uploads that may wait for a turn; one more is answered 503 with Retry-After (default 48). */
  IMAGE_QUEUE_SIZE: optional(z.coerce.number().int().min(0).max(1000)),
  ...storageVariables,
  ...paymentVariables,
});

/** Combinations a single variable cannot check, area by area (config/). */
const envChecks = envSchema.superRefine((env, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  checkPayments(env, issue);
  checkRealtime(env, issue);
  checkStripeMode(env, issue);
  checkStorage(env, issue);
});
export type Env = z.infer<typeof envSchema>;

/** Parses the environment; throws one readable message naming every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envChecks.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid configuration in the environment:\n${lines.join('\n')}`);
}

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

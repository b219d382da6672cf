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
  /** Host of an external Pusher-protocol server, allowed in the CSP's connect-src. */
  PUSHER_HOST: optional(z.string()),
  TOKEN_TTL_DAYS: optional(z.coerce.number().positive().max(365)).default(7),
  /** Multiplies every rate limit; end-to-end suites that log in often raise it. */
  RATE_LIMIT_MULTIPLIER: optional(z.coerce.number().positive().max(10_000)).default(1),
});
export type Env = z.infer<typeof envSchema>;

/** Parses the environment; throws one readable message naming every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid configuration in the environment:\n${lines.join('\n')}`);
}

export interface Limit {
  max: number;
  windowMs: number;
}
export interface RateLimits {
  /** Every route without its own limit, per IP. */
  global: Limit;
  /** Per IP + lowercased email. */
  login: Limit;
  /** Per IP. */
  signup: Limit;
  /** Password reset mails and activation resends, per IP + lowercased email. */
  emailActions: Limit;
  /** Creating and editing items (image processing is costly), per user. */
  listings: Limit;
}

const MINUTE = 60_000;
export const defaultRateLimits: RateLimits = {
  global: { max: 600, windowMs: MINUTE },
  login: { max: 10, windowMs: 15 * MINUTE },
  signup: { max: 10, windowMs: 60 * MINUTE },
  emailActions: { max: 5, windowMs: 15 * MINUTE },
  listings: { max: 60, windowMs: 60 * MINUTE },
};

/** Everything buildApp needs. Tests build it directly; server.ts derives it from the environment. */
export interface AppConfig {
  databaseUrl: string;
  /** Absolute; uploads live in `${dataDir}/uploads`. */
  dataDir: string;
  publicUrl: string;
  /** Built web app to serve, or null. */
  webDist: string | null;
  /** null: emails go to the outbox table and the dev mailbox is on. */
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: LogLevel;
  prettyLogs: boolean;
  /** fastify's trustProxy: all, none, a list of addresses/CIDRs, or a hop test. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  pusherHost: string | null;
  tokenTtlMs: number;
  rateLimits: RateLimits;
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

export function scaleLimits(limits: RateLimits, factor: number): RateLimits {
  const scale = (l: Limit) => ({ ...l, max: Math.max(1, Math.round(l.max * factor)) });
  return {
    global: scale(limits.global),
    login: scale(limits.login),
    signup: scale(limits.signup),
    emailActions: scale(limits.emailActions),
    listings: scale(limits.listings),
  };
}

/**
 * Relative paths are relative to where the command was typed: npm runs workspace scripts
 * inside the package folder but keeps the original folder in INIT_CWD, so `npm start` and
 * `npm run create-admin` from the repository root share one ./data.
 */
export function resolvePath(relative: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), relative);
}

export function appConfigFromEnv(env: Env, databaseUrl: string, port = env.PORT): AppConfig {
  return {
    databaseUrl,
    dataDir: resolvePath(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    webDist: env.WEB_DIST ? resolvePath(env.WEB_DIST) : defaultWebDist,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    prettyLogs: Boolean(process.stdout.isTTY),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    pusherHost: env.PUSHER_HOST ?? null,
    tokenTtlMs: env.TOKEN_TTL_DAYS * 24 * 60 * MINUTE,
    rateLimits: scaleLimits(defaultRateLimits, env.RATE_LIMIT_MULTIPLIER),
  };
}

import helmet from '@fastify/helmet';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { IncomingMessage } from 'node:http';
import type { Limit, RateLimits } from './rate-limits';
import { TryLater } from '../errors/domain';
import { HttpError } from '../http/errors';
import { isInternalRequest } from '../http/internal';
import { memoryCounters, postgresCounters, redisCounters, type CounterStore, type Hit } from './counters';

interface SecurityOptions {
  publicUrl: string;
  pusherHost: string | null;
  rateLimits: RateLimits;
  /** Where images come from besides this server: the bucket's or CDN's public URL, or null. */
  imageOrigin: string | null;
  /** null: the account limits count in PostgreSQL, the API's in memory. */
  redisUrl: string | null;
  /** Stripe.js on the checkout page: its script, its card frames and its API (decision 0025). */
  stripe?: boolean;
}

/** Limits that must hold for an account whatever the address, across restarts and servers. */
export interface Limiter {
  /** Counts one hit of `name` for `subject` (an email, an address); says whether it is over. */
  hit(limit: Limit, name: string, subject: string): Promise<Hit & { over: boolean }>;
  /** Counts one hit and refuses the request with 429 and Retry-After when it is over the limit. */
  enforce(limit: Limit, name: string, subject: string): Promise<void>;
  /** Starts the counter of `name` for `subject` again. */
  clear(name: string, subject: string): Promise<void>;
  /** The durable store, for the sweep. */
  readonly counters: CounterStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limiter;
  }
}

export function waitText(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (ms < 60_000) return `${Math.max(1, Math.ceil(ms / 1000))} seconds`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const tooManyMessage = (ms: number) => `Too many attempts. Try again in ${waitText(ms)}.`;

/** The Host header, only if it looks like one, so it can sit in a CSP source list. */
const safeHost = (req: IncomingMessage) => {
  const host = req.headers.host ?? '';
  return /^[A-Za-z0-9.-]+(:\d+)?$/.test(host) ? host : null;
};

/** What a page may use: nothing it does not need (camera and location come with later screens). */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'usb=()',
  'interest-cohort=()',
].join(', ');

/** @fastify/rate-limit's store interface over one of our counter stores. */
function pluginStore(counters: CounterStore) {
  return class {
    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      counters.hit(key, windowMs).then(
        (hit) => done(null, { current: hit.count, ttl: hit.resetMs }),
        (error: Error) => done(error),
      );
    }
    child() {
      return this;
    }
  };
}

/**
 * Helmet with a CSP allowing what the web app needs and nothing more: its own scripts and CSS
 * files (vanilla-extract emits files; style attributes only), images from itself, data:/blob:
 * (previews before upload) and the bucket's public origin when files live in one, and
 * websockets to itself (the Pusher-protocol endpoint) or to an external Pusher host when one
 * is configured. HSTS only when the public URL is https (a browser ignores it over http, and a
 * plain-http development server must not pin itself). Then the rate limits (decision 0018).
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app, { publicUrl, pusherHost, rateLimits, imageOrigin, redisUrl, stripe = false }) => {
    const publicHost = new URL(publicUrl).host;
    const https = publicUrl.startsWith('https:');
    const pusher = pusherHost
      ? [`wss://${pusherHost}`, `https://${pusherHost}`, ...(https ? [] : [`ws://${pusherHost}`])]
      : [];
    const sameHostSockets = (req: IncomingMessage) => {
      const hosts = new Set([publicHost, safeHost(req)].filter(Boolean));
      return [...hosts].flatMap((h) => [`wss://${h}`, ...(https ? [] : [`ws://${h}`])]).join(' ');
    };

    await app.register(helmet, {
      // A fresh nonce per response, for the <style> tags some libraries inject (static.ts).
      enableCSPNonces: true,
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'"],
          // style="" attributes in server-drawn pages (React and Radix write a few: widths,
          // visually hidden labels). Scripts stay 'self' only; no <style> element without the nonce.
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(imageOrigin ? [new URL(imageOrigin).origin] : [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", sameHostSockets, ...pusher, ...(stripe ? ['https://api.stripe.com'] : [])],
          ...(stripe ? { frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'] } : {}),
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });

    // ─── Counters ─────────────────────────────────────────────────────────────────────────────
    const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }) : null;
    if (redis) {
      await redis.connect();
      app.addHook('onClose', async () => {
        await redis.quit();
      });
    }
    const durable = redis ? redisCounters(redis) : postgresCounters(app.db);
    const apiCounters = redis ? durable : memoryCounters();

    // ─── The API's limit: per signed-in user, per address for visitors ─────────────────────────
    // Pages, scripts, styles and uploads are never limited: a page view costs one request per
    // file, and people behind one carrier or office address share one budget. preHandler: the
    // session is known by then (authentication runs on request).
    await app.register(rateLimit, {
      global: true,
      hook: 'preHandler',
      store: pluginStore(apiCounters),
      allowList: (request) => !request.url.startsWith('/api/') || isInternalRequest(request),
      keyGenerator: (request) =>
        request.session ? `api-user:${request.session.user.id}` : `api-ip:${request.ip}`,
      max: async (request) => (request.session ? rateLimits.apiPerUser.max : rateLimits.apiPerAddress.max),
      timeWindow: rateLimits.apiPerAddress.windowMs,
      errorResponseBuilder: (_req, context) => new HttpError(429, tooManyMessage(context.ttl)),
    });

    // ─── Account limits ───────────────────────────────────────────────────────────────────────
    const limiter: Limiter = {
      counters: durable,
      async hit(limit, name, subject) {
        const hit = await durable.hit(`${name}:${subject}`, limit.windowMs);
        return { ...hit, over: hit.count > limit.max };
      },
      async enforce(limit, name, subject) {
        const hit = await limiter.hit(limit, name, subject);
        if (hit.over) throw new TryLater(tooManyMessage(hit.resetMs), hit.resetMs);
      },
      clear: (name, subject) => durable.clear(`${name}:${subject}`),
    };
    app.decorate('limits', limiter);
  },
  { name: 'security', dependencies: ['db'] },
);

/** Per signed-in user (the session is known by then: authentication runs on request). */
export function limitPerUser(limit: Limit, group: string): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    hook: 'preHandler',
    groupId: group,
    keyGenerator: (request: FastifyRequest) =>
      request.session ? `user:${request.session.user.id}` : request.ip,
  };
}

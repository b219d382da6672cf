import helmet from '@fastify/helmet';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';
import type { Limit, RateLimits } from '../env';
import { HttpError } from '../http/errors';
import { isInternalRequest } from '../http/internal';

interface SecurityOptions {
  publicUrl: string;
  pusherHost: string | null;
  rateLimits: RateLimits;
  /** Where images come from besides this server: the bucket's or CDN's public URL, or null. */
  imageOrigin: string | null;
}

function waitText(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (ms < 60_000) return `${Math.max(1, Math.ceil(ms / 1000))} seconds`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The Host header, only if it looks like one, so it can sit in a CSP source list. */
const safeHost = (req: IncomingMessage) => {
  const host = req.headers.host ?? '';
  return /^[A-Za-z0-9.-]+(:\d+)?$/.test(host) ? host : null;
};

/**
 * Helmet with a CSP allowing what the web app needs and nothing more: its own scripts and CSS
 * files (vanilla-extract emits files; style attributes only), images from itself, data:/blob:
 * (previews before upload) and the bucket's public origin when files live in one, and
 * websockets to itself (the Pusher-protocol endpoint) or to an external Pusher host when one
 * is configured.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app, { publicUrl, pusherHost, rateLimits, imageOrigin }) => {
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
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'"],
          // style="" attributes in server-drawn pages (React and Radix write a few: widths,
          // visually hidden labels). Scripts stay 'self' only; no <style> element without the nonce.
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(imageOrigin ? [new URL(imageOrigin).origin] : [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", sameHostSockets, ...pusher],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
    });

    await app.register(rateLimit, {
      global: true,
      allowList: (request) => isInternalRequest(request),
      max: rateLimits.global.max,
      timeWindow: rateLimits.global.windowMs,
      errorResponseBuilder: (_req, context) =>
        new HttpError(429, `Too many attempts. Try again in ${waitText(context.ttl)}.`),
    });
  },
  { name: 'security' },
);

/** The email a rate-limited form is about, lowercased, so each account has its own budget. */
const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
};

/**
 * Per-route limits. They run after the body is parsed (preValidation) because the key includes
 * the email, and before validation so malformed attempts count too.
 */
export function limitPerIp(limit: Limit, group: string): RateLimitOptions {
  return { max: limit.max, timeWindow: limit.windowMs, hook: 'preValidation', groupId: group };
}

export function limitPerIpAndEmail(limit: Limit, group: string): RateLimitOptions {
  return { ...limitPerIp(limit, group), keyGenerator: (request) => `${request.ip}|${bodyEmail(request)}` };
}

/** Per signed-in user (the session is known by then: authentication runs on request). */
export function limitPerUser(limit: Limit, group: string): RateLimitOptions {
  return {
    ...limitPerIp(limit, group),
    keyGenerator: (request) => (request.session ? `user:${request.session.user.id}` : request.ip),
  };
}

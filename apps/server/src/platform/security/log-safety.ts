import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * What the logs must never hold: tokens in URLs (activation and reset links, later signed file
 * URLs) and the values a failed SQL statement was given (emails, password hashes, bank numbers).
 */

/** Any path segment or query value of 32+ base64url characters: our tokens are 43. */
const TOKEN = /(?<=[/=])[A-Za-z0-9_-]{32,}(?=$|[/?&#])/g;

export function redactUrl(url: string): string {
  return url.replace(TOKEN, '[redacted]');
}

/** The request as the access log shows it (fastify's default fields, the URL redacted). */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fields of an error or its causes that carry a statement's values. */
const VALUE_FIELDS = ['params', 'parameters', 'values', 'detail', 'where'];

/**
 * An error as the log shows it: pino's serializer, then every value a database error carries
 * removed, at every level of `cause` (drizzle wraps pg's error, whose `detail` repeats the key's
 * value, e.g. an email). The statement itself stays: it has placeholders, not values.
 */
type SerializedError = ReturnType<typeof stdSerializers.err>;

export function errorForLog(error: Error): SerializedError {
  const serialized = stdSerializers.err(error);
  const scrub = (value: unknown, depth: number): unknown => {
    if (!value || typeof value !== 'object' || depth > 5) return value;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const field of VALUE_FIELDS) if (field in copy) copy[field] = '[redacted]';
    if (typeof copy.message === 'string') copy.message = scrubMessage(copy.message);
    if (typeof copy.stack === 'string') copy.stack = scrubMessage(copy.stack);
    if ('cause' in copy) copy.cause = scrub(copy.cause, depth + 1);
    return copy;
  };
  return scrub(serialized, 0) as SerializedError;
}

/** drizzle puts the values in the message too: "Failed query: insert …\nparams: a@b.c,$argon2id$…". */
function scrubMessage(message: string): string {
  return message.replace(/\nparams: .*/g, '\nparams: [redacted]');
}

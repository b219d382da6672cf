import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Requests the server makes of itself (`app.inject`, e.g. for the answers of a page it draws)
 * carry this header with a secret made at start, which no one outside the process can know. Rate
 * limits let them through: the page request that caused them has been counted already.
 */
const HEADER = 'x-pinjam-internal';
const secret = randomBytes(18).toString('base64url');

export const internalRequestHeaders = (): Record<string, string> => ({ [HEADER]: secret });

export const isInternalRequest = (request: FastifyRequest): boolean => request.headers[HEADER] === secret;

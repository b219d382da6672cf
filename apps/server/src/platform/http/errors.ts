import { issuesToErrors, type ErrorBody } from '@pinjam/api/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  Abandoned,
  Conflict,
  DomainError,
  FieldErrors,
  Forbidden,
  NotFound,
  PaymentRefused,
  TooLarge,
  TryLater,
  Unauthorized,
  type FieldMessages,
} from '../errors/domain';

/** Any answer other than success: thrown by handlers, answered by the one error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldMessages,
    readonly code?: string,
    /** Headers the answer carries, e.g. Retry-After on a 429 or 503. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

// Friendlier words for the 4xx errors fastify and its plugins raise themselves.
const knownErrors: Record<string, [status: number, message: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body does not match its Content-Length.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This endpoint does not accept that Content-Type.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request is too large.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large.'],
  FST_FILES_LIMIT: [413, 'Too many files in one request.'],
  FST_FIELDS_LIMIT: [413, 'Too many fields in one request.'],
  FST_PARTS_LIMIT: [413, 'Too many parts in one request.'],
  FST_PROTO_VIOLATION: [400, 'The request contains a forbidden field name.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'The request could not be routed.'],
  FST_ERR_BAD_URL: [400, 'The URL is not valid.'],
};

/** The status each kind of domain error answers with (TryLater: 429, or 503 when busy). */
const domainStatus = new Map<abstract new (...args: never[]) => DomainError, number>([
  [Abandoned, 400],
  [Unauthorized, 401],
  [PaymentRefused, 402],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [TooLarge, 413],
  [FieldErrors, 422],
]);

/** A domain error as the HTTP error it answers with. */
function fromDomain(error: DomainError): HttpError {
  if (error instanceof TryLater) {
    const seconds = String(Math.max(1, Math.ceil(error.retryAfterMs / 1000)));
    return new HttpError(error.busy ? 503 : 429, error.message, undefined, error.code, {
      'retry-after': seconds,
    });
  }
  const status = domainStatus.get(error.constructor as typeof NotFound) ?? 500;
  const errors = error instanceof FieldErrors || error instanceof Conflict ? error.errors : undefined;
  return new HttpError(status, error.message, errors, error.code);
}

function toAnswer(raised: FastifyError | DomainError): {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
} {
  const error = raised instanceof DomainError ? fromDomain(raised) : raised;
  if (error instanceof HttpError) {
    const body: ErrorBody = { message: error.message };
    if (error.errors) body.errors = error.errors;
    if (error.code) body.code = error.code;
    return { status: error.statusCode, body, headers: error.headers };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: v.instancePath.split('/').filter(Boolean),
      message: v.message ?? 'Invalid value',
    }));
    const answer = new FieldErrors(issuesToErrors(issues, error.validationContext ?? 'body'));
    return { status: 422, body: { message: answer.message, errors: answer.errors } };
  }
  const known = error.code ? knownErrors[error.code] : undefined;
  if (known) return { status: known[0], body: { message: known[1] } };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: { message: error.message } };
  return { status: 500, body: { message: SERVER_ERROR_MESSAGE } };
}

/** The one error handler: `{ message, errors?, code? }` for every failure, 5xx details masked. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    const { status, body, headers } = toAnswer(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: error.code, message: body.message }, 'request refused');
    if (headers) reply.headers(headers);
    return reply.code(status).send(body);
  });
}

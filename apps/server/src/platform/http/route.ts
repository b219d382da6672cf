import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  errorBody,
  issuesToErrors,
  ROLE_ADMIN,
  type BodyOf,
  type EndpointDef,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@pinjam/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Session } from '../security/session';
import { FieldErrors } from '../errors/domain';
import { HttpError } from './errors';
import { withUploads, type UploadedFile } from './multipart';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set before validation on every `user`/`admin` endpoint; null elsewhere. */
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** The contract entry a route serves. */
    endpoint?: EndpointDef;
  }
}

/** The endpoint's required headers, checked (lower-case names, as the contract writes them). */
export type HeadersOf<E extends EndpointDef> = E['headers'] extends z.core.$ZodType
  ? z.infer<E['headers']>
  : undefined;

export interface RouteContext<E extends EndpointDef> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  headers: HeadersOf<E>;
  /** Multipart files by field, already checked against the endpoint's `files` rules. */
  files: Record<string, UploadedFile[]>;
  session: E['auth'] extends 'none' ? null : Session;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * Answers this success status instead of the endpoint's own (e.g. PayPal's 200 beside a
   * checkout's 201); the route must list it in `alsoAnswers` so that its body is still checked.
   */
  status(code: SuccessStatus): void;
}

type SuccessStatus = 200 | 201;

/** A redirect endpoint's handler returns the Location; every other returns the response body. */
export type RouteResult<E extends EndpointDef> = E['status'] extends 302 ? string : ResponseOf<E>;

export interface ContractRouteOptions {
  rateLimit?: RateLimitOptions;
  /** Refusal statuses the handler itself answers, for the OpenAPI document. */
  refusals?: number[];
  /** Other success statuses the handler may choose (`ctx.status`), with the same response schema. */
  alsoAnswers?: SuccessStatus[];
}

const UNAUTHENTICATED = 'Please log in to continue.';
const SESSION_ENDED = 'Your session has ended. Please log in again.';

async function authenticate(request: FastifyRequest, endpoint: EndpointDef): Promise<void> {
  const header = request.headers.authorization;
  const session = await request.server.findSession(header);
  if (!session) throw new HttpError(401, header ? SESSION_ENDED : UNAUTHENTICATED);
  if (endpoint.auth === 'admin' && session.user.role_id !== ROLE_ADMIN) {
    throw new HttpError(403, 'Only administrators can do this.');
  }
  request.session = session;
}

/** The multipart body as OpenAPI should show it: the text fields plus a binary per file. */
function multipartDocs(endpoint: EndpointDef) {
  const files = Object.entries(endpoint.files ?? {}).map(([name, rule]) => {
    const file = z.file().describe(`An image of at most ${rule.maxBytes} bytes (checked by content)`);
    const schema = rule.maxCount > 1 ? z.array(file).max(rule.maxCount) : file;
    return [name, rule.required ? schema : schema.optional()] as const;
  });
  return z.object({ ...endpoint.body?.shape, ...Object.fromEntries(files) });
}

function responses(endpoint: EndpointDef, refusals: number[], alsoAnswers: SuccessStatus[]) {
  const success = endpoint.response ?? z.null().describe('A redirect: see the Location header');
  const statuses = new Set([400, 429, 500, ...refusals]);
  if (endpoint.auth !== 'none') statuses.add(401);
  if (endpoint.auth === 'admin') statuses.add(403);
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.files || endpoint.headers)
    statuses.add(422);
  if (endpoint.files) [413, 415, 503].forEach((s) => statuses.add(s)); // 503: the image pool is full
  return {
    ...Object.fromEntries(alsoAnswers.map((s) => [s, success])),
    [endpoint.status ?? 200]: success,
    ...Object.fromEntries([...statuses].map((s) => [s, errorBody])),
  };
}

/** 'idempotency-key' → 'Idempotency-Key': how people write a header, and how a 422 names it. */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

/** The endpoint's headers, checked: a 422 names each bad one as people write it. */
function checkHeaders(endpoint: EndpointDef, request: FastifyRequest): unknown {
  if (!endpoint.headers) return undefined;
  const parsed = endpoint.headers.safeParse(request.headers);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    ...issue,
    path: issue.path.length ? [headerName(String(issue.path[0]))] : [],
  }));
  throw new FieldErrors(issuesToErrors(issues, 'headers'));
}

const unchecked = () => (value: unknown) => ({ value });

/**
 * Serves one contract endpoint: method and path, zod validation of params, query and body (422
 * on failure, through the error handler), multipart files by the endpoint's rules, the auth
 * level (401/403 before the body is read), and the OpenAPI entry.
 */
export function route<const E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<RouteResult<E>>,
  options: ContractRouteOptions = {},
): void {
  const multipart = endpoint.bodyType === 'multipart';
  const schema: Record<string, unknown> = {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    response: responses(endpoint, options.refusals ?? [], options.alsoAnswers ?? []),
  };
  if (endpoint.params) schema.params = endpoint.params;
  // Documented here; checked by `checkHeaders`, which names them as people write them.
  if (endpoint.headers) schema.headers = endpoint.headers;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (multipart) {
    schema.body = multipartDocs(endpoint);
    schema.consumes = ['multipart/form-data'];
  } else if (endpoint.body) {
    schema.body = endpoint.body;
  }
  if (endpoint.auth !== 'none') schema.security = [{ bearerAuth: [] }];

  const definition: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { endpoint, ...(options.rateLimit && { rateLimit: options.rateLimit }) },
    handler: async (request, reply) => {
      const serve = async (body: unknown, files: Record<string, UploadedFile[]>) => {
        let status: number = endpoint.status ?? 200;
        const allowed = new Set<number>([status, ...(options.alsoAnswers ?? [])]);
        const ctx = {
          params: request.params,
          query: request.query,
          body,
          headers: checkHeaders(endpoint, request),
          files,
          session: request.session,
          request,
          reply,
          status: (code: SuccessStatus) => {
            if (!allowed.has(code)) throw new Error(`${endpoint.path} does not list ${code} in alsoAnswers`);
            status = code;
          },
        };
        const result = await handler(ctx as RouteContext<E>);
        if (endpoint.status === 302) return reply.redirect(result as string, 302);
        reply.code(status);
        return result;
      };
      if (!multipart) return serve(request.body, {});
      // The files wait on disk while the handler runs, and are removed however the request ends.
      return withUploads(request, endpoint, async (input) => {
        const parsed = endpoint.body?.safeParse(input.fields);
        const errors = parsed && !parsed.success ? issuesToErrors(parsed.error.issues, 'body') : {};
        for (const [field, messages] of Object.entries(input.errors))
          (errors[field] ??= []).push(...messages);
        if (Object.keys(errors).length) throw new FieldErrors(errors);
        return serve(parsed?.data, input.files);
      });
    },
  };
  if (endpoint.auth !== 'none') definition.onRequest = (request) => authenticate(request, endpoint);
  if (!multipart && endpoint.body) {
    // @fastify/multipart accepts any multipart request and leaves its body empty: say why.
    definition.preValidation = async (request) => {
      if (request.isMultipart()) throw new HttpError(415, 'Send this request as JSON.');
    };
  }
  // Fastify never sees a multipart body (the handler streams it), so only params and query are
  // validated up front; the text fields are checked above once the parts are read. Headers are
  // checked by `checkHeaders`, after the body.
  if (multipart || endpoint.headers) {
    definition.validatorCompiler = (route) =>
      (multipart && route.httpPart === 'body') || route.httpPart === 'headers'
        ? unchecked()
        : validatorCompiler(route as never);
  }
  app.route(definition);
}

import { z } from './zod';

/** Who may call an endpoint. The server enforces it; the client decides whether to send a token. */
export type AuthLevel = 'none' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A file part of a multipart body. */
export interface FilePart {
  /** Largest accepted file, in bytes. One byte more answers 413. */
  maxBytes: number;
  /** How many files may arrive under this name. */
  maxCount: number;
  required: boolean;
  /** Images are checked by their content, never by name or declared type. */
  kind: 'image';
}

export interface EndpointDef {
  method: HttpMethod;
  /** Path as the seed writes it (trailing slashes kept); `:name` marks a path parameter. */
  path: string;
  auth: AuthLevel;
  summary: string;
  /** Area, used for OpenAPI tags and MSW handler groups. */
  tag: string;
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  /** Request headers the endpoint requires, lower-case names (e.g. idempotency-key). */
  headers?: z.ZodMiniObject;
  /** JSON body, or the text fields of a multipart body. */
  body?: z.ZodMiniObject;
  bodyType?: 'json' | 'multipart';
  files?: Record<string, FilePart>;
  /** Success body. Absent for redirects. */
  response?: z.ZodMiniType;
  /** Success status: 200 by default, 201 for creations, 302 for redirects. */
  status?: 200 | 201 | 302;
  /** The seed sends no token for these even when signed in (docs/product.md §6). */
  public?: true;
}

export const endpoint = <const T extends EndpointDef>(def: T): T => def;

/** `{ message, errors }`: every error answer. `errors` names each bad field (422). */
export const errorBody = z.object({
  message: z.string(),
  /** A stable machine-readable reason where the client acts on it, e.g. 'account_inactive'. */
  code: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });

/** What a 422 says above the form; each field's own messages are shown beside it. */
export const INVALID_MESSAGE = 'Please correct the highlighted fields.';

/**
 * zod issues → `{ field: [messages] }`, as a 422 names them; issues about the whole input are filed
 * under `root`. The server answers with it and a form checking itself before sending shows the same.
 */
export function issuesToErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  root: string,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : root;
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Fills `:name` parameters of a path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

type Infer<S> = S extends z.ZodMiniType ? z.infer<S> : undefined;
export type ParamsOf<E extends EndpointDef> = Infer<E['params']>;
export type QueryOf<E extends EndpointDef> = Infer<E['query']>;
export type BodyOf<E extends EndpointDef> = Infer<E['body']>;
export type ResponseOf<E extends EndpointDef> = Infer<E['response']>;

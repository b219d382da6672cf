import { allEndpoints, type EndpointDef } from '@pinjam/api/contract';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { bearer, type FileInput, multipart } from './helpers';

/*
 * What the contract-driven tests (authorization-matrix, fuzz-contract) share: every endpoint of
 * the contract, fast-check arbitraries drawn from its zod schemas, and one way to send a request
 * made of params, query and body the way the web app sends it (JSON, or multipart with files).
 */

// ─── Endpoints ───────────────────────────────────────────────────────────────────────────────

export type Part = 'params' | 'query' | 'body';
export const parts: Part[] = ['params', 'query', 'body'];

/** `GET /api/items/get-item/:id`: a name no reorganisation of the contract's areas changes. */
export const keyOf = (e: EndpointDef) => `${e.method} ${e.path}`;

export const endpoints: Array<[key: string, e: EndpointDef]> = allEndpoints.map((e) => [keyOf(e), e]);

export const isMultipart = (e: EndpointDef) => e.bodyType === 'multipart';

// ─── Arbitraries from zod 4 schemas ──────────────────────────────────────────────────────────

type Def = { type: string } & Record<string, unknown>;
type Bag = { minimum?: number; maximum?: number; format?: string; patterns?: Set<RegExp> };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const bagOf = (s: z.ZodType) => (s as unknown as { _zod: { bag?: Bag } })._zod.bag ?? {};

const formats: Record<string, () => fc.Arbitrary<string>> = {
  email: () => fc.emailAddress(),
  date: () =>
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  datetime: () =>
    fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map(String),
  url: () => fc.webUrl(),
  uuid: () => fc.uuid(),
};

/**
 * Values the schema is likely to accept (and, near its limits, some it refuses): strings within
 * min/max (formats drawn as such), numbers within bounds, enum members, arrays, optional and
 * nullable, unions; anything else (transforms, custom refinements) falls back to fc.anything().
 */
export function arbitraryOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const bag = bagOf(schema);
  switch (def.type) {
    case 'string': {
      const format = bag.format && formats[bag.format];
      if (format) return format();
      const minLength = bag.minimum ?? 0;
      const maxLength = Math.min(bag.maximum ?? 64, minLength + 64);
      return fc.string({ minLength, maxLength, unit: 'grapheme' });
    }
    case 'number':
    case 'int': {
      const min = bag.minimum ?? -1e6;
      const max = bag.maximum ?? 1e6;
      return bag.format === 'safeint' || def.type === 'int'
        ? fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) })
        : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array': {
      if (depth > 3) return fc.constant([]);
      return fc.array(arbitraryOf(def.element as z.ZodType, depth + 1), {
        minLength: bag.minimum ?? 0,
        maxLength: Math.min(bag.maximum ?? 4, (bag.minimum ?? 0) + 4),
      });
    }
    case 'object': {
      if (depth > 3) return fc.constant({});
      const shape = def.shape as Record<string, z.ZodType>;
      return fc.record(
        Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, arbitraryOf(v, depth + 1)])),
      );
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), arbitraryOf(def.valueType as z.ZodType, depth + 1), {
        maxKeys: 3,
      });
    case 'optional':
      return fc.option(arbitraryOf(def.innerType as z.ZodType, depth), { nil: undefined });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType as z.ZodType, depth), { nil: null });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return arbitraryOf(def.innerType as z.ZodType, depth);
    case 'pipe': {
      // A preprocess or a transform: draw what comes in when it says, else what comes out.
      const input = def.in as z.ZodType;
      return defOf(input).type === 'transform'
        ? arbitraryOf(def.out as z.ZodType, depth)
        : arbitraryOf(input, depth);
    }
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => arbitraryOf(o, depth)));
    case 'lazy':
      return depth > 3 ? fc.constant(null) : arbitraryOf((def.getter as () => z.ZodType)(), depth + 1);
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** The fields of an endpoint's params, query or body (its zod object's shape). */
export function fieldsOf(e: EndpointDef, part: Part): Record<string, z.ZodType> {
  const schema = e[part];
  return schema ? (schema.shape as Record<string, z.ZodType>) : {};
}

/**
 * A value for each field that the endpoint's schema accepts: the caller's `samples` by field
 * name first (values only the test knows: a real item id, a signed-up email), then values drawn
 * from the field's schema until one passes. Throws, naming the field, when none does.
 */
export function validInput(
  e: EndpointDef,
  part: Part,
  samples: Record<string, unknown> = {},
): Record<string, unknown> | undefined {
  const schema = e[part];
  if (!schema) return undefined;
  const values: Record<string, unknown> = {};
  for (const [field, fieldSchema] of Object.entries(fieldsOf(e, part))) {
    if (field in samples) {
      values[field] = samples[field];
      continue;
    }
    const drawn = fc
      .sample(arbitraryOf(fieldSchema), { numRuns: 200, seed: 12 })
      .find((v) => v !== undefined && fieldSchema.safeParse(v).success);
    if (drawn === undefined && !fieldSchema.safeParse(undefined).success)
      throw new Error(`${keyOf(e)}: no valid ${part}.${field} could be drawn; give the test a sample`);
    if (drawn !== undefined) values[field] = drawn;
  }
  const verdict = schema.safeParse(values);
  if (!verdict.success)
    throw new Error(`${keyOf(e)}: the ${part} built is refused: ${JSON.stringify(verdict.error.issues)}`);
  return values;
}

// ─── Requests ────────────────────────────────────────────────────────────────────────────────

export interface Input {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** Percent-encoding that survives broken UTF-16: a lone surrogate goes as the bytes of U+D800. */
export const encode = (value: string) =>
  value
    .split(/(\p{Cs})/u)
    .map((piece) => (/^\p{Cs}$/u.test(piece) ? '%ED%A0%80' : encodeURIComponent(piece)))
    .join('');

/** The endpoint's path with its params filled, and its query, percent-encoded. */
export function urlOf(e: EndpointDef, input: Input): string {
  const url = e.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encode(text(input.params?.[name] ?? '')));
  const query = Object.entries(input.query ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encode(k)}=${encode(text(v))}`);
  return query.length ? `${url}?${query.join('&')}` : url;
}

/**
 * The request as the web app sends it: a JSON body, or multipart with the body's fields as text
 * and `files` (by default, one image for each file part the contract requires).
 */
export async function send(
  app: FastifyInstance,
  e: EndpointDef,
  input: Input,
  {
    token,
    image,
    files,
    headers = {},
  }: {
    token?: string;
    image?: Buffer;
    files?: Record<string, FileInput>;
    headers?: Record<string, string>;
  } = {},
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method: e.method,
    url: urlOf(e, input),
    headers: { ...(token ? bearer(token) : {}), ...headers },
  };
  if (e.body && isMultipart(e)) {
    const fields = Object.fromEntries(
      Object.entries((input.body ?? {}) as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, text(v)]),
    );
    const parts =
      files ??
      Object.fromEntries(
        Object.entries(e.files ?? {})
          .filter(([, rule]) => rule.required && image)
          .map(([name]) => [name, { data: image!, filename: 'photo.png', type: 'image/png' }]),
      );
    const form = await multipart(fields, parts);
    options.payload = form.payload;
    options.headers = { ...options.headers, ...form.headers };
  } else if (e.body) {
    options.payload = JSON.stringify(input.body ?? {});
    options.headers = { 'content-type': 'application/json', ...options.headers };
  }
  return app.inject(options);
}

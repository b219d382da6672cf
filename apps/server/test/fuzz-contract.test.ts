import { errorBody, type EndpointDef } from '@pinjam/api/contract';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits, scaleLimits } from '../src/env';
import {
  arbitraryOf,
  endpoints,
  fieldsOf,
  isMultipart,
  send,
  urlOf,
  type Input,
  type Part,
} from './contract-inputs';
import { bearer, insertItem, insertUser, login, multipart, pngImage, useTestApp } from './helpers';

/*
 * Every endpoint of the contract, fuzzed from its own schemas: fast-check draws params, query
 * and body from the zod schemas (objects, strings within their lengths, numbers, enums,
 * booleans, arrays, optional, nullable, unions) and mixes in hostile values (huge strings,
 * broken UTF-16, direction overrides, deep objects, -1, 0, 1e309, NaN, path traversal, SQL),
 * as a visitor and as a signed-in user; then each endpoint gets the wrong content types. No
 * answer may be 5xx, and every refusal has the error shape `{ message, errors? }`. An endpoint
 * added to the contract is fuzzed the day it is added. (fuzz-text.test.ts holds the text rules:
 * which characters each field refuses, and that the 422 names the field.)
 */

// Rate limits off in effect: hundreds of refusals from one address are the point here.
const t = useTestApp({ rateLimits: scaleLimits(defaultRateLimits, 10_000) });

/** Drawn requests per endpoint; FUZZ_RUNS=500 for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

let owner: Awaited<ReturnType<typeof insertUser>>;
let itemId: number;
let token: string;
let image: Buffer;

beforeAll(async () => {
  owner = await insertUser(t.db, { name: 'Fuzz Owner', verification_status: 'approved' });
  itemId = (await insertItem(t.db, owner.id, {}, [{}])).id;
  token = await login(t.app, owner.email);
  image = await pngImage(16, 16);
});

// ─── Hostile values ──────────────────────────────────────────────────────────────────────────

const deep = (depth: number): unknown => (depth === 0 ? 'bottom' : { a: deep(depth - 1) });

const hostile = fc.constantFrom<unknown>(
  'x'.repeat(100_000),
  '📷é'.repeat(5_000),
  '\ud800',
  'a\udfffb',
  '\u202egpj.exe',
  '\u200b\u200b',
  '\u0000',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  "' OR 1=1 --",
  "1'); drop table users; --",
  '<script>alert(1)</script>',
  '%',
  '',
  -1,
  0,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -0.5,
  true,
  null,
  [],
  ['a', 'b'],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
  deep(60),
);

/** A field's value: drawn from its schema, or hostile. */
const valueOf = (schema: Parameters<typeof arbitraryOf>[0]) =>
  fc.oneof({ arbitrary: arbitraryOf(schema), weight: 2 }, { arbitrary: hostile, weight: 1 });

/** One part of the request: its fields (some left out, sometimes a stranger added). */
function partArbitrary(e: EndpointDef, part: Part): fc.Arbitrary<Record<string, unknown> | undefined> {
  const fields = fieldsOf(e, part);
  if (!e[part]) return fc.constant(undefined);
  const record = fc.record(
    Object.fromEntries(Object.entries(fields).map(([k, s]) => [k, valueOf(s)])),
    // Path params are always there (the router needs them); the rest may be missing.
    { requiredKeys: part === 'params' ? Object.keys(fields) : [] },
  );
  return fc
    .tuple(record, fc.option(fc.tuple(fc.string({ maxLength: 12 }), hostile), { freq: 4 }))
    .map(([values, extra]) => (extra ? { ...values, [extra[0]]: extra[1] } : values));
}

const requestArbitrary = (e: EndpointDef) =>
  fc.record({
    signedIn: fc.boolean(),
    params: partArbitrary(e, 'params'),
    query: partArbitrary(e, 'query'),
    // Now and then a body that is not an object at all.
    body: e.body
      ? fc.oneof({ arbitrary: partArbitrary(e, 'body'), weight: 5 }, { arbitrary: hostile, weight: 1 })
      : fc.constant(undefined),
    // A real existing item id now and then, so that drawn requests get past "not found".
    realId: fc.boolean(),
    // The required headers (an Idempotency-Key) now and then, so that drawn bodies get past them.
    withHeaders: fc.boolean(),
  });

// ─── Checks ──────────────────────────────────────────────────────────────────────────────────

const tally = { endpoints: 0, requests: 0 };
afterAll(() => {
  console.info(
    `fuzz-contract: ${tally.endpoints} endpoints, ${tally.requests} requests (${RUNS} drawn each)`,
  );
});

function check(what: string, res: LightMyRequestResponse) {
  const where = `${what}: ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode < 400) return;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = undefined;
  }
  expect(errorBody.safeParse(body).success, `error shape: ${where}`).toBe(true);
}

const describeInput = (input: Input) =>
  JSON.stringify(input, (_, v: unknown) =>
    typeof v === 'string' && v.length > 80 ? `${v.slice(0, 40)}…(${v.length})` : v,
  );

/** The user's token; logout and refresh revoke it, so those get a fresh one each time. */
async function userToken(e: EndpointDef) {
  return /logout|refresh/.test(e.path) ? login(t.app, owner.email) : token;
}

/** Wrong content types for an endpoint with a body, as raw requests. */
async function wrongBodies(
  e: EndpointDef,
): Promise<Array<[string, Pick<InjectOptions, 'payload' | 'headers'>]>> {
  const form = await multipart({ title: 'x', id: String(itemId) });
  return [
    ['text/plain', { payload: 'hello', headers: { 'content-type': 'text/plain' } }],
    [
      'form-urlencoded',
      { payload: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ],
    ['malformed JSON', { payload: '{"email": "a@b.c",', headers: { 'content-type': 'application/json' } }],
    ['a JSON array', { payload: '[1,2,3]', headers: { 'content-type': 'application/json' } }],
    ['a JSON string', { payload: '"hello"', headers: { 'content-type': 'application/json' } }],
    ['JSON null', { payload: 'null', headers: { 'content-type': 'application/json' } }],
    ['an empty JSON body', { payload: '', headers: { 'content-type': 'application/json' } }],
    [
      'JSON nested 5,000 deep',
      { payload: '['.repeat(5000) + ']'.repeat(5000), headers: { 'content-type': 'application/json' } },
    ],
    ['multipart without files', { payload: form.payload, headers: form.headers }],
    [
      'multipart with a broken boundary',
      {
        payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
        headers: { 'content-type': 'multipart/form-data; boundary=y' },
      },
    ],
    ['an unknown type', { payload: '\u0000\u0001', headers: { 'content-type': 'application/x-pinjam' } }],
    ['no content type', { payload: 'a=1', headers: {} }],
    ...(isMultipart(e)
      ? [
          [
            'JSON to a multipart endpoint',
            { payload: '{"title":"x"}', headers: { 'content-type': 'application/json' } },
          ] as [string, Pick<InjectOptions, 'payload' | 'headers'>],
        ]
      : []),
  ];
}

// ─── The fuzz ────────────────────────────────────────────────────────────────────────────────

describe('every endpoint of the contract, fuzzed from its schemas', () => {
  it.each(endpoints)('%s: no 5xx, and every refusal has the error shape', async (key, e) => {
    tally.endpoints++;

    await fc.assert(
      fc.asyncProperty(requestArbitrary(e), async (drawn) => {
        tally.requests++;
        const input: Input = { params: drawn.params, query: drawn.query, body: drawn.body };
        if (drawn.realId && input.params && 'id' in input.params)
          input.params = { ...input.params, id: itemId };
        const who = drawn.signedIn ? await userToken(e) : undefined;
        const headers: Record<string, string> =
          e.headers && drawn.withHeaders ? { 'idempotency-key': `fuzz-key-${tally.requests}` } : {};
        const res = await send(t.app, e, input, { token: who, image, headers });
        check(`${key} ${drawn.signedIn ? 'signed in' : 'as a visitor'} with ${describeInput(input)}`, res);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );

    // The wrong content types, signed in (a visitor meets the guard first where there is one).
    const params = fieldsOf(e, 'params');
    const url = urlOf(e, { params: Object.fromEntries(Object.keys(params).map((k) => [k, itemId])) });
    for (const [label, request] of e.body || e.method !== 'GET' ? await wrongBodies(e) : []) {
      tally.requests++;
      const res = await t.app.inject({
        method: e.method,
        url,
        payload: request.payload,
        headers: { ...bearer(await userToken(e)), ...request.headers },
      });
      check(`${key} with ${label}`, res);
    }
  });
});

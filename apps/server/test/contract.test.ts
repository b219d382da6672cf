import { allEndpoints, endpoint, messageBody, seedCalls } from '@pinjam/api/contract';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { outbox, systemDetails } from '../src/platform/db/schema';
import { route } from '../src/platform/http/route';
import { bearer, insertUser, login, useTestApp } from './helpers';

// Test-only endpoints, to check what route() enforces beyond the contract's current endpoints.
const adminOnly = endpoint({
  method: 'GET',
  path: '/api/test/admin-only',
  auth: 'admin',
  tag: 'test',
  summary: 'test',
  response: messageBody,
});
const failing = endpoint({
  method: 'GET',
  path: '/api/test/fails',
  auth: 'none',
  tag: 'test',
  summary: 'test',
  response: messageBody,
});
const offContract = endpoint({
  method: 'GET',
  path: '/api/test/off-contract',
  auth: 'none',
  tag: 'test',
  summary: 'test',
  response: z.object({ count: z.number() }),
});

const served: Array<{ method: string; url: string }> = [];
const t = useTestApp({}, (app) => {
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) served.push({ method, url: r.url });
  });
  app.register(async (scope) => {
    route(scope, adminOnly, async () => ({ message: 'welcome, admin' }));
    route(scope, failing, async () => {
      throw new Error('connection to 10.0.0.5 refused at db.ts:42');
    });
    route(scope, offContract, async () => ({ count: 'three' }) as never);
  });
});

/** Trailing slashes and parameter names do not matter to the router, so not to the comparison. */
const normalise = (path: string) =>
  path
    .replace(/\{[^}]+\}/g, ':p')
    .replace(/:[A-Za-z_]+/g, ':p')
    .replace(/\/+$/, '');
const key = (method: string, path: string) => `${method} ${normalise(path)}`;

describe('the contract', () => {
  it('is served in full: every endpoint with its method and path', () => {
    const routes = new Set(served.map((r) => key(r.method, r.url)));
    const missing = allEndpoints.filter((e) => !routes.has(key(e.method, e.path)));
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('serves every seed call with the seed’s method', () => {
    const servedPaths = new Map<string, Set<string>>();
    for (const r of served) {
      if (r.method === 'HEAD') continue;
      const methods = servedPaths.get(normalise(r.url)) ?? new Set();
      servedPaths.set(normalise(r.url), methods.add(r.method));
    }
    const covered = seedCalls.filter(([, path]) => servedPaths.has(normalise(path)));
    for (const [method, path] of covered) expect(servedPaths.get(normalise(path)), path).toContain(method);
    const pending = seedCalls.filter(([, path]) => !servedPaths.has(normalise(path)));
    expect(pending.map(([m, p]) => `${m} ${p}`)).toEqual([]);
    expect(covered).toHaveLength(seedCalls.length);
  });

  it('is published in the OpenAPI document at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, unknown>> }>();
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => key(m.toUpperCase(), path)),
      ),
    );
    const missing = allEndpoints.filter((e) => !documented.has(key(e.method, e.path)));
    expect(missing).toEqual([]);
    const signup = doc.paths['/api/auth/signup']!.post as {
      requestBody: { content: Record<string, unknown> };
    };
    expect(Object.keys(signup.requestBody.content)).toEqual(['multipart/form-data']);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('route()', () => {
  it('answers 401 without a token, 403 to a user and 200 to an admin on an admin endpoint', async () => {
    const user = await insertUser(t.db);
    const admin = await insertUser(t.db, { role_id: 2 });
    const call = (headers = {}) => t.app.inject({ method: 'GET', url: adminOnly.path, headers });
    expect((await call()).statusCode).toBe(401);
    const asUser = await call(bearer(await login(t.app, user.email)));
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ message: 'Only administrators can do this.' });
    expect((await call(bearer(await login(t.app, admin.email)))).json()).toEqual({
      message: 'welcome, admin',
    });
  });

  it('masks a server error: a fixed message, no details, no stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: failing.path });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toMatch(/10\.0\.0\.5|db\.ts|at /);
  });

  it('refuses to send a response that does not match the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: offContract.path });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('three');
  });

  it('validates path parameters with 422', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/password/find/${'a'.repeat(201)}` });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['token']);
  });
});

describe('routing', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'There is no GET /api/no-such-thing endpoint.' });
  });

  it('answers a known path with the wrong method with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/helpers/system-details' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/DELETE/);
  });

  it('ignores trailing slashes, as the seed writes both', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/helpers/system-details/' })).statusCode).toBe(200);
    const user = await insertUser(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/get',
      headers: bearer(await login(t.app, user.email)),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/helpers/system-details and GET /api/dev/mailbox', () => {
  it('answers null details before any are set, then the row', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/helpers/system-details' })).json()).toEqual({
      details: null,
    });
    await t.db.insert(systemDetails).values({ id: 1, city: 'Kuala Belait', country: 'Brunei Darussalam' });
    const res = await t.app.inject({ method: 'GET', url: '/api/helpers/system-details' });
    expect(res.json().details).toMatchObject({
      city: 'Kuala Belait',
      country: 'Brunei Darussalam',
      email: null,
    });
  });

  it('lists the outbox newest first', async () => {
    await t.db.insert(outbox).values([
      { to: 'a@example.com', subject: 'older', text: 't', html: '<p>t</p>' },
      { to: 'b@example.com', subject: 'newer', text: 't', html: '<p>t</p>' },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    const subjects = res.json<{ emails: Array<{ subject: string }> }>().emails.map((e) => e.subject);
    expect(subjects.indexOf('newer')).toBeLessThan(subjects.indexOf('older'));
    expect(res.json().emails[0]).toEqual({
      id: expect.any(Number),
      to: 'b@example.com',
      subject: 'newer',
      text: 't',
      html: '<p>t</p>',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'queued', // written straight into the outbox: no delivery job has run
      last_error: null,
    });
  });
});

import { BAD_CREDENTIALS, errorCodes, session as sessionSchema } from '@pinjam/api/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, users } from '../src/platform/db/schema';
import { bearer, insertUser, login, multipart, PASSWORD, useTestApp } from './helpers';

const t = useTestApp();

const postLogin = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/get/', headers: bearer(token) });

describe('POST /api/auth/login', () => {
  it('answers the user and a bearer token that expires in 7 days', async () => {
    const user = await insertUser(t.db, {
      name: 'Siti Rahman',
      district: 'Brunei-Muara',
      verification_status: 'approved',
    });
    const res = await postLogin({ email: user.email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = sessionSchema.parse(res.json());
    expect(body.user).toEqual({
      id: user.id,
      name: 'Siti Rahman',
      email: user.email,
      role_id: 1,
      is_admin: false,
      avatar: null,
      bio: null,
      district: 'Brunei-Muara',
      created_at: user.created_at.toISOString(),
      meta: { is_verified: true, verification_status: 'approved' },
    });
    const days = (Date.parse(body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);
    expect(res.json()).not.toHaveProperty('user.password_hash');
  });

  it('marks admins and unverified users in the user', async () => {
    const admin = await insertUser(t.db, { role_id: 2, verification_status: 'pending' });
    const body = (await postLogin({ email: admin.email, password: PASSWORD })).json();
    expect(body.user).toMatchObject({
      role_id: 2,
      is_admin: true,
      meta: { is_verified: false, verification_status: 'pending' },
    });
  });

  it('refuses a wrong password with 422 beside the email field', async () => {
    const user = await insertUser(t.db);
    const res = await postLogin({ email: user.email, password: 'wrong-password' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: BAD_CREDENTIALS, errors: { email: [BAD_CREDENTIALS] } });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const res = await postLogin({ email: 'nobody@example.com', password: 'whatever-it-is' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: BAD_CREDENTIALS, errors: { email: [BAD_CREDENTIALS] } });
  });

  it('refuses an inactive account with 403 and the account_inactive code', async () => {
    const user = await insertUser(t.db, { activated: false });
    const res = await postLogin({ email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: expect.stringMatching(/activate/i),
      code: errorCodes.accountInactive,
    });
  });

  it('refuses a disabled account with 403', async () => {
    const user = await insertUser(t.db, { disabled_at: new Date() });
    const res = await postLogin({ email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'This account has been disabled.',
      code: errorCodes.accountDisabled,
    });
  });

  it('names missing fields with 422', async () => {
    const res = await postLogin({});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'password']);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers a body that is JSON but not an object with 422', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '[1, 2]',
    });
    expect(res.statusCode).toBe(422);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(res.statusCode).toBe(415);
  });

  it('answers a multipart form with 415, as it takes JSON', async () => {
    const form = await multipart({ email: 'a@b.cd', password: 'x' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', ...form });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Send this request as JSON.' });
  });

  it('refuses a prototype-poisoning body without a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "email": "a@b.cd", "password": "x"}',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('bearer tokens', () => {
  it('open GET /api/user/get/ for their user', async () => {
    const user = await insertUser(t.db);
    const res = await me(await login(t.app, user.email));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, email: user.email });
  });

  it('are stored only as a SHA-256 hash', async () => {
    const user = await insertUser(t.db);
    const token = await login(t.app, user.email);
    const rows = await t.db.select().from(authTokens).where(eq(authTokens.user_id, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(token);
  });

  it('are required: no token, a garbage token or a malformed header answer 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/get/' })).statusCode).toBe(401);
    expect((await me('x'.repeat(43))).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/get/',
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('stop working once expired', async () => {
    const user = await insertUser(t.db);
    const token = await login(t.app, user.email);
    await t.db
      .update(authTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(authTokens.user_id, user.id));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('of a user who is then disabled answer 401 at once', async () => {
    const user = await insertUser(t.db);
    const token = await login(t.app, user.email);
    expect((await me(token)).statusCode).toBe(200);
    await t.db.update(users).set({ disabled_at: new Date() }).where(eq(users.id, user.id));
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the token: the new one works, the old one answers 401', async () => {
    const user = await insertUser(t.db);
    const old = await login(t.app, user.email);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(old) });
    expect(res.statusCode).toBe(200);
    const body = sessionSchema.parse(res.json());
    expect(body.token).not.toBe(old);
    expect(body.user.id).toBe(user.id);
    expect((await me(body.token)).statusCode).toBe(200);
    expect((await me(old)).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous refreshes of one token win', async () => {
    const user = await insertUser(t.db);
    const old = await login(t.app, user.email);
    const refresh = () => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(old) });
    const answers = await Promise.all([refresh(), refresh()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('accepts an empty JSON body, as the web client sends one', async () => {
    const user = await insertUser(t.db);
    const token = await login(t.app, user.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token, which then answers 401', async () => {
    const user = await insertUser(t.db);
    const token = await login(t.app, user.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You are logged out.' });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('leaves the user’s other sessions signed in', async () => {
    const user = await insertUser(t.db);
    const phone = await login(t.app, user.email);
    const laptop = await login(t.app, user.email);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(phone) });
    expect((await me(laptop)).statusCode).toBe(200);
  });
});

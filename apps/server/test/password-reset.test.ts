import { PASSWORD_UPDATED } from '@pinjam/api/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens } from '../src/platform/db/schema';
import { bearer, emailsTo, findUser, insertUser, login, PASSWORD, uniqueEmail, useTestApp } from './helpers';

const t = useTestApp();

const NEW_PASSWORD = 'jerudong-park-77';

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/password/create/', payload: { email } });

/** Asks for a reset and returns the token from the emailed link. */
async function resetToken(email: string) {
  expect((await requestReset(email)).statusCode).toBe(200);
  const [mail] = await emailsTo(t.db, email);
  const match = /http:\/\/pinjam\.test\/password-reset\/request\/([\w-]+)/.exec(mail!.text);
  expect(match).not.toBeNull();
  return match![1]!;
}

const reset = (payload: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password/reset/',
    payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...payload },
  });

const canLogIn = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } }))
    .statusCode === 200;

describe('POST /api/password/create/', () => {
  it('emails a reset link valid for 60 minutes', async () => {
    const user = await insertUser(t.db);
    await resetToken(user.email);
    const [mail] = await emailsTo(t.db, user.email);
    expect(mail!.subject).toBe('Reset your Pinjam password');
    const [row] = await t.db.select().from(emailTokens).where(eq(emailTokens.user_id, user.id));
    expect((row!.expires_at.getTime() - row!.created_at.getTime()) / 60_000).toBeCloseTo(60, 0);
  });

  it('answers the same whether or not the email has an account', async () => {
    const user = await insertUser(t.db);
    const known = await requestReset(user.email);
    const ghost = uniqueEmail('ghost');
    const unknown = await requestReset(ghost);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await emailsTo(t.db, ghost)).toHaveLength(0);
  });

  it('works with or without the trailing slash', async () => {
    const user = await insertUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password/create',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/password/find/:token', () => {
  it('answers the email and token of a valid link', async () => {
    const user = await insertUser(t.db);
    const token = await resetToken(user.email);
    const res = await t.app.inject({ method: 'GET', url: `/api/password/find/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: user.email, token });
  });

  it('answers 404 for an unknown token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/password/find/unknown-token' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'This reset link is invalid or has expired.' });
  });
});

describe('POST /api/password/reset/', () => {
  it("sets the new password, answers 'password updated successfully' and signs out every session", async () => {
    const user = await insertUser(t.db);
    const session = await login(t.app, user.email);
    const token = await resetToken(user.email);
    const res = await reset({ email: user.email, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_UPDATED });
    expect(await canLogIn(user.email, NEW_PASSWORD)).toBe(true);
    expect(await canLogIn(user.email, PASSWORD)).toBe(false);
    const old = await t.app.inject({ method: 'GET', url: '/api/user/get/', headers: bearer(session) });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a used link and changes nothing', async () => {
    const user = await insertUser(t.db);
    const token = await resetToken(user.email);
    expect((await reset({ email: user.email, token })).statusCode).toBe(200);
    const again = await reset({
      email: user.email,
      token,
      password: 'another-pass-1',
      password_confirmation: 'another-pass-1',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['This reset link is invalid or has expired.'] });
    expect(await canLogIn(user.email, NEW_PASSWORD)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/password/find/${token}` })).statusCode).toBe(404);
  });

  it('refuses an unknown token and changes nothing', async () => {
    const user = await insertUser(t.db);
    const res = await reset({ email: user.email, token: 'made-up-token' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ token: ['This reset link is invalid or has expired.'] });
    expect(await canLogIn(user.email, PASSWORD)).toBe(true);
  });

  it('refuses an expired link and changes nothing', async () => {
    const user = await insertUser(t.db);
    const token = await resetToken(user.email);
    await t.db
      .update(emailTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.user_id, user.id));
    const res = await reset({ email: user.email, token });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token).toBeDefined();
    expect(await canLogIn(user.email, PASSWORD)).toBe(true);
  });

  it('refuses a token used with another account’s email', async () => {
    const owner = await insertUser(t.db);
    const other = await insertUser(t.db);
    const token = await resetToken(owner.email);
    const res = await reset({ email: other.email, token });
    expect(res.statusCode).toBe(422);
    expect(await canLogIn(other.email, PASSWORD)).toBe(true);
    expect(await canLogIn(owner.email, PASSWORD)).toBe(true);
  });

  it('refuses a mismatched confirmation and a short password', async () => {
    const user = await insertUser(t.db);
    const token = await resetToken(user.email);
    const mismatch = await reset({ email: user.email, token, password_confirmation: 'not-the-same-1' });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The passwords do not match'] });
    const short = await reset({
      email: user.email,
      token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.json().errors.password).toEqual(['Use at least 8 characters']);
    expect(await canLogIn(user.email, PASSWORD)).toBe(true);
  });

  it('activates an account that never followed its activation link', async () => {
    const user = await insertUser(t.db, { activated: false });
    const token = await resetToken(user.email);
    expect((await reset({ email: user.email, token })).statusCode).toBe(200);
    expect((await findUser(t.db, user.email))!.activated_at).toBeInstanceOf(Date);
  });
});

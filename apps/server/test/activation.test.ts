import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens } from '../src/platform/db/schema';
import { emailsTo, findUser, linkPath, multipart, uniqueEmail, useTestApp } from './helpers';

const t = useTestApp();

/** Signs up and returns the activation link's path from the email. */
async function signUp(email = uniqueEmail('activate')) {
  const body = await multipart({
    email,
    name: 'Hakim Yusof',
    password: 'tutong-river-9',
    password_confirmation: 'tutong-river-9',
  });
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', ...body });
  expect(res.statusCode).toBe(201);
  const [mail] = await emailsTo(t.db, email);
  return { email, link: linkPath(mail!.text) };
}

const follow = (link: string) => t.app.inject({ method: 'GET', url: link });

describe('GET /api/auth/activate/:token', () => {
  it('activates the account and redirects to /email-activated', async () => {
    const { email, link } = await signUp();
    const res = await follow(link);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/email-activated');
    expect((await findUser(t.db, email))!.activated_at).toBeInstanceOf(Date);
  });

  it('works once: the same link then redirects to /email-token-invalid', async () => {
    const { link } = await signUp();
    await follow(link);
    const again = await follow(link);
    expect(again.headers.location).toBe('/email-token-invalid');
  });

  it('redirects an unknown token to /email-token-invalid', async () => {
    const res = await follow('/api/auth/activate/not-a-real-token');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/email-token-invalid');
  });

  it.each(['%00abc', 'not%20a%20token', 'a'.repeat(250), '%E2%80%AE'])(
    'redirects a damaged link (%s) to /email-token-invalid, never a JSON error',
    async (token) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/auth/activate/${token}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/email-token-invalid');
    },
  );

  it('refuses an expired link and leaves the account inactive', async () => {
    const { email, link } = await signUp();
    const user = await findUser(t.db, email);
    await t.db
      .update(emailTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.user_id, user!.id));
    const res = await follow(link);
    expect(res.headers.location).toBe('/email-token-invalid');
    expect((await findUser(t.db, email))!.activated_at).toBeNull();
  });

  it('makes the activation link valid for 24 hours', async () => {
    const { email } = await signUp();
    const user = await findUser(t.db, email);
    const [token] = await t.db.select().from(emailTokens).where(eq(emailTokens.user_id, user!.id));
    const hours = (token!.expires_at.getTime() - token!.created_at.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it('stores only a hash of the token', async () => {
    const { email, link } = await signUp();
    const user = await findUser(t.db, email);
    const [token] = await t.db.select().from(emailTokens).where(eq(emailTokens.user_id, user!.id));
    expect(link).not.toContain(token!.token_hash);
    expect(token!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('POST /api/auth/resend-activation', () => {
  const resend = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/resend-activation', payload: { email } });

  it('sends a fresh link to an inactive account, and the fresh link activates it', async () => {
    const { email } = await signUp();
    const res = await resend(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const mails = await emailsTo(t.db, email);
    expect(mails).toHaveLength(2);
    expect((await follow(linkPath(mails[0]!.text))).headers.location).toBe('/email-activated');
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    const { email } = await signUp();
    const known = await resend(email);
    const ghost = uniqueEmail('ghost');
    const unknown = await resend(ghost);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await emailsTo(t.db, ghost)).toHaveLength(0);
  });

  it('sends nothing to an account that is already active', async () => {
    const { email, link } = await signUp();
    await follow(link);
    expect((await resend(email)).statusCode).toBe(200);
    expect(await emailsTo(t.db, email)).toHaveLength(1);
  });

  it('refuses a malformed email with 422', async () => {
    const res = await resend('nope');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Enter a valid email address']);
  });
});

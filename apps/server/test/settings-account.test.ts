import type { AddressInfo } from 'node:net';
import { settingsMessages } from '@pinjam/api/contract';
import { text } from 'node:stream/consumers';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  emailsTo,
  findUser,
  insertUser,
  linkPath,
  login,
  PASSWORD,
  type TestApp,
  uniqueEmail,
} from './helpers';

/*
 * How a member changes how they log in, from the settings page (issue 15): the email, through a
 * link sent to the new address over SMTP (the old address works until it is followed), and the
 * password (the other sessions end, this one stays).
 */

/** What the SMTP server received: each message's recipients and its text (quoted-printable undone). */
const inbox: Array<{ to: string[]; raw: string }> = [];
let t: TestApp;
const closers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  // A real SMTP server on loopback: the app talks SMTP to it as to a production relay.
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, done) =>
      void text(stream).then((raw) => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        inbox.push({ to, raw: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') });
        done();
      }),
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  const database = await createTestDatabase();
  closers.push(database.drop);
  t = await buildTestApp(database.url, {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
  });
  closers.push(() => t.close());
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function member() {
  const user = await insertUser(t.db, { name: 'Siti Rahman' });
  return { ...user, token: await login(t.app, user.email) };
}
type Member = Awaited<ReturnType<typeof member>>;

const post = (who: { token: string }, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });
const getData = (who: Member) =>
  t.app.inject({ method: 'GET', url: '/api/user/get-data/', headers: bearer(who.token) });
const loginStatus = async (email: string, password = PASSWORD) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).statusCode;

/** The confirmation link delivered over SMTP to `to`, as a path. */
async function deliveredLink(to: string): Promise<string> {
  await t.app.mailer.flush();
  const message = inbox.filter((m) => m.to.includes(to.toLowerCase())).at(-1);
  expect(message, `no email delivered to ${to}`).toBeDefined();
  expect(message!.raw).toMatch(/^Subject: Confirm your new Pinjam email address\r?$/m);
  return /http:\/\/pinjam\.test(\/api\/user\/confirm-email\/[\w-]+)/.exec(message!.raw)![1]!;
}

// ─── Email change ────────────────────────────────────────────────────────────────────────────

describe('changing the email', () => {
  it('sends a link to the new address, keeps the old one until it is followed, then swaps them', async () => {
    const siti = await member();
    const newEmail = uniqueEmail('siti-new');
    const res = await post(siti, '/api/user/update-settings/', { email: newEmail });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      `We sent a link to ${newEmail}: open it to confirm your new email address.`,
    );
    expect(res.json().data).toMatchObject({ email: siti.email, pending_email: newEmail });

    // The old address is told, with no link that changes anything.
    const [notice] = await emailsTo(t.db, siti.email);
    expect(notice!.subject).toBe('A change of your Pinjam email address was asked');
    expect(notice!.text).toContain(newEmail);
    expect(notice!.text).not.toContain('/confirm-email/');

    const link = await deliveredLink(newEmail);
    // Until then: the old email logs in, the new one does not.
    expect(await loginStatus(siti.email)).toBe(200);
    expect(await loginStatus(newEmail)).toBe(422);

    const followed = await t.app.inject({ method: 'GET', url: link });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/settings?email=confirmed');
    expect(await loginStatus(newEmail)).toBe(200);
    expect(await loginStatus(siti.email)).toBe(422);
    expect((await getData(siti)).json().data).toMatchObject({ email: newEmail, pending_email: null });

    // Single use.
    const again = await t.app.inject({ method: 'GET', url: link });
    expect(again.headers.location).toBe('/email-token-invalid');
  });

  it('a second change replaces the first: only the newest link works', async () => {
    const siti = await member();
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await post(siti, '/api/user/update-settings/', { email: first });
    const firstLink = linkPath((await emailsTo(t.db, first))[0]!.text);
    await post(siti, '/api/user/update-settings/', { email: second });
    expect((await t.app.inject({ method: 'GET', url: firstLink })).headers.location).toBe(
      '/email-token-invalid',
    );
    const secondLink = linkPath((await emailsTo(t.db, second))[0]!.text);
    expect((await t.app.inject({ method: 'GET', url: secondLink })).headers.location).toBe(
      '/settings?email=confirmed',
    );
    expect((await findUser(t.db, second))!.id).toBe(siti.id);
  });

  it('can be cancelled: the link stops working', async () => {
    const siti = await member();
    const newEmail = uniqueEmail('cancelled');
    await post(siti, '/api/user/update-settings/', { email: newEmail });
    const link = linkPath((await emailsTo(t.db, newEmail))[0]!.text);
    const res = await post(siti, '/api/user/cancel-email-change');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pending_email).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: link })).headers.location).toBe('/email-token-invalid');
    expect((await findUser(t.db, siti.email))!.id).toBe(siti.id);
  });

  it('is refused at confirmation when the address was taken meanwhile', async () => {
    const siti = await member();
    const wanted = uniqueEmail('wanted');
    await post(siti, '/api/user/update-settings/', { email: wanted });
    const link = linkPath((await emailsTo(t.db, wanted))[0]!.text);
    await insertUser(t.db, { email: wanted.toUpperCase(), name: 'Quick Taker' });
    const res = await t.app.inject({ method: 'GET', url: link });
    expect(res.headers.location).toBe('/settings?email=taken');
    expect((await findUser(t.db, siti.email))!.id).toBe(siti.id);
  });

  it('two accounts confirming one address at once: one gets it, the other is told it is taken', async () => {
    const siti = await member();
    const hakim = await member();
    const wanted = uniqueEmail('contested');
    await post(siti, '/api/user/update-settings/', { email: wanted });
    await post(hakim, '/api/user/update-settings/', { email: wanted });
    const links = (await emailsTo(t.db, wanted)).map((mail) => linkPath(mail.text));
    expect(links).toHaveLength(2);
    const answers = await Promise.all(links.map((url) => t.app.inject({ method: 'GET', url })));
    expect(answers.map((res) => res.headers.location).sort()).toEqual([
      '/settings?email=confirmed',
      '/settings?email=taken',
    ]);
    const owner = await findUser(t.db, wanted);
    expect([siti.id, hakim.id]).toContain(owner!.id);
  });

  it('sending the current address again changes nothing and sends nothing', async () => {
    const siti = await member();
    const res = await post(siti, '/api/user/update-settings/', { email: siti.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pending_email).toBeNull();
    expect(await emailsTo(t.db, siti.email)).toEqual([]);
  });

  it('a taken address: 422 beside the email, and no link is sent', async () => {
    const hakim = await member();
    const siti = await member();
    const res = await post(siti, '/api/user/update-settings/', { email: hakim.email });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([settingsMessages.emailTaken]);
    expect(await emailsTo(t.db, siti.email)).toEqual([]);
  });

  it('an unknown or damaged link lands on the invalid-link page', async () => {
    for (const token of ['Zm9vYmFyLWJhei1xdXV4LWNvcmdlLWdyYXVsdC1nYXJwbHk', 'not a token', '%00']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/user/confirm-email/${token}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/email-token-invalid');
    }
  });
});

// ─── Password change ─────────────────────────────────────────────────────────────────────────

describe('changing the password', () => {
  const NEW = 'kampong-ayer-2026';

  it('needs the current password, signs out the other sessions, keeps this one, and emails a notice', async () => {
    const siti = await member();
    const phone = await login(t.app, siti.email);
    const laptop = await login(t.app, siti.email);
    const res = await post(siti, '/api/user/update-password/', {
      current_password: PASSWORD,
      password: NEW,
      password_confirmation: NEW,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your password has been changed. Other devices have been signed out.');

    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/user/get/', headers: bearer(token) });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(siti.token)).statusCode).toBe(200);

    expect(await loginStatus(siti.email)).toBe(422);
    expect(await loginStatus(siti.email, NEW)).toBe(200);
    const [notice] = await emailsTo(t.db, siti.email);
    expect(notice!.subject).toBe('Your Pinjam password was changed');
  });

  it('a wrong current password: 422 beside it, nothing changes, nobody is signed out', async () => {
    const siti = await member();
    const phone = await login(t.app, siti.email);
    const res = await post(siti, '/api/user/update-password/', {
      current_password: 'not-my-password',
      password: NEW,
      password_confirmation: NEW,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ current_password: [settingsMessages.wrongPassword] });
    expect(await loginStatus(siti.email)).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/get/', headers: bearer(phone) });
    expect(me.statusCode).toBe(200);
  });

  it.each([
    ['a new password under 8 characters', { password: 'short', password_confirmation: 'short' }, 'password'],
    [
      'a confirmation that does not match',
      { password: NEW, password_confirmation: `${NEW}x` },
      'password_confirmation',
    ],
  ])('%s: 422 beside the field', async (_, fields, field) => {
    const siti = await member();
    const res = await post(siti, '/api/user/update-password/', { current_password: PASSWORD, ...fields });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(await loginStatus(siti.email)).toBe(200);
  });
});

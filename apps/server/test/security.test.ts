import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, items, outbox, sessions, users } from '../src/platform/db/schema';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  emailsTo,
  insertItem,
  insertUser,
  login,
  multipartFiles,
  PASSWORD,
  type TestApp,
  useTestApp,
} from './helpers';

/** Every line the app logs, as text. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

const log = logSink();
// A built web app of one page, so the file server is in play as in production.
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'pinjam-web-'));
fs.writeFileSync(
  path.join(web, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);
const t = useTestApp({ logLevel: 'info', logStream: log.stream, webDist: web }, (app) => {
  // A statement that fails in PostgreSQL with secrets among its values, as a signup's insert did.
  app.get('/test/failing-insert', async () => {
    await app.db.insert(users).values({
      email: 'secret-person@example.com',
      name: 'nul \u0000 byte',
      password_hash: '$argon2id$v=19$m=19456,t=2,p=1$SECRETHASH',
    });
    return {};
  });
});

const NEW_PASSWORD = 'kampong-ayer-2026';

async function askReset(email: string) {
  await t.app.inject({ method: 'POST', url: '/api/password/create/', payload: { email } });
  const [mail] = await emailsTo(t.db, email);
  return /request\/([\w-]+)/.exec(mail!.text)![1]!;
}

const resetWith = (email: string, token: string, password = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password/reset/',
    payload: { email, token, password, password_confirmation: password },
  });

// ─── The dev mailbox ───────────────────────────────────────────────────────────────────────

describe('the dev mailbox, on a server that is not a development one', () => {
  let live: TestApp;
  let drop = async () => {};
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    live = await buildTestApp(database.url, { devMailbox: false });
  });
  afterAll(async () => {
    await live?.close();
    await drop();
  });

  it("is not served: an admin's reset link cannot be read by anyone", async () => {
    const admin = await insertUser(live.db, { role_id: 2 });
    const asked = await live.app.inject({
      method: 'POST',
      url: '/api/password/create/',
      payload: { email: admin.email },
    });
    expect(asked.statusCode).toBe(200);
    expect(await emailsTo(live.db, admin.email)).toHaveLength(1); // written, for SMTP to send
    const mailbox = await live.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(mailbox.statusCode).toBe(404);
    expect(mailbox.body).not.toContain('password-reset');
  });
});

describe('the dev mailbox, in development', () => {
  it('shows only emails still inside the retention period', async () => {
    const user = await insertUser(t.db);
    await askReset(user.email);
    await t.db.insert(outbox).values({
      to: user.email,
      subject: 'An old one',
      text: 'http://pinjam.test/password-reset/request/old',
      html: '',
      created_at: sql`now() - interval '8 days'`,
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    const subjects = res.json().emails.filter((e: { to: string }) => e.to === user.email);
    expect(subjects.map((e: { subject: string }) => e.subject)).toEqual(['Reset your Pinjam password']);
  });
});

// ─── Reset and activation tokens ─────────────────────────────────────────────────────────────

describe('reset tokens', () => {
  it('all stop working once one of them has been used', async () => {
    const user = await insertUser(t.db);
    const first = await askReset(user.email);
    const second = await askReset(user.email);
    expect((await resetWith(user.email, second)).statusCode).toBe(200);
    const again = await resetWith(user.email, first, 'another-new-password-1');
    expect(again.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: `/api/password/find/${first}` })).statusCode).toBe(404);
  });

  it('are swept with expired tokens, sent emails past retention, and ended sessions', async () => {
    const user = await insertUser(t.db);
    await t.db.insert(emailTokens).values({
      user_id: user.id,
      kind: 'password_reset',
      token_hash: randomBytes(32).toString('hex'),
      expires_at: sql`now() - interval '1 minute'`,
    });
    await t.db.insert(outbox).values({
      to: user.email,
      subject: 'Old',
      text: 'x',
      html: '',
      created_at: sql`now() - interval '8 days'`,
    });
    const token = await login(t.app, user.email);
    await t.db
      .update(sessions)
      .set({ revoked_at: sql`now() - interval '2 days'` })
      .where(eq(sessions.user_id, user.id));
    await t.app.maintenance.sweep();
    expect(await t.db.select().from(emailTokens).where(eq(emailTokens.user_id, user.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, user.email), eq(outbox.subject, 'Old'))),
    ).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.user_id, user.id))).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/get/', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });
});

// ─── What the logs hold ─────────────────────────────────────────────────────────────────────

describe('the logs', () => {
  it('hold no token from an activation or reset link', async () => {
    const token = randomBytes(32).toString('base64url');
    await t.app.inject({ method: 'GET', url: `/api/password/find/${token}` });
    await t.app.inject({ method: 'GET', url: `/api/auth/activate/${token}` });
    await t.app.inject({ method: 'GET', url: `/password-reset/request/${token}` });
    expect(log.text()).toContain('/api/password/find/[redacted]');
    expect(log.text()).not.toContain(token);
  });

  it('hold no value of a failed SQL statement (emails, password hashes)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/failing-insert' });
    expect(res.statusCode).toBe(500);
    expect(log.text()).toContain('request failed');
    expect(log.text()).not.toContain('secret-person@example.com');
    expect(log.text()).not.toContain('SECRETHASH');
  });
});

// ─── Sessions ────────────────────────────────────────────────────────────────────────────────

describe('sessions', () => {
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/get/', headers: bearer(token) });

  it('record when they began, when they were last used and the browser', async () => {
    const user = await insertUser(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131' },
    });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(row!.user_agent).toBe('Mozilla/5.0 (Linux; Android 14) Chrome/131');
    const days = (row!.expires_at.getTime() - row!.created_at.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);
  });

  it('note their last use (at most once a minute)', async () => {
    const user = await insertUser(t.db);
    const token = await login(t.app, user.email);
    await t.db
      .update(sessions)
      .set({ last_used_at: sql`now() - interval '1 hour'` })
      .where(eq(sessions.user_id, user.id));
    await me(token);
    await new Promise((r) => setTimeout(r, 100)); // the touch is not awaited by the request
    const [row] = await t.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(Date.now() - row!.last_used_at.getTime()).toBeLessThan(60_000);
  });

  it('end 30 days after the login however often the token is refreshed', async () => {
    const user = await insertUser(t.db);
    const token = await login(t.app, user.email);
    await t.db
      .update(sessions)
      .set({ expires_at: sql`now() + interval '2 hours'` })
      .where(eq(sessions.user_id, user.id));
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(token),
    });
    expect(refreshed.statusCode).toBe(200);
    // The new token ends with the session, not 7 days on.
    const hours = (Date.parse(refreshed.json().expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeLessThanOrEqual(2);
    await t.db
      .update(sessions)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(sessions.user_id, user.id));
    expect((await me(refreshed.json().token)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(refreshed.json().token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('of a disabled user stay ended when the user is enabled again', async () => {
    const user = await insertUser(t.db);
    const token = await login(t.app, user.email);
    await t.db
      .update(users)
      .set({ disabled_at: sql`now()` })
      .where(eq(users.id, user.id));
    await t.db.update(users).set({ disabled_at: null }).where(eq(users.id, user.id));
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(await login(t.app, user.email))).statusCode).toBe(200);
  });
});

// ─── Headers and odd URLs ─────────────────────────────────────────────────────────────────────

describe('answers', () => {
  it('carry a Permissions-Policy, and no HSTS over plain http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/helpers/system-details' });
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('carry HSTS when the public URL is https', async () => {
    const database = await createTestDatabase();
    const secure = await buildTestApp(database.url, { publicUrl: 'https://pinjam.bn', devMailbox: false });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/helpers/system-details' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await secure.close();
      await database.drop();
    }
  });

  it.each(['/api/items/get-item/%E0%A4%A', '/api/%zz', '/%zz'])(
    'to bad percent-encoding (%s) are the usual 400, without the URL',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The URL is not valid.' });
    },
  );

  it.each(['/api//items/get-item/1', '//api/items/get-item/1', '/api/items//search', '/uploads//x.webp'])(
    'to a path with an empty or dot segment (%s) are the usual 404',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toHaveProperty('message');
    },
  );
});

// ─── Items under concurrency ────────────────────────────────────────────────────────────────

describe('an item', () => {
  it('answers each stock change with its own value, however many race', async () => {
    const owner = await insertUser(t.db);
    const token = await login(t.app, owner.email);
    const item = await insertItem(t.db, owner.id, { starting_inventory: 1 });
    const values = Array.from({ length: 20 }, (_, n) => n + 1);
    const answers = await Promise.all(
      values.map((value) =>
        t.app.inject({
          method: 'POST',
          url: '/api/items/update-item-stock',
          headers: bearer(token),
          payload: { id: item.id, starting_inventory: value },
        }),
      ),
    );
    answers.forEach((answer, n) => expect(answer.json().item.starting_inventory).toBe(values[n]));
  });

  it('refuses an edit made from an older version with 409 and changes nothing', async () => {
    const owner = await insertUser(t.db);
    const token = await login(t.app, owner.email);
    await t.db.update(users).set({ verification_status: 'approved' }).where(eq(users.id, owner.id));
    const item = await insertItem(t.db, owner.id, {}, [{}]);
    const [image] = await t.db
      .execute<{ id: number }>(sql`select id from item_images where item_id = ${item.id}`)
      .then((r) => r.rows);
    const edit = async (title: string, version: number) => {
      const body = await multipartFiles(
        {
          title,
          category: 'film-photography',
          district: 'Tutong',
          condition: 'good',
          price_per_day: '3000',
          keep_images: String(image!.id),
          version: String(version),
        },
        [],
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/items/update/${item.id}`,
        ...body,
        headers: { ...body.headers, ...bearer(token) },
      });
    };
    const first = await edit('Edited in the first tab', 1);
    expect(first.statusCode).toBe(200);
    expect(first.json().item.version).toBe(2);
    const stale = await edit('Edited in the second tab', 1);
    expect(stale.statusCode).toBe(409);
    const [row] = await t.db.select().from(items).where(eq(items.id, item.id));
    expect(row!.title).toBe('Edited in the first tab');
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits, type RateLimits } from '../src/env';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  emailsTo,
  insertUser,
  login,
  multipart,
  PASSWORD,
  uniqueEmail,
  useTestApp,
  type TestApp,
} from './helpers';

// Production limits, unlike the other files.
const t = useTestApp({ rateLimits: defaultRateLimits });

let address = 0;
/** A fresh client address from TEST-NET-2 each call (or the one given). */
const nextAddress = () => `198.51.100.${(address++ % 250) + 1}`;

const postLogin = (email: string, password: string, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

const LOCK_SUBJECT = 'Logging in to your Pinjam account is paused';

describe('login, per account', () => {
  it('lets at most 10 of 1,000 attempts from 50 addresses through in 15 minutes, then refuses even the right password', async () => {
    const victim = await insertUser(t.db);
    const codes: number[] = [];
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          postLogin(victim.email, `guess-${batch}-${n}`, `203.0.113.${n + 1}`),
        ),
      );
      codes.push(...answers.map((a) => a.statusCode));
    }
    expect(codes.filter((c) => c !== 429)).toHaveLength(10);
    const right = await postLogin(victim.email, PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^Too many attempts\. Try again in 1[45] minutes\.$/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('tells the owner once, by email, that logging in is paused', async () => {
    const victim = await insertUser(t.db);
    for (let n = 0; n < 25; n++) await postLogin(victim.email, 'wrong-password');
    const locks = (await emailsTo(t.db, victim.email)).filter((e) => e.subject === LOCK_SUBJECT);
    expect(locks).toHaveLength(1);
    expect(locks[0]!.text).toContain('http://pinjam.test/password-reset');
  });

  it('counts an email however it is cased, and each account apart', async () => {
    const victim = await insertUser(t.db);
    const bystander = await insertUser(t.db);
    for (let n = 0; n < 10; n++)
      await postLogin(n % 2 ? victim.email : victim.email.toUpperCase(), 'wrong-password');
    expect((await postLogin(victim.email, PASSWORD)).statusCode).toBe(429);
    expect((await postLogin(bystander.email, PASSWORD)).statusCode).toBe(200);
  });

  it('keeps a locked account locked through 5,100 made-up accounts (counters cannot be evicted)', async () => {
    const victim = await insertUser(t.db);
    for (let n = 0; n < 10; n++) await postLogin(victim.email, 'wrong-password');
    // Through the same counters login uses; HTTP would spend 5,100 argon2 checks on the same keys.
    for (let batch = 0; batch < 51; batch++) {
      await Promise.all(
        Array.from({ length: 100 }, (_, n) =>
          t.app.limits.hit(
            defaultRateLimits.loginPerAccount,
            'login-account',
            `junk-${batch}-${n}@example.com`,
          ),
        ),
      );
    }
    for (let n = 0; n < 20; n++) await postLogin(`junk-http-${n}@example.com`, 'whatever-password');
    expect((await postLogin(victim.email, PASSWORD)).statusCode).toBe(429);
  });

  it('is lifted by a password reset', async () => {
    const victim = await insertUser(t.db);
    for (let n = 0; n < 11; n++) await postLogin(victim.email, 'wrong-password');
    await t.app.inject({ method: 'POST', url: '/api/password/create/', payload: { email: victim.email } });
    const [mail] = (await emailsTo(t.db, victim.email)).filter((e) => e.subject.startsWith('Reset'));
    const token = /request\/([\w-]+)/.exec(mail!.text)![1]!;
    const fresh = 'a-brand-new-password-9';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset/',
      payload: { email: victim.email, token, password: fresh, password_confirmation: fresh },
    });
    expect(reset.statusCode).toBe(200);
    expect((await postLogin(victim.email, fresh)).statusCode).toBe(200);
  });
});

describe('login, per address', () => {
  it('allows 100 attempts from one address in 15 minutes, over any accounts', async () => {
    const codes: number[] = [];
    for (let n = 0; n < 101; n++)
      codes.push((await postLogin(`nobody-${n}@example.com`, 'wrong-password', '192.0.2.77')).statusCode);
    expect(codes.slice(0, 100).every((c) => c === 422)).toBe(true);
    expect(codes[100]).toBe(429);
  });

  it('counts failures only: past 100 from one address, a right password for an unlocked account still logs in', async () => {
    // One carrier address in front of many people (Brunei's mobile networks): someone's failures
    // must not lock everyone else behind it out.
    const shared = '192.0.2.88';
    const neighbour = await insertUser(t.db);
    for (let n = 0; n < 3; n++)
      expect((await postLogin(neighbour.email, PASSWORD, shared)).statusCode).toBe(200);
    const codes: number[] = [];
    for (let n = 0; n < 101; n++)
      codes.push((await postLogin(`stranger-${n}@example.com`, 'wrong-password', shared)).statusCode);
    expect(codes.slice(0, 100).every((c) => c === 422)).toBe(true);
    expect(codes[100]).toBe(429);
    // Failures go on being refused with 429 …
    const wrong = await postLogin(neighbour.email, 'wrong-password', shared);
    expect(wrong.statusCode).toBe(429);
    expect(Number(wrong.headers['retry-after'])).toBeGreaterThan(0);
    // … while the right password of an account that is not locked gets through.
    const right = await postLogin(neighbour.email, PASSWORD, shared);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().token).toBeTruthy();
  });
});

describe('reset and activation emails', () => {
  const askReset = (email: string, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/password/create/', payload: { email }, remoteAddress });

  it('sends one reset email a minute to an account however many addresses ask, with the same answer', async () => {
    const user = await insertUser(t.db);
    const answers = await Promise.all(Array.from({ length: 12 }, () => askReset(user.email)));
    const unknown = await askReset(uniqueEmail('nobody'));
    for (const answer of [...answers, unknown]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(unknown.json());
    }
    expect(await emailsTo(t.db, user.email)).toHaveLength(1);
  });

  it('shares the one-a-minute budget between reset and activation emails', async () => {
    const user = await insertUser(t.db, { activated: false });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-activation',
      payload: { email: user.email },
      remoteAddress: nextAddress(),
    });
    await askReset(user.email);
    expect(await emailsTo(t.db, user.email)).toHaveLength(1);
  });

  it('refuses an address the eleventh request in an hour, whether or not the emails exist', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => insertUser(t.db)));
    const emails = [...users.map((u) => u.email), ...Array.from({ length: 5 }, () => uniqueEmail('x'))];
    const codes: number[] = [];
    for (const email of emails) codes.push((await askReset(email, '192.0.2.88')).statusCode);
    expect(codes).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('signup', () => {
  it('allows twenty signups per address per hour', async () => {
    const codes: number[] = [];
    for (let n = 0; n < 21; n++) {
      const body = await multipart({
        email: uniqueEmail('s'),
        name: 'Awang Ali',
        password: 'password-123',
        password_confirmation: 'password-123',
      });
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/signup',
            remoteAddress: '192.0.2.99',
            ...body,
          })
        ).statusCode,
      );
    }
    expect(codes.slice(0, 20).every((c) => c === 201)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

// ─── The API's limit: pages never, API per user or per address ───────────────────────────────

describe('pages, files and the API', () => {
  let web: string;
  let small: TestApp;
  let drop = async () => {};
  const tight: RateLimits = {
    ...defaultRateLimits,
    apiPerAddress: { max: 5, windowMs: 60_000 },
    apiPerUser: { max: 40, windowMs: 60_000 },
  };

  beforeAll(async () => {
    web = await fs.mkdtemp(path.join(os.tmpdir(), 'pinjam-web-'));
    await fs.mkdir(path.join(web, 'assets'));
    await fs.writeFile(
      path.join(web, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    for (let n = 0; n < 15; n++)
      await fs.writeFile(path.join(web, 'assets', `part-${n}.js`), `export const n = ${n};`);
    const database = await createTestDatabase();
    drop = database.drop;
    small = await buildTestApp(database.url, { rateLimits: tight, webDist: web });
  });
  afterAll(async () => {
    await small?.close();
    await drop();
    await fs.rm(web, { recursive: true, force: true });
  });

  const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
    app.app.inject({
      method: 'GET',
      url,
      remoteAddress: '192.0.2.50',
      headers: { accept: 'text/html', ...headers },
    });

  it('never refuses pages, scripts or uploads from a busy address, and answers a page with HTML', async () => {
    await fs.writeFile(path.join(small.config.dataDir, 'uploads', 'photo.webp'), 'not really a picture');
    const seen: number[] = [];
    for (let view = 0; view < 50; view++) {
      seen.push((await get(small, '/')).statusCode, (await get(small, '/search?q=tent')).statusCode);
      seen.push((await get(small, '/uploads/photo.webp')).statusCode);
      for (let n = 0; n < 15; n++) seen.push((await get(small, `/assets/part-${n}.js`)).statusCode);
    }
    expect(seen.filter((c) => c !== 200)).toEqual([]);
    // The address's API budget is spent meanwhile; pages still come as pages.
    for (let n = 0; n < 6; n++)
      await get(small, '/api/helpers/system-details', { accept: 'application/json' });
    expect((await get(small, '/api/helpers/system-details')).statusCode).toBe(429);
    const page = await get(small, '/faq');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('counts a signed-in member by their account, not by the address they share', async () => {
    const user = await insertUser(small.db);
    const token = await login(small.app, user.email);
    const codes: number[] = [];
    for (let n = 0; n < 30; n++)
      codes.push(
        (await get(small, '/api/user/get/', { ...bearer(token), accept: 'application/json' })).statusCode,
      );
    expect(codes.every((c) => c === 200)).toBe(true);
  });
});

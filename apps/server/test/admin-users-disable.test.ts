import type { AddressInfo } from 'node:net';
import fs from 'node:fs/promises';
import path from 'node:path';
import { channels, errorCodes, SESSION_ENDED_EVENT } from '@pinjam/api/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, users } from '../src/platform/db/schema';
import { CREDENTIALS_FILE, type Credentials } from '../src/platform/realtime/settings';
import { bearer, insertItem, insertUser, login, useTestApp } from './helpers';
import { browserClient, connected, subscribed } from './realtime-clients';

// Issue 17, deliverable 2 (decision 0041): disabling signs the member out everywhere at once —
// their bearer tokens answer 401, their open tabs hear `session-ended` and their sockets close —
// and hides their items; enabling brings the items back and lets them log in. Real PostgreSQL,
// the real pusher-js against the embedded endpoint.

const t = useTestApp({ realtime: { host: null, useTLS: false, cluster: 'mt1' } });
let base = '';
let key = '';
let admin: Record<string, string>;
let adminId = 0;
const open: Array<{ disconnect(): void }> = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  key = (JSON.parse(await fs.readFile(path.join(t.config.dataDir, CREDENTIALS_FILE), 'utf8')) as Credentials)
    .key;
  const a = await insertUser(t.db, { name: 'Admin Disabler', role_id: 2 });
  adminId = a.id;
  admin = bearer(await login(t.app, a.email));
});
afterAll(() => open.forEach((client) => client.disconnect()));

const get = (url: string, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'GET', url, headers });
const loginAnswer = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const searchIds = async (q: string) =>
  (await get(`/api/items/search?q=${q}`, {})).json<{ items: Array<{ id: number }> }>().items.map((i) => i.id);
const auditLines = (userId: number, action: string) =>
  t.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.subject_id, String(userId)), eq(adminAudit.action, action)));

async function member(name: string, title: string) {
  const user = await insertUser(t.db, { name });
  const item = await insertItem(t.db, user.id, { title });
  return { ...user, item, token: await login(t.app, user.email) };
}

describe('disabling', () => {
  it('ends their tokens at once, refuses their login, hides their items, audits once', async () => {
    const hakim = await member('Hakim Yusof', 'Makita cordless drill');
    const otherDevice = await login(t.app, hakim.email);
    expect(await searchIds('makita')).toEqual([hakim.item.id]);
    expect((await get(`/api/items/get-item/${hakim.item.id}`, {})).statusCode).toBe(200);

    const res = await get(`/api/admin/disable-account/${hakim.id}`);
    expect(res.statusCode, res.body).toBe(200);

    for (const token of [hakim.token, otherDevice]) {
      const me = await get('/api/user/get/', bearer(token));
      expect(me.statusCode).toBe(401);
    }
    const again = await loginAnswer(hakim.email, hakim.password);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: errorCodes.accountDisabled });
    expect(await searchIds('makita')).toEqual([]);
    expect((await get(`/api/items/get-item/${hakim.item.id}`, {})).statusCode).toBe(404);

    const [line, ...more] = await auditLines(hakim.id, 'user.disable');
    expect(more).toEqual([]);
    expect(line).toMatchObject({ admin_id: adminId, subject_type: 'user', before: { disabled_at: null } });
    expect((line!.after as { disabled_at: string }).disabled_at).toMatch(/^\d{4}-/);
  });

  it('tells their open tab (session-ended) and closes their sockets, no one else’s', async () => {
    const hakim = await member('Hakim Tab', 'Ladder');
    const siti = await member('Siti Tab', 'Kayak');
    const tab = browserClient(base, key, hakim.token);
    const bystander = browserClient(base, key, siti.token);
    open.push(tab, bystander);
    await Promise.all([connected(tab), connected(bystander)]);
    tab.signin();
    bystander.signin();
    await Promise.all([tab.user.signinDonePromise, bystander.user.signinDonePromise]);
    expect((await subscribed(tab, channels.chat(hakim.id))).ok).toBe(true);
    const heard = new Promise((resolve) =>
      tab.channel(channels.chat(hakim.id))!.bind(SESSION_ENDED_EVENT, resolve),
    );
    const closed = new Promise<string>((resolve) =>
      tab.connection.bind('state_change', ({ current }: { current: string }) => {
        if (current !== 'connected') resolve(current);
      }),
    );

    expect((await get(`/api/admin/disable-account/${hakim.id}`)).statusCode).toBe(200);
    await expect(heard).resolves.toEqual({});
    // 4009: pusher-js does not reconnect (and could not: its sign-in would now be refused).
    expect(await closed).toMatch(/disconnected|unavailable|failed|connecting/);
    await new Promise((r) => setTimeout(r, 300));
    expect(tab.connection.state).not.toBe('connected');
    expect(bystander.connection.state).toBe('connected');
  });

  it('answers one of two admins pressing at once; the other gets 409 and nothing is written twice', async () => {
    const target = await member('Twice Disabled', 'Tent');
    const [a, b] = await Promise.all([
      get(`/api/admin/disable-account/${target.id}`),
      get(`/api/admin/disable-account/${target.id}`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toMatchObject({ message: 'This account is disabled already.' });
    expect(await auditLines(target.id, 'user.disable')).toHaveLength(1);
  });

  it('refuses yourself (409, nothing changes) and an unknown id (404)', async () => {
    const res = await get(`/api/admin/disable-account/${adminId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'You cannot disable your own account.' });
    const [me] = await t.db.select().from(users).where(eq(users.id, adminId));
    expect(me!.disabled_at).toBeNull();
    expect((await get('/api/admin/get-all-users')).statusCode).toBe(200);
    expect((await get('/api/admin/disable-account/999999')).statusCode).toBe(404);
    expect((await get('/api/admin/enable-account/999999')).statusCode).toBe(404);
  });

  it('is refused to a member (403, nothing changes) and to nobody (401)', async () => {
    const target = await member('Untouched Member', 'Surfboard');
    const other = await member('Curious Member', 'Guitar');
    expect((await get(`/api/admin/disable-account/${target.id}`, bearer(other.token))).statusCode).toBe(403);
    expect((await get(`/api/admin/disable-account/${target.id}`, {})).statusCode).toBe(401);
    expect((await get('/api/user/get/', bearer(target.token))).statusCode).toBe(200);
  });
});

describe('enabling', () => {
  it('lets them log in again and brings their items back; a second enable is a 409', async () => {
    const siti = await member('Siti Enabled', 'Paddleboard');
    expect((await get(`/api/admin/disable-account/${siti.id}`)).statusCode).toBe(200);
    expect(await searchIds('paddleboard')).toEqual([]);

    const res = await get(`/api/admin/enable-account/${siti.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await searchIds('paddleboard')).toEqual([siti.item.id]);
    // The old token stays ended; a new login works.
    expect((await get('/api/user/get/', bearer(siti.token))).statusCode).toBe(401);
    expect((await loginAnswer(siti.email, siti.password)).statusCode).toBe(200);

    const again = await get(`/api/admin/enable-account/${siti.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This account is not disabled.' });
    const [line, ...more] = await auditLines(siti.id, 'user.enable');
    expect(more).toEqual([]);
    expect(line).toMatchObject({ after: { disabled_at: null } });
  });
});

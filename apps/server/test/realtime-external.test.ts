import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeSettings } from '../src/platform/realtime/settings';
import { buildTestApp, createTestDatabase, insertUser, login, useTestApp, type TestApp } from './helpers';
import { browserClient, connected, subscribed } from './realtime-clients';

// "Another Pusher-compatible server": a second app's embedded endpoint, with credentials of its own.
const elsewhere = { appId: '777', key: 'elsewhere-key', secret: 'elsewhere-secret-0123' };
const other = useTestApp({ realtime: { host: null, useTLS: false, cluster: 'mt1', ...elsewhere } });

let database: { url: string; drop(): Promise<void> };
let webDist = '';
let settings: RealtimeSettings;
let there = '';

beforeAll(async () => {
  database = await createTestDatabase();
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'pinjam-web-'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Pinjam</title></head><body><div id="root"></div></body></html>',
  );
  await other.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = other.app.server.address() as AddressInfo;
  there = `http://127.0.0.1:${port}`;
  // PUSHER_HOST=127.0.0.1 PUSHER_PORT=… PUSHER_USE_TLS=false PUSHER_CLUSTER=ap1 and its credentials.
  settings = { host: '127.0.0.1', port, useTLS: false, cluster: 'ap1', ...elsewhere };
});
afterAll(async () => {
  await fs.rm(webDist, { recursive: true, force: true });
  await database.drop();
});

async function withApp(overrides: Partial<RealtimeSettings>, test: (t: TestApp) => Promise<void>) {
  const t = await buildTestApp(database.url, { realtime: { ...settings, ...overrides }, webDist });
  try {
    await test(t);
  } finally {
    await t.close();
  }
}

describe('PUSHER_HOST set', () => {
  it('publishes through the SDK to that server, whose sockets take our channel authorisations', () =>
    withApp({}, async ({ app, db }) => {
      const user = await insertUser(db, { name: 'Siti Rahmah' });
      const token = await login(app, user.email);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const ours = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

      // The page sends the browser there, with the key only.
      const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      const meta = /<meta name="pinjam-realtime" content="([^"]+)">/.exec(page.body)?.[1] ?? '';
      expect(JSON.parse(meta.replaceAll('&quot;', '"'))).toEqual({
        key: elsewhere.key,
        cluster: 'ap1',
        wsHost: '127.0.0.1',
        wsPort: settings.port,
        forceTLS: false,
      });
      expect(page.body).not.toContain(elsewhere.secret);
      // The embedded endpoint is off.
      expect((await app.inject({ method: 'POST', url: `/apps/${elsewhere.appId}/events` })).statusCode).toBe(
        404,
      );

      // pusher-js asks our server to authorise and holds its socket to the other one.
      const pusher = browserClient(ours, elsewhere.key, token, there);
      try {
        await connected(pusher);
        const own = `private-order.${user.id}`;
        expect((await subscribed(pusher, own)).ok).toBe(true);
        const got = new Promise((resolve) => pusher.channel(own).bind('new-order', resolve));
        await app.realtime.publish({ channel: own, event: 'new-order', data: { order_id: 1 } });
        expect(await got).toEqual({ order_id: 1 });
        expect((await subscribed(pusher, 'presence-online')).ok).toBe(true);
        expect(await app.realtime.onlineUsers()).toEqual(new Set([user.id]));
      } finally {
        pusher.disconnect();
      }
    }));

  it('does not throw when that server cannot be reached: the failure is a warning', () =>
    withApp({ port: 1 }, async ({ app }) => {
      await expect(app.realtime.publish({ channel: 'news', event: 'x', data: {} })).resolves.toBeUndefined();
      await expect(app.realtime.onlineUsers()).resolves.toEqual(new Set());
    }));
});

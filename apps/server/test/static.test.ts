import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers';

let web: TestApp;
let bare: TestApp;
let webDist: string;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'pinjam-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await fs.writeFile(path.join(webDist, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
  await fs.writeFile(path.join(webDist, 'favicon.svg'), '<svg/>');
  const database = await createTestDatabase();
  dropDatabase = database.drop;
  web = await buildTestApp(database.url, {
    webDist,
    publicUrl: 'https://pinjam.bn',
    pusherHost: 'ws.pusher.example',
  });
  bare = await buildTestApp(database.url, { webDist: path.join(webDist, 'missing') });
});

afterAll(async () => {
  await web?.close();
  await bare?.close();
  await dropDatabase?.();
  await fs.rm(webDist, { recursive: true, force: true });
});

const page = (app: TestApp, url: string, accept = 'text/html,application/xhtml+xml') =>
  app.app.inject({ method: 'GET', url, headers: { accept } });

describe('with a built web app in WEB_DIST', () => {
  it('serves index.html at / without caching it', async () => {
    const res = await page(web, '/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await page(web, '/assets/index-3f9a1c.js', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('hands the page a fresh CSP nonce for injected <style> tags', async () => {
    const first = await page(web, '/');
    const second = await page(web, '/index.html');
    const nonceOf = (res: typeof first) =>
      /<meta property="csp-nonce" nonce="([0-9a-f]{32})">/.exec(res.body)?.[1];
    expect(nonceOf(first)).toBeDefined();
    expect(first.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonceOf(first)}'`);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
  });

  it('revalidates other files such as the favicon', async () => {
    expect((await page(web, '/favicon.svg', '*/*')).headers['cache-control']).toBe('no-cache');
  });

  it('answers client-side routes that a browser asks for with index.html', async () => {
    for (const url of ['/profile/3', '/password-reset/request/abc', '/email-activated']) {
      const res = await page(web, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps JSON 404s for the API, uploads and non-HTML requests', async () => {
    expect((await page(web, '/api/nothing')).json()).toEqual({
      message: 'There is no GET /api/nothing endpoint.',
    });
    expect((await page(web, '/uploads/avatars/missing.webp')).statusCode).toBe(404);
    const json = await page(web, '/profile/3', 'application/json');
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ message: 'Not found.' });
  });

  it('sends a CSP allowing only what the app needs', async () => {
    const csp = (await page(web, '/')).headers['content-security-policy'] as string;
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives['default-src']).toBe("'self'");
    expect(directives['script-src']).toMatch(/^'self' 'nonce-[0-9a-f]{32}'$/);
    expect(directives['style-src']).toMatch(/^'self' 'nonce-[0-9a-f]{32}'$/);
    expect(directives['img-src']).toBe("'self' data: blob:");
    expect(directives['connect-src']).toBe(
      "'self' wss://pinjam.bn wss://localhost:80 wss://ws.pusher.example https://ws.pusher.example",
    );
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['object-src']).toBe("'none'");
    expect(directives).toHaveProperty('upgrade-insecure-requests');
  });
});

describe('without a web app', () => {
  it('answers / with a JSON 404 and plain-http websockets in the CSP', async () => {
    const res = await page(bare, '/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
    expect(res.headers['content-security-policy']).toContain(
      "connect-src 'self' wss://pinjam.test ws://pinjam.test",
    );
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

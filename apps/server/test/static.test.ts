import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers';
import { ROUTES_WITH_SERVER_PAGES } from './web-build';

let web: TestApp;
let bare: TestApp;
let root: string;
let webDist: string;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'pinjam-web-'));
  webDist = path.join(root, 'dist');
  await fs.mkdir(path.join(webDist, 'assets'), { recursive: true });
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Pinjam</title></head><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(path.join(webDist, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
  // What vite-plugin-compression2 writes beside an asset.
  await fs.writeFile(
    path.join(webDist, 'assets', 'index-3f9a1c.js.br'),
    brotliCompressSync('console.log(1)'),
  );
  await fs.mkdir(path.join(webDist, '.vite'));
  await fs.writeFile(
    path.join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-3f9a1c.js',
        isEntry: true,
        imports: ['_shared-1.js'],
        css: ['assets/index-1.css'],
      },
      '_shared-1.js': { file: 'assets/shared-1.js' },
      '_form-2.js': { file: 'assets/form-2.js', imports: ['_shared-1.js'], css: ['assets/form-2.css'] },
      'src/pages/home/HomePage/HomePage.tsx': {
        file: 'assets/HomePage-9.js',
        isDynamicEntry: true,
        imports: ['index.html', '_shared-1.js', '_form-2.js'],
        css: ['assets/HomePage-9.css', 'assets/index-1.css'],
      },
    }),
  );
  await fs.writeFile(path.join(webDist, 'favicon.svg'), '<svg/>');
  // The pages the web build draws, and what each reads (no renderer: the browser draws them).
  await fs.mkdir(path.join(root, 'dist-ssr'));
  await fs.writeFile(path.join(root, 'dist-ssr', 'routes.js'), ROUTES_WITH_SERVER_PAGES);
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
  await fs.rm(root, { recursive: true, force: true });
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

  it("serves the build's brotli copy of an asset to browsers that accept it", async () => {
    const res = await web.app.inject({
      method: 'GET',
      url: '/assets/index-3f9a1c.js',
      headers: { accept: '*/*', 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
    const plain = await page(web, '/assets/index-3f9a1c.js', '*/*');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('compresses answers over 1 KB for clients that accept it, and leaves small ones alone', async () => {
    const big = await web.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { accept: 'application/json', 'accept-encoding': 'gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString())).toHaveProperty('openapi');
    const small = await web.app.inject({
      method: 'GET',
      url: '/api/nothing',
      headers: { accept: 'application/json', 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it("puts the home page's chunk, first banner and data into its index.html, and only there", async () => {
    const home = (await page(web, '/')).body;
    const head = home.slice(0, home.indexOf('</head>'));
    // The page's own chunks and styles, not what the entry already loads.
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-9.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/form-2.js">');
    expect(head).not.toContain('shared-1.js');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/HomePage-9.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/form-2.css">');
    expect(head).not.toContain('index-1.css');
    // The banners, adverts and footer answers, as the API gives them.
    const json = /<script type="application\/json" id="swr-fallback">(.*?)<\/script>/.exec(head)?.[1];
    const fallback = JSON.parse(json ?? 'null') as Record<string, unknown>;
    const api = async (url: string) => (await page(web, url, 'application/json')).json() as unknown;
    expect(fallback['/api/helpers/active-advert-images/']).toEqual(
      await api('/api/helpers/active-advert-images/'),
    );
    expect(fallback['/api/helpers/system-details']).toEqual(await api('/api/helpers/system-details'));
    // The page's own head hints (the web build's), from the answers it carries.
    expect(head).toContain(
      '<meta name="drawn-from" content="/api/helpers/active-advert-images/ /api/helpers/system-details">',
    );
    expect((await page(web, '/faq')).body).not.toContain('drawn-from');
    // Other pages get the plain index.html.
    expect((await page(web, '/profile/3')).body).not.toContain('swr-fallback');
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

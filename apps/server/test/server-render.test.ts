import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/env';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers';
import { ROUTES_WITH_SERVER_PAGES } from './web-build';

// A web build with a server renderer beside it (apps/web/dist-ssr/entry-server.js) and the list
// of pages it draws (dist-ssr/routes.js), standing in for the real one (which the journeys use):
// it asks for answers like the real one (the keys the page reads), and its markup is big enough
// to be compressed as a stream.
const RENDERER = `
export const bodyClass = 'theme_light_1';
export async function render(url, load) {
  if (url.includes('boom')) throw new Error('the renderer failed');
  globalThis.drawings = [...(globalThis.drawings ?? []), url];
  const answers = await load([
    '/api/helpers/system-details',
    '/api/items/search?per_page=4&sort=price_desc',
    '/api/user/get/',
  ]);
  // Members' words may hold what String.replace would read as patterns.
  const html = "<main><h1>Rent it &amp; more</h1><p>Price: B$5, $& and $' and $$</p><p>" + 'x'.repeat(60000) + '</p></main>';
  answers.note = "A title with $& and $' in it";
  return { html, answers };
}
`;

const INDEX =
  '<!doctype html><html><head><title>Pinjam</title></head><body><div id="root"></div></body></html>';

let root: string;
let app: TestApp;
let broken: TestApp;
let limited: TestApp;
let stuck: TestApp;
let unlisted: TestApp;
let dropDatabase: () => Promise<void>;

async function webBuild(name: string, renderer: string, routes = ROUTES_WITH_SERVER_PAGES): Promise<string> {
  const dist = path.join(root, name, 'dist');
  await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
  await fs.writeFile(path.join(dist, 'index.html'), INDEX);
  await fs.mkdir(path.join(root, name, 'dist-ssr'));
  await fs.writeFile(path.join(root, name, 'dist-ssr', 'entry-server.js'), renderer);
  if (routes) await fs.writeFile(path.join(root, name, 'dist-ssr', 'routes.js'), routes);
  return dist;
}

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'pinjam-ssr-'));
  const database = await createTestDatabase();
  dropDatabase = database.drop;
  app = await buildTestApp(database.url, { webDist: await webBuild('web', RENDERER) });
  broken = await buildTestApp(database.url, {
    webDist: await webBuild('broken', RENDERER.replace("url.includes('boom')", 'true')),
  });
  // A renderer that never finishes.
  stuck = await buildTestApp(database.url, {
    webDist: await webBuild(
      'stuck',
      RENDERER.replace("if (url.includes('boom'))", 'if (true) return new Promise(() => {}); if (false)'),
    ),
  });
  // A renderer, but no list of the pages to draw (a build's routes.js without one).
  unlisted = await buildTestApp(database.url, {
    webDist: await webBuild('unlisted', RENDERER, 'export const notFoundTitle = "Page not found";'),
  });
  // Ten API requests a minute from one address.
  limited = await buildTestApp(database.url, {
    webDist: await webBuild('limited', RENDERER),
    rateLimits: { ...defaultRateLimits, apiPerAddress: { max: 10, windowMs: 60_000 } },
  });
});

afterAll(async () => {
  await app?.close();
  await broken?.close();
  await limited?.close();
  await stuck?.close();
  await unlisted?.close();
  await dropDatabase?.();
  await fs.rm(root, { recursive: true, force: true });
});

const home = (t: TestApp, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/',
    headers: { accept: 'text/html', ...(encoding && { 'accept-encoding': encoding }) },
  });
const fallbackOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="swr-fallback">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as Record<string, unknown>;
const api = async (t: TestApp, url: string) => (await t.app.inject({ method: 'GET', url })).json() as unknown;

describe('the home page drawn on the server', () => {
  it("carries the renderer's markup in #root, its theme on <body>, and the answers it was drawn from", async () => {
    const res = await home(app);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<body class="theme_light_1"><div id="root"><main><h1>Rent it &amp; more</h1>',
    );
    const fallback = fallbackOf(res.body);
    expect(fallback['/api/helpers/system-details']).toEqual(await api(app, '/api/helpers/system-details'));
    expect(fallback['/api/items/search?per_page=4&sort=price_desc']).toEqual(
      await api(app, '/api/items/search?per_page=4&sort=price_desc'),
    );
    // Drawn as a signed-out visitor: an answer that needs a session is not there.
    expect(Object.keys(fallback)).not.toContain('/api/user/get/');
  });

  it('draws the information pages too, and only the pages it names', async () => {
    for (const url of ['/about-us', '/how-it-works', '/faq', '/terms-of-service', '/privacy-policy']) {
      const res = await app.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.body, url).toContain('<div id="root"><main><h1>Rent it &amp; more</h1>');
    }
    const profile = await app.app.inject({
      method: 'GET',
      url: '/profile/3',
      headers: { accept: 'text/html' },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('<div id="root"></div>');
  });

  it('draws a page once for the visitors of the next seconds, whatever its query string', async () => {
    const drawings = () =>
      ((globalThis as { drawings?: string[] }).drawings ?? []).filter((u) => u.endsWith('/how-it-works'));
    await home(app); // warm
    const before = drawings().length;
    for (const url of ['/how-it-works', '/how-it-works?utm_source=x', '/how-it-works?a=1']) {
      const res = await app.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.body).toContain('<h1>Rent it &amp; more</h1>');
    }
    expect(drawings().length - before).toBeLessThanOrEqual(1);
    expect(drawings().every((u) => u === 'http://localhost/how-it-works')).toBe(true);
  });

  it("counts neither pages nor the server's own requests for a page's answers against the visitor's limit", async () => {
    // Thirty pages, each drawn from three answers, against ten API requests a minute.
    for (let n = 0; n < 30; n++) {
      const res = await home(limited);
      expect(res.statusCode, `page ${n + 1}`).toBe(200);
      expect(fallbackOf(res.body)).toHaveProperty(['/api/helpers/system-details']);
    }
  });

  it('sends the whole page compressed (a big page is streamed through brotli or gzip)', async () => {
    const plain = (await home(app)).body;
    const br = await home(app, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await home(app, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    // Everything but the per-response nonce is the same page.
    const same = (html: string) => html.replace(/[0-9a-f]{32}/g, 'N');
    expect(same(brotliDecompressSync(br.rawPayload).toString())).toBe(same(plain));
    expect(same(gunzipSync(gz.rawPayload).toString())).toBe(same(plain));
  });

  it('gives up a drawing that takes too long: the browser draws the page', async () => {
    const started = Date.now();
    const res = await home(stuck);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(fallbackOf(res.body)).toHaveProperty(['/api/helpers/system-details']);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('draws no page when the web build does not list the pages it draws: index.html, drawn in the browser', async () => {
    for (const url of ['/', '/about-us']) {
      const res = await unlisted.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<body><div id="root"></div>');
      expect(res.body, url).not.toContain('swr-fallback');
    }
  });

  it('falls back to the page drawn in the browser, with its answers, when the renderer fails', async () => {
    const res = await home(broken);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<body><div id="root"></div>');
    const fallback = fallbackOf(res.body);
    expect(fallback['/api/helpers/system-details']).toEqual(await api(broken, '/api/helpers/system-details'));
    expect(fallback).toHaveProperty(['/api/helpers/active-advert-images/']);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DRAWINGS_MAX } from '../src/platform/ssr/drawings';
import { bearer, insertItem, insertUser, login, multipartFiles, type TestApp } from './helpers';
import { appWithRealRoutes } from './web-build';

// The item and search pages drawn on the server (issue 27, decision 0051), as a crawler or curl
// without scripts gets them: the web build's real route table and list of drawn pages, and a
// renderer standing in for the real one (the journeys draw with the real one) that asks for the
// answers the real pages read and writes what they show: an item's title, price and photos, a
// search's result links.
const RENDERER = `
export const bodyClass = 'theme_light_1';
const text = (value) => String(value).replaceAll('&', '&amp;').replaceAll('<', '&lt;');
export async function render(url, load) {
  globalThis.drawnUrls = [...(globalThis.drawnUrls ?? []), url];
  const { pathname, search } = new URL(url);
  const item = /^\\/view-item\\/(\\d+)$/.exec(pathname);
  if (item) {
    const key = '/api/items/get-item/' + item[1];
    const answers = await load([key, '/api/helpers/system-details']);
    const found = answers[key]?.item;
    const html = found
      ? '<h1>' + text(found.title) + '</h1><p>B$' + (found.price_per_day / 100).toFixed(2) + ' / day</p>' +
        found.images.map((image) => '<img src="' + image.gallery + '" alt="">').join('')
      : '<p>Loading</p>';
    return { html, answers };
  }
  const key = '/api/items/search' + search;
  const answers = await load([key]);
  const links = (answers[key]?.items ?? []).map((i) => '<a href="/view-item/' + i.id + '">' + text(i.title) + '</a>');
  return { html: '<h2>' + links.length + ' items</h2>' + links.join(''), answers };
}
`;

let web: TestApp;
let owner: { id: number; token: string };
let kayak: { id: number };
let hidden: { id: number };

beforeAll(async () => {
  web = await appWithRealRoutes(RENDERER);
  const siti = await insertUser(web.db, { name: 'Siti Rahman', verification_status: 'approved' });
  owner = { id: siti.id, token: await login(web.app, siti.email) };
  kayak = await insertItem(
    web.db,
    siti.id,
    { title: 'Perception sit-on-top kayak', category: 'sports', district: 'Tutong', price_per_day: 4500 },
    [{}, {}],
  );
  await insertItem(web.db, siti.id, { title: 'Inflatable kayak for two', category: 'sports' });
  hidden = await insertItem(web.db, siti.id, { title: 'Hidden kayak', status: 'disabled' });
});

afterAll(async () => {
  await web?.close();
});

beforeEach(() => {
  web.app.ssr.drawn.clear();
  (globalThis as { drawnUrls?: string[] }).drawnUrls = [];
});

const drawnUrls = () => (globalThis as { drawnUrls?: string[] }).drawnUrls ?? [];

/** The page as curl or a link-preview crawler gets it: `Accept: *\/*`, no script run. */
const curl = (url: string) => web.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1] ?? '';
const fallbackOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="swr-fallback">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
  ) as Record<string, unknown>;

describe('an item page drawn on the server', () => {
  it("carries the item's title, price and photos in its markup, and the answers it was drawn from", async () => {
    const res = await curl(`/view-item/${kayak.id}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('<h1>Perception sit-on-top kayak</h1>');
    expect(root).toContain('B$45.00 / day');
    const photos = [...root.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);
    expect(photos).toHaveLength(2);
    for (const src of photos) expect(src).toMatch(/^\/uploads\/.+/);
    const answer = (await web.app.inject({ method: 'GET', url: `/api/items/get-item/${kayak.id}` })).json();
    expect(fallbackOf(res.body)[`/api/items/get-item/${kayak.id}`]).toEqual(answer);
    expect(res.body).toContain('<title>Perception sit-on-top kayak · Pinjam</title>');
  });

  it('answers the 404 page, undrawn, for a hidden or unknown item', async () => {
    for (const url of [`/view-item/${hidden.id}`, '/view-item/999999', '/view-item/abc']) {
      const res = await curl(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    expect(drawnUrls()).toEqual([]);
  });

  it('is drawn once for the visitors that follow, and again once its price has changed', async () => {
    await curl(`/view-item/${kayak.id}`);
    await curl(`/view-item/${kayak.id}?utm_source=whatsapp`);
    expect(drawnUrls()).toEqual([`http://localhost/view-item/${kayak.id}`]);

    const body = await multipartFiles(
      {
        title: 'Perception sit-on-top kayak',
        category: 'sports',
        district: 'Tutong',
        condition: 'good',
        price_per_day: '5000',
      },
      [],
    );
    const edited = await web.app.inject({
      method: 'POST',
      url: `/api/items/update/${kayak.id}`,
      ...body,
      headers: { ...body.headers, ...bearer(owner.token) },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const res = await curl(`/view-item/${kayak.id}`);
    expect(rootOf(res.body)).toContain('B$50.00 / day');
    expect(drawnUrls()).toHaveLength(2);
  });

  it("keeps another item's drawing when one item changes", async () => {
    const other = await insertItem(web.db, owner.id, { title: 'Paddle board' });
    await curl(`/view-item/${other.id}`);
    web.app.pagesChanged('view-item', { id: String(kayak.id) });
    await curl(`/view-item/${other.id}`);
    expect(drawnUrls()).toEqual([`http://localhost/view-item/${other.id}`]);
  });
});

describe('a search page drawn on the server', () => {
  it('carries the links to its results, drawn for the parameters the page reads', async () => {
    const res = await curl('/search?q=kayak&utm_source=x&fbclid=abc');
    expect(res.statusCode).toBe(200);
    const links = [...rootOf(res.body).matchAll(/<a href="(\/view-item\/\d+)">/g)].map((m) => m[1]);
    expect(links).toContain(`/view-item/${kayak.id}`);
    expect(links).not.toContain(`/view-item/${hidden.id}`);
    expect(drawnUrls()).toEqual(['http://localhost/search?q=kayak']);
    expect(Object.keys(fallbackOf(res.body))).toEqual(['/api/items/search?q=kayak']);
  });

  it('draws a search with no results too', async () => {
    const res = await curl('/search?q=zeppelin');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('<h2>0 items</h2>');
  });

  it('reuses one drawing whatever junk or order the query has, and keeps at most DRAWINGS_MAX', async () => {
    await curl('/search?category=sports&q=kayak');
    await curl('/search?q=kayak&category=sports&ref=x');
    await curl('/search?q=%20kayak%20&category=sports&district=');
    expect(drawnUrls()).toEqual(['http://localhost/search?category=sports&q=kayak']);
    for (let n = 0; n < 60; n++)
      await curl(`/search?q=kayak&category=sports&junk${n}=${n}&utm_campaign=${n}`);
    expect(drawnUrls()).toHaveLength(1);
    // Searches that do differ are drawn each, but the map never holds more than its bound.
    for (let n = 0; n < DRAWINGS_MAX + 20; n++) await curl(`/search?q=word${n}`);
    expect(drawnUrls()).toHaveLength(DRAWINGS_MAX + 21);
    expect(web.app.ssr.drawn.size).toBe(DRAWINGS_MAX);
  }, 60_000);

  it('is drawn again after an item has changed', async () => {
    await curl('/search?q=kayak');
    web.app.pagesChanged('search');
    await curl('/search?q=kayak');
    expect(drawnUrls()).toEqual(['http://localhost/search?q=kayak', 'http://localhost/search?q=kayak']);
  });
});

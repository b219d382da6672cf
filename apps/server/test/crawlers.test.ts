import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { highestItemId, publicItemsBetween } from '../src/modules/catalogue/catalogue.repository';
import { insertItem, insertUser, PUBLIC_URL, type TestApp } from './helpers';
import { appWithRealRoutes } from './web-build';

// robots.txt and the sitemaps (issue 27), with the web app's real route table.

let web: TestApp;
let ids: { shown: number; far: number; hidden: number[] };

beforeAll(async () => {
  web = await appWithRealRoutes();
  const siti = await insertUser(web.db, { name: 'Siti Rahman' });
  const gone = await insertUser(web.db, { disabled_at: new Date() });
  ids = {
    shown: (await insertItem(web.db, siti.id)).id,
    // Far along the ids, as on a marketplace with a hundred thousand listings and more.
    far: (await insertItem(web.db, siti.id, { id: 120_000 })).id,
    hidden: [
      (await insertItem(web.db, siti.id, { status: 'disabled' })).id,
      (await insertItem(web.db, siti.id, { status: 'deleted', deleted_at: new Date() })).id,
      (await insertItem(web.db, gone.id)).id,
    ],
  };
});

afterAll(async () => {
  await web?.close();
});

const get = (url: string) => web.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt', () => {
  it('keeps crawlers out of the API and the private pages, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines.at(-1)).toBe(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const kept = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    for (const path of [
      '/api/',
      '/admin/users',
      '/admin/settings',
      '/checkout',
      '/cart',
      '/messages',
      '/settings',
      '/dashboard',
      '/my-orders',
      '/my-finance',
      '/customer-orders',
      '/add-item',
      '/edit-item/',
      '/login',
      '/password-reset',
      '/profile/',
      '/dev/mailbox',
    ])
      expect(kept, path).toContain(path);
    // Robots match by prefix: no rule may reach a page that is meant to be read.
    for (const open of [
      '/',
      '/search?q=kayak',
      `/view-item/${ids.shown}`,
      '/about-us',
      '/faq',
      '/uploads/items/a.webp',
    ])
      expect(
        kept.filter((rule) => open.startsWith(rule)),
        open,
      ).toEqual([]);
  });
});

describe('the sitemap', () => {
  it('is an index of the pages’ sitemap and one sitemap per 50,000 item ids', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(res.body)).toEqual(
      ['pages', 'items-0', 'items-1', 'items-2'].map((name) => `${PUBLIC_URL}/sitemaps/${name}.xml`),
    );
  });

  it('lists the static pages and a search per category', async () => {
    const res = await get('/sitemaps/pages.xml');
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(res.body)).toEqual(
      expect.arrayContaining(
        [
          '/',
          '/search',
          '/about-us',
          '/how-it-works',
          '/faq',
          '/terms-of-service',
          '/privacy-policy',
          '/search?category=drones',
        ].map((path) => `${PUBLIC_URL}${path}`),
      ),
    );
    expect(locs(res.body).some((loc) => /login|admin|settings|checkout/.test(loc))).toBe(false);
  });

  it('lists only the items the public may see, each in the sitemap of its ids, with when it changed', async () => {
    const first = await get('/sitemaps/items-0.xml');
    expect(locs(first.body)).toEqual([`${PUBLIC_URL}/view-item/${ids.shown}`]);
    expect(first.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z<\/lastmod>/);
    expect(locs((await get('/sitemaps/items-1.xml')).body)).toEqual([]);
    expect(locs((await get('/sitemaps/items-2.xml')).body)).toEqual([`${PUBLIC_URL}/view-item/${ids.far}`]);
    for (const url of ['/sitemaps/items-3.xml', '/sitemaps/nothing-0.xml', '/sitemaps/items.xml'])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it('reads along the primary key: the index its last entry, each sitemap one range of it', async () => {
    const plan = (statement: SQL) =>
      web.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${statement}`);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    const range = await plan(publicItemsBetween(web.db, 50_000, 100_000).getSQL());
    // An index of items whose condition is the range (the primary key, or an active items' index that holds the id).
    expect(range).toMatch(
      /(Index|Index Only) Scan using \w+ on items[^\n]*\n\s+Index Cond: \(\(id >= 50000\) AND \(id < 100000\)\)/,
    );
    expect(range).not.toMatch(/Seq Scan/);
    // highestItemId's statement: the primary key's last entry.
    expect(await plan(sql`select max(id) from items`)).toMatch(/Index Only Scan Backward using items_pkey/);
    expect(await highestItemId(web.db)).toBe(ids.far);
  });
});

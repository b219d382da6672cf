import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keys } from '@pinjam/api/keys';
import { serverPages as exported } from './server';
import { serverPages } from './serverPages';
import { matchRoute } from './table';

/** apps/web: the build manifest's keys are relative to it. */
const webRoot = fileURLToPath(new URL('../..', import.meta.url));
const routesSource = fs.readFileSync(fileURLToPath(new URL('./routes.tsx', import.meta.url)), 'utf8');

/** The file routes.tsx lazy-loads for the route `name` ('../pages/home/HomePage/HomePage'), relative to apps/web. */
function loadedBy(name: string): string | null {
  const quoted = new RegExp(`^\\s*'?${name}'?: \\(\\) => import\\('([^']+)'\\)`, 'm').exec(routesSource);
  if (!quoted) return null;
  return path
    .relative(webRoot, path.resolve(webRoot, 'src/routes', quoted[1]!))
    .split(path.sep)
    .join('/');
}

const banner = (mobile_path: string | null) => ({
  [keys.activeAdvertImages]: {
    bannerImages: [
      { id: 1, path: '/uploads/banners/wide.webp', mobile_path, alt: 'Rent a kayak', active: true },
      { id: 2, path: '/uploads/banners/second.webp', mobile_path: null, alt: '', active: true },
    ],
    advertImages: [],
  },
});

describe('the pages the server draws (routes.js exports them)', () => {
  it('are the home page, the five information pages, search and the item page, routes of the table', () => {
    expect(exported).toBe(serverPages);
    expect(Object.keys(serverPages)).toEqual([
      '/',
      '/about-us',
      '/how-it-works',
      '/faq',
      '/terms-of-service',
      '/privacy-policy',
      '/search',
      '/view-item/:id',
    ]);
    for (const url of Object.keys(serverPages)) {
      const match = matchRoute(url);
      expect(match, url).not.toBeNull();
      // A pattern matches itself, its parameter named after itself: '/view-item/:id' → { id: ':id' }.
      for (const [name, value] of Object.entries(match!.params)) expect(value, url).toBe(`:${name}`);
    }
  });

  it("name, as the manifest's key, a file that exists and that routes.tsx loads for the route", () => {
    for (const [url, page] of Object.entries(serverPages)) {
      expect(fs.existsSync(path.join(webRoot, page.module)), `${url}: ${page.module}`).toBe(true);
      expect(page.module, url).toMatch(/^src\/.+\.tsx$/);
      const name = matchRoute(url)!.route.name;
      expect(`${loadedBy(name)}.tsx`, `${url}: routes.tsx's page for '${name}'`).toBe(page.module);
    }
  });

  it('read, when there is no renderer to ask, the public answers they show', () => {
    expect(serverPages['/']!.reads).toEqual([keys.activeAdvertImages, keys.systemDetails]);
    for (const [url, page] of Object.entries(serverPages)) {
      expect(page.reads, url).toContain(keys.systemDetails);
      for (const read of page.reads) expect(read, url).toMatch(/^\/api\//);
    }
  });
});

describe('the address a page is drawn at (and its drawing kept under)', () => {
  const search = serverPages['/search']!.address;

  it("is the path for a page without a query, whatever the request's query", () => {
    expect(serverPages['/view-item/:id']!.address('/view-item/12', '?utm_source=whatsapp')).toBe(
      '/view-item/12',
    );
    expect(serverPages['/faq']!.address('/faq', '?a=1')).toBe('/faq');
  });

  it("is, for a search, only the parameters the page reads, trimmed, blanks left out, sorted as useSearch's key", () => {
    expect(search('/search', '?q=camera&utm_source=x&fbclid=1')).toBe('/search?q=camera');
    expect(search('/search', '?sort=price_asc&q=%20camera%20&district=&category=drones')).toBe(
      '/search?category=drones&q=camera&sort=price_asc',
    );
    expect(search('/search', '?junk=1')).toBe('/search');
  });
});

describe("the home page's head hints", () => {
  const hints = serverPages['/']!.headHints;

  it('preload the first banner, the desktop picture everywhere when it has no phone picture', () => {
    expect(hints(banner(null))).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/banners/wide.webp">',
    );
  });

  it("preload the first banner's phone picture below 640 px and its desktop one from 640 px", () => {
    expect(hints(banner('/uploads/banners/phone.webp'))).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/banners/phone.webp" media="(max-width: 639px)">' +
        '<link rel="preload" as="image" fetchpriority="high" href="/uploads/banners/wide.webp" media="(min-width: 640px)">',
    );
  });

  it('escape what the attributes hold', () => {
    expect(hints(banner('/uploads/a"b&c<d.webp'))).toContain('href="/uploads/a&quot;b&amp;c&lt;d.webp"');
  });

  it('are empty without a banner, and on the information pages', () => {
    expect(hints({})).toBe('');
    expect(hints({ [keys.activeAdvertImages]: { bannerImages: [], advertImages: [] } })).toBe('');
    expect(serverPages['/faq']!.headHints(banner(null))).toBe('');
  });
});

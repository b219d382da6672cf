/**
 * What the server knows of the app's pages, built beside the renderer as `dist-ssr/routes.js`
 * (vite.config.ts): which paths are the app's (any other answers 404), each page's title, its
 * sentence and its canonical address (the head of a shared link), and the pages it draws with what
 * each reads (serverPages.ts). Plain data and functions, no React: the server imports it even
 * where it draws no page, and without a renderer too.
 */
import { categorySlugs } from '@pinjam/api/contract';
import { rawSearch, readFilters, searchTitle } from '../shared/searchParams';
import { routeDescriptionTexts, searchDescription } from './descriptionTexts';
import { paths, pathTo, type RouteName } from './paths';
import { matchRoute, routeTable } from './table';
import { documentTitle, pageTitleTexts, routeTitleTexts } from './titleTexts';

export { documentTitle };
export { serverPages } from './serverPages';

export interface PageInfo {
  /** The route's name ('view-item'), or null for a path the app does not have. */
  name: string | null;
  /** The path's parameters: '/view-item/12' → { id: '12' }. */
  params: Record<string, string>;
  /** The tab's title before the page names itself ('Item · Pinjam', 'Page not found · Pinjam'). */
  title: string;
  /** The page's sentence (its meta description and link preview), or null for the site's own. */
  description: string | null;
  /**
   * The page's address as the app writes it, with only the query that changes what it shows
   * ('/view-item/12', '/search?q=camera'); null for the 404 page.
   */
  canonical: string | null;
}

/** The title of the '404 - Page not found' page, and of an item or profile nobody may see. */
export const notFoundTitle = documentTitle(routeTitleTexts['not-found']);

const pathOf = pathTo as (name: RouteName, params?: Record<string, string>) => string;

/** The app's page at `pathname`, with the URL's query (`search`, '?q=camera') where it has one. */
export function pageAt(pathname: string, search = ''): PageInfo {
  const match = matchRoute(pathname);
  if (!match) return { name: null, params: {}, title: notFoundTitle, description: null, canonical: null };
  const { name } = match.route;
  const page: PageInfo = {
    name,
    params: match.params,
    title: documentTitle(routeTitleTexts[name]),
    description: routeDescriptionTexts[name] ?? null,
    canonical: pathOf(name, match.params),
  };
  if (name !== 'search') return page;
  // A search is its words or its category: the order, the page and the other filters are views of it.
  const filters = readFilters(rawSearch(new URLSearchParams(search)));
  const kept = new URLSearchParams();
  if (filters.q) kept.set('q', filters.q);
  if (filters.category) kept.set('category', filters.category);
  const query = kept.toString();
  return {
    ...page,
    title: documentTitle(
      searchTitle(filters, (q) => pageTitleTexts.search.replace('{q}', q)) ?? routeTitleTexts.search,
    ),
    description: searchDescription(searchTitle(filters, (q) => q)),
    canonical: query ? `${page.canonical}?${query}` : page.canonical,
  };
}

// ─── Crawlers ────────────────────────────────────────────────────────────────────────────────

/** The pages search engines are asked to read: what anyone may read, and what a shared link shows. */
const crawled = new Set<RouteName>([
  'home',
  'search',
  'view-item',
  'about-us',
  'how-it-works',
  'faq',
  'terms-of-service',
  'privacy-policy',
]);

/** A route's path up to its first parameter ('/my-orders/order-details/:id' → '/my-orders/order-details/'). */
const fixedPart = (name: RouteName) => paths[name].split(':')[0]!;

/**
 * What robots.txt and the sitemap say of the app's pages (the server adds the API and the items):
 * `listed`, the crawled pages without parameters and a search per category; `keptOut`, every
 * other route (accounts, the dashboard, admin, checkout, the cart, messages, settings…) as the
 * shortest paths that cover them.
 */
export const crawlerPaths = (() => {
  const others = routeTable.filter((r) => !crawled.has(r.name)).map((r) => fixedPart(r.name));
  // robots.txt matches by prefix: '/my-orders' covers '/my-orders/order-details/'.
  const keptOut = [...new Set(others)]
    .sort()
    .filter((p, i, all) => !all.slice(0, i).some((shorter) => p.startsWith(shorter)));
  const fixed = [...crawled].filter((name) => !paths[name].includes(':')).map((name) => paths[name]);
  return {
    listed: [...fixed, ...categorySlugs.map((slug) => `${paths.search}?category=${slug}`)],
    keptOut,
  };
})();

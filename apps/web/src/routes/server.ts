/**
 * What the server knows of the app's pages, built beside the renderer as `dist-ssr/routes.js`
 * (vite.config.ts): which paths are the app's (any other answers 404), each page's title, its
 * sentence and its canonical address (the head of a shared link), and the pages it draws with what
 * each reads (serverPages.ts). Plain data and functions, no React: the server imports it even
 * where it draws no page, and without a renderer too.
 */
import { rawSearch, readFilters, searchTitle } from '../shared/searchParams';
import { routeDescriptionTexts, searchDescription } from './descriptionTexts';
import { pathTo, type RouteName } from './paths';
import { matchRoute } from './table';
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

/**
 * What the server knows of the app's pages, built beside the renderer as `dist-ssr/routes.js`
 * (vite.config.ts): which paths are the app's (any other answers 404), each page's title, and
 * the pages it draws with what each reads (serverPages.ts). Plain data and functions, no React:
 * the server imports it even where it draws no page, and without a renderer too.
 */
import { matchRoute } from './table';
import { documentTitle, routeTitleTexts } from './titleTexts';

export { documentTitle };
export { serverPages } from './serverPages';

export interface PageInfo {
  /** The route's name ('view-item'), or null for a path the app does not have. */
  name: string | null;
  /** The path's parameters: '/view-item/12' → { id: '12' }. */
  params: Record<string, string>;
  /** The tab's title before the page names itself ('Item · Pinjam', 'Page not found · Pinjam'). */
  title: string;
}

/** The title of the '404 - Page not found' page, and of an item or profile nobody may see. */
export const notFoundTitle = documentTitle(routeTitleTexts['not-found']);

/** The app's page at `pathname` (no query string). */
export function pageAt(pathname: string): PageInfo {
  const match = matchRoute(pathname);
  if (!match) return { name: null, params: {}, title: notFoundTitle };
  return {
    name: match.route.name,
    params: match.params,
    title: documentTitle(routeTitleTexts[match.route.name]),
  };
}

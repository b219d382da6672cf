import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageHead, type PagePreview } from './page-head';

/**
 * What the web build says of its pages (apps/web/src/routes/server.ts, built beside the renderer
 * as `dist-ssr/routes.js`): the server answers for the app it serves, so a route added to the
 * app is known here with the next build, without a list kept in the server.
 */
export interface WebRoutes {
  /** `search`: the URL's query ('?q=camera'); an older build reads the path alone. */
  pageAt(
    pathname: string,
    search?: string,
  ): {
    name: string | null;
    params: Record<string, string>;
    title: string;
    /** The page's sentence and canonical path: an older build says neither. */
    description?: string | null;
    canonical?: string | null;
  };
  documentTitle(title?: string | null): string;
  notFoundTitle: string;
}

/**
 * The routes module as it was loaded: its parts are checked where they are used, since a build
 * may lack one (an older build has no `serverPages`, page-hints.ts).
 */
export type RoutesModule = Partial<WebRoutes> & { serverPages?: unknown; crawlerPaths?: unknown };

/** The routes module built beside the web app at `web`, or null (an older build has none). */
export function routesModule(app: FastifyInstance, web: string): Promise<RoutesModule | null> {
  const loaded = app.ssr.routes;
  let routes = loaded.get(web);
  if (!routes) {
    const file = path.join(path.dirname(web), 'dist-ssr', 'routes.js');
    routes = fs.access(file).then(
      () =>
        (import(pathToFileURL(file).href) as Promise<RoutesModule>).catch((error: unknown) => {
          app.log.warn(
            { err: error },
            "the web build's routes could not be read: every page path answers 200",
          );
          return null;
        }),
      () => null,
    );
    loaded.set(web, routes);
  }
  return routes;
}

/** The web build's route table, or null when it has none (every page path then answers 200). */
export async function webRoutes(app: FastifyInstance, web: string): Promise<WebRoutes | null> {
  const routes = await routesModule(app, web);
  return typeof routes?.pageAt === 'function' ? (routes as WebRoutes) : null;
}

/**
 * The words a page named after a record shows in its tab and, where the module has one, its link
 * preview; or null when the public may not see the record (the page then answers 404). Modules
 * add theirs by the web app's route name (`app.pageRecords.set('view-item', …)`); the server
 * knows no page of its own.
 */
export type PageRecord = (
  params: Record<string, string>,
) => Promise<{ title: string; preview?: PagePreview } | null>;

declare module 'fastify' {
  interface FastifyInstance {
    pageRecords: Map<string, PageRecord>;
  }
}

export interface PageAnswer {
  /** 404 for a path the app does not have, and for an item or profile the public may not see. */
  status: 200 | 404;
  /** The page's <title>, or null to leave index.html's. */
  title: string | null;
  /** The page's sentence (its meta description), or null to leave index.html's. */
  description: string | null;
  /** Its canonical address, Open Graph and Twitter tags, JSON-LD (page-head.ts); '' for a 404. */
  head: string;
}

/**
 * How the server answers a browser or a crawler asking for the page at `url`: index.html in
 * every case (the app draws the page, its 404 page included), with this status, title and head.
 * An item's or a profile's page is titled after it ('Siti Rahman · Pinjam'), and an item's head
 * carries its preview, so a shared link reads well before any script has run.
 */
export async function pageAnswer(app: FastifyInstance, web: string, url: string): Promise<PageAnswer> {
  const routes = await webRoutes(app, web);
  if (!routes) return { status: 200, title: null, description: null, head: '' };
  const [pathname = '/', query] = url.split('#')[0]!.split(/\?(.*)/s);
  const page = routes.pageAt(pathname, query ? `?${query}` : '');
  const notFound: PageAnswer = { status: 404, title: routes.notFoundTitle, description: null, head: '' };
  if (page.name === null) return notFound;
  const record = app.pageRecords.get(page.name);
  const found = record ? await record(page.params) : null;
  if (record && !found) return notFound;
  const title = found ? routes.documentTitle(found.title) : page.title;
  const description = found?.preview?.description ?? page.description ?? null;
  const head = pageHead({
    publicUrl: app.config.publicUrl,
    canonical: page.canonical ?? null,
    siteName: routes.documentTitle(),
    title,
    description,
    preview: found?.preview,
  });
  return { status: 200, title, description, head };
}

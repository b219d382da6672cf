import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { internalRequestHeaders } from '../http/internal';
import { createDrawings, drawn, type Drawings, type ServerRenderer } from './drawings';
import { scriptJson } from './page-head';
import { routesModule, webRoutes, type RoutesModule } from './page-routes';

/** The part of Vite's build manifest (build.manifest) the hints read. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

const attr = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

async function readManifest(web: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(web, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/**
 * The page chunk's own files and those it imports that the entry does not already load: without
 * these links the browser learns of the page's chunk only after the entry has run.
 */
function chunkLinks(manifest: Manifest, key: string): string {
  const loadedByEntry = new Set<string>();
  const walk = (k: string, into: Set<string>) => {
    if (into.has(k) || !manifest[k]) return;
    into.add(k);
    for (const dep of manifest[k].imports ?? []) walk(dep, into);
  };
  for (const [k, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(k, loadedByEntry);
  const page = new Set<string>();
  walk(key, page);
  const links: string[] = [];
  const css = new Set<string>();
  for (const k of page) {
    const chunk = manifest[k];
    if (!chunk || loadedByEntry.has(k)) continue;
    if (chunk.file.endsWith('.js'))
      links.push(`<link rel="modulepreload" crossorigin href="/${attr(chunk.file)}">`);
    for (const file of chunk.css ?? []) css.add(file);
  }
  for (const k of loadedByEntry) for (const file of manifest[k]?.css ?? []) css.delete(file);
  for (const file of css) links.push(`<link rel="stylesheet" crossorigin href="/${attr(file)}">`);
  return links.join('');
}

/** What drawing pages keeps between requests: on the app, so apps in one process share nothing. */
export interface SsrState {
  renderers: Map<string, Promise<ServerRenderer | null>>;
  /** The web build's routes module, by web folder (page-routes.ts). */
  routes: Map<string, Promise<RoutesModule | null>>;
  /** The drawings reused, by web folder and address (drawings.ts). */
  drawn: Drawings;
}

declare module 'fastify' {
  interface FastifyInstance {
    ssr: SsrState;
  }
}

export const createSsrState = (): SsrState => ({
  renderers: new Map(),
  routes: new Map(),
  drawn: createDrawings(),
});

/** The renderer built beside the web app (`<web>/../dist-ssr/entry-server.js`), if there is one. */
function serverRenderer(app: FastifyInstance, web: string): Promise<ServerRenderer | null> {
  const { renderers } = app.ssr;
  let renderer = renderers.get(web);
  if (!renderer) {
    const file = path.join(path.dirname(web), 'dist-ssr', 'entry-server.js');
    renderer = fs.access(file).then(
      () => import(pathToFileURL(file).href) as Promise<ServerRenderer>,
      () => null,
    );
    renderers.set(web, renderer);
  }
  return renderer;
}

/**
 * A page the web app draws on the server (public, the same for every visitor), as its build says
 * (apps/web/src/routes/serverPages.ts, exported by `dist-ssr/routes.js`): the key of its module in
 * the build manifest, the answers it reads when there is no renderer to ask (API paths), and what
 * its head carries from the answers it was drawn from (the home page's first banner).
 */
export interface DrawnPage {
  module: string;
  reads: string[];
  headHints(answers: Record<string, unknown>): string;
  /** The address drawn for a request of the page, and its drawing's key (by default its path). */
  address(pathname: string, search: string): string;
}

const noHints = () => '';
const pathOnly = (pathname: string) => pathname;
/** A path Fastify and React Router read alike: fixed segments and `:name` parameters. */
const PAGE_PATH = /^\/$|^(\/(:[A-Za-z_]\w*|[\w.~-]+))+$/;

/**
 * The pages the web build at `web` draws on the server, by path or pattern ('/view-item/:id');
 * none when the build has no such list (no routes.js, or an older one): every page is then
 * index.html, drawn in the browser. An entry that is not a page is left out, with a warning.
 */
export async function drawnPages(app: FastifyInstance, web: string): Promise<Record<string, DrawnPage>> {
  const list = (await routesModule(app, web))?.serverPages;
  const pages: Record<string, DrawnPage> = {};
  if (typeof list !== 'object' || list === null) return pages;
  for (const [path, entry] of Object.entries(list as Record<string, Partial<DrawnPage> | null>)) {
    if (!PAGE_PATH.test(path) || typeof entry?.module !== 'string' || !Array.isArray(entry.reads)) {
      app.log.warn({ path }, "the web build's server page is not one: it is not drawn");
      continue;
    }
    pages[path] = {
      module: entry.module,
      reads: entry.reads.filter((read): read is string => typeof read === 'string'),
      headHints: typeof entry.headHints === 'function' ? entry.headHints : noHints,
      address: typeof entry.address === 'function' ? entry.address : pathOnly,
    };
  }
  return pages;
}

/** What a page adds to index.html: links and data in its head, its markup, its body's class, its title. */
export interface PageParts {
  head: string;
  root: string;
  bodyClass: string;
  /** The page's <title> (the web build's routes.js), or null to keep index.html's. */
  title: string | null;
}

/**
 * A page of the web build's list (drawnPages: the home page, the information pages, search and
 * items), at the address the request asks for (`url`, its query included), drawn on the
 * server as a signed-out visitor sees it, so it paints before any script has run; the browser
 * hydrates it from the same answers (SWR's cache starts from them). The head carries the page's
 * chunk and the page's own hints (on the home page, the first banner fetched early). The answers come from the API itself
 * (in-process requests, as a visitor without a session: only public answers; the rate limits
 * let them through, the page request was counted). Any failure only loses the drawing or the
 * hints: the browser then draws the page itself.
 */
export async function serverPage(
  app: FastifyInstance,
  web: string,
  page: DrawnPage & { url: string },
): Promise<PageParts> {
  const load = async (wanted: string[]) => {
    const answers: Record<string, unknown> = {};
    await Promise.all(
      wanted
        .filter((key) => key.startsWith('/api/'))
        .map(async (key) => {
          const res = await app.inject({
            method: 'GET',
            url: key,
            headers: {
              accept: 'application/json',
              'x-requested-with': 'XMLHttpRequest',
              ...internalRequestHeaders(),
            },
          });
          if (res.statusCode === 200) answers[key] = res.json();
        }),
    );
    return answers;
  };
  const parts: PageParts = { head: '', root: '', bodyClass: '', title: null };
  let answers: Record<string, unknown> = {};
  try {
    const [manifest, renderer, routes] = await Promise.all([
      readManifest(web),
      serverRenderer(app, web),
      webRoutes(app, web),
    ]);
    const [pathname = '/', query = ''] = page.url.split('#')[0]!.split(/\?(.*)/s);
    const search = query ? `?${query}` : '';
    const route = routes?.pageAt(pathname, search);
    parts.title = route?.title ?? null;
    const address = {
      address: page.address(pathname, search),
      route: route?.name ?? null,
      params: route?.params ?? {},
    };
    const rendered = renderer ? await drawn(app, renderer, web, address, load) : null;
    if (rendered && renderer) {
      parts.root = rendered.html;
      parts.bodyClass = renderer.bodyClass;
    }
    answers = rendered?.answers ?? (await load(page.reads));
    parts.head = [manifest ? chunkLinks(manifest, page.module) : '', page.headHints(answers)].join('');
  } catch (error) {
    app.log.warn({ err: error }, 'page hints failed');
  }
  parts.head += `<script type="application/json" id="swr-fallback">${scriptJson(answers)}</script>`;
  return parts;
}

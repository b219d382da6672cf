import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';

/** A page as the web app's renderer drew it: its markup and the answers it was drawn from. */
export type Drawn = { html: string; answers: Record<string, unknown> } | null;

/** The web app's server renderer (apps/web/src/entry-server.tsx, built into dist-ssr). */
export interface ServerRenderer {
  bodyClass: string;
  render(url: string, load: (keys: string[]) => Promise<Record<string, unknown>>): Promise<Drawn>;
}

/** A drawing kept for the visitors who follow, with the route it is a page of (to drop it). */
interface Kept {
  page: Promise<Drawn>;
  /** The web app's route name ('view-item') and the address's parameters ({ id: '5' }). */
  route: string | null;
  params: Record<string, string>;
}

/** How long a drawn page is reused: every visitor sees the same page, so one drawing serves all. */
const DRAWN_FOR_MS = 10_000;
/**
 * How many drawings are kept: one per address drawn (a search's parameters are part of it), so
 * a visitor asking for ever new searches or item ids cannot grow the map; the least recently
 * used go first.
 */
export const DRAWINGS_MAX = 500;
/** How long a visitor waits for a drawing before the browser is left to draw the page. */
const DRAWING_TIMEOUT_MS = 2_000;

export type Drawings = LRUCache<string, Kept>;

export const createDrawings = (): Drawings => new LRUCache({ max: DRAWINGS_MAX, ttl: DRAWN_FOR_MS });

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Says that what the public sees on the pages of the web app's route `route` has changed
     * (`params`: only the page with these parameters, `{ id: '5' }`; none: every such page), so
     * their drawings are not reused. Modules call it after the change has committed.
     */
    pagesChanged(route: string, params?: Record<string, string>): void;
  }
}

/** Drops the drawings of `route`'s pages (with `params` when given): app.pagesChanged. */
export function forgetDrawings(drawings: Drawings, route: string, params?: Record<string, string>): void {
  const matches = (kept: Kept) =>
    kept.route === route &&
    (!params || Object.entries(params).every(([name, value]) => kept.params[name] === value));
  for (const [key, kept] of drawings.entries()) if (matches(kept)) drawings.delete(key);
}

/**
 * The page at `address` as the renderer draws it, or null (logged) when it cannot: the browser
 * draws it then. A drawing is reused for DRAWN_FOR_MS (drawing a page costs tens of milliseconds
 * of CPU, and visitors arrive together), visitors at the same moment share one, and one dropped
 * by app.pagesChanged is drawn again. By the address the web build gives (serverPages' `address`:
 * the path, and for a search only the parameters it reads, sorted), so junk in a query string
 * cannot force new drawings.
 */
export function drawn(
  app: FastifyInstance,
  renderer: ServerRenderer,
  web: string,
  page: { address: string; route: string | null; params: Record<string, string> },
  load: (keys: string[]) => Promise<Record<string, unknown>>,
): Promise<Drawn> {
  const key = `${web}\n${page.address}`;
  const drawings = app.ssr.drawn;
  const kept = drawings.get(key);
  if (kept) return kept.page;
  const failed = (error: unknown): Drawn => {
    app.log.warn({ err: error }, 'a page could not be drawn on the server');
    return null;
  };
  // A drawing that takes too long is given up: the visitor gets the page drawn in the browser.
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Drawn>((resolve) => {
    timer = setTimeout(
      () => resolve(failed(new Error(`not drawn within ${DRAWING_TIMEOUT_MS} ms`))),
      DRAWING_TIMEOUT_MS,
    );
  });
  const drawing = renderer.render(`http://localhost${page.address}`, load).catch(failed);
  const result = Promise.race([drawing, late]).finally(() => clearTimeout(timer));
  drawings.set(key, { page: result, route: page.route, params: page.params });
  return result;
}

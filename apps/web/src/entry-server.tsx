import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Middleware } from 'swr';
import { LinkProvider } from '@pinjam/ui';
import { lightTheme } from '@pinjam/ui/theme';
import { createAppClient } from './app/api';
import { AppProviders } from './app/AppProviders';
import { memorySessionStorage } from './app/storage';
import { RouterLinkAdapter } from './app/RouterLinkAdapter';
import { routes } from './routes/routes';
import { serverAnswersFresh } from './app/hydration';

/** The class the page's <body> carries (the theme's variables live under it). */
export const bodyClass = lightTheme;

/** Answers the page reads, by SWR key (the key is the API path with its query). */
export type Answers = Record<string, unknown>;

export interface Rendered {
  /** The markup for `<div id="root">`. */
  html: string;
  /** What the page was rendered from: the client starts its SWR cache from the same answers. */
  answers: Answers;
}

const noCart = { read: () => null, write: () => {} };

/** The app as a visitor sees it at `request`'s address, with these answers in SWR's cache. */
async function renderOnce(request: Request, answers: Answers, use: Middleware[]): Promise<string | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) return null; // a redirect: no page of ours to draw
  const router = createStaticRouter(handler.dataRoutes, context);
  const storage = memorySessionStorage();
  const client = createAppClient(storage);
  const services = { client, storage, navigateHome: () => {} };
  const app: ReactNode = (
    <StrictMode>
      <AppProviders client={client} services={services} fallback={answers} swrUse={use} cartStorage={noCart}>
        <LinkProvider component={RouterLinkAdapter}>
          {/* hydrate={false}: no inline script (the CSP forbids them); the app has no loaders. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </LinkProvider>
      </AppProviders>
    </StrictMode>
  );
  return renderToString(app);
}

/**
 * How many times a page may reveal answers it reads only once others are in (the item's page
 * reads its availability and reviews once the item is there): each round is one more pass.
 */
const ROUNDS_MAX = 4;

/**
 * Renders a page on the server, as a signed-out visitor sees it. Each pass learns which answers
 * the page reads (every SWR key it asks for); `load` fetches those not asked for yet from the
 * API; the page is drawn again with them, until a pass asks for nothing new: that pass is the
 * page, drawn as the browser will hydrate it from the same answers. Null when the address is not
 * a page to draw (a redirect).
 */
export async function render(
  url: string,
  load: (keys: string[]) => Promise<Answers>,
): Promise<Rendered | null> {
  const request = new Request(url);
  const asked = new Set<string>();
  const answers: Answers = {};
  for (let round = 1; ; round++) {
    const wanted = new Set<string>();
    const collect: Middleware = (useSWRNext) => (key, fetcher, config) => {
      if (typeof key === 'string' && !asked.has(key)) wanted.add(key);
      return useSWRNext(key, fetcher, config);
    };
    // As the browser will hydrate it: the answers are fresh, so nothing is shown as loading.
    const html = await renderOnce(request, { ...answers }, [collect, serverAnswersFresh(answers)]);
    if (html === null) return null;
    if (wanted.size === 0 || round === ROUNDS_MAX) return { html, answers };
    for (const key of wanted) asked.add(key);
    Object.assign(answers, await load([...wanted]));
  }
}

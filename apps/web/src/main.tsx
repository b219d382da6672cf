import { StrictMode, startTransition } from 'react';
import { setNonce } from 'get-nonce';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { LinkProvider } from '@pinjam/ui';
import { lightTheme } from '@pinjam/ui/theme';
import { createAppClient } from './app/api';
import { AppProviders } from './app/AppProviders';
import { hydratingServerPage, serverAnswersFresh } from './app/hydration';
import { markStoredSession } from './app/sessionMark';
import { browserSessionStorage } from './app/storage';
import { RouterLinkAdapter } from './app/RouterLinkAdapter';
import { routes } from './routes/routes';

// The server's CSP allows inline <style> only with this response's nonce; Radix's scroll lock
// injects one, so hand it the nonce the server put in index.html.
setNonce(document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '');

/** Answers the server put in index.html (the home page's banners, adverts and footer). */
function serverFallback(): Record<string, unknown> | undefined {
  const text = document.getElementById('swr-fallback')?.textContent;
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

document.body.classList.add(lightTheme);

/**
 * The app, with a router made from the routes as they are now. On a page the server drew, the
 * answers it was drawn from are not asked for again on mounting (as the server drew it).
 */
function app(drawnByServer = false) {
  const fallback = serverFallback();
  const storage = browserSessionStorage();
  const client = createAppClient(storage);
  const router = createBrowserRouter(routes);
  // flushSync: the router must show the navigation home before the page sees the signed-out
  // session, or the guard would send the visitor to /login instead (seed: logout goes to '/').
  const services = { client, storage, navigateHome: () => void router.navigate('/', { flushSync: true }) };
  return (
    <StrictMode>
      <AppProviders
        client={client}
        services={services}
        fallback={fallback}
        swrUse={drawnByServer && fallback ? [serverAnswersFresh(fallback)] : undefined}
      >
        <LinkProvider component={RouterLinkAdapter}>
          <RouterProvider router={router} />
        </LinkProvider>
      </AppProviders>
    </StrictMode>
  );
}

const container = document.getElementById('root')!;
// The server drew this page (entry-server.tsx): hydrate it. The router must start with the
// page's code already loaded, as the server had it, or it would draw its loading state first.
if (container.firstElementChild) {
  hydratingServerPage();
  void loadMatchedRoutes().then(() => {
    // From here React takes the presses (boot.js replays only those made before).
    document.documentElement.dataset.hydrating = '';
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread in one long task; a press meanwhile hydrates its part at once and lands.
    startTransition(() => void hydrateRoot(container, app(true)));
  });
} else {
  // The browser draws this page: greet a member from the first frame (boot.js did it otherwise).
  markStoredSession(browserSessionStorage().read());
  createRoot(container).render(app());
}

/** Loads the lazy routes of this address and makes them plain routes (React Router's SSR recipe). */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

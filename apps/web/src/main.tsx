import { StrictMode } from 'react';
import { setNonce } from 'get-nonce';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LinkProvider } from '@pinjam/ui';
import { lightTheme } from '@pinjam/ui/theme';
import { createAppClient } from './app/api';
import { AppProviders } from './app/AppProviders';
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

const storage = browserSessionStorage();
const client = createAppClient(storage);
const router = createBrowserRouter(routes);
// flushSync: the router must show the navigation home before the page sees the signed-out
// session, or the guard would send the visitor to /login instead (seed: logout goes to '/').
const services = { client, storage, navigateHome: () => void router.navigate('/', { flushSync: true }) };

document.body.classList.add(lightTheme);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={client} services={services} fallback={serverFallback()}>
      <LinkProvider component={RouterLinkAdapter}>
        <RouterProvider router={router} />
      </LinkProvider>
    </AppProviders>
  </StrictMode>,
);

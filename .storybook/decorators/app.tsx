import type { Decorator } from '@storybook/react-vite';
import { useMemo } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ApiProvider, createClient } from '@pinjam/api';
import { storedUser, users } from '@pinjam/api/mocks';
import { LinkProvider } from '@pinjam/ui';
import { AppProviders } from '../../apps/web/src/app/AppProviders';
import { RouterLinkAdapter } from '../../apps/web/src/app/RouterLinkAdapter';
import { memorySessionStorage } from '../../apps/web/src/app/storage';
import { memoryThemeStore } from '../../apps/web/src/app/theme';
import { routes } from '../../apps/web/src/routes/routes';
import { storyCache } from '../../apps/web/src/testing/storyCache';

/** Who is signed in for a story: a visitor, or one of the fixture users. */
export type AuthParameter = 'visitor' | keyof typeof users;

export interface RouteParameter {
  /** The URL the story starts at, e.g. '/view-item/3'. */
  path?: string;
  /** The route pattern a component story renders under, e.g. '/view-item/:id'. */
  pattern?: string;
}

/**
 * Screens (`parameters.screen: { path }`): the real app (routes, layouts, guards, auth actor) at
 * that URL, signed in as `parameters.auth`, answered by MSW. The story's own render is not used.
 */
function Screen({ path, auth }: { path: string; auth: AuthParameter }) {
  const app = useMemo(() => {
    const storage = memorySessionStorage(auth === 'visitor' ? null : storedUser(users[auth]));
    const client = createClient({ getToken: () => storage.read()?.token ?? null });
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    return {
      router,
      client,
      services: { client, storage, navigateHome: () => void router.navigate('/', { flushSync: true }) },
      // The story's colours come from the toolbar or parameters.theme (withTheme), never from the
      // browser's storage or <html>: the theme switches hold their choice in memory.
      themes: memoryThemeStore(),
    };
  }, [path, auth]);
  return (
    <AppProviders
      client={app.client}
      services={app.services}
      swrProvider={storyCache}
      themeStore={app.themes}
    >
      <LinkProvider component={RouterLinkAdapter}>
        <RouterProvider router={app.router} />
      </LinkProvider>
    </AppProviders>
  );
}

/**
 * Every story gets a fresh SWR cache (no story sees another's data), an API client answered by
 * MSW, router links, and a router at `parameters.route`; screens get the whole app.
 */
export const withApp: Decorator = (Story, context) => {
  const auth = (context.parameters.auth as AuthParameter | undefined) ?? 'visitor';
  const screen = context.parameters.screen as { path: string } | undefined;
  if (screen) return <Screen path={screen.path} auth={auth} />;

  const route = (context.parameters.route ?? {}) as RouteParameter;
  const token = auth === 'visitor' ? null : storedUser(users[auth]).token;
  const client = createClient({ getToken: () => token });
  return (
    <SWRConfig value={{ provider: storyCache, dedupingInterval: 0, shouldRetryOnError: false }}>
      <ApiProvider client={client}>
        <LinkProvider component={RouterLinkAdapter}>
          <MemoryRouter initialEntries={[route.path ?? '/']}>
            <Routes>
              <Route path={route.pattern ?? '*'} element={<Story />} />
            </Routes>
          </MemoryRouter>
        </LinkProvider>
      </ApiProvider>
    </SWRConfig>
  );
};

import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ApiProvider, createClient } from '@pinjam/api';

export interface RouteParameter {
  /** The URL the story starts at, e.g. '/view-item/3'. */
  path?: string;
  /** The route pattern the story renders under, e.g. '/view-item/:id'. */
  pattern?: string;
}

/**
 * Gives every story what a screen expects: a fresh SWR cache (no story sees another's data), an
 * API client (answered by MSW), and a router at `parameters.route`.
 */
export const withApp: Decorator = (Story, context) => {
  const route = (context.parameters.route ?? {}) as RouteParameter;
  const token = (context.parameters.token as string | undefined) ?? null;
  const client = createClient({ getToken: () => token });
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ApiProvider client={client}>
        <MemoryRouter initialEntries={[route.path ?? '/']}>
          <Routes>
            <Route path={route.pattern ?? '*'} element={<Story />} />
          </Routes>
        </MemoryRouter>
      </ApiProvider>
    </SWRConfig>
  );
};

import type { FastifyInstance } from 'fastify';
import { createSearchState } from './search-cache';
import { searchRoutes } from './search.routes';

/** Search over the public catalogue, with its per-generation caches (on this app, not the process). */
export async function searchModule(app: FastifyInstance): Promise<void> {
  app.decorate('searchState', createSearchState(app.db));
  await app.register(searchRoutes);
}

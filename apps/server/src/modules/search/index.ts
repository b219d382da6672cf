import type { FastifyInstance } from 'fastify';
import { searchRoutes } from './search.routes';

/** Search over the public catalogue, with its per-generation caches. */
export async function searchModule(app: FastifyInstance): Promise<void> {
  await app.register(searchRoutes);
}

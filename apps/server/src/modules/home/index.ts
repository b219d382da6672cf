import type { FastifyInstance } from 'fastify';
import { homeRoutes } from './home.routes';

/** What the home page and the footer read: banners, adverts, the marketplace's details. */
export async function homeModule(app: FastifyInstance): Promise<void> {
  await app.register(homeRoutes);
}

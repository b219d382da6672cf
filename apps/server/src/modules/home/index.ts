import type { FastifyInstance } from 'fastify';
import { homeRoutes } from './home.routes';

// The admin's content pages draw what the home page shows, and the marketplace's details.
export { advertDto, bannerDto } from './home-images';
export { readSystemDetails } from './system-details';

/** What the home page and the footer read: banners, adverts, the marketplace's details. */
export async function homeModule(app: FastifyInstance): Promise<void> {
  await app.register(homeRoutes);
}

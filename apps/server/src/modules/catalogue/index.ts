import type { FastifyInstance } from 'fastify';
import { itemEditingRoutes } from './item-editing.routes';
import { itemRoutes } from './items.routes';

/** Items: reading one, the owner's list and actions, creating and editing with images. */
export async function catalogueModule(app: FastifyInstance): Promise<void> {
  await app.register(itemRoutes);
  await app.register(itemEditingRoutes);
}

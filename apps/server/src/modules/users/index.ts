import type { FastifyInstance } from 'fastify';
import { userRoutes } from './users.routes';

/** The signed-in user, public profiles, avatars, admins. */
export async function usersModule(app: FastifyInstance): Promise<void> {
  await app.register(userRoutes);
}

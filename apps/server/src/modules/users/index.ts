import type { FastifyInstance } from 'fastify';
import { userRoutes } from './users.routes';
import { publicProfileName } from './users.service';

/** The signed-in user, public profiles, avatars, admins. */
export async function usersModule(app: FastifyInstance): Promise<void> {
  // A member's page is titled after them (and answers 404 when the public may not see them).
  app.pageRecords.set('profile', async (params) => {
    const name = await publicProfileName(app.db, params.id);
    return name === null ? null : { title: name };
  });
  await app.register(userRoutes);
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { activityRoutes } from './activity.routes';

export { record, recordAll, type ActivityEntry } from './record';

/**
 * Activity (issue 15, decision 0034): the feed of a user's own events. Modules record them where
 * they happen (`record`/`recordAll` in their own transaction); this serves the feed.
 */
export const activityModule = fp(
  async (app: FastifyInstance) => {
    await app.register(activityRoutes);
  },
  { name: 'activity', dependencies: ['db'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ratingPublishSweep, ratingReminderSweep } from './jobs';
import { ratingsRoutes } from './ratings.routes';

/**
 * Ratings (issue 16, decision 0038): each side of a completed order rates the other once and the
 * buyer the item, blind until both are in or 14 days have passed (an hourly sweep publishes); one
 * reminder to rate, three days after completion.
 */
export const ratingsModule = fp(
  async (app: FastifyInstance) => {
    await app.jobs.work(ratingPublishSweep);
    await app.jobs.work(ratingReminderSweep);
    await app.jobs.schedule(ratingPublishSweep, '7 * * * *', {});
    await app.jobs.schedule(ratingReminderSweep, '37 * * * *', {});
    await app.register(ratingsRoutes);
  },
  { name: 'ratings', dependencies: ['db', 'jobs', 'mail'] },
);

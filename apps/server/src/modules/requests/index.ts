import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerAcceptEffects } from './accept';
import { requestExpiry, requestExpirySweep } from './jobs';
import { registerRequestNotices } from './notices';
import { requestsRoutes } from './requests.routes';

// The checkout holds a rental's payment and makes its request.
export { holdRental } from './requests.service';

/**
 * Rental requests: made by the checkout (requests.service's holdRental), answered here, expired
 * by the clock (a job per request at its expires_at, and a sweep every ten minutes for any missed).
 * An accept's capture settles through the payments module's intents (accept.ts registers how).
 */
export const requestsModule = fp(
  async (app: FastifyInstance) => {
    registerRequestNotices(app);
    registerAcceptEffects(app);
    await app.jobs.work(requestExpiry);
    await app.jobs.work(requestExpirySweep);
    await app.jobs.schedule(requestExpirySweep, '*/10 * * * *', {});
    await app.register(requestsRoutes);
  },
  { name: 'requests', dependencies: ['db', 'jobs', 'payments', 'money', 'notifications'] },
);

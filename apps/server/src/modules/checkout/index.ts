import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkoutRoutes } from './checkout.routes';
import { authorisingSweep } from './sweep';

export { settleStale } from './authorise';

/** One checkout for rentals and purchases, card or PayPal (decision 0026); the card's sweep. */
export const checkoutModule = fp(
  async (app: FastifyInstance) => {
    await app.register(checkoutRoutes);
    await app.jobs.work(authorisingSweep);
    await app.jobs.schedule(authorisingSweep, '*/5 * * * *', {});
  },
  { name: 'checkout', dependencies: ['db', 'jobs', 'payments', 'requests'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkoutRoutes } from './checkout.routes';

/** One checkout for rentals and purchases, card or PayPal (decision 0026). */
export const checkoutModule = fp(
  async (app: FastifyInstance) => {
    await app.register(checkoutRoutes);
  },
  { name: 'checkout', dependencies: ['db', 'payments', 'requests'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliveriesRoutes } from './deliveries.routes';
// Deliveries (issue 16, decision 0036): the admin's board and leg actions, completing a leg moving
// its order. A delivery order's legs are written with it, by the orders module (legs.repository.ts).

/** The admin's deliveries board and the leg actions. */
export const deliveriesModule = fp(
  async (app: FastifyInstance) => {
    await app.register(deliveriesRoutes);
  },
  { name: 'deliveries', dependencies: ['db', 'mail'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminOrdersRoutes } from './admin-orders.routes';

/**
 * The admin's orders (issue 17 deliverable 4, decision 0043): the list with its filters and CSV,
 * one order whole, and the cancel with a full refund (audited). Resolving an issue is the orders
 * module's endpoint (resolve.ts), audited there.
 */
export const adminOrdersModule = fp(
  async (app: FastifyInstance) => {
    await app.register(adminOrdersRoutes);
  },
  { name: 'admin-orders', dependencies: ['db', 'mail', 'audit'] },
);

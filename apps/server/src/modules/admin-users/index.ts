import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminUsersRoutes } from './admin-users.routes';

/**
 * The admin's users (issue 17, decision 0041): the list with search, filters and CSV export, one
 * member's whole record, and disabling (signed out everywhere at once, items hidden) or enabling.
 */
export const adminUsersModule = fp(
  async (app: FastifyInstance) => {
    await app.register(adminUsersRoutes);
  },
  { name: 'admin-users', dependencies: ['db', 'audit', 'realtime'] },
);

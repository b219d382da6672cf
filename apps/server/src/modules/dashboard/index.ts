import { dashboard as api, ROLE_ADMIN } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../platform/http/route';
import { marketplaceStats, memberStats } from './stats';

/**
 * The dashboard (issue 15, decision 0034): `GET /api/user/stats` answers a member's own figures,
 * or for an admin the marketplace's; a member never sees the marketplace's.
 */
export const dashboardModule = fp(
  async (app: FastifyInstance) => {
    route(app, api.stats, async ({ session }) =>
      session.user.role_id === ROLE_ADMIN
        ? { member: null, marketplace: await marketplaceStats(app) }
        : { member: await memberStats(app, session.user.id), marketplace: null },
    );
  },
  { name: 'dashboard', dependencies: ['db'] },
);

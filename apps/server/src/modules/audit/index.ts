import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditRoutes } from './audit.routes';

export { audit, changed, type AuditActor, type AuditRecord } from './audit';

/**
 * The admin audit trail (issue 17, decision 0039): `audit(tx, admin, …)` records an admin action
 * inside its transaction; GET /api/admin/audit reads the trail. Nothing edits or deletes it.
 */
export const auditModule = fp(
  async (app: FastifyInstance) => {
    await app.register(auditRoutes);
  },
  { name: 'audit', dependencies: ['db'] },
);

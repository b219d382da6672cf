import { contract } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { listAudit } from './audit.repository';

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  route(app, contract.audit.list, async ({ query }) => listAudit(app.db, query));
}

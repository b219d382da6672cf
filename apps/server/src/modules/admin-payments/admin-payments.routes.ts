import { contract } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import * as service from './admin-payments.service';
import { refund } from './refund';

const { adminPayments } = contract;

/** The admin's payments: the list, its CSV, one payment, and a refund. */
export async function adminPaymentsRoutes(app: FastifyInstance): Promise<void> {
  route(app, adminPayments.list, async ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.list(app, query);
  });
  route(app, adminPayments.export, async ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.exportCsv(app, query);
  });
  route(
    app,
    adminPayments.detail,
    async ({ params, reply }) => {
      reply.header('cache-control', 'no-store');
      return { payment: await service.detail(app, params.id) };
    },
    { refusals: [404] },
  );
  route(
    app,
    adminPayments.refund,
    ({ session, params, body, headers }) =>
      refund(app, session, params.id, { ...body, header: headers['idempotency-key'] }),
    { refusals: [404, 409, 503] },
  );
}

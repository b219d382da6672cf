import { contract } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import * as service from './admin-orders.service';

const { adminOrders } = contract;

export async function adminOrdersRoutes(app: FastifyInstance): Promise<void> {
  route(app, adminOrders.list, ({ query }) => service.listOrders(app, query));
  route(app, adminOrders.export, ({ query }) => service.exportOrders(app, query));
  route(app, adminOrders.get, async ({ params }) => ({ order: await service.getOrder(app, params.id) }), {
    refusals: [404],
  });
  route(
    app,
    adminOrders.cancel,
    async ({ session, params, body }) => ({
      message: 'The order is cancelled and the buyer refunded in full; both parties have been told.',
      order: await service.cancelOrder(app, session, params.id, body.reason),
    }),
    { refusals: [404, 409, 503] },
  );
}

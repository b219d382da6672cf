import { orders as api, ROLE_ADMIN } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { Session } from '../../platform/security/session';
import * as orders from './orders.service';

const viewer = ({ user }: Session) => ({ id: user.id, isAdmin: user.role_id === ROLE_ADMIN });

/** Both sides' lists, one order's page, reporting an issue and cancelling (seed "Orders"). */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.mine, async ({ session, query }) => ({
    orders: await orders.list(app, 'buyer', session.user.id, query.status),
  }));

  route(app, api.customers, async ({ session, query }) => ({
    orders: await orders.list(app, 'seller', session.user.id, query.status),
  }));

  route(
    app,
    api.get,
    async ({ session, params }) => ({ order: await orders.getOrder(app, viewer(session), params.id) }),
    {
      refusals: [404],
    },
  );

  route(app, api.reportIssue, async ({ session, body }) => orders.reportIssue(app, viewer(session), body), {
    refusals: [404, 409],
  });

  route(
    app,
    api.cancel,
    async ({ session, params, body }) => orders.cancel(app, viewer(session), params.id, body.reason),
    { refusals: [404, 409, 503] },
  );

  for (const step of ['handedOver', 'returned', 'confirmReceipt'] as const)
    route(
      app,
      api[step],
      async ({ session, params }) => orders.takeStep(app, viewer(session), params.id, step),
      {
        refusals: [403, 404, 409, 503],
      },
    );

  route(
    app,
    api.resolve,
    async ({ session, params, body }) => orders.resolve(app, viewer(session), params.id, body),
    { refusals: [404, 409, 422, 503] },
  );
}

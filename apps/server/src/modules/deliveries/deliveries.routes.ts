import { adminDeliveries as api } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import * as deliveries from './deliveries.service';

/** The admin's board and the seed's leg actions (decision 0036). */
export async function deliveriesRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.list, async ({ query }) => ({ deliveries: await deliveries.board(app, query) }));

  const actions = [
    [api.notify, 'notify'],
    [api.remind, 'remind'],
    [api.noShow, 'noShow'],
    [api.complete, 'complete'],
  ] as const;
  for (const [endpoint, action] of actions)
    route(
      app,
      endpoint,
      ({ session, params }) => deliveries.legAction(app, session.user, params.id, action),
      { refusals: [404, 409] },
    );

  route(
    app,
    api.completeOrder,
    ({ session, params }) => deliveries.completeOrder(app, session.user, params.id),
    { refusals: [404, 409] },
  );
}

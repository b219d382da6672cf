import { ratings as api } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import * as ratings from './ratings.service';

/** The seed's two rating calls and the public reviews of a member or an item. */
export async function ratingsRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.create, async ({ session, body }) => ratings.create(app, session.user.id, body), {
    refusals: [404, 409],
  });

  route(app, api.mine, async ({ session }) => ({ ratings: await ratings.mine(app, session.user.id) }));

  route(
    app,
    api.ofUser,
    async ({ params, query }) => ratings.reviewsOf(app, { user: params.id }, query.before ?? null),
    { refusals: [404] },
  );

  route(
    app,
    api.ofItem,
    async ({ params, query }) => ratings.reviewsOf(app, { item: params.id }, query.before ?? null),
    { refusals: [404] },
  );
}

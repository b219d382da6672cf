import { contract } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { clientGone } from '../../platform/http/multipart';
import { route } from '../../platform/http/route';
import { limitPerUser } from '../../platform/security/plugin';
import * as catalogue from './catalogue.service';

const { items: api } = contract;

/** Reading items, the owner's actions on one, creating and editing (docs/product.md §7 "Items"). */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const rateLimit = limitPerUser(app.config.rateLimits.listings, 'listings');

  route(app, api.get, async ({ params }) => ({ item: await catalogue.publicItem(app, params.id) }), {
    refusals: [404],
  });

  route(app, api.userItems, async ({ session: { user } }) => ({
    user: { id: user.id, name: user.name, items: await catalogue.ownItems(app, user.id) },
  }));

  route(
    app,
    api.userItem,
    async ({ session, params }) => ({ item: await catalogue.ownItem(app, session.user.id, params.id) }),
    {
      refusals: [404],
    },
  );

  route(
    app,
    api.enable,
    async ({ session, params }) => ({
      message: 'Your item is listed again.',
      item: await catalogue.enable(app, session.user, params.id),
    }),
    { refusals: [403, 404] },
  );

  route(
    app,
    api.disable,
    async ({ session, params }) => ({
      message: 'Your item is hidden from search until you enable it.',
      item: await catalogue.disable(app, session.user.id, params.id),
    }),
    { refusals: [404] },
  );

  route(
    app,
    api.delete,
    async ({ session, params }) => {
      await catalogue.remove(app, session.user.id, params.id);
      return { message: 'Your item has been deleted.' };
    },
    { refusals: [404] },
  );

  route(
    app,
    api.updateStock,
    async ({ session, body }) => ({
      message: 'Stock updated.',
      item: await catalogue.updateStock(app, session.user.id, body.id, body.starting_inventory),
    }),
    { refusals: [404] },
  );

  route(
    app,
    api.create,
    async ({ session, body, files, reply }) => ({
      message: 'Your item is listed.',
      item: await catalogue.create(app, session.user, body, {
        files: files.images ?? [],
        signal: clientGone(reply),
      }),
    }),
    { refusals: [403], rateLimit },
  );

  route(
    app,
    api.update,
    async ({ session, params, body, files, reply }) => ({
      message: 'Your changes are saved.',
      item: await catalogue.update(app, session.user, params.id, body, {
        files: files.images ?? [],
        signal: clientGone(reply),
      }),
    }),
    { refusals: [403, 404, 409], rateLimit },
  );
}

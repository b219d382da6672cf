import { contract } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import * as users from './admin-users.service';

const { adminUsers } = contract;

export async function adminUsersRoutes(app: FastifyInstance): Promise<void> {
  route(app, adminUsers.list, ({ query }) => users.listUsers(app, query));
  // A member's details and the whole list are not for any cache to keep.
  route(app, adminUsers.export, ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return users.exportUsers(app, query);
  });
  route(
    app,
    adminUsers.user,
    async ({ params, reply }) => {
      reply.header('cache-control', 'no-store');
      return { user: await users.userDetail(app, params.id) };
    },
    { refusals: [404] },
  );
  route(app, adminUsers.disable, ({ session, params }) => users.disableUser(app, session, params.id), {
    refusals: [404, 409],
  });
  route(app, adminUsers.enable, ({ session, params }) => users.enableUser(app, session, params.id), {
    refusals: [404, 409],
  });
}

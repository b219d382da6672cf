import { contract } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { publicProfile, toUserDto } from './users.service';

const { account, profiles } = contract;

export async function userRoutes(app: FastifyInstance): Promise<void> {
  route(app, account.get, async ({ session }) => ({ user: toUserDto(session.user) }));

  route(app, profiles.get, async ({ params }) => ({ user: await publicProfile(app, params.id) }), {
    refusals: [404],
  });
}

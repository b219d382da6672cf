import { contract } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { toUserDto } from './users';

const { account } = contract;

export async function userRoutes(app: FastifyInstance): Promise<void> {
  route(app, account.get, async ({ session }) => ({ user: toUserDto(session.user) }));
}

import { contract } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { searchItems } from './search.service';

/** Search: what visitors browse. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  route(app, contract.items.search, async ({ query }) => searchItems(app, query));
}

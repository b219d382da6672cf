import { contract } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { activeHomeImages } from './home-images';
import { readSystemDetails } from './system-details';

const { helpers } = contract;

export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(app, helpers.systemDetails, async () => ({ details: await readSystemDetails(db) }));

  route(app, helpers.activeAdvertImages, () => activeHomeImages(db, app.storage));
}

import { ACTIVITY_PAGE, activity as api } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { page } from './activity.repository';
import { toFeedEntry } from './views';

/** The seed's feed call: the caller's own entries only, a page at a time. */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.get, async ({ session, query }) => {
    const rows = await page(app.db, session.user.id, query.before ?? null, ACTIVITY_PAGE);
    return {
      activity: rows.slice(0, ACTIVITY_PAGE).map(toFeedEntry),
      has_more: rows.length > ACTIVITY_PAGE,
    };
  });
}

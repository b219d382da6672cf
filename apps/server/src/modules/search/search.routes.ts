import { contract } from '@pinjam/api/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { items, users } from '../../platform/db/schema';
import { fieldError, HttpError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import {
  activeAccount,
  cardColumns,
  ownerColumns,
  publiclyVisible,
  toCards,
  toOwnerSummary,
} from '../catalogue/items';
import { searchItems } from './search';

const { items: api, profiles } = contract;

/** Today in Brunei (UTC+8, product.md), as YYYY-MM-DD. */
export function bruneiToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Brunei' }).format(now);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead a search date may look. */
const DATE_HORIZON_DAYS = 730;

const PROFILE_ITEMS_MAX = 96;

/** Search and public profiles: what visitors browse. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app;

  route(app, api.search, async ({ query }) => {
    if (query.date) {
      const today = bruneiToday();
      if (query.date < today) throw fieldError('date', 'Choose today or a later date');
      const horizon = bruneiToday(new Date(Date.now() + DATE_HORIZON_DAYS * DAY_MS));
      if (query.date > horizon) throw fieldError('date', 'Choose a date within the next two years');
    }
    return searchItems(db, storage, query);
  });

  route(
    app,
    profiles.get,
    async ({ params }) => {
      const [user] = await db
        .select({ ...ownerColumns, bio: users.bio, created_at: users.created_at })
        .from(users)
        .where(and(eq(users.id, params.id), activeAccount))
        .limit(1);
      if (!user) throw new HttpError(404, 'This profile does not exist.');
      const rows = await db
        .select({ item: cardColumns, owner: ownerColumns })
        .from(items)
        .innerJoin(users, eq(users.id, items.owner_id))
        .where(and(eq(items.owner_id, user.id), publiclyVisible))
        .orderBy(desc(items.created_at), desc(items.id))
        .limit(PROFILE_ITEMS_MAX);
      const summary = toOwnerSummary(user);
      return {
        user: {
          id: user.id,
          name: user.name,
          avatar: summary.avatar,
          bio: user.bio,
          district: user.district,
          created_at: user.created_at.toISOString(),
          verified: summary.verified,
          rating: summary.rating,
          items: await toCards(db, storage, rows),
        },
      };
    },
    { refusals: [404] },
  );
}

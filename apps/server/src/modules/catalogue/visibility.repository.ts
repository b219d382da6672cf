// Who the public may see, as SQL conditions other modules' queries add to theirs, and the
// columns of a card and of an owner their selects read (public.ts turns those rows into the
// contract).
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { items, users } from '../../platform/db/schema';

/** An account the public may see (its profile, its items): activated and not disabled. */
export const activeAccount: SQL = and(isNull(users.disabled_at), sql`${users.activated_at} is not null`)!;

/** Shown to the public: active items of active (activated, not disabled) owners. */
export const publiclyVisible: SQL = and(eq(items.status, 'active'), activeAccount)!;

/** What a card shows of an owner. */
export const ownerColumns = {
  id: users.id,
  name: users.name,
  avatar_path: users.avatar_path,
  verification_status: users.verification_status,
  district: users.district,
  rating_count: users.rating_count,
  rating_sum: users.rating_sum,
};

/** What a card shows of an item: no description (long, and read only on the item's page). */
export const cardColumns = {
  id: items.id,
  title: items.title,
  category: items.category,
  district: items.district,
  condition: items.condition,
  price_per_day: items.price_per_day,
  price_per_week: items.price_per_week,
  deposit: items.deposit,
  min_days: items.min_days,
  max_days: items.max_days,
  sale_price: items.sale_price,
  starting_inventory: items.starting_inventory,
  rating_count: items.rating_count,
  rating_sum: items.rating_sum,
  created_at: items.created_at,
};

import { type SearchQuery } from '@pinjam/api/contract';
import { and, count, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { bookings, itemImages, items, users } from '../../platform/db/schema';
import { cardColumns, ownerColumns, publiclyVisible } from '../catalogue';
import type { TextQuery } from './search-words';

/** What a search last saw of the database: its generation, and about how many items it has. */
export interface Seen {
  generation: string;
  catalogue: number;
}

/**
 * Columns that read the generation (one sequence read, never waiting on writers) and, for the
 * plan choices search makes itself, the statistics' estimate of the number of items. Added to a
 * query, they read both in that query's own statement.
 */
export const seenColumns = {
  generation: sql<string>`(select last_value::text || case when is_called then '' else '-' end from search_generation)`,
  catalogue: sql<number>`(select reltuples from pg_class where oid = 'items'::regclass)`,
};

export const toSeen = (row: { generation: string; catalogue: number }): Seen => ({
  generation: row.generation,
  catalogue: Math.max(0, Number(row.catalogue)),
});

export async function searchGeneration(db: Executor): Promise<Seen> {
  const { rows } = await db.execute(
    sql`select ${seenColumns.generation} as generation, ${seenColumns.catalogue} as catalogue`,
  );
  return toSeen(rows[0] as { generation: string; catalogue: number });
}

/** A page's cards by id: one statement shape, so it is prepared once per connection. */
export const cardsStatement = (db: Executor) =>
  db
    .select({ item: cardColumns, owner: ownerColumns, cover: itemImages })
    .from(items)
    .innerJoin(users, eq(users.id, items.owner_id))
    .leftJoin(itemImages, and(eq(itemImages.item_id, items.id), eq(itemImages.position, 0)))
    .where(and(sql`${items.id} = any(${sql.placeholder('ids')}::int[])`, publiclyVisible))
    .prepare('search_cards');

/**
 * Matches per category under every filter but category: all of them, and those with every word
 * in the title. For the text alone (no other filter, any category), the same two totals: what a
 * GIN lookup of the text yields, which is what sorting the matches costs.
 */
export interface Counts {
  all: Record<string, number>;
  title: Record<string, number>;
  text: { all: number; title: number };
}

/** The price a filter or sort looks at: per day for rent, sale price for buy, else the card's. */
export function priceOf(type: SearchQuery['type']): SQL {
  if (type === 'rent') return sql`${items.price_per_day}`;
  if (type === 'buy') return sql`${items.sale_price}`;
  return sql`coalesce(${items.price_per_day}, ${items.sale_price})`;
}

export const matches = (tsquery: string) => sql`${items.search_vector} @@ ${tsquery}::tsquery`;

/**
 * Conditions no index can answer (one opaque CASE, which the planner guesses half the rows
 * pass): it walks the index that gives the sort order and tests every entry on the way.
 */
export const tested = (conditions: SQL[]) => sql`case when ${and(...conditions)} then true else false end`;

/** Every filter but visibility, category (the counts are per category) and the text. */
function filters(q: SearchQuery): SQL[] {
  return [...(q.district ? [eq(items.district, q.district)] : []), ...terms(q)];
}

/** The filters on what is offered (type, date, price): many rows pass, or a guess is off. */
export function terms(q: SearchQuery): SQL[] {
  const conditions: SQL[] = [];
  if (q.type === 'rent') conditions.push(sql`${items.price_per_day} is not null`);
  if (q.type === 'buy')
    conditions.push(sql`${items.sale_price} is not null and ${items.starting_inventory} > 0`);
  if (q.date) conditions.push(sql`${items.price_per_day} is not null`, freeOn(q.date));
  const price = priceOf(q.type);
  if (q.min_price !== undefined) conditions.push(sql`${price} >= ${q.min_price}`);
  if (q.max_price !== undefined) conditions.push(sql`${price} <= ${q.max_price}`);
  return conditions;
}

/**
 * Available on `date`: the item's active bookings that day add up to fewer than its units. Per
 * item one probe of bookings_item_active_dates_idx (item_id, then start_date ≤ date; end_date is
 * read from the same entry), and most items have no booking at all.
 */
export function freeOn(date: string): SQL {
  const taken = sql`(select sum(${bookings.quantity}) from ${bookings}
    where ${bookings.item_id} = ${items.id} and ${bookings.released_at} is null
      and ${bookings.start_date} <= ${date}::date and ${bookings.end_date} >= ${date}::date)`;
  return sql`${items.starting_inventory} > coalesce(${taken}, 0)`;
}

/** One pass over the text's matches (or, without text, over every visible item). */
export async function countMatches(db: Executor, q: SearchQuery, text: TextQuery | null): Promise<Counts> {
  const filtered = and(...filters(q)) ?? sql`true`;
  const title = text ? matches(text.title) : sql`false`;
  const rows = await db
    .select({
      category: items.category,
      all: sql<number>`(count(*) filter (where ${filtered}))::int`,
      title: sql<number>`(count(*) filter (where ${filtered} and ${title}))::int`,
      textAll: count(),
      textTitle: sql<number>`(count(*) filter (where ${title}))::int`,
    })
    .from(items)
    .innerJoin(users, eq(users.id, items.owner_id))
    .where(and(publiclyVisible, text ? matches(text.any) : undefined))
    .groupBy(items.category);
  const sum = (key: 'textAll' | 'textTitle') => rows.reduce((a, r) => a + r[key], 0);
  return {
    all: Object.fromEntries(rows.map((r) => [r.category, r.all])),
    title: Object.fromEntries(rows.map((r) => [r.category, r.title])),
    text: { all: sum('textAll'), title: sum('textTitle') },
  };
}

export type Order = 'newest' | 'price_asc' | 'price_desc';

/**
 * Sort keys. With `sortMatches` the keys are wrapped so that no index matches them: the planner
 * then finds the matches (GIN) and sorts them instead of walking an index in sort order. The
 * price is never null (an item has a day rate or a sale price, and type=rent / type=buy filter
 * on the one they sort by), so plain asc / desc, which a price index gives read either way.
 */
export function ordering(order: Order, type: SearchQuery['type'], sortMatches = false): SQL[] {
  const key = (column: SQL) => (sortMatches ? sql`(${column} + 0)` : column);
  switch (order) {
    case 'newest':
      return sortMatches
        ? [sql`(${items.created_at} + interval '0 s') desc`, desc(items.id)]
        : [desc(items.created_at), desc(items.id)];
    case 'price_asc':
      return [sql`${key(priceOf(type))} asc`, desc(items.id)];
    case 'price_desc':
      return [sql`${key(priceOf(type))} desc`, desc(items.id)];
    default:
      return order satisfies never;
  }
}

export interface PageSpec {
  where: SQL | undefined;
  order: Order;
  type: SearchQuery['type'];
  sortMatches: boolean;
  limit: number;
  offset: number;
}

export type Page = { ids: number[]; seen: Seen | null };

const toPage = (rows: Array<{ id: number; generation: string; catalogue: number }>): Page => ({
  ids: rows.map((r) => r.id),
  seen: rows[0] ? toSeen(rows[0]) : null,
});

/**
 * A page's ids, in order, from a query that reads only items' index columns (so an index-only
 * walk can answer it), with what the database is at in the same statement.
 */
export async function pageIds(db: Executor, p: PageSpec): Promise<Page> {
  const rows = await db
    .select({ id: items.id, ...seenColumns })
    .from(items)
    .innerJoin(users, eq(users.id, items.owner_id))
    .where(p.where)
    .orderBy(...ordering(p.order, p.type, p.sortMatches))
    .limit(p.limit)
    .offset(p.offset);
  return toPage(rows);
}

/**
 * The page from the first `budget` visible items in price order, which `hit` tests: null when
 * they hold fewer than the page (later rows might belong to it). Items without the sorted price
 * are left out here too, so that the partial index on that price is the one walked.
 */
export async function probePage(
  db: Executor,
  p: Omit<PageSpec, 'where' | 'sortMatches'>,
  hit: SQL,
  budget: number,
) {
  const head = db
    .select({
      id: items.id,
      price: sql<number>`${priceOf(p.type)}`.as('price'),
      hit: sql<boolean>`${hit}`.as('hit'),
    })
    .from(items)
    .innerJoin(users, eq(users.id, items.owner_id))
    .where(and(publiclyVisible, p.type ? sql`${priceOf(p.type)} is not null` : undefined))
    .orderBy(...ordering(p.order, p.type))
    .limit(budget)
    .as('head');
  const rows = await db
    .select({ id: head.id, ...seenColumns })
    .from(head)
    .where(sql`${head.hit}`)
    .orderBy(p.order === 'price_asc' ? sql`${head.price} asc` : sql`${head.price} desc`, desc(head.id))
    .limit(p.limit)
    .offset(p.offset);
  return rows.length === p.limit ? toPage(rows) : null;
}

/** The place filters: district and category, which their indexes narrow well. */
export const placeFilters = (q: SearchQuery): SQL[] => [
  ...(q.district ? [eq(items.district, q.district)] : []),
  ...(q.category ? [eq(items.category, q.category)] : []),
];

/** The publicly visible items that meet every condition given. */
export const visibleAnd = (conditions: SQL[]): SQL => and(publiclyVisible, ...conditions)!;

/** Items the whole text query matches but the title-only query does not (relevance's second tier). */
export const matchesOutsideTitle = (text: TextQuery): SQL =>
  and(matches(text.any), not(matches(text.title)))!;

import { categorySlugs, type CategorySlug, type SearchQuery, type SearchResult } from '@pinjam/api/contract';
import { and, count, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { items, users } from '../db/schema';
import type { FileStorage } from '../storage/storage';
import { itemColumns, ownerColumns, publiclyVisible, toCards } from './items';
import { GenerationCache, perDatabase, searchGeneration } from './search-cache';
import { lookUpWords, searchWords, textQuery, type TextQuery, type WordFacts } from './search-words';

/** Matches per category under every filter but category: all of them, and those in the title. */
interface Counts {
  all: Record<string, number>;
  title: Record<string, number>;
}

/** How long a cached value may live within one generation (see GenerationCache). */
const CACHE_TTL_MS = 30_000;
const caches = perDatabase(() => ({
  words: new GenerationCache<WordFacts | undefined>(5_000, CACHE_TTL_MS),
  counts: new GenerationCache<Counts>(2_000, CACHE_TTL_MS),
}));

/** The price a filter or sort looks at: per day for rent, sale price for buy, else the card's. */
function priceOf(type: SearchQuery['type']): SQL {
  if (type === 'rent') return sql`${items.price_per_day}`;
  if (type === 'buy') return sql`${items.sale_price}`;
  return sql`coalesce(${items.price_per_day}, ${items.sale_price})`;
}

const matches = (tsquery: string) => sql`${items.search_vector} @@ ${tsquery}::tsquery`;

/** Every filter but category (the counts are per category). */
function filters(q: SearchQuery, text: TextQuery | null): SQL[] {
  const conditions: SQL[] = [publiclyVisible];
  if (q.district) conditions.push(eq(items.district, q.district));
  if (q.type === 'rent') conditions.push(sql`${items.price_per_day} is not null`);
  if (q.type === 'buy')
    conditions.push(sql`${items.sale_price} is not null and ${items.starting_inventory} > 0`);
  // Available that day: until bookings exist every unit of an item for rent is free.
  if (q.date) conditions.push(sql`${items.price_per_day} is not null`);
  const price = priceOf(q.type);
  if (q.min_price !== undefined) conditions.push(sql`${price} >= ${q.min_price}`);
  if (q.max_price !== undefined) conditions.push(sql`${price} <= ${q.max_price}`);
  if (text) conditions.push(matches(text.any));
  return conditions;
}

/** What the counts depend on: the same key, the same counts. */
function countsKey(q: SearchQuery, text: TextQuery | null): string {
  return JSON.stringify([text?.any, q.district, q.type, Boolean(q.date), q.min_price, q.max_price]);
}

async function countMatches(db: Db, q: SearchQuery, text: TextQuery | null): Promise<Counts> {
  const rows = await db
    .select({
      category: items.category,
      all: count(),
      title: text ? sql<number>`(count(*) filter (where ${matches(text.title)}))::int` : sql<number>`0`,
    })
    .from(items)
    .innerJoin(users, eq(users.id, items.owner_id))
    .where(and(...filters(q, text)))
    .groupBy(items.category);
  return {
    all: Object.fromEntries(rows.map((r) => [r.category, r.all])),
    title: Object.fromEntries(rows.map((r) => [r.category, r.title])),
  };
}

/** Per query word, from the cache or (all the words at once) from the database. */
async function wordFacts(db: Db, words: string[], generation: string): Promise<WordFacts[]> {
  let batch: Promise<WordFacts[]> | undefined;
  const found = await Promise.all(
    words.map((word) =>
      caches(db).words.get(generation, word, async () =>
        (await (batch ??= lookUpWords(db, words))).find((f) => f.word === word),
      ),
    ),
  );
  return found.filter((f) => f !== undefined);
}

type Sort = NonNullable<SearchQuery['sort']>;
const newest = [desc(items.created_at), desc(items.id)];

/**
 * Below this many matches a price-sorted page sorts the matches rather than walking a price
 * index: walking it, the planner expects matches evenly spread over prices, but they cluster
 * ('guitar', cheapest first: 22,000 rows read for 24, 40–60 ms; sorting its 2,281: 2,100 heap
 * pages). Above it, the walk finds a page soon enough.
 */
const SORT_MATCHES_BELOW = 5_000;

function ordering(sort: Exclude<Sort, 'relevance'>, type: SearchQuery['type'], sortMatches: boolean): SQL[] {
  // `+ 0` hides the price index from the planner: it sorts the (GIN-found) matches instead.
  const price = sortMatches ? sql`(${priceOf(type)} + 0)` : priceOf(type);
  switch (sort) {
    case 'newest':
      return newest;
    case 'price_asc':
      return [sql`${price} asc nulls last`, desc(items.id)];
    case 'price_desc':
      return [sql`${price} desc nulls last`, desc(items.id)];
    default:
      return sort satisfies never;
  }
}

function selectPage(db: Db, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) {
  return db
    .select({ item: itemColumns, owner: ownerColumns })
    .from(items)
    .innerJoin(users, eq(users.id, items.owner_id))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

/**
 * product.md "Search": one page of cards, the total, and matches per category. Relevance puts
 * items with every word in the title first, then the rest (a word only in the description),
 * newest first within each: both read in created order, stopping after the page, so a page
 * costs about the same for 50 matches or 50,000. Counts come from the generation's cache.
 */
export async function searchItems(db: Db, storage: FileStorage, q: SearchQuery): Promise<SearchResult> {
  const generation = await searchGeneration(db);
  const text = textQuery(await wordFacts(db, searchWords(q.q), generation));
  const counts = await caches(db).counts.get(generation, countsKey(q, text), () => countMatches(db, q, text));
  const tally = (byCategory: Record<string, number>) =>
    q.category ? (byCategory[q.category] ?? 0) : Object.values(byCategory).reduce((a, b) => a + b, 0);
  const total = tally(counts.all);

  const offset = (q.page - 1) * q.per_page;
  const where = and(...filters(q, text), q.category ? eq(items.category, q.category) : undefined);
  const sort: Sort = q.sort ?? (text ? 'relevance' : 'newest');
  let rows: Awaited<ReturnType<typeof selectPage>> = [];
  if (offset >= total) {
    // Past the end: nothing to read.
  } else if (sort !== 'relevance' || !text) {
    const orderBy = ordering(
      sort === 'relevance' ? 'newest' : sort,
      q.type,
      !!text && total < SORT_MATCHES_BELOW,
    );
    rows = await selectPage(db, where, orderBy, q.per_page, offset);
  } else {
    const inTitle = tally(counts.title);
    if (offset < inTitle)
      rows = await selectPage(
        db,
        and(where, matches(text.title)),
        newest,
        Math.min(q.per_page, inTitle - offset),
        offset,
      );
    const rest = q.per_page - rows.length;
    if (rest > 0 && total > inTitle)
      rows = rows.concat(
        await selectPage(
          db,
          and(where, not(matches(text.title))),
          newest,
          rest,
          Math.max(0, offset - inTitle),
        ),
      );
  }

  const perCategory = Object.fromEntries(categorySlugs.map((slug) => [slug, counts.all[slug] ?? 0]));
  return {
    items: await toCards(db, storage, rows),
    total,
    page: q.page,
    per_page: q.per_page,
    counts: perCategory as Record<CategorySlug, number>,
  };
}

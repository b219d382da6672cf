import { categorySlugs, type CategorySlug, type SearchQuery, type SearchResult } from '@pinjam/api/contract';
import { and, asc, count, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { itemImages, items, users } from '../db/schema';
import type { FileStorage } from '../storage/storage';
import { itemColumns, ownerColumns, publiclyVisible, toImageDto, toItemCard } from './items';
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

/**
 * The text condition. `walk`: as the function behind `@@`, which no index answers, so the
 * planner walks an index in sort order and tests each entry (see sortAllMatches).
 */
const matches = (tsquery: string, walk = false) =>
  walk
    ? sql`ts_match_vq(${items.search_vector}, ${tsquery}::tsquery)`
    : sql`${items.search_vector} @@ ${tsquery}::tsquery`;

/** Every filter but category (the counts are per category) and the text. */
function filters(q: SearchQuery): SQL[] {
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
    .where(and(...filters(q), text ? matches(text.any) : undefined))
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

type Order = 'newest' | 'price_asc' | 'price_desc';

/**
 * Sort keys. With `sortMatches` the keys are wrapped so that no index matches them: the planner
 * then finds the matches (GIN) and sorts them instead of walking an index in sort order.
 */
function ordering(order: Order, type: SearchQuery['type'], sortMatches = false): SQL[] {
  const key = (column: SQL) => (sortMatches ? sql`(${column} + 0)` : column);
  switch (order) {
    case 'newest':
      return sortMatches
        ? [sql`(${items.created_at} + interval '0 s') desc`, desc(items.id)]
        : [desc(items.created_at), desc(items.id)];
    case 'price_asc':
      return [sql`${key(priceOf(type))} asc nulls last`, desc(items.id)];
    case 'price_desc':
      return [sql`${key(priceOf(type))} desc nulls last`, desc(items.id)];
    default:
      return order satisfies never;
  }
}

/** A price-sorted page sorts the matches below this many (see sortAllMatches). */
const SORT_PRICE_MATCHES_BELOW = 5_000;
/** About how much more a match costs found through GIN (a table row) than an index entry. */
const ROW_COST_RATIO = 4;

/**
 * How a text search finds its page of `n` matches ending at row `end`: 'sort' all the matches
 * (found through GIN), or 'walk' an index in sort order until the page is full; the planner's
 * guess at how many rows match both the text and a category is often far off, so the search
 * decides from the counts it has. In created order the walk reads about end × items / n entries
 * of items_active_created_search_idx, each tested on the entry alone (migration 0009), against
 * n table rows to sort: sparse matches sort ('canon lens': 162), dense ones walk ('camera' page
 * 5: 2,400 entries, 1 ms). Price indexes hold no text, so their walk reads the table, and
 * matches cluster in price ('guitar', cheapest first: 22,000 rows for 24): below 5,000 matches a
 * price sort sorts, above it the planner chooses.
 */
function pagePlan(order: Order, n: number, end: number, catalogue: number): 'sort' | 'walk' | 'planner' {
  if (order !== 'newest') return n < SORT_PRICE_MATCHES_BELOW ? 'sort' : 'planner';
  return n * n * ROW_COST_RATIO < end * Math.max(catalogue, n) ? 'sort' : 'walk';
}

interface PageSpec {
  where: SQL | undefined;
  order: Order;
  type: SearchQuery['type'];
  sortMatches: boolean;
  limit: number;
  offset: number;
}

/**
 * One page of rows with owner and cover. The page's ids come first, from a query that reads only
 * items' index columns (so an index-only walk can answer it); then their rows, owners and covers.
 */
async function selectPage(db: Db, p: PageSpec) {
  const page = db
    .select({ id: items.id })
    .from(items)
    .innerJoin(users, eq(users.id, items.owner_id))
    .where(p.where)
    .orderBy(...ordering(p.order, p.type, p.sortMatches))
    .limit(p.limit)
    .offset(p.offset)
    .as('page');
  return db
    .select({ item: itemColumns, owner: ownerColumns, cover: itemImages })
    .from(page)
    .innerJoin(items, eq(items.id, page.id))
    .innerJoin(users, eq(users.id, items.owner_id))
    .leftJoin(itemImages, and(eq(itemImages.item_id, items.id), eq(itemImages.position, 0)))
    .orderBy(...ordering(p.order, p.type), asc(items.id));
}

/**
 * product.md "Search": one page of cards, the total, and matches per category. Relevance puts
 * items with every word in the title first, then the rest (a word only in the description),
 * newest first within each, so both tiers are read in created order and stop after the page.
 * Counts and word corrections come from the generation's cache.
 */
export async function searchItems(db: Db, storage: FileStorage, q: SearchQuery): Promise<SearchResult> {
  const { generation, items: catalogue } = await searchGeneration(db);
  const text = textQuery(await wordFacts(db, searchWords(q.q), generation));
  const counts = await caches(db).counts.get(generation, countsKey(q, text), () => countMatches(db, q, text));
  const tally = (byCategory: Record<string, number>) =>
    q.category ? (byCategory[q.category] ?? 0) : Object.values(byCategory).reduce((a, b) => a + b, 0);
  const total = tally(counts.all);

  const offset = (q.page - 1) * q.per_page;
  const shared = [...filters(q), q.category ? eq(items.category, q.category) : undefined];
  const sort = q.sort ?? (text ? 'relevance' : 'newest');
  const order: Order = sort === 'relevance' ? 'newest' : sort;
  // A slice [from, from + limit) of the n rows matching `text(walk)`, in `order`.
  const slice = (text: (walk: boolean) => SQL, n: number, from: number, limit: number) => {
    const plan = pagePlan(order, n, from + limit, catalogue);
    return selectPage(db, {
      where: and(...shared, text(plan === 'walk')),
      order,
      type: q.type,
      sortMatches: plan === 'sort',
      limit,
      offset: from,
    });
  };

  let rows: Awaited<ReturnType<typeof selectPage>> = [];
  if (offset >= total) {
    // Past the end: nothing to read.
  } else if (!text) {
    rows = await selectPage(db, {
      where: and(...shared),
      order,
      type: q.type,
      sortMatches: false,
      limit: q.per_page,
      offset,
    });
  } else if (sort !== 'relevance') {
    rows = await slice((walk) => matches(text.any, walk), total, offset, q.per_page);
  } else {
    // Every word in the title (the title query implies the whole one), then the rest.
    const inTitle = tally(counts.title);
    if (offset < inTitle)
      rows = await slice(
        (walk) => matches(text.title, walk),
        inTitle,
        offset,
        Math.min(q.per_page, inTitle - offset),
      );
    const rest = q.per_page - rows.length;
    if (rest > 0 && total > inTitle)
      rows = rows.concat(
        await slice(
          (walk) => and(matches(text.any, walk), not(matches(text.title, true)))!,
          total - inTitle,
          Math.max(0, offset - inTitle),
          rest,
        ),
      );
  }

  const perCategory = Object.fromEntries(categorySlugs.map((slug) => [slug, counts.all[slug] ?? 0]));
  return {
    items: rows.map(({ item, owner, cover }) =>
      toItemCard(item, owner, cover ? toImageDto(cover, storage) : null),
    ),
    total,
    page: q.page,
    per_page: q.per_page,
    counts: perCategory as Record<CategorySlug, number>,
  };
}

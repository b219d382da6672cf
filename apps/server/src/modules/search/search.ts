import { categorySlugs, type CategorySlug, type SearchQuery, type SearchResult } from '@pinjam/api/contract';
import { and, count, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { itemImages, items, users } from '../../platform/db/schema';
import type { FileStorage } from '../../platform/storage/storage';
import { cardColumns, ownerColumns, publiclyVisible, toImageDto, toItemCard } from '../catalogue/items';
import {
  GenerationCache,
  perDatabase,
  searchGeneration,
  seenColumns,
  toSeen,
  type Seen,
} from './search-cache';
import { lookUpWords, searchWords, textQuery, type TextQuery, type WordFacts } from './search-words';

/**
 * Matches per category under every filter but category: all of them, and those with every word
 * in the title. For the text alone (no other filter, any category), the same two totals: what a
 * GIN lookup of the text yields, which is what sorting the matches costs.
 */
interface Counts {
  all: Record<string, number>;
  title: Record<string, number>;
  text: { all: number; title: number };
}

/** How long a cached value may live within one generation (see GenerationCache). */
const CACHE_TTL_MS = 60_000;
const state = perDatabase((db) => ({
  words: new GenerationCache<WordFacts | undefined>(5_000, CACHE_TTL_MS),
  counts: new GenerationCache<Counts>(2_000, CACHE_TTL_MS),
  /** What the last search saw; the next one assumes it and checks (see searchItems). */
  seen: null as Seen | null,
  /** A page's cards by id: one statement shape, so it is prepared once per connection. */
  cards: db
    .select({ item: cardColumns, owner: ownerColumns, cover: itemImages })
    .from(items)
    .innerJoin(users, eq(users.id, items.owner_id))
    .leftJoin(itemImages, and(eq(itemImages.item_id, items.id), eq(itemImages.position, 0)))
    .where(and(sql`${items.id} = any(${sql.placeholder('ids')}::int[])`, publiclyVisible))
    .prepare('search_cards'),
}));

/** The price a filter or sort looks at: per day for rent, sale price for buy, else the card's. */
function priceOf(type: SearchQuery['type']): SQL {
  if (type === 'rent') return sql`${items.price_per_day}`;
  if (type === 'buy') return sql`${items.sale_price}`;
  return sql`coalesce(${items.price_per_day}, ${items.sale_price})`;
}

const matches = (tsquery: string) => sql`${items.search_vector} @@ ${tsquery}::tsquery`;

/**
 * Conditions no index can answer (one opaque CASE, which the planner guesses half the rows
 * pass): it walks the index that gives the sort order and tests every entry on the way.
 */
const tested = (conditions: SQL[]) => sql`case when ${and(...conditions)} then true else false end`;

/** Every filter but visibility, category (the counts are per category) and the text. */
function filters(q: SearchQuery): SQL[] {
  return [...(q.district ? [eq(items.district, q.district)] : []), ...terms(q)];
}

/** The filters on what is offered (type, date, price): many rows pass, or a guess is off. */
function terms(q: SearchQuery): SQL[] {
  const conditions: SQL[] = [];
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

/** One pass over the text's matches (or, without text, over every visible item). */
async function countMatches(db: Db, q: SearchQuery, text: TextQuery | null): Promise<Counts> {
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

/** Per query word, from the cache or (all the words at once) from the database. */
async function wordFacts(db: Db, words: string[], generation: string): Promise<WordFacts[]> {
  let batch: Promise<WordFacts[]> | undefined;
  const found = await Promise.all(
    words.map((word) =>
      state(db).words.get(generation, word, async () =>
        (await (batch ??= lookUpWords(db, words))).find((f) => f.word === word),
      ),
    ),
  );
  return found.filter((f) => f !== undefined);
}

type Order = 'newest' | 'price_asc' | 'price_desc';

/**
 * Sort keys. With `sortMatches` the keys are wrapped so that no index matches them: the planner
 * then finds the matches (GIN) and sorts them instead of walking an index in sort order. The
 * price is never null (an item has a day rate or a sale price, and type=rent / type=buy filter
 * on the one they sort by), so plain asc / desc, which a price index gives read either way.
 */
function ordering(order: Order, type: SearchQuery['type'], sortMatches = false): SQL[] {
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

/**
 * A price-sorted page first reads the price index's first rows, up to twice as many as evenly
 * spread matches would need and at most this many, when that is few enough (see pagePlan).
 */
const PROBE_MAX_ROWS = 2_000;
/** Below this many matches of the words, a sort tests the other filters row by row. */
const TEST_FILTERS_ON_MATCHES_UP_TO = 5_000;
/**
 * About how much more a match costs sorted (a table row found through GIN, ~3 µs) than an index
 * entry walked (~0.3 µs): measured at 100,000 items, e.g. 'speaker' (599 matches) walks 4,000
 * entries in 0.9 ms or sorts in 1.5–2.4 ms; 'kayak' page 5 walks 20,000 in 6–10 ms or sorts in 1.5–1.9.
 */
const ROW_COST_RATIO = 10;

/**
 * How a text search finds a page ending at row `end` of the `n` rows that match the text and
 * every filter, when the text alone matches `m`: 'sort' the matches (GIN finds the m, the table
 * gives their sort keys), or 'walk' an index in sort order until the page is full. The planner's
 * guess at how many rows match both the text and a category, district or price range is often
 * far off (a price range: 480 rows guessed, 16,478 found; 50 ms instead of 1.5), so the search
 * decides from the counts it has. In created order the walk reads about
 * end × items / n entries of items_active_created_search_idx, each tested on the entry alone
 * (migration 0009), against m table rows to sort: sparse matches sort ('canon lens': 162), dense
 * ones walk ('camera' page 5: 2,400 entries, 1 ms). Price indexes hold no text, so walking one
 * reads the table for every row, and matches cluster in price, one way or the other: cameras
 * priciest first are all at the top (0.4 ms), guitars cheapest first are not (22,000 rows for
 * 24, 40 ms; sorting all 2,281: 8 ms). So a price sort 'probe's: it reads the index's first
 * `budget` rows and keeps the page if they hold it, else sorts.
 */
function pagePlan(order: Order, n: number, m: number, end: number, catalogue: number): PagePlan {
  if (order !== 'newest') {
    const budget = Math.max(end, Math.ceil((2 * end * catalogue) / Math.max(n, 1)));
    return budget <= PROBE_MAX_ROWS ? { kind: 'probe', budget } : { kind: 'sort' };
  }
  return { kind: n * m * ROW_COST_RATIO < end * Math.max(catalogue, m) ? 'sort' : 'walk' };
}

type PagePlan = { kind: 'sort' | 'walk' } | { kind: 'probe'; budget: number };

interface PageSpec {
  where: SQL | undefined;
  order: Order;
  type: SearchQuery['type'];
  sortMatches: boolean;
  limit: number;
  offset: number;
}

type Page = { ids: number[]; seen: Seen | null };

const toPage = (rows: Array<{ id: number; generation: string; catalogue: number }>): Page => ({
  ids: rows.map((r) => r.id),
  seen: rows[0] ? toSeen(rows[0]) : null,
});

/**
 * A page's ids, in order, from a query that reads only items' index columns (so an index-only
 * walk can answer it), with what the database is at in the same statement.
 */
async function pageIds(db: Db, p: PageSpec): Promise<Page> {
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
async function probePage(db: Db, p: Omit<PageSpec, 'where' | 'sortMatches'>, hit: SQL, budget: number) {
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

/**
 * product.md "Search": one page of cards, the total, and matches per category. Relevance puts
 * items with every word in the title first, then the rest (a word only in the description),
 * newest first within each, so both tiers are read in created order and stop after the page.
 * Counts and word corrections come from the generation's cache. The generation is the one the
 * previous search saw, checked by the page's own query: when it has moved on, the search runs
 * again under the new one (a second move in between is let pass).
 */
export async function searchItems(db: Db, storage: FileStorage, q: SearchQuery): Promise<SearchResult> {
  const own = state(db);
  let seen = (own.seen ??= await searchGeneration(db));
  for (let attempt = 1; ; attempt++) {
    const found = await searchAt(db, q, seen);
    const now = found.seen ?? (await searchGeneration(db));
    own.seen = now;
    if (now.generation === seen.generation || attempt === 2) {
      const rows = found.ids.length ? await own.cards.execute({ ids: found.ids }) : [];
      const byId = new Map(rows.map((r) => [r.item.id, r]));
      return {
        items: found.ids.flatMap((id) => {
          const row = byId.get(id);
          return row
            ? [toItemCard(row.item, row.owner, row.cover ? toImageDto(row.cover, storage) : null)]
            : [];
        }),
        total: found.total,
        page: q.page,
        per_page: q.per_page,
        counts: found.counts,
      };
    }
    seen = now;
  }
}

/** The ids of a page, the total and the counts, as of generation `seen`. */
async function searchAt(db: Db, q: SearchQuery, { generation, catalogue }: Seen) {
  const text = textQuery(await wordFacts(db, searchWords(q.q), generation));
  const counts = await state(db).counts.get(generation, countsKey(q, text), () => countMatches(db, q, text));
  const tally = (byCategory: Record<string, number>) =>
    q.category ? (byCategory[q.category] ?? 0) : Object.values(byCategory).reduce((a, b) => a + b, 0);
  const total = tally(counts.all);
  const perCategory = Object.fromEntries(
    categorySlugs.map((slug) => [slug, counts.all[slug] ?? 0]),
  ) as Record<CategorySlug, number>;

  const offset = (q.page - 1) * q.per_page;
  const place = [
    ...(q.district ? [eq(items.district, q.district)] : []),
    ...(q.category ? [eq(items.category, q.category)] : []),
  ];
  const offer = terms(q);
  const filtered = [...place, ...offer];
  const sort = q.sort ?? (text ? 'relevance' : 'newest');
  const order: Order = sort === 'relevance' ? 'newest' : sort;
  // A slice [from, from + limit) of the n rows matching `words` (m for the words alone).
  const slice = async (words: SQL | null, n: number, m: number, from: number, limit: number) => {
    const spec = { order, type: q.type, limit, offset: from };
    if (!words) return pageIds(db, { ...spec, where: and(publiclyVisible, ...filtered), sortMatches: false });
    const conditions = [...filtered, words];
    const plan = pagePlan(order, n, m, from + limit, catalogue);
    if (plan.kind === 'walk')
      return pageIds(db, { ...spec, where: and(publiclyVisible, tested(conditions)), sortMatches: false });
    const probed = plan.kind === 'probe' ? await probePage(db, spec, tested(conditions), plan.budget) : null;
    // Sorting: GIN finds the words' m matches. District and category may narrow them through
    // their indexes first (the planner knows how many rows each holds); type, date and price are
    // tested on the matches while m is small, as their indexes hold most rows or are misjudged
    // ('tent' for rent by price: 835 rows tested in 2.7 ms, or ANDed first with 68,614 entries of
    // the day-price index in 5.9).
    const where =
      m <= TEST_FILTERS_ON_MATCHES_UP_TO && offer.length
        ? and(publiclyVisible, words, ...place, tested(offer))
        : and(publiclyVisible, ...conditions);
    return probed ?? pageIds(db, { ...spec, where, sortMatches: true });
  };

  let page: Page = { ids: [], seen: null };
  if (offset >= total) {
    // Past the end: nothing to read.
  } else if (!text) {
    page = await slice(null, total, total, offset, q.per_page);
  } else if (sort !== 'relevance') {
    page = await slice(matches(text.any), total, counts.text.all, offset, q.per_page);
  } else {
    // Every word in the title (the title query implies the whole one), then the rest.
    const inTitle = tally(counts.title);
    if (offset < inTitle)
      page = await slice(
        matches(text.title),
        inTitle,
        counts.text.title,
        offset,
        Math.min(q.per_page, inTitle - offset),
      );
    const rest = q.per_page - page.ids.length;
    if (rest > 0 && total > inTitle) {
      const more = await slice(
        and(matches(text.any), not(matches(text.title)))!,
        total - inTitle,
        counts.text.all,
        Math.max(0, offset - inTitle),
        rest,
      );
      page = { ids: page.ids.concat(more.ids), seen: more.seen ?? page.seen };
    }
  }
  return { ...page, total, counts: perCategory };
}

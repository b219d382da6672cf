import { categorySlugs, type CategorySlug, type SearchQuery, type SearchResult } from '@pinjam/api/contract';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { toImageDto, toItemCard } from '../catalogue';
import type { SearchState } from './search-cache';
import {
  countMatches,
  matches,
  matchesOutsideTitle,
  pageIds,
  placeFilters,
  probePage,
  searchGeneration,
  terms,
  tested,
  visibleAnd,
  type Order,
  type Page,
  type Seen,
} from './search.repository';
import { checkSearchDate, countsKey, pagePlan, TEST_FILTERS_ON_MATCHES_UP_TO } from './rules';
import { lookUpWords, searchWords, textQuery, type WordFacts } from './search-words';

/** Per query word, from the cache or (all the words at once) from the database. */
async function wordFacts(
  db: Db,
  own: SearchState,
  words: string[],
  generation: string,
): Promise<WordFacts[]> {
  let batch: Promise<WordFacts[]> | undefined;
  const found = await Promise.all(
    words.map((word) =>
      own.words.get(generation, word, async () =>
        (await (batch ??= lookUpWords(db, words))).find((f) => f.word === word),
      ),
    ),
  );
  return found.filter((f) => f !== undefined);
}

/**
 * docs/product.md "Search": one page of cards, the total, and matches per category. Relevance puts
 * items with every word in the title first, then the rest (a word only in the description),
 * newest first within each, so both tiers are read in created order and stop after the page.
 * Counts and word corrections come from the generation's cache. The generation is the one the
 * previous search saw, checked by the page's own query: when it has moved on, the search runs
 * again under the new one (a second move in between is let pass).
 */
export async function searchItems(app: FastifyInstance, q: SearchQuery): Promise<SearchResult> {
  checkSearchDate(q.date);
  const { db, storage, searchState: own } = app;
  let seen = (own.seen ??= await searchGeneration(db));
  for (let attempt = 1; ; attempt++) {
    const found = await searchAt(db, own, q, seen);
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
async function searchAt(db: Db, own: SearchState, q: SearchQuery, { generation, catalogue }: Seen) {
  const text = textQuery(await wordFacts(db, own, searchWords(q.q), generation));
  const counts = await own.counts.get(generation, countsKey(q, text), () => countMatches(db, q, text));
  const tally = (byCategory: Record<string, number>) =>
    q.category ? (byCategory[q.category] ?? 0) : Object.values(byCategory).reduce((a, b) => a + b, 0);
  const total = tally(counts.all);
  const perCategory = Object.fromEntries(
    categorySlugs.map((slug) => [slug, counts.all[slug] ?? 0]),
  ) as Record<CategorySlug, number>;

  const offset = (q.page - 1) * q.per_page;
  const place = placeFilters(q);
  const offer = terms(q);
  const filtered = [...place, ...offer];
  const sort = q.sort ?? (text ? 'relevance' : 'newest');
  const order: Order = sort === 'relevance' ? 'newest' : sort;
  // A slice [from, from + limit) of the n rows matching `words` (m for the words alone).
  const slice = async (words: SQL | null, n: number, m: number, from: number, limit: number) => {
    const spec = { order, type: q.type, limit, offset: from };
    if (!words) return pageIds(db, { ...spec, where: visibleAnd(filtered), sortMatches: false });
    const conditions = [...filtered, words];
    const plan = pagePlan(order, n, m, from + limit, catalogue);
    if (plan.kind === 'walk')
      return pageIds(db, { ...spec, where: visibleAnd([tested(conditions)]), sortMatches: false });
    const probed = plan.kind === 'probe' ? await probePage(db, spec, tested(conditions), plan.budget) : null;
    // Sorting: GIN finds the words' m matches. District and category may narrow them through
    // their indexes first (the planner knows how many rows each holds); type, date and price are
    // tested on the matches while m is small, as their indexes hold most rows or are misjudged
    // ('tent' for rent by price: 835 rows tested in 2.7 ms, or ANDed first with 68,614 entries of
    // the day-price index in 5.9).
    const where =
      m <= TEST_FILTERS_ON_MATCHES_UP_TO && offer.length
        ? visibleAnd([words, ...place, tested(offer)])
        : visibleAnd(conditions);
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
        matchesOutsideTitle(text),
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

import type { SearchQuery } from '@pinjam/api/contract';
import { addDays, todayInBrunei } from '@pinjam/api/domain';
import { FieldErrors } from '../../platform/errors/domain';
import type { Order } from './search.repository';
import type { TextQuery } from './search-words';

/** How far ahead a search date may look. */
const DATE_HORIZON_DAYS = 730;

/** A search date is today or later, within the next two years (in Brunei). */
export function checkSearchDate(date: string | undefined, now = new Date()): void {
  if (!date) return;
  // Today as the shared domain has it: the calendar the search page offers uses the same rule.
  const today = todayInBrunei(now);
  if (date < today) throw FieldErrors.one('date', 'Choose today or a later date');
  const horizon = addDays(today, DATE_HORIZON_DAYS)!;
  if (date > horizon) throw FieldErrors.one('date', 'Choose a date within the next two years');
}

/** What the counts depend on: the same key, the same counts. */
export function countsKey(q: SearchQuery, text: TextQuery | null): string {
  return JSON.stringify([text?.any, q.district, q.type, q.date, q.min_price, q.max_price]);
}

/**
 * A price-sorted page first reads the price index's first rows, up to twice as many as evenly
 * spread matches would need and at most this many, when that is few enough (see pagePlan).
 */
export const PROBE_MAX_ROWS = 2_000;
/** Below this many matches of the words, a sort tests the other filters row by row. */
export const TEST_FILTERS_ON_MATCHES_UP_TO = 5_000;
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
export function pagePlan(order: Order, n: number, m: number, end: number, catalogue: number): PagePlan {
  if (order !== 'newest') {
    const budget = Math.max(end, Math.ceil((2 * end * catalogue) / Math.max(n, 1)));
    return budget <= PROBE_MAX_ROWS ? { kind: 'probe', budget } : { kind: 'sort' };
  }
  return { kind: n * m * ROW_COST_RATIO < end * Math.max(catalogue, m) ? 'sort' : 'walk' };
}

export type PagePlan = { kind: 'sort' | 'walk' } | { kind: 'probe'; budget: number };

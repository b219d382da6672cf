import { LRUCache } from 'lru-cache';
import type { Executor } from '../../platform/db/client';
import type { Counts, Seen } from './search.repository';
import { cardsStatement } from './search.repository';
import type { WordFacts } from './search-words';

/**
 * Values that stay right until items, their owners or their bookings change: search's counts per
 * category and its word corrections (docs/decisions/0011). Each belongs to a generation of the
 * database, the search_generation sequence, which constraint triggers (migrations 0008 and 0015)
 * move on when such a change commits; a
 * new generation drops everything. Entries also expire after `ttlMs`, which bounds the one way an
 * entry can be stale: computed from a snapshot taken between a writer's bump and its commit.
 * Concurrent misses for a key share one computation; past `maxEntries` the least recently used go.
 */
export class GenerationCache<V> {
  private generation = '';
  private readonly entries: LRUCache<string, Promise<V>>;

  constructor(maxEntries: number, ttlMs: number) {
    this.entries = new LRUCache({ max: maxEntries, ttl: ttlMs });
  }

  get(generation: string, key: string, compute: () => Promise<V>): Promise<V> {
    if (generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
    const hit = this.entries.get(key);
    if (hit) return hit;
    const value = compute();
    this.entries.set(key, value);
    value.catch(() => {
      if (this.entries.peek(key) === value) this.entries.delete(key);
    });
    return value;
  }
}

/** How long a cached value may live within one generation (see GenerationCache). */
const CACHE_TTL_MS = 60_000;

/** What search keeps between requests: on the app (tests build several apps in one process). */
export function createSearchState(db: Executor) {
  return {
    words: new GenerationCache<WordFacts | undefined>(5_000, CACHE_TTL_MS),
    counts: new GenerationCache<Counts>(2_000, CACHE_TTL_MS),
    /** What the last search saw; the next one assumes it and checks (see searchItems). */
    seen: null as Seen | null,
    cards: cardsStatement(db),
  };
}

export type SearchState = ReturnType<typeof createSearchState>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The search module's caches (only its own routes see them). */
    searchState: SearchState;
  }
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Values that stay right until items or their owners change: search's counts per category and
 * its word corrections (docs/decisions/0008). Each belongs to a generation of the database, the
 * search_generation sequence, which constraint triggers move on when such a change commits; a
 * new generation drops everything. Entries also expire after `ttlMs`, which bounds the one way an
 * entry can be stale: computed from a snapshot taken between a writer's bump and its commit.
 * Concurrent misses for a key share one computation.
 */
export class GenerationCache<V> {
  private generation = '';
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(generation: string, key: string, compute: () => Promise<V>): Promise<V> {
    if (generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) this.entries.delete(key);
    // Map keeps insertion order: the first key is the oldest.
    while (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const value = compute();
    const entry = { expires: now + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}

/**
 * The current generation (one sequence read, never waiting on writers) and, for the planner
 * choices search makes itself, about how many items there are (the statistics' estimate).
 */
export async function searchGeneration(db: Db): Promise<{ generation: string; items: number }> {
  const { rows } = await db.execute(
    sql`select last_value, is_called, (select reltuples from pg_class where oid = 'items'::regclass) as items
        from search_generation`,
  );
  const row = rows[0] as { last_value: string; is_called: boolean; items: number } | undefined;
  return row
    ? { generation: `${row.last_value}${row.is_called ? '' : '-'}`, items: Math.max(0, row.items) }
    : { generation: '', items: 0 };
}

/** Caches per database (tests run several apps, each on its own database, in one process). */
export function perDatabase<T extends object>(create: () => T): (db: Db) => T {
  const all = new WeakMap<Db, T>();
  return (db) => {
    let caches = all.get(db);
    if (!caches) all.set(db, (caches = create()));
    return caches;
  };
}

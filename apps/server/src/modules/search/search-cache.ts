import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';

/**
 * Values that stay right until items or their owners change: search's counts per category and
 * its word corrections (docs/decisions/0011). Each belongs to a generation of the database, the
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

export async function searchGeneration(db: Db): Promise<Seen> {
  const { rows } = await db.execute(
    sql`select ${seenColumns.generation} as generation, ${seenColumns.catalogue} as catalogue`,
  );
  return toSeen(rows[0] as { generation: string; catalogue: number });
}

/** State per database (tests run several apps, each on its own database, in one process). */
export function perDatabase<T extends object>(create: (db: Db) => T): (db: Db) => T {
  const all = new WeakMap<Db, T>();
  return (db) => {
    let state = all.get(db);
    if (!state) all.set(db, (state = create(db)));
    return state;
  };
}

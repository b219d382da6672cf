import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';

/** One hit of a fixed-window counter: how many hits this window has had, and when it ends. */
export interface Hit {
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetMs: number;
}

/**
 * Fixed-window counters, shared by every server process that uses the same store. `hit` is one
 * atomic increment: two requests at the same instant never both see count 1.
 */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  /** Forgets a counter (a password reset lifts its account's login lock). */
  clear(key: string): Promise<void>;
  /** Removes counters whose window has ended. */
  sweep(): Promise<void>;
}

/** Keys are hashed: emails and addresses are never kept in clear in a counter table. */
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * PostgreSQL, the default: one upsert per hit, a row per key and window. Junk keys cost a row
 * each until the sweep; they can never push another key's counter out.
 */
export function postgresCounters(db: Db): CounterStore {
  return {
    async hit(key, windowMs) {
      const window = sql`make_interval(secs => ${windowMs / 1000})`;
      const { rows } = await db.execute<{ count: number; reset_ms: number }>(sql`
        insert into ${rateLimitCounters} (key, count, reset_at)
        values (${hashed(key)}, 1, now() + ${window})
        on conflict (key) do update set
          count = case when ${rateLimitCounters.reset_at} <= now() then 1 else ${rateLimitCounters.count} + 1 end,
          reset_at = case when ${rateLimitCounters.reset_at} <= now() then now() + ${window} else ${rateLimitCounters.reset_at} end
        returning count, ceil(extract(epoch from (reset_at - now())) * 1000)::int as reset_ms`);
      return { count: rows[0]!.count, resetMs: Math.max(0, rows[0]!.reset_ms) };
    },
    async clear(key) {
      await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${hashed(key)}`);
    },
    async sweep() {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.reset_at, sql`now()`));
    },
  };
}

/** Redis (REDIS_URL): INCR and PEXPIRE in one transaction; Redis expires the keys itself. */
export function redisCounters(redis: Redis, prefix = 'pinjam:rl:'): CounterStore {
  return {
    async hit(key, windowMs) {
      const name = prefix + hashed(key);
      // NX: the window starts with the first hit and is not pushed back by later ones.
      const replies = await redis.multi().incr(name).pexpire(name, windowMs, 'NX').pttl(name).exec();
      if (!replies) throw new Error('the Redis transaction was aborted');
      for (const [error] of replies) if (error) throw error;
      const count = Number(replies[0]![1]);
      const ttl = Number(replies[2]![1]);
      return { count, resetMs: ttl > 0 ? ttl : windowMs };
    },
    async clear(key) {
      await redis.del(prefix + hashed(key));
    },
    async sweep() {},
  };
}

/**
 * In this process only, for the API's per-address and per-user limits on one machine: a hit per
 * API call must not cost a database write. Bounded (an LRU of 100,000 keys): a flood of junk keys
 * can evict counters here, which is why no account's protection relies on this store.
 */
export function memoryCounters(maxKeys = 100_000): CounterStore {
  const windows = new LRUCache<string, { count: number; endsAt: number }>({ max: maxKeys });
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.endsAt <= now) entry = { count: 0, endsAt: now + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetMs: entry.endsAt - now };
    },
    async clear(key) {
      windows.delete(key);
    },
    async sweep() {
      windows.purgeStale();
    },
  };
}

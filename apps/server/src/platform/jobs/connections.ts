import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Executor } from '../db/client';

/** pg-boss's connection, and a way to know when the statements it has under way are done. */
export interface TrackedDb extends PgBoss.Db {
  /**
   * Resolves once no statement has been under way for `quietMs` (or after `timeoutMs`). pg-boss's
   * stop() does not wait for its own scheduler's worker (the cron "send-it" queue): a run under
   * way may still insert, then complete or fail without awaiting it. Were the pool ended under
   * it, that fail would be an unhandled rejection ("Cannot use a pool after calling end").
   */
  quiet(quietMs: number, timeoutMs: number): Promise<void>;
}

/**
 * pg-boss on the app's own pool: no second pool per process (tests run many apps side by side),
 * and its statements share the pool's statement timeout.
 */
export function poolDb(pool: pg.Pool): TrackedDb {
  let underWay = 0;
  let lastEnded = 0;
  return {
    async executeSql(text, values) {
      underWay += 1;
      try {
        return await pool.query(text, values);
      } finally {
        underWay -= 1;
        lastEnded = Date.now();
      }
    },
    async quiet(quietMs, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while ((underWay > 0 || Date.now() - lastEnded < quietMs) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, Math.max(5, quietMs / 2)));
    },
  };
}

/**
 * pg-boss through a Drizzle transaction (or the database): the job row is written by the caller's
 * connection, inside its transaction, so it exists exactly when the caller's change commits.
 * pg-boss numbers its parameters `$1…$n`; Drizzle wants its own placeholders, so the text is cut
 * at each `$n` and the value put back as a parameter (never spliced into the text).
 */
export function executorDb(executor: Executor): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, i) => (i % 2 === 1 ? sql`${sql.param(values[Number(part) - 1])}` : sql.raw(part)));
      const result = await executor.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}

/**
 * A job id that the same key always gives (a UUID, as pg-boss's ids are): sending twice with one
 * key makes one job, since pg-boss inserts with ON CONFLICT DO NOTHING.
 */
export function jobIdFor(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\0${key}`).digest('hex');
  // Shaped as a version-5-like UUID (variant bits set) so every UUID parser takes it.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

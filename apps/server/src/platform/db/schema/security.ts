import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Rate-limit counters (platform/security/counters.ts).

/**
 * Fixed-window counters of the rate limits that must hold across restarts, servers and floods
 * of junk keys (login, signup, password reset, activation): one row per key and window. `key`
 * is a SHA-256 of the limit's name and subject (emails and addresses are not kept in clear).
 * With REDIS_URL the same counters live in Redis instead (platform/security/counters.ts).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.reset_at)],
);

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What the bell counts (seed kinds: requests, requestAccepted, requestDenied, requestCancelled,
 * order, payout; conversations come with messages). Opening a kind removes it (`cleared_at`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    cleared_at: timestamp('cleared_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_kind_open_idx')
      .on(t.user_id, t.kind)
      .where(sql`${t.cleared_at} is null`),
    index('notifications_user_created_idx').on(t.user_id, t.created_at),
  ],
);

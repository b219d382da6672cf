import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The outbox every email is written to first (platform/mail).

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** Delivery runs of its mail-send job that got as far as the mail server, and the last one's error. */
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
  },
  // The dev mailbox lists by id (newest first, the primary key); a sender job claims unsent rows.
  (t) => [
    index('outbox_unsent_idx')
      .on(t.id)
      .where(sql`${t.sent_at} is null`),
    // Emails are kept OUTBOX_RETENTION_DAYS (7 by default), then swept.
    index('outbox_created_at_idx').on(t.created_at),
  ],
);

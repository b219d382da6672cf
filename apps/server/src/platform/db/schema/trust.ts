import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// Account and trust (issue 15): identity verifications and the activity feed.

export const identityReviewStatus = pgEnum('identity_review_status', ['pending', 'approved', 'rejected']);

/**
 * One submission of an identity document and a selfie. The images are private objects (keys in
 * the private store, never a public URL). A resubmission is a new row; `users.verification_status`
 * follows the newest. A review is a conditional update (`where status = 'pending'`): two admins
 * pressing at once give one review and one 409.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document_key: text('document_key').notNull(),
    selfie_key: text('selfie_key').notNull(),
    status: identityReviewStatus('status').notNull().default('pending'),
    /** Why it was rejected (required then, shown to the user). */
    reason: text('reason'),
    submitted_at: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    reviewed_by: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The user's newest submission.
    index('identity_verifications_user_idx').on(t.user_id, t.submitted_at),
    // The admin's queue: pending, oldest first.
    index('identity_verifications_pending_idx')
      .on(t.submitted_at)
      .where(sql`${t.status} = 'pending'`),
    check(
      'identity_verifications_reason_when_rejected',
      sql`(${t.status} = 'rejected') = (${t.reason} is not null)`,
    ),
  ],
);

/**
 * The activity feed: what a user did or what happened to them, recorded where it happens
 * (modules/activity `record`), never reconstructed. `subject_type`/`subject_id` say what it is
 * about (an item, a request, an order, a payout…); `data` keeps what the line shows (a title,
 * an amount) as it was then.
 */
export const activities = pgTable(
  'activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subject_type: text('subject_type'),
    subject_id: integer('subject_id'),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_user_idx').on(t.user_id, t.id)],
);

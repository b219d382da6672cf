import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

// The admin console (issue 17): the audit trail.

/**
 * Every admin action: who, when, what, on which record, and the record before and after where
 * it changed something. Append-only: migration 0021's trigger refuses UPDATE and DELETE, so not
 * even a bug in the product can rewrite it.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The admin who acted (their name is kept too, as it was then). */
    admin_id: integer('admin_id').references(() => users.id),
    admin_name: text('admin_name').notNull(),
    /** What was done, e.g. 'user.disable', 'payment.refund', 'banner.update', 'settings.update'. */
    action: text('action').notNull(),
    /** The record it was done to: 'user', 'order', 'payment', 'payout', 'delivery_leg', 'banner'… */
    subject_type: text('subject_type').notNull(),
    subject_id: text('subject_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.created_at),
    index('admin_audit_subject_idx').on(t.subject_type, t.subject_id, t.created_at),
    index('admin_audit_admin_idx').on(t.admin_id, t.created_at),
    index('admin_audit_action_idx').on(t.action, t.created_at),
  ],
);

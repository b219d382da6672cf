import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { verificationStatuses } from '@pinjam/api/contract';
import { timestamps } from './columns';

// The members' accounts.

export const verificationStatus = pgEnum('verification_status', verificationStatuses);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role_id: smallint('role_id').notNull().default(1),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    name: text('name').notNull(),
    avatar_path: text('avatar_path'),
    bio: text('bio'),
    dob: date('dob'),
    address_line_1: text('address_line_1'),
    address_line_2: text('address_line_2'),
    address_line_3: text('address_line_3'),
    post_code: text('post_code'),
    city: text('city'),
    district: text('district'),
    telephone: text('telephone'),
    bank_name: text('bank_name'),
    account_number: text('account_number'),
    verification_status: verificationStatus('verification_status').notNull().default('unsubmitted'),
    activated_at: timestamp('activated_at', { withTimezone: true }),
    disabled_at: timestamp('disabled_at', { withTimezone: true }),
    /** Published user ratings received (issue 16): the profile's average is sum / count. */
    rating_count: integer('rating_count').notNull().default(0),
    rating_sum: integer('rating_sum').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // Emails are compared case-insensitively everywhere; every lookup uses lower(email).
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    // The admin's dashboard: new members this month (decision 0034).
    index('users_created_at_idx').on(t.created_at),
    // The admin's user search (issue 17): words anywhere in the name or the email, by trigrams.
    index('users_admin_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.name}) || ' ' || lower(${t.email})) gin_trgm_ops`,
    ),
    // The admin's user list sorted by name, A to Z or back (issue 17; by email, the unique index
    // above walks it).
    index('users_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    check('users_role_id_check', sql`${t.role_id} in (1, 2)`),
  ],
);

export type UserRow = typeof users.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  boolean,
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

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

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
    ...timestamps,
  },
  (t) => [
    // Emails are compared case-insensitively everywhere; every lookup uses lower(email).
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_role_id_check', sql`${t.role_id} in (1, 2)`),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of the opaque bearer token: a database leak yields no usable tokens.
    token_hash: text('token_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_tokens_token_hash_unique').on(t.token_hash),
    index('auth_tokens_user_id_idx').on(t.user_id),
  ],
);

export const emailTokenKind = pgEnum('email_token_kind', ['activation', 'password_reset']);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: emailTokenKind('kind').notNull(),
    token_hash: text('token_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_unique').on(t.token_hash),
    index('email_tokens_user_id_kind_idx').on(t.user_id, t.kind),
  ],
);

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
  },
  // The dev mailbox lists by id (newest first, the primary key); a sender job claims unsent rows.
  (t) => [
    index('outbox_unsent_idx')
      .on(t.id)
      .where(sql`${t.sent_at} is null`),
  ],
);

/** The company's address and contacts (the footer). One row at most: id is always 1. */
export const systemDetails = pgTable(
  'system_details',
  {
    id: smallint('id').primaryKey().default(1),
    address_line_1: text('address_line_1'),
    address_line_2: text('address_line_2'),
    address_line_3: text('address_line_3'),
    post_code: text('post_code'),
    city: text('city'),
    district: text('district'),
    country: text('country'),
    telephone: text('telephone'),
    email: text('email'),
    ...timestamps,
  },
  (t) => [check('system_details_single_row', sql`${t.id} = 1`)],
);

// ─── Home page: banners and adverts ─────────────────────────────────────────────────────────
// `path` holds the storage key (e.g. `banners/….webp`), not a URL: the storage turns it into one
// (`/uploads/…` locally, a bucket or CDN URL later), so moving the files never rewrites rows.

export const bannerImages = pgTable(
  'banner_images',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull(),
    active: boolean('active').notNull().default(true),
    /** Display order on the home page, ascending; ties by id. */
    position: integer('position').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('banner_images_path_unique').on(t.path),
    index('banner_images_active_order_idx')
      .on(t.position, t.id)
      .where(sql`${t.active}`),
  ],
);

export const advertImages = pgTable(
  'advert_images',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull(),
    /** Where the advert links; null: the client falls back to '#'. */
    url: text('url'),
    /** 1 = left, 2 = top right, 3 = bottom right (seed section 3). */
    position: smallint('position').notNull(),
    active: boolean('active').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('advert_images_path_unique').on(t.path),
    check('advert_images_position_check', sql`${t.position} in (1, 2, 3)`),
    index('advert_images_active_order_idx')
      .on(t.position, t.id)
      .where(sql`${t.active}`),
  ],
);

export type UserRow = typeof users.$inferSelect;

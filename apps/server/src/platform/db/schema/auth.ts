import { index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

// Sessions, bearer tokens and emailed tokens (the auth module).

/**
 * A signed-in device: made at login, kept across token refreshes, ended by logout, by a password
 * change or reset, by disabling the user (a trigger, migration 0012), or at `expires_at`, the
 * absolute lifetime (30 days) that refreshing never extends. The settings page will list them.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's User-Agent at login, cut to 300 characters. */
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Updated at most once a minute per session (sessions.ts). */
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.user_id),
    // The sweep removes sessions long over.
    index('sessions_expires_at_idx').on(t.expires_at),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    session_id: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    // SHA-256 of the opaque bearer token: a database leak yields no usable tokens.
    token_hash: text('token_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_tokens_token_hash_unique').on(t.token_hash),
    index('auth_tokens_user_id_idx').on(t.user_id),
    index('auth_tokens_session_id_idx').on(t.session_id),
    index('auth_tokens_expires_at_idx').on(t.expires_at),
  ],
);

export const emailTokenKind = pgEnum('email_token_kind', ['activation', 'password_reset', 'email_change']);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: emailTokenKind('kind').notNull(),
    /** An email change's new address (kind 'email_change'): the account's email until it is confirmed stays. */
    new_email: text('new_email'),
    token_hash: text('token_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_unique').on(t.token_hash),
    index('email_tokens_user_id_kind_idx').on(t.user_id, t.kind),
    index('email_tokens_expires_at_idx').on(t.expires_at),
  ],
);

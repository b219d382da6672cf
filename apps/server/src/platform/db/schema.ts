import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  categorySlugs,
  districts,
  itemConditions,
  itemStatuses,
  verificationStatuses,
} from '@pinjam/api/contract';

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
    index('email_tokens_expires_at_idx').on(t.expires_at),
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
    /** The phone's picture (art direction below 640 px); null: `path` at every width. */
    mobile_path: text('mobile_path'),
    /** What the picture says, read aloud and shown when it fails to load. */
    alt: text('alt').notNull().default(''),
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
    /** The phone's picture (art direction below 640 px); null: `path` at every width. */
    mobile_path: text('mobile_path'),
    /** What the picture says, read aloud and shown when it fails to load. */
    alt: text('alt').notNull().default(''),
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

// ─── Catalogue ───────────────────────────────────────────────────────────────────────────────

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const inList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

export const itemCondition = pgEnum('item_condition', itemConditions);
export const itemStatus = pgEnum('item_status', itemStatuses);

/**
 * Listings. Money in integer cents. For rent when price_per_day is set, for sale when sale_price
 * is (at least one). Deleting is soft (status 'deleted', deleted_at): orders keep their item.
 * Search: search_vector (title A, description B; 'english' stems plurals), GIN-indexed; typos
 * are corrected against search_words (below) before the full-text query runs.
 */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** A slug of the contract's categories (e.g. film-photography). */
    category: text('category').notNull(),
    district: text('district').notNull(),
    condition: itemCondition('condition').notNull(),
    price_per_day: integer('price_per_day'),
    price_per_week: integer('price_per_week'),
    deposit: integer('deposit'),
    min_days: smallint('min_days').notNull().default(1),
    max_days: smallint('max_days'),
    sale_price: integer('sale_price'),
    /** Units: for rent, how many can be out at once; for sale, the stock (sales decrement it). */
    starting_inventory: smallint('starting_inventory').notNull().default(1),
    status: itemStatus('status').notNull().default('active'),
    /** Moves on with every edit; an edit made from an older version is refused (409). */
    version: integer('version').notNull().default(1),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    search_vector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')`,
      ),
    ...timestamps,
  },
  (t) => [
    index('items_owner_created_idx').on(t.owner_id, t.created_at),
    // Search: every listing query is over active items; each sort has its own partial index.
    // Newest first: items_active_created_search_idx on (created_at, id) with every column search
    // filters on included, so a text search walks it without the table (custom migration 0009;
    // drizzle cannot declare INCLUDE).
    index('items_active_category_created_idx')
      .on(t.category, t.created_at)
      .where(sql`${t.status} = 'active'`),
    // Search's counts (the total, matches per category) read only category and owner_id: an
    // index-only scan instead of the heap (bench/search.mjs: 2–4× faster at 100,000 items).
    index('items_active_category_owner_idx')
      .on(t.category, t.owner_id)
      .where(sql`${t.status} = 'active'`),
    index('items_active_district_created_idx')
      .on(t.district, t.created_at)
      .where(sql`${t.status} = 'active'`),
    index('items_active_day_price_idx')
      .on(t.price_per_day)
      .where(sql`${t.status} = 'active' and ${t.price_per_day} is not null`),
    index('items_active_sale_price_idx')
      .on(t.sale_price)
      .where(sql`${t.status} = 'active' and ${t.sale_price} is not null`),
    index('items_active_list_price_idx')
      .on(sql`coalesce(${t.price_per_day}, ${t.sale_price})`)
      .where(sql`${t.status} = 'active'`),
    index('items_search_vector_idx').using('gin', t.search_vector),
    check('items_title_length', sql`char_length(${t.title}) between 3 and 120`),
    check('items_description_length', sql`char_length(${t.description}) <= 5000`),
    check('items_category_known', sql`${t.category} in (${inList(categorySlugs)})`),
    check('items_district_known', sql`${t.district} in (${inList(districts)})`),
    check('items_rent_or_sale', sql`${t.price_per_day} is not null or ${t.sale_price} is not null`),
    check(
      'items_prices_positive',
      sql`coalesce(${t.price_per_day}, 1) > 0 and coalesce(${t.price_per_week}, 1) > 0 and coalesce(${t.sale_price}, 1) > 0 and coalesce(${t.deposit}, 0) >= 0`,
    ),
    check(
      'items_rent_details_need_rent',
      sql`${t.price_per_day} is not null or (${t.price_per_week} is null and ${t.deposit} is null and ${t.max_days} is null)`,
    ),
    check(
      'items_days',
      sql`${t.min_days} >= 1 and (${t.max_days} is null or ${t.max_days} >= ${t.min_days})`,
    ),
    // Input allows 1–99; sales may bring the stock down to 0.
    check('items_inventory_range', sql`${t.starting_inventory} between 0 and 99`),
    check('items_deleted_when', sql`(${t.status} = 'deleted') = (${t.deleted_at} is not null)`),
  ],
);

/**
 * An item's images in display order (position 0 is the cover), each in three WebP sizes. The
 * paths are storage keys. width/height are the zoom size's.
 */
export const itemImages = pgTable(
  'item_images',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    card_path: text('card_path').notNull(),
    gallery_path: text('gallery_path').notNull(),
    zoom_path: text('zoom_path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('item_images_item_position_unique').on(t.item_id, t.position),
    // Before removing a file, the server checks that no other image row still uses it.
    index('item_images_card_path_idx').on(t.card_path),
    check('item_images_position_range', sql`${t.position} >= 0`),
  ],
);

/**
 * Every word that has appeared in an item title (lowercase, 3–40 letters or digits), kept by a
 * trigger on items (custom migration 0005) with a trigram index: search corrects a misspelt
 * word against this small table, then searches the full-text index with the corrections.
 * Words are never removed; a stale one only suggests a spelling that matches nothing.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

/**
 * Moves on whenever a committed change could change what search shows (constraint triggers,
 * deferred to commit, on items and on owners' visibility; custom migration 0008). Search keys
 * its cached counts and word corrections by it (modules/search/search-cache.ts, docs/decisions/0011).
 */
export const searchGeneration = pgSequence('search_generation');

export type ItemRow = typeof items.$inferSelect;
export type ItemImageRow = typeof itemImages.$inferSelect;
export type UserRow = typeof users.$inferSelect;

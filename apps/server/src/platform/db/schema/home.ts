import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

// The home page's pictures and the marketplace's details (the home module).

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
    /** 1 = left, 2 = top right, 3 = bottom right (docs/product.md §3). */
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

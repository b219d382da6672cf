import { sql } from 'drizzle-orm';
import {
  check,
  customType,
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
import { categorySlugs, districts, itemConditions, itemStatuses } from '@pinjam/api/contract';
import { timestamps } from './columns';
import { users } from './users';

// Items and their images (the catalogue module).

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
    /** Published item ratings (issue 16): the card's and the page's average is sum / count. */
    rating_count: integer('rating_count').notNull().default(0),
    rating_sum: integer('rating_sum').notNull().default(0),
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
 * An item's images in display order (position 0 is the cover), each in three WebP sizes and a
 * 1200×630 JPEG for link previews (preview_path: null for images uploaded before it was made,
 * migration 0032). The paths are storage keys. width/height are the zoom size's.
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
    preview_path: text('preview_path'),
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

export type ItemRow = typeof items.$inferSelect;
export type ItemImageRow = typeof itemImages.$inferSelect;

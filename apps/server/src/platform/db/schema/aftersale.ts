import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { deliveryLegStatuses } from '@pinjam/api/domain';
import { timestamps } from './columns';
import { items } from './catalogue';
import { orders } from './orders';
import { users } from './users';

// After the sale (issue 16): delivery legs, payouts, ratings and the reminders sent once.

export const deliveryLegKind = pgEnum('delivery_leg_kind', ['outbound', 'return']);
export const deliveryLegStatus = pgEnum('delivery_leg_status', deliveryLegStatuses);

/**
 * A delivery order's trips by the platform's courier: outbound (owner → customer) and, for a
 * rental, return (customer → owner). scheduled → notified → completed, with reminded and no_show
 * (a no-show moves `scheduled_for` to the next day). Each action is a conditional update on the
 * leg's status; completing a leg moves its order (decision 0035).
 */
export const deliveryLegs = pgTable(
  'delivery_legs',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: deliveryLegKind('kind').notNull(),
    status: deliveryLegStatus('status').notNull().default('scheduled'),
    scheduled_for: date('scheduled_for', { mode: 'string' }).notNull(),
    /** The customer's district (from the order's address), for the board's filter. */
    district: text('district'),
    notified_at: timestamp('notified_at', { withTimezone: true }),
    reminded_at: timestamp('reminded_at', { withTimezone: true }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    completed_by: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    no_shows: smallint('no_shows').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('delivery_legs_order_kind_unique').on(t.order_id, t.kind),
    // The board: open legs by date (and by state).
    index('delivery_legs_open_date_idx')
      .on(t.scheduled_for, t.id)
      .where(sql`${t.status} <> 'completed'`),
    index('delivery_legs_status_date_idx').on(t.status, t.scheduled_for),
  ],
);

/** A missed delivery or collection, recorded on the user who was not there. */
export const deliveryNoShows = pgTable(
  'delivery_no_shows',
  {
    id: serial('id').primaryKey(),
    leg_id: integer('leg_id')
      .notNull()
      .references(() => deliveryLegs.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The day that was missed. */
    missed_on: date('missed_on', { mode: 'string' }).notNull(),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_no_shows_user_idx').on(t.user_id, t.created_at)],
);

export const payoutStatus = pgEnum('payout_status', ['due', 'paid']);

/**
 * One bank transfer to a seller: what was payable for the orders in `payout_lines` (each order's
 * payable net in at most one payout — the unique order_id). Marking it paid is a conditional
 * update (due → paid) and the ledger posting seller_payable → payouts, per order.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    status: payoutStatus('status').notNull().default('due'),
    /** The payout date it was made for. */
    due_on: date('due_on', { mode: 'string' }).notNull(),
    /** The bank details it was paid to (the account's last four digits only). */
    bank_name: text('bank_name'),
    account_last4: text('account_last4'),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    paid_by: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('payouts_status_due_idx').on(t.status, t.due_on),
    index('payouts_user_created_idx').on(t.user_id, t.created_at),
    check('payouts_amount', sql`${t.amount} > 0`),
    check('payouts_paid', sql`(${t.status} = 'paid') = (${t.paid_at} is not null)`),
  ],
);

/** Which order's payable net a payout carries: an order is paid out once, ever. */
export const payoutLines = pgTable(
  'payout_lines',
  {
    payout_id: integer('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.payout_id, t.order_id] }),
    uniqueIndex('payout_lines_order_unique').on(t.order_id),
    check('payout_lines_amount', sql`${t.amount} > 0`),
  ],
);

export const ratingTarget = pgEnum('rating_target', ['user', 'item']);

/**
 * A rating after a completed order: each side rates the other once (target 'user'), and the
 * buyer rates the item (target 'item'). Blind: `published_at` is set when both sides have rated,
 * or 14 days after completion; only published ratings count in averages or are shown to others.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    rater_id: integer('rater_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The rated user (the other side), for both targets: an item rating is also its owner's. */
    ratee_id: integer('ratee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item_id: integer('item_id').references(() => items.id),
    target: ratingTarget('target').notNull(),
    /** The rater's side: 'buyer' or 'seller'. */
    rater_role: text('rater_role', { enum: ['buyer', 'seller'] }).notNull(),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    published_at: timestamp('published_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ratings_order_rater_target_unique').on(t.order_id, t.rater_id, t.target),
    index('ratings_ratee_published_idx')
      .on(t.ratee_id, t.published_at)
      .where(sql`${t.target} = 'user' and ${t.published_at} is not null`),
    index('ratings_item_published_idx')
      .on(t.item_id, t.published_at)
      .where(sql`${t.target} = 'item' and ${t.published_at} is not null`),
    index('ratings_rater_created_idx').on(t.rater_id, t.created_at),
    index('ratings_unpublished_idx')
      .on(t.created_at)
      .where(sql`${t.published_at} is null`),
    check('ratings_rating', sql`${t.rating} between 1 and 5`),
    check('ratings_content', sql`char_length(${t.content}) <= 2000`),
    check('ratings_item_target', sql`(${t.target} = 'item') = (${t.item_id} is not null)`),
  ],
);

/**
 * A reminder sent once: (kind, subject, user) is unique, so a sweep that runs twice (a retry, a
 * second server) inserts the row once and sends once. Kinds: 'return-last-day', 'return-overdue',
 * 'rate'…
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    kind: text('kind').notNull(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.order_id, t.user_id] })],
);

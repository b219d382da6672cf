import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerAccounts } from '@pinjam/api/domain';
import { timestamps } from './columns';
import { items } from './catalogue';
import { users } from './users';
import {
  checkouts,
  fulfilmentKind,
  issueStatus,
  issueType,
  orderKind,
  orderStatus,
  payments,
  rentalRequests,
} from './commerce';

// Orders (issue 13): what a paid checkout or an accepted request became, with their lines,
// history and issues, and the ledger their money moves through. Money in integer cents.

/**
 * An order: a seller's purchases from one checkout, or one accepted rental. Money is what was
 * charged at the time of sale: subtotal (the lines), delivery_fee, total = subtotal + delivery;
 * commission and seller_net = subtotal − commission come from the lines.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    kind: orderKind('kind').notNull(),
    buyer_id: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    seller_id: integer('seller_id')
      .notNull()
      .references(() => users.id),
    checkout_id: integer('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    payment_id: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    /** A rental order's request (one order per accepted request). */
    request_id: integer('request_id').references(() => rentalRequests.id),
    status: orderStatus('status').notNull().default('paid'),
    fulfilment: fulfilmentKind('fulfilment').notNull(),
    address: jsonb('address'),
    subtotal: integer('subtotal').notNull(),
    delivery_fee: integer('delivery_fee').notNull().default(0),
    total: integer('total').notNull(),
    commission: integer('commission').notNull(),
    seller_net: integer('seller_net').notNull(),
    deposit: integer('deposit').notNull().default(0),
    /** Rentals: the period, inclusive. */
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    /** When the status last changed: the timers (complete 3 days after delivery…) read it. */
    status_changed_at: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** An issue is open: completion and the payout wait for the admin. */
    has_open_issue: boolean('has_open_issue').notNull().default(false),
    cancel_reason: text('cancel_reason'),
    ...timestamps,
  },
  (t) => [
    index('orders_buyer_created_idx').on(t.buyer_id, t.created_at),
    index('orders_seller_created_idx').on(t.seller_id, t.created_at),
    // The admin's dashboard: orders by month across the marketplace (decision 0034).
    index('orders_created_at_idx').on(t.created_at),
    // The admin's orders list filtered to those with an open issue (issue 17).
    index('orders_open_issue_created_idx')
      .on(t.created_at)
      .where(sql`${t.has_open_issue}`),
    index('orders_status_updated_idx').on(t.status, t.updated_at),
    // The lifecycle's timers (issue 16): e.g. delivered more than 3 days ago, returned 48 h ago.
    index('orders_status_changed_idx').on(t.status, t.status_changed_at),
    uniqueIndex('orders_request_unique').on(t.request_id),
    index('orders_checkout_idx').on(t.checkout_id),
    check(
      'orders_money',
      sql`${t.total} = ${t.subtotal} + ${t.delivery_fee} and ${t.seller_net} = ${t.subtotal} - ${t.commission}`,
    ),
    check(
      'orders_rental_dates',
      sql`(${t.kind} = 'rental') = (${t.start_date} is not null and ${t.end_date} is not null)`,
    ),
  ],
);

/** What was sold or rented, as it was at the time (title and prices copied). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    item_id: integer('item_id')
      .notNull()
      .references(() => items.id),
    title: text('title').notNull(),
    is_rental: boolean('is_rental').notNull(),
    quantity: smallint('quantity').notNull(),
    days: smallint('days'),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    unit_price: integer('unit_price').notNull(),
    line_total: integer('line_total').notNull(),
    /** The commission rate at the time of sale (basis points) and its amount. */
    commission_bps: integer('commission_bps').notNull(),
    commission: integer('commission').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.order_id), index('order_lines_item_idx').on(t.item_id)],
);

/** Each status an order went through, by whom (the order page's timeline). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The machine's event, e.g. 'paid', 'dispatch', 'cancel', 'reportIssue'. */
    event: text('event').notNull(),
    from_status: orderStatus('from_status'),
    to_status: orderStatus('to_status').notNull(),
    /** 'buyer', 'seller', 'admin' or 'system'. */
    by: text('by').notNull(),
    actor_id: integer('actor_id').references(() => users.id),
    note: text('note'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.order_id, t.id)],
);

/** Seed "Order issue": type, description, user_id, order_id. Open ones hold completion and payout. */
export const orderIssues = pgTable(
  'order_issues',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: issueType('type').notNull(),
    description: text('description').notNull(),
    status: issueStatus('status').notNull().default('open'),
    resolution: text('resolution'),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_issues_order_idx').on(t.order_id),
    index('order_issues_open_idx')
      .on(t.created_at)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Money moves as postings: each posting (one `posting` id) is a few entries that add up to zero.
 * Accounts: ledgerAccounts in the shared domain (customer payments in, seller pending and
 * payable, platform commission and delivery, refunds out, payouts out).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    posting: text('posting').notNull(),
    account: text('account', { enum: ledgerAccounts }).notNull(),
    /** The seller for seller accounts, the buyer for customer and refund entries. */
    user_id: integer('user_id').references(() => users.id),
    order_id: integer('order_id').references(() => orders.id),
    payment_id: integer('payment_id').references(() => payments.id),
    amount: integer('amount').notNull(),
    memo: text('memo').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_posting_idx').on(t.posting),
    index('ledger_entries_order_idx').on(t.order_id),
    index('ledger_entries_user_account_idx').on(t.user_id, t.account, t.created_at),
  ],
);

import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { issueTypes, orderKinds, orderStatuses, paymentStatuses, requestStatuses } from '@pinjam/api/domain';
import { timestamps } from './columns';
import { items } from './catalogue';
import { users } from './users';

// Commerce (issue 13): the checkout, what it pays with, rental requests, the days they hold
// and the marketplace's money settings; the orders they become are in orders.ts, the bell's
// notices in notifications.ts. Money in integer cents everywhere.

export const orderKind = pgEnum('order_kind', orderKinds);
export const orderStatus = pgEnum('order_status', orderStatuses);
export const requestStatus = pgEnum('request_status', requestStatuses);
export const fulfilmentKind = pgEnum('fulfilment', ['delivery', 'pickup']);
export const paymentMethod = pgEnum('payment_method', ['card', 'paypal']);
export const paymentStatus = pgEnum('payment_status', paymentStatuses);
export const issueType = pgEnum('order_issue_type', issueTypes);
export const issueStatus = pgEnum('order_issue_status', [
  'open',
  'dismissed',
  'refunded',
  'partially_refunded',
]);

/** The marketplace's money settings (the admin changes them). One row: id is always 1. */
export const marketplaceSettings = pgTable(
  'marketplace_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** Charged once per order with platform delivery (seed get-delivery-fee). B$5.00. */
    delivery_fee: integer('delivery_fee').notNull().default(500),
    /** The platform's share of each seller line, in basis points (1000 = 10 %). */
    commission_bps: integer('commission_bps').notNull().default(1000),
    /** The next payout date (Asia/Brunei): payable nets are paid by bank transfer on it. */
    payout_date: date('payout_date', { mode: 'string' }),
    /** The marketplace's name and contact address, as emails sign off (issue 17's settings). */
    marketplace_name: text('marketplace_name').notNull().default('Pinjam'),
    contact_email: text('contact_email').notNull().default('hello@pinjam.bn'),
    /** How far ahead a rental may reach, in months from today in Brunei (issue 24). */
    booking_window_months: smallint('booking_window_months').notNull().default(12),
    /** The longest rental of an item whose owner set no maximum, in days (issue 24). */
    longest_rental_days: smallint('longest_rental_days').notNull().default(90),
    /**
     * Days the seller has to dispatch or hand over an order, after payment (a rental: after its
     * first day); then the order timer cancels and refunds it (issue 24).
     */
    dispatch_days: smallint('dispatch_days').notNull().default(3),
    ...timestamps,
  },
  (t) => [
    check('marketplace_settings_single_row', sql`${t.id} = 1`),
    check('marketplace_settings_fee', sql`${t.delivery_fee} >= 0`),
    check('marketplace_settings_commission', sql`${t.commission_bps} between 0 and 10000`),
    check('marketplace_settings_booking_window', sql`${t.booking_window_months} between 1 and 24`),
    check('marketplace_settings_longest_rental', sql`${t.longest_rental_days} between 1 and 365`),
    check('marketplace_settings_dispatch_days', sql`${t.dispatch_days} between 1 and 30`),
  ],
);

/**
 * One press of Pay, kept by (user, Idempotency-Key): the same key and body answer the stored
 * answer and charge nothing; another body with the key is refused. Holds what the server priced
 * (PayPal confirms later from it).
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: serial('id').primaryKey(),
    /** The id the browser sees (PayPal's payment_id), e.g. pay_3f9c…; never guessable. */
    public_id: text('public_id').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotency_key: text('idempotency_key').notNull(),
    /** sha256 of the normalised body: the same key with another body is a 422. */
    request_hash: text('request_hash').notNull(),
    /** A card's: 'authorising' (stock taken, the provider asked) → 'completed' or 'declined'. */
    status: text('status', {
      enum: ['authorising', 'awaiting_approval', 'completed', 'declined', 'failed', 'cancelled'],
    }).notNull(),
    /** The server's pricing of the entries (what PayPal's confirmation creates). */
    priced: jsonb('priced'),
    response_status: smallint('response_status'),
    response: jsonb('response'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('checkouts_user_key_unique').on(t.user_id, t.idempotency_key),
    uniqueIndex('checkouts_public_id_unique').on(t.public_id),
    index('checkouts_created_at_idx').on(t.created_at),
    index('checkouts_authorising_idx')
      .on(t.updated_at)
      .where(sql`${t.status} = 'authorising'`),
  ],
);

/**
 * Our side of each provider hold or charge: one per seller's purchases, one per rental request
 * (and one per rental deposit). `captured` and `refunded` only grow; refunded ≤ captured ≤ amount.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    public_id: text('public_id').notNull(),
    checkout_id: integer('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    payer_id: integer('payer_id')
      .notNull()
      .references(() => users.id),
    method: paymentMethod('method').notNull(),
    /** 'sandbox', 'stripe' or 'paypal'. */
    provider: text('provider').notNull(),
    /** The provider's id of the hold or charge (PaymentIntent, PayPal authorization or capture). */
    provider_ref: text('provider_ref'),
    /** What the part is for: 'order' (purchases or a rental) or 'deposit'. */
    purpose: text('purpose', { enum: ['order', 'deposit'] })
      .notNull()
      .default('order'),
    capture: text('capture', { enum: ['automatic', 'manual'] }).notNull(),
    amount: integer('amount').notNull(),
    captured: integer('captured').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
    status: paymentStatus('status').notNull(),
    /** Card brand and last four digits, or the PayPal account's email: for receipts. */
    label: text('label'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_public_id_unique').on(t.public_id),
    index('payments_checkout_idx').on(t.checkout_id),
    index('payments_payer_created_idx').on(t.payer_id, t.created_at),
    // The admin's payments list, newest first (issue 17).
    index('payments_created_at_idx').on(t.created_at),
    check(
      'payments_amounts',
      sql`${t.amount} > 0 and 0 <= ${t.refunded} and ${t.refunded} <= ${t.captured} and ${t.captured} <= ${t.amount}`,
    ),
  ],
);

/** A rental asked for at checkout: the payment is held until the owner answers. */
export const rentalRequests = pgTable(
  'rental_requests',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id')
      .notNull()
      .references(() => items.id),
    renter_id: integer('renter_id')
      .notNull()
      .references(() => users.id),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id),
    checkout_id: integer('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    payment_id: integer('payment_id').references(() => payments.id),
    deposit_payment_id: integer('deposit_payment_id').references(() => payments.id),
    quantity: smallint('quantity').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    days: smallint('days').notNull(),
    /** One unit for the whole period, priced by the shared rules (weekly rate from 7 days). */
    unit_price: integer('unit_price').notNull(),
    line_total: integer('line_total').notNull(),
    deposit: integer('deposit').notNull().default(0),
    delivery_fee: integer('delivery_fee').notNull().default(0),
    /** line_total + delivery_fee: what accepting captures (the deposit is held apart). */
    total: integer('total').notNull(),
    fulfilment: fulfilmentKind('fulfilment').notNull(),
    address: jsonb('address'),
    status: requestStatus('status').notNull().default('pending'),
    /** The owner's reason for denying, if they gave one. */
    reason: text('reason'),
    /** 48 hours after the request or the start of its first day, whichever is first. */
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('rental_requests_owner_created_idx').on(t.owner_id, t.created_at),
    index('rental_requests_renter_created_idx').on(t.renter_id, t.created_at),
    index('rental_requests_pending_expiry_idx')
      .on(t.expires_at)
      .where(sql`${t.status} = 'pending'`),
    index('rental_requests_item_idx').on(t.item_id),
    check('rental_requests_dates', sql`${t.end_date} >= ${t.start_date}`),
    check('rental_requests_quantity', sql`${t.quantity} between 1 and 99`),
  ],
);

/**
 * Units of an item held for days (inclusive): a pending request's, then its rental order's.
 * Released when the request is denied, cancelled or expires, or the order is cancelled. An
 * item's bookings on a day never add up to more than its units (checked under the item's row lock).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id')
      .notNull()
      .references(() => items.id),
    /** The request the days are held for; none while a card checkout is authorising. */
    request_id: integer('request_id').references(() => rentalRequests.id),
    /** A card checkout's hold while the provider is asked (decision 0042); its request's then. */
    checkout_id: integer('checkout_id').references(() => checkouts.id),
    quantity: smallint('quantity').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    released_at: timestamp('released_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_item_active_dates_idx')
      .on(t.item_id, t.start_date, t.end_date)
      .where(sql`${t.released_at} is null`),
    uniqueIndex('bookings_request_unique').on(t.request_id),
    check('bookings_dates', sql`${t.end_date} >= ${t.start_date}`),
    check('bookings_held_for', sql`${t.request_id} is not null or ${t.checkout_id} is not null`),
    index('bookings_checkout_idx')
      .on(t.checkout_id)
      .where(sql`${t.checkout_id} is not null`),
  ],
);

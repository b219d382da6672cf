import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { serial, smallint } from 'drizzle-orm/pg-core';
import { users } from './users';

// The payment providers' own state (platform/payments): the built-in sandbox's tokens, holds and
// idempotency keys, and the events providers send us. Our side of a payment (one row per hold or
// charge, by checkout) is commerce's `payments`.

/** A card the sandbox's form tokenised: never the number, only its brand, last four and outcome. */
export const sandboxTokens = pgTable('sandbox_tokens', {
  id: text('id').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  /** What authorising with it does: the test numbers decide it. */
  outcome: text('outcome', { enum: ['succeed', 'decline'] }).notNull(),
  /** The bank's step (3-D Secure): not needed, or asked and then answered. */
  confirmation: text('confirmation', { enum: ['not_needed', 'pending', 'confirmed', 'refused'] }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A simulated PayPal order waiting for, or past, the buyer's approval on /checkout/paypal/{reference}. */
export const sandboxPayPalOrders = pgTable(
  'sandbox_paypal_orders',
  {
    id: text('id').primaryKey(),
    /** Our payment's public id (`pay_…`), which the approval page is named by. */
    reference: text('reference').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['awaiting_approval', 'approved', 'cancelled', 'completed'] }).notNull(),
    /** The parts as authorise got them: reference, amount, capture, description. */
    parts: jsonb('parts').notNull(),
    amount: integer('amount').notNull(),
    return_url: text('return_url').notNull(),
    cancel_url: text('cancel_url').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_paypal_orders_reference_unique').on(t.reference)],
);

/** One hold or charge per part, card or PayPal: authorised, then captured or voided, then refunded. */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    /** The part's reference and its payment's (`pay_…`). */
    part_reference: text('part_reference').notNull(),
    reference: text('reference').notNull(),
    method: text('method', { enum: ['card', 'paypal'] }).notNull(),
    status: text('status', { enum: ['authorised', 'captured', 'voided'] }).notNull(),
    amount: integer('amount').notNull(),
    captured: integer('captured').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
    description: text('description').notNull(),
    /** Card brand and last four, or 'PayPal'. */
    label: text('label').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('sandbox_payments_reference_idx').on(t.reference),
    // The rules, kept by the database too: capture ≤ authorised, refunds ≤ captured.
    check(
      'sandbox_payments_amounts',
      sql`${t.captured} between 0 and ${t.amount} and ${t.refunded} between 0 and ${t.captured}`,
    ),
  ],
);

/**
 * The sandbox's answers by idempotency key, as Stripe keeps them: the same key and request again
 * answer the first answer; the same key with another request is refused.
 */
export const sandboxIdempotency = pgTable('sandbox_idempotency', {
  key: text('key').primaryKey(),
  /** sha256 of the operation and its input. */
  request_hash: text('request_hash').notNull(),
  response: jsonb('response').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Our own idempotency store (modules/payments/idempotency.ts, decision 0042): one row per
 * (caller, operation, Idempotency-Key) of a money action that takes a key — the checkout's Pay,
 * an admin's refund. Claimed in the action's own transaction and given its answer there, so the
 * row exists only if the action's effect committed; the same key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the key was sent to, e.g. 'checkout.pay', 'payment.refund'. */
    operation: text('operation').notNull(),
    /** sha256 of the request's body, stably ordered. */
    request_hash: text('request_hash').notNull(),
    /** The stored answer, its HTTP status and body (null only inside the claiming transaction). */
    response_status: smallint('response_status'),
    response: jsonb('response'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_caller_operation_key').on(t.user_id, t.operation, t.key)],
);

/** Events a provider sent to our webhook (Stripe), once each: for the admin's payments page later. */
export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'paypal'] }).notNull(),
    type: text('type').notNull(),
    /** The object it is about (a PaymentIntent's id), when it names one. */
    object_id: text('object_id'),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_provider_events_object_idx').on(t.object_id)],
);

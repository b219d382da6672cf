import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { payments } from './commerce';
import { orders } from './orders';
import { users } from './users';

/**
 * An admin's refund, booked and waiting for the provider (decision 0042, "The provider outside the
 * locks"): written with the ledger's posting and the payment's `refunded` in one transaction, the
 * provider called after it commits, and then settled (the buyer told) or undone (the provider
 * refused: the posting reversed). The provider's key is named by the intent, so a job that settles
 * one a crash left pending asks again with the same key.
 */
export const refundIntents = pgTable(
  'refund_intents',
  {
    id: serial('id').primaryKey(),
    payment_id: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amount: integer('amount').notNull(),
    /** The payment's `refunded` before this one: names the ledger's posting. */
    refunded_before: integer('refunded_before').notNull(),
    /** The seller's account the refund came out of: seller_pending, or seller_payable once completed. */
    from_account: text('from_account', { enum: ['seller_pending', 'seller_payable'] }).notNull(),
    status: text('status', { enum: ['pending', 'settled', 'undone'] })
      .notNull()
      .default('pending'),
    admin_id: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** The Idempotency-Key it was sent with: forgotten if the refund is undone. */
    idempotency_key: text('idempotency_key'),
    reason: text('reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settled_at: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('refund_intents_pending_idx').on(t.status, t.created_at)],
);

import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { payments } from './commerce';
import { orders } from './orders';
import { users } from './users';

/**
 * A provider call owed, booked and waiting (decision 0042, "The provider outside the locks"): a
 * refund, a void or a capture (an accept's, a resolution's deposit), written with the ledger's posting and the payment's change in one
 * transaction, the provider called after it commits under `provider_key` (so a retry, the
 * settling job's or the reconcile sweep's, replays the provider's first answer), then settled,
 * undone (the provider refused and `on_refusal` is 'undo': the admin's refund is reversed) or
 * failed (refused and 'report': the cancel stands, staff are told, the money is owed).
 */
export const providerIntents = pgTable(
  'provider_intents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['refund', 'void', 'capture'] })
      .notNull()
      .default('refund'),
    /** Whose after-effects run when it settles or is refused: 'admin-refund', 'order-cancel'… */
    purpose: text('purpose').notNull().default('admin-refund'),
    on_refusal: text('on_refusal', { enum: ['undo', 'report'] })
      .notNull()
      .default('undo'),
    provider_key: text('provider_key').notNull(),
    payment_id: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    order_id: integer('order_id').references(() => orders.id),
    /** A refund's cents; a void's, the hold it lets go. */
    amount: integer('amount').notNull(),
    /** An admin's refund: the payment's `refunded` before it (names the ledger's posting). */
    refunded_before: integer('refunded_before'),
    /** An admin's refund: the seller's account it came out of. */
    from_account: text('from_account', { enum: ['seller_pending', 'seller_payable'] }),
    status: text('status', { enum: ['pending', 'settled', 'undone', 'failed'] })
      .notNull()
      .default('pending'),
    admin_id: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** The Idempotency-Key it was sent with: forgotten if the refund is undone. */
    idempotency_key: text('idempotency_key'),
    reason: text('reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settled_at: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('provider_intents_pending_idx').on(t.status, t.created_at),
    uniqueIndex('provider_intents_key_idx').on(t.provider_key),
  ],
);

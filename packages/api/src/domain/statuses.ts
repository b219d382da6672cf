// Status vocabularies both sides name (docs/product.md). Lists, not machines: the lifecycles that move
// between them are the server's services and packages/machines.

/** Identity verification: unsubmitted → pending → approved | rejected (→ pending on resubmit). */
export const verificationStatuses = ['unsubmitted', 'pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/**
 * A rental request ("Rental request lifecycle"): made `pending` at checkout with the payment
 * held; the owner accepts or denies, the renter cancels, or it expires (48 h, or the start date).
 */
export const requestStatuses = ['pending', 'accepted', 'denied', 'cancelled', 'expired'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** Where a request stops: every status but `pending`. */
export const finalRequestStatuses = [
  'accepted',
  'denied',
  'cancelled',
  'expired',
] as const satisfies readonly RequestStatus[];

/** A purchase order: paid → dispatched → delivered → completed, or cancelled before dispatch. */
export const purchaseOrderStatuses = ['paid', 'dispatched', 'delivered', 'completed', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];

/**
 * A rental order (made `paid` when the owner accepts the request): paid → dispatched → in_use →
 * return_due → returned → completed, or cancelled before dispatch.
 */
export const rentalOrderStatuses = [
  'paid',
  'dispatched',
  'in_use',
  'return_due',
  'returned',
  'completed',
  'cancelled',
] as const;
export type RentalOrderStatus = (typeof rentalOrderStatuses)[number];

/** Every order status, in lifecycle order (purchase and rental legs merged). */
export const orderStatuses = [
  'paid',
  'dispatched',
  'delivered',
  'in_use',
  'return_due',
  'returned',
  'completed',
  'cancelled',
] as const satisfies readonly (PurchaseOrderStatus | RentalOrderStatus)[];
export type OrderStatus = (typeof orderStatuses)[number];

export const orderKinds = ['purchase', 'rental'] as const;
export type OrderKind = (typeof orderKinds)[number];

/**
 * A delivery leg (admin "Deliveries"): scheduled → notified → completed, with reminded and
 * no_show (a no-show reschedules the leg for the next day).
 */
export const deliveryLegStatuses = ['scheduled', 'notified', 'reminded', 'no_show', 'completed'] as const;
export type DeliveryLegStatus = (typeof deliveryLegStatuses)[number];

/** A seller's payout ("Money"): pending until the order completes, then payable, then paid. */
export const payoutStatuses = ['pending', 'payable', 'paid'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** Platform delivery (the admin's fee per order), or pickup arranged in messages. */
export const fulfilments = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof fulfilments)[number];

/** Seed "Order issue" types (docs/product.md: damaged, not received, not as described, late return, other). */
export const issueTypes = ['damaged', 'not_received', 'not_as_described', 'late_return', 'other'] as const;
export type IssueType = (typeof issueTypes)[number];

/** A payment's state (our `payments` row), held or charged, then released or refunded. */
export const paymentStatuses = [
  /** PayPal: waiting for the buyer's approval. */
  'requires_approval',
  /** Held (rentals, deposits): captured on accept, voided on deny, cancel or expiry. */
  'authorised',
  'captured',
  'voided',
  'partially_refunded',
  'refunded',
  /** The buyer cancelled on PayPal's page, or never came back. */
  'cancelled',
] as const;

/**
 * The ledger's accounts. Each posting adds up to zero: a capture moves the buyer's money in
 * (customer_payments, negative) to seller_pending (the seller's net), platform_commission and
 * platform_delivery; completion moves seller_pending to seller_payable; a payout moves
 * seller_payable to payouts; a refund moves money back out through refunds.
 */
export const ledgerAccounts = [
  'customer_payments',
  'seller_pending',
  'seller_payable',
  'platform_commission',
  'platform_delivery',
  'refunds',
  'payouts',
] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];

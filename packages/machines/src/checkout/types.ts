// The checkout's data (docs/product.md, "Rent, buy and pay — one checkout"). Money in integer cents.
// The seed shows no checkout calls; these shapes are the machine's contract with the app and can
// move into @pinjam/api's contract as the server grows them.
import type { Fulfilment } from '@pinjam/api/domain';
import type { CartEntry } from '../cart/types';

export type { Fulfilment };

/** Where platform delivery takes the items (the settings fields of docs/product.md §3). */
export interface DeliveryAddress {
  address_line_1: string;
  address_line_2?: string | null;
  address_line_3?: string | null;
  post_code?: string | null;
  city?: string | null;
  district: string;
  telephone: string;
}

/**
 * How the user pays. A card is a token from the card form (Stripe, or the built-in sandbox);
 * PayPal needs the user's approval after the order is submitted.
 */
export type PaymentChoice = { method: 'card'; token: string } | { method: 'paypal' };

/** The PayPal payment waiting for the user's approval (sandbox page: /checkout/paypal/{payment_id}). */
export interface PayPalApproval {
  payment_id: string;
  approval_url: string;
  /** True once the user approved it and the payment is being captured. */
  approved: boolean;
}

/** A purchase order created for one seller (payment captured, status paid). */
export interface PlacedOrder {
  id: number;
  seller_id: number;
  total: number;
}

/** A rental request created for one rental entry (payment held, status pending). */
export interface PlacedRequest {
  id: number;
  item_id: number;
  start_date: string;
  end_date: string;
}

/** What a successful checkout created. */
export interface CheckoutResult {
  orders: PlacedOrder[];
  requests: PlacedRequest[];
  /** Charged now (purchases, rentals held, delivery), in cents. */
  total: number;
}

export type FailureReason = 'declined' | 'unavailable' | 'paypalCancelled' | 'network';

export interface CheckoutFailure {
  reason: FailureReason;
  message: string;
  /** For 'unavailable': the cart keys (entryKey) of the lines out of stock or no longer free on those dates. */
  unavailable?: string[];
  /** The server's refusal: its HTTP status and the fields and lines it names (`entries.1`, `address.district`). */
  status?: number;
  errors?: Record<string, string[]>;
}

/**
 * The answer of `placeOrder` and `confirmPayPal`. Refusals are values (docs/product.md §8: errors
 * are returned, not thrown); the actor rejects only when the network fails.
 */
export type PlaceOrderResult =
  | { status: 'placed'; result: CheckoutResult }
  /** PayPal: the order is held until the user approves the payment. */
  | { status: 'approvalRequired'; approval: { payment_id: string; approval_url: string } }
  | { status: 'failed'; failure: CheckoutFailure };

/** Input of `placeOrder`: the server prices everything itself and re-checks stock and dates. */
export interface PlaceOrderInput {
  /** The same for every retry of this attempt: the server never charges twice for it. */
  idempotencyKey: string;
  entries: CartEntry[];
  fulfilment: Fulfilment;
  /** The delivery address; null for pickup. */
  address: DeliveryAddress | null;
  payment: PaymentChoice;
}

/** Input of `confirmPayPal`: captures (or holds) the payment the user approved. */
export interface ConfirmPayPalInput {
  idempotencyKey: string;
  payment_id: string;
}

/** Why the checkout cannot go on to the next step (the screen shows what to do). */
export type CheckoutProblem =
  | 'emptyCart'
  /** Rental lines need a verified renter (docs/product.md, Identity verification). */
  | 'verificationRequired'
  | 'fulfilmentRequired'
  | 'addressRequired'
  | 'paymentRequired';

export interface CheckoutInput {
  /** The cart's entries when checkout started. */
  entries: CartEntry[];
  /** The admin's delivery fee in cents, charged once per order with delivery (GET /api/user/get-delivery-fee). */
  deliveryFee: number;
  /** The signed-in user's meta.is_verified. */
  isVerified: boolean;
  /** The user's saved address (settings), if complete enough to deliver to. */
  address?: DeliveryAddress | null;
}

export interface CheckoutContext {
  entries: CartEntry[];
  deliveryFee: number;
  isVerified: boolean;
  address: DeliveryAddress | null;
  fulfilment: Fulfilment | null;
  payment: PaymentChoice | null;
  /** Made on the first submit; kept for every retry until fulfilment, address or payment change. */
  idempotencyKey: string | null;
  problem: CheckoutProblem | null;
  approval: PayPalApproval | null;
  failure: CheckoutFailure | null;
  /** The last refusal, kept through Back (cleared by the next answer): what it names is marked. */
  refusal: CheckoutFailure | null;
  result: CheckoutResult | null;
}

export type CheckoutEvent =
  | { type: 'checkout.next' }
  | { type: 'checkout.back' }
  | { type: 'checkout.chooseFulfilment'; fulfilment: Fulfilment }
  | { type: 'checkout.setAddress'; address: DeliveryAddress }
  | { type: 'checkout.choosePayment'; payment: PaymentChoice }
  | { type: 'checkout.submit' }
  /** The user approved the PayPal payment (back from PayPal, or the sandbox page). */
  | { type: 'checkout.paypalApproved' }
  /** The user cancelled on PayPal's page or closed it. */
  | { type: 'checkout.paypalCancelled' }
  | { type: 'checkout.retry' }
  /** The review's Change buttons: back to that step, what was chosen kept. */
  | { type: 'checkout.change'; step: 'fulfilment' | 'address' | 'payment' };

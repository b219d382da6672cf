// The checkout's rules as pure functions: what blocks each step, what changes the attempt, the
// totals. The machine decides when they apply.
import { fits } from '../_shared/schemas';
import { cartTotals, deliveryOrderCount } from '@pinjam/api/domain';
import type { CartEntry, CartTotals } from '../cart/types';
import type {
  CheckoutContext,
  CheckoutFailure,
  CheckoutProblem,
  DeliveryAddress,
  Fulfilment,
  PlaceOrderInput,
} from './types';
import { addressShape, fulfilmentShape, paymentShape } from './events';

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** Enough to deliver to: the first address line, the district and a telephone number. */
export const isAddressComplete = (address: DeliveryAddress | null | undefined): address is DeliveryAddress =>
  fits(addressShape, address) &&
  filled(address.address_line_1) &&
  filled(address.district) &&
  filled(address.telephone);

export const hasRentals = (entries: readonly CartEntry[]) => entries.some((entry) => entry.isRental);

/** What keeps the cart review from going on to fulfilment, if anything. */
export function reviewProblem(
  context: Pick<CheckoutContext, 'entries' | 'isVerified'>,
): CheckoutProblem | null {
  if (context.entries.length === 0) return 'emptyCart';
  if (!context.isVerified && hasRentals(context.entries)) return 'verificationRequired';
  return null;
}

/** What keeps the fulfilment step from going on to payment, if anything. */
export function fulfilmentProblem(
  context: Pick<CheckoutContext, 'fulfilment' | 'address'>,
): CheckoutProblem | null {
  if (!fits(fulfilmentShape, context.fulfilment)) return 'fulfilmentRequired';
  if (context.fulfilment === 'delivery' && !isAddressComplete(context.address)) return 'addressRequired';
  return null;
}

/**
 * What keeps the payment step from submitting, if anything: every step's rule again, on choices
 * that fit their shapes. The one readiness rule: submit's guard asks it, and placeOrderInput
 * refuses to build an order it would refuse.
 */
export function submitProblem(
  context: Pick<CheckoutContext, 'entries' | 'isVerified' | 'fulfilment' | 'address' | 'payment'>,
): CheckoutProblem | null {
  return (
    reviewProblem(context) ??
    fulfilmentProblem(context) ??
    (fits(paymentShape, context.payment) ? null : 'paymentRequired')
  );
}

export interface CheckoutTotals extends CartTotals {
  /** Orders that get the delivery fee: 0 for pickup (see deliveryOrderCount). */
  deliveryOrders: number;
  delivery: number;
  /** subtotal + delivery: what is charged or held now. Deposits are held on top, shown apart. */
  total: number;
}

export function checkoutTotals(
  context: Pick<CheckoutContext, 'entries' | 'deliveryFee'> & { fulfilment: Fulfilment | null },
): CheckoutTotals {
  const cart = cartTotals(context.entries);
  const deliveryOrders = context.fulfilment === 'delivery' ? deliveryOrderCount(context.entries) : 0;
  const delivery = deliveryOrders * context.deliveryFee;
  return { ...cart, deliveryOrders, delivery, total: cart.subtotal + delivery };
}

/** Whether the attempt has its idempotency key (a retry keeps it; a changed choice drops it). */
export const hasKey = (context: Pick<CheckoutContext, 'idempotencyKey'>) =>
  typeof context.idempotencyKey === 'string' && context.idempotencyKey !== '';

/** What `placeOrder` is called with. Only valid from the payment step on (the guards ran). */
export function placeOrderInput(context: CheckoutContext): PlaceOrderInput {
  const { idempotencyKey, fulfilment, payment } = context;
  if (!hasKey(context) || submitProblem(context) !== null || !idempotencyKey || !fulfilment || !payment)
    throw new Error('checkoutMachine: not ready to submit');
  return {
    idempotencyKey,
    entries: context.entries,
    fulfilment,
    address: fulfilment === 'delivery' ? context.address : null,
    payment,
  };
}

/**
 * A change to what is being bought or how it is paid makes a new attempt: the next submit gets
 * a new idempotency key, and a PayPal approval for the old attempt no longer applies. The same
 * choice made again changes nothing (a retry after a network failure must keep its key).
 */
export function changedAttempt<K extends 'fulfilment' | 'address' | 'payment'>(
  context: CheckoutContext,
  field: K,
  value: CheckoutContext[K],
): Partial<CheckoutContext> {
  const same = JSON.stringify(context[field]) === JSON.stringify(value);
  return same
    ? { [field]: value, problem: null }
    : { [field]: value, problem: null, idempotencyKey: null, approval: null, failure: null };
}

export const NETWORK_FAILURE: CheckoutFailure = {
  reason: 'network',
  message:
    'We could not reach Pinjam, so we cannot tell whether the order went through. Try again: you will not be charged twice.',
};
export const PAYPAL_CANCELLED: CheckoutFailure = {
  reason: 'paypalCancelled',
  message: 'The PayPal payment was cancelled. Try again, or choose another way to pay.',
};

/** A random key for the default `createKey` (the app may supply its own, e.g. crypto.randomUUID). */
export function randomKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

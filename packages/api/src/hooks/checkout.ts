// Reads of the checkout area: the delivery fee and the server's quote of what is being checked
// out. Paying (POST /api/checkout, PayPal's confirm) is the checkout machine's actors in the app.
import type { SWRConfiguration } from 'swr';
import type { ApiError } from '../client';
import { checkout } from '../contract/checkout';
import type { BodyOf, ResponseOf } from '../contract/endpoint';
import { keyOf } from '../keys';
import { useEndpoint } from './core';

export type QuoteRequest = BodyOf<typeof checkout.quote>;

/** The admin's delivery fee in cents (GET /api/user/get-delivery-fee); `false` waits. */
export const useDeliveryFee = (enabled = true) =>
  useEndpoint(enabled ? keyOf(checkout.deliveryFee) : null, checkout.deliveryFee);

/**
 * The quote's key: its path, then the body it prices. A quote is a read sent as POST (nothing is
 * taken); the same body is one key, another body (another fulfilment, an entry removed) another.
 */
export const quoteKey = (body: QuoteRequest) => `${keyOf(checkout.quote)}#${JSON.stringify(body)}`;

/**
 * The server's prices for a checkout (POST /api/checkout/quote): lines, purchases, rentals held,
 * deposits, delivery, total. `null` waits. A 409 names the entries no longer available
 * (`errors['entries.N']`). Not revalidated on focus: prices do not move under the reader's eyes.
 */
export const useCheckoutQuote = (
  body: QuoteRequest | null,
  config?: SWRConfiguration<ResponseOf<typeof checkout.quote>, ApiError>,
) =>
  useEndpoint(body ? quoteKey(body) : null, checkout.quote, body ? { body } : undefined, {
    revalidateOnFocus: false,
    ...config,
  });

// The checkout area (the server's modules/checkout; docs/product.md "Rent, buy and pay — one
// checkout"): what a checkout sends, the server's pricing of it, and the answers. Purchases become
// one paid order per seller; rentals become one pending request each, their payment held.
import { z } from './zod';
import { fulfilments, requestStatuses, orderStatuses } from '../domain/statuses';
import { endpoint } from './endpoint';
import { districtInput } from './models';
import { idInput, wholeNumber } from './numbers';
import { optionalInput, singleLine } from './text';

// ─── Input ───────────────────────────────────────────────────────────────────────────────────

const isoDate = z.iso.date({ message: 'Use a date like 2026-03-05' });

/** One cart entry as the checkout sends it (the cart's CartEntry, by id: the server looks up the rest). */
export const checkoutEntryInput = z
  .object({
    item_id: idInput,
    is_rental: z.boolean({ error: 'Say whether this is a rental (true) or a purchase (false)' }),
    quantity: wholeNumber({
      min: 1,
      max: 99,
      invalid: 'Choose a quantity from 1 to 99',
      tooSmall: 'Choose at least 1',
      tooLarge: 'Choose at most 99',
    }),
    start_date: optionalInput(isoDate),
    end_date: optionalInput(isoDate),
  })
  .check(
    z.superRefine((entry, ctx) => {
      if (!entry.is_rental) return;
      if (!entry.start_date)
        ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'Choose the first day of the rental' });
      if (!entry.end_date)
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'Choose the last day of the rental' });
    }),
  );
export type CheckoutEntryInput = z.infer<typeof checkoutEntryInput>;

const addressLine = z.nullable(optionalInput(singleLine({ max: 120 })));

/** Where platform delivery takes the items (the settings' address fields of docs/product.md §3). */
export const deliveryAddressInput = z.object({
  address_line_1: singleLine({ max: 120, required: 'Enter the street address' }),
  address_line_2: addressLine,
  address_line_3: addressLine,
  post_code: z.nullable(optionalInput(singleLine({ max: 12 }))),
  city: z.nullable(optionalInput(singleLine({ max: 60 }))),
  district: districtInput,
  telephone: z
    .string({ error: 'Enter a phone number the driver can call' })
    .check(
      z.trim(),
      z.regex(/^\+?[0-9][0-9 ()-]{5,18}[0-9]$/, { message: 'Enter a phone number, e.g. +673 712 3456' }),
    ),
});
export type DeliveryAddressInput = z.infer<typeof deliveryAddressInput>;

export const paymentInput = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('card'),
      token: z
        .string({ error: 'Enter your card details' })
        .check(z.minLength(3, 'Enter your card details'), z.maxLength(255)),
    }),
    z.object({ method: z.literal('paypal') }),
  ],
  { error: 'Choose card or PayPal' },
);

const checkoutFields = {
  entries: z
    .array(checkoutEntryInput, { error: 'The cart is empty' })
    .check(z.minLength(1, 'The cart is empty'), z.maxLength(50, 'Check out at most 50 lines at once')),
  fulfilment: z.enum(fulfilments, { error: 'Choose delivery or pickup' }),
  address: z.nullish(deliveryAddressInput),
};

const needsAddress = (body: { fulfilment: string; address?: unknown }, ctx: z.core.$RefinementCtx) => {
  if (body.fulfilment === 'delivery' && !body.address)
    ctx.addIssue({ code: 'custom', path: ['address'], message: 'Enter the delivery address' });
};

/** POST /api/checkout/quote: what the review shows (the server's prices), nothing taken. */
export const quoteBody = z.object(checkoutFields).check(z.superRefine(needsAddress));

/** POST /api/checkout (the checkout machine's PlaceOrderInput, by item id). */
export const checkoutBody = z
  .object({ ...checkoutFields, payment: paymentInput })
  .check(z.superRefine(needsAddress));
export type CheckoutBody = z.infer<typeof checkoutBody>;

/** Printable ASCII, 8–255 characters: a UUID from the browser is the usual key. */
export const idempotencyKeyHeader = z.object({
  'idempotency-key': z
    .string({ error: 'Send an Idempotency-Key header (one per press of Pay)' })
    .check(z.regex(/^[\x21-\x7e]{8,255}$/, { message: 'Use 8 to 255 printable characters (a UUID)' })),
});

// ─── Answers ─────────────────────────────────────────────────────────────────────────────────

/** One priced line: the server's figures (cents), never the client's. */
export const quotedLine = z.object({
  /** The entry's position in `entries`: problems and lines name entries by it. */
  index: z.int(),
  item_id: z.int(),
  title: z.string(),
  seller_id: z.int(),
  seller_name: z.string(),
  is_rental: z.boolean(),
  quantity: z.int(),
  days: z.nullable(z.int()),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  unit_price: z.int(),
  line_total: z.int(),
  deposit: z.int(),
});
export type QuotedLine = z.infer<typeof quotedLine>;

export const quote = z.object({
  lines: z.array(quotedLine),
  /** Purchases: captured at once. */
  purchases: z.int(),
  /** Rentals: held until the owner accepts. */
  rentals: z.int(),
  deposits: z.int(),
  /** The delivery fee times the orders with delivery (one per seller's purchases, one per rental). */
  delivery: z.int(),
  delivery_fee: z.int(),
  /** purchases + rentals + deposits + delivery. */
  total: z.int(),
});
export type Quote = z.infer<typeof quote>;

export const checkoutResult = z.object({
  orders: z.array(
    z.object({
      id: z.int(),
      seller_id: z.int(),
      total: z.int(),
      status: z.enum(orderStatuses),
    }),
  ),
  requests: z.array(
    z.object({
      id: z.int(),
      item_id: z.int(),
      start_date: z.string(),
      end_date: z.string(),
      status: z.enum(requestStatuses),
    }),
  ),
  /** Charged or held, in cents. */
  total: z.int(),
});
export type CheckoutResultBody = z.infer<typeof checkoutResult>;

/** PayPal: approve at `approval_url`, then POST /api/checkout/paypal/{payment_id}/confirm. */
export const paypalApproval = z.object({ approval_url: z.string(), payment_id: z.string() });

// ─── Endpoints ───────────────────────────────────────────────────────────────────────────────

export const checkout = {
  deliveryFee: endpoint({
    method: 'GET',
    path: '/api/user/get-delivery-fee',
    auth: 'user',
    tag: 'checkout',
    summary:
      "The admin's delivery fee in cents, charged once per order with platform delivery (seed: reads fee)",
    response: z.object({ fee: z.int() }),
  }),
  quote: endpoint({
    method: 'POST',
    path: '/api/checkout/quote',
    auth: 'user',
    tag: 'checkout',
    summary:
      "Price the entries as checkout would (the review's figures); 409 names entries no longer available (errors['entries.N'])",
    body: quoteBody,
    response: z.object({ quote }),
  }),
  place: endpoint({
    method: 'POST',
    path: '/api/checkout',
    auth: 'user',
    tag: 'checkout',
    summary:
      'Pay: purchases captured as one paid order per seller, rentals held as pending requests (201); PayPal answers 200 { approval_url, payment_id }. Idempotency-Key required; 402 declined, 409 unavailable',
    headers: idempotencyKeyHeader,
    body: checkoutBody,
    response: z.union([checkoutResult, paypalApproval]),
    status: 201,
  }),
  confirmPayPal: endpoint({
    method: 'POST',
    path: '/api/checkout/paypal/:payment_id/confirm',
    auth: 'user',
    tag: 'checkout',
    summary:
      "Finish a PayPal checkout after the buyer approved it (as POST /api/checkout's 201); again: the same answer",
    params: z.object({
      payment_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{4,64}$/, 'Not a valid payment id')),
    }),
    response: checkoutResult,
    status: 201,
  }),
} as const;

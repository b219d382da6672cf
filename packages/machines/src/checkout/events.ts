// What the checkout takes from outside, checked at the boundary: each event's payload, and the
// answers of placeOrder and confirmPayPal. A payload that does not fit is ignored (the guard
// `isWellFormed` says no), so the context only ever holds choices the rules can read; an answer
// that does not fit counts as one that never arrived (a network failure, retried with the same key).
import { z } from '@pinjam/api/contract';
import * as v from '../_shared/schemas';
import type { CheckoutEvent, DeliveryAddress, Fulfilment, PaymentChoice, PlaceOrderResult } from './types';

export const fulfilmentShape: v.Schema<Fulfilment> = z.enum(['delivery', 'pickup']);

const line = v.text({ max: 200 });
/** Any address the user may type, complete or not: `isAddressComplete` says whether it will do. */
export const addressShape: v.Schema<DeliveryAddress> = z.object({
  address_line_1: line,
  address_line_2: z.optional(z.nullable(line)),
  address_line_3: z.optional(z.nullable(line)),
  post_code: z.optional(z.nullable(v.text({ max: 20 }))),
  city: z.optional(z.nullable(line)),
  district: line,
  telephone: v.text({ max: 40 }),
});

export const paymentShape: v.Schema<PaymentChoice> = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), token: v.text({ max: 200, filled: true }) }),
  z.object({ method: z.literal('paypal') }),
]);

export const checkoutEventShapes: v.EventSchemas<CheckoutEvent> = {
  'checkout.next': v.nothing,
  'checkout.back': v.nothing,
  'checkout.chooseFulfilment': z.object({ fulfilment: fulfilmentShape }),
  'checkout.setAddress': z.object({ address: addressShape }),
  'checkout.choosePayment': z.object({ payment: paymentShape }),
  'checkout.submit': v.nothing,
  'checkout.paypalApproved': v.nothing,
  'checkout.paypalCancelled': v.nothing,
  'checkout.retry': v.nothing,
  'checkout.change': z.object({ step: z.enum(['fulfilment', 'address', 'payment']) }),
};

/** Why this event's payload does not fit its type, or null (the QA view shows it). */
export const checkoutEventProblem = (event: { type: string }) => v.payloadProblem(checkoutEventShapes, event);

// Only the fields the checkout knows are kept: extra keys in a payload never reach the server.
export const toAddress = (address: DeliveryAddress): DeliveryAddress => ({
  address_line_1: address.address_line_1,
  address_line_2: address.address_line_2 ?? null,
  address_line_3: address.address_line_3 ?? null,
  post_code: address.post_code ?? null,
  city: address.city ?? null,
  district: address.district,
  telephone: address.telephone,
});
export const toPayment = (payment: PaymentChoice): PaymentChoice =>
  payment.method === 'card' ? { method: 'card', token: payment.token } : { method: 'paypal' };

// ── The server's answers ─────────────────────────────────────────────────────
const id = v.whole();
const resultShape = z.object({
  orders: v.list(z.object({ id, seller_id: id, total: v.whole() })),
  requests: v.list(z.object({ id, item_id: id, start_date: v.text(), end_date: v.text() })),
  total: v.whole(),
});
const failureShape = z.object({
  reason: z.enum(['declined', 'unavailable', 'paypalCancelled', 'network']),
  message: v.text(),
  unavailable: z.optional(v.list(v.text())),
  status: z.optional(v.whole()),
  errors: z.optional(z.record(z.string(), v.list(v.text()))),
});
export const placeOrderResultShape: v.Schema<PlaceOrderResult> = z.discriminatedUnion('status', [
  z.object({ status: z.literal('placed'), result: resultShape }),
  z.object({
    status: z.literal('approvalRequired'),
    approval: z.object({ payment_id: v.text({ filled: true }), approval_url: v.text({ filled: true }) }),
  }),
  z.object({ status: z.literal('failed'), failure: failureShape }),
]);

/** The answer's status when it fits, else null (an unreadable answer). */
export const answerStatus = (result: unknown): PlaceOrderResult['status'] | null =>
  v.fits(placeOrderResultShape, result) ? result.status : null;

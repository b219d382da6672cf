// The admin's payments (issue 17, decision 0042; the server's modules/admin-payments): every hold
// or charge with its search, filters and CSV export, one payment's whole story (amounts, checkout,
// orders, payer, the provider's reference and events, refunds, ledger entries), and a refund, full
// or partial, idempotent, never above what is left of the capture.
import { z } from './zod';
import { formatMoney } from '../domain/money';
import { paymentStatuses } from '../domain/statuses';
import { adminListQuery, csvFile, listPageMeta } from './admin-lists';
import { endpoint } from './endpoint';
import { idParams, wholeNumber } from './numbers';
import { singleLine } from './text';

export const adminPaymentSorts = ['created_at', 'amount'] as const;
export const paymentProviders = ['sandbox', 'stripe', 'paypal'] as const;
export const paymentMethods = ['card', 'paypal'] as const;
export const paymentPurposes = ['order', 'deposit'] as const;
const day = z.iso.date({ message: 'Use a date like 2026-03-05' });

export const adminPaymentsQuery = adminListQuery(adminPaymentSorts, {
  provider: z.optional(z.enum(paymentProviders, { error: 'Choose sandbox, stripe or paypal' })),
  method: z.optional(z.enum(paymentMethods, { error: 'Choose card or paypal' })),
  status: z.optional(z.enum(paymentStatuses, { error: 'Choose a payment status' })),
  purpose: z.optional(z.enum(paymentPurposes, { error: 'Choose order or deposit' })),
  /** From this day (Asia/Brunei), inclusive. */
  from: z.optional(day),
  /** To this day (Asia/Brunei), inclusive. */
  to: z.optional(day),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuery>;

/** Cents a refund may name at most (whatever is left decides first). */
export const REFUND_MAX = 100_000_000;
export const REASON_MAX = 500;

export const adminPaymentMessages = {
  amount: 'Enter the amount to refund in B$, more than zero',
  notCaptured:
    'This payment has not been captured, so there is nothing to refund (a held payment is released through its order).',
  noOrder: 'This payment has no order to refund.',
  paidOut:
    'The seller has been paid out for this order already (or the payout is being prepared): resolve it through an issue on the order.',
  nothingLeft: 'Nothing is left to refund on this payment.',
  orderCancelled: (order: number) =>
    `Order #${order} was cancelled and its buyer refunded already, so nothing more was refunded.`,
  tooMuch: (left: number) => `At most ${formatMoney(left)} is left to refund.`,
  noPayment: 'There is no such payment.',
  keyReused: 'This Idempotency-Key was used for another refund. Send a new key for a new refund.',
} as const;

const party = z.object({ id: z.int(), name: z.string() });

export const adminPaymentRow = z.object({
  id: z.int(),
  public_id: z.string(),
  payer: party,
  provider: z.enum(paymentProviders),
  method: z.enum(paymentMethods),
  purpose: z.enum(paymentPurposes),
  /** Held or charged, in cents. */
  amount: z.int(),
  captured: z.int(),
  refunded: z.int(),
  status: z.enum(paymentStatuses),
  /** Card brand and last four, or the PayPal account's email. */
  label: z.nullable(z.string()),
  order_ids: z.array(z.int()),
  created_at: z.string(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRow>;

/** One step of the payment's history: from the provider (Stripe's webhook) or our own records. */
export const paymentEvent = z.object({
  at: z.string(),
  /** 'provider': an event the provider sent; 'ledger': money we moved; 'payment': our record. */
  source: z.enum(['provider', 'ledger', 'payment']),
  /** e.g. 'payment_intent.succeeded', 'order-12:paid', 'authorised'. */
  type: z.string(),
  text: z.string(),
});
export type PaymentEvent = z.infer<typeof paymentEvent>;

export const paymentRefund = z.object({
  /** The ledger posting that took it out. */
  posting: z.string(),
  amount: z.int(),
  at: z.string(),
  /** The admin who refunded here, or null (the order's cancel or an issue's resolution). */
  by: z.nullable(party),
  reason: z.nullable(z.string()),
});
export type PaymentRefund = z.infer<typeof paymentRefund>;

export const paymentLedgerEntry = z.object({
  id: z.int(),
  posting: z.string(),
  account: z.string(),
  amount: z.int(),
  user_id: z.nullable(z.int()),
  order_id: z.nullable(z.int()),
  memo: z.string(),
  created_at: z.string(),
});

export const adminPaymentDetail = z.extend(adminPaymentRow, {
  /** captured − refunded: what a refund may take at most. */
  left: z.int(),
  capture: z.enum(['automatic', 'manual']),
  /** The provider's id of the hold or charge (PaymentIntent, PayPal capture, sandbox id). */
  provider_ref: z.nullable(z.string()),
  payer: z.extend(party, { email: z.string() }),
  checkout: z.object({ id: z.int(), public_id: z.string(), created_at: z.string() }),
  orders: z.array(
    z.object({
      id: z.int(),
      kind: z.string(),
      status: z.string(),
      total: z.int(),
      seller: party,
    }),
  ),
  events: z.array(paymentEvent),
  refunds: z.array(paymentRefund),
  ledger: z.array(paymentLedgerEntry),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetail>;

export const refundBody = z.object({
  amount: wholeNumber({ min: 1, max: REFUND_MAX, invalid: adminPaymentMessages.amount }),
  reason: z.optional(singleLine({ max: REASON_MAX })),
  /** The same as the Idempotency-Key header (either will do; the header wins). */
  idempotency_key: z.optional(
    z
      .string()
      .check(z.regex(/^[\x21-\x7e]{8,255}$/, { message: 'Use 8 to 255 printable characters (a UUID)' })),
  ),
});
export type RefundBody = z.infer<typeof refundBody>;

export const adminPayments = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/get-all-payments',
    auth: 'admin',
    tag: 'admin-payments',
    summary:
      "Payments, newest first (or by amount), 25 a page: search by the payer's name or email or the payment's id; filter by provider, method, status, purpose and days (seed: reads payments)",
    query: adminPaymentsQuery,
    response: z.object({ payments: z.array(adminPaymentRow), ...listPageMeta }),
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/admin/payments/export',
    auth: 'admin',
    tag: 'admin-payments',
    summary: 'Every payment the same query finds (up to 10,000), as CSV',
    query: adminPaymentsQuery,
    response: csvFile,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/get-payment/:id',
    auth: 'admin',
    tag: 'admin-payments',
    summary:
      "One payment: amounts held, captured, refunded and left, its checkout and orders, the payer, the provider's reference and events, refunds and ledger entries (seed: reads payment)",
    params: idParams,
    response: z.object({ payment: adminPaymentDetail }),
  }),
  refund: endpoint({
    method: 'POST',
    path: '/api/admin/payments/:id/refund',
    auth: 'admin',
    tag: 'admin-payments',
    summary:
      'Refunds part or all of what is left of a captured payment (amount in cents); the same Idempotency-Key (header or idempotency_key) refunds once. 409: not captured, or the seller paid out',
    params: idParams,
    headers: z.object({
      'idempotency-key': z.optional(
        z
          .string()
          .check(z.regex(/^[\x21-\x7e]{8,255}$/, { message: 'Use 8 to 255 printable characters (a UUID)' })),
      ),
    }),
    body: refundBody,
    response: z.object({ message: z.string(), payment: adminPaymentDetail }),
  }),
} as const;

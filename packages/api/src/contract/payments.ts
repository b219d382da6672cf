// The payments area: which providers the browser talks to, and the built-in sandbox's endpoints
// (the card form's tokens, as Stripe Elements would make them, and the simulated PayPal page).
// The checkout itself (POST /api/checkout) is the commerce area's.
import { z } from './zod';
import { endpoint } from './endpoint';

// ─── Cards ───────────────────────────────────────────────────────────────────────────────────

/** The Luhn check every real card number passes (the last digit checks the others). */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const cardMessages = {
  number: 'Enter a valid card number',
  month: 'Enter the month on the card (1–12)',
  year: 'Enter the year on the card',
  expired: 'This card has expired',
  cvc: 'Enter the 3 or 4 digits on the back of the card',
} as const;

/** Spaces and dashes as people type them are fine; what is left must be 12–19 digits passing Luhn. */
const cardNumber = z.pipe(
  z.pipe(
    z.string({ message: cardMessages.number }),
    z.transform((v) => v.replace(/[\s-]/g, '')),
  ),
  z
    .string()
    .check(
      z.regex(/^\d{12,19}$/, { message: cardMessages.number }),
      z.refine(luhnValid, { message: cardMessages.number }),
    ),
);

/** Whether a card expiring at the end of month/year is still good on `now` (UTC). */
function cardExpired(month: number, year: number, now = new Date()): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < current;
}

/** What the card form sends to the sandbox; the web form derives its checks from it. */
export const cardFields = z
  .object({
    number: cardNumber,
    exp_month: z
      .int({ message: cardMessages.month })
      .check(z.gte(1, cardMessages.month), z.lte(12, cardMessages.month)),
    /** Four digits: the form turns "28" into 2028. */
    exp_year: z
      .int({ message: cardMessages.year })
      .check(z.gte(2000, cardMessages.year), z.lte(2100, cardMessages.year)),
    cvc: z.string({ message: cardMessages.cvc }).check(z.regex(/^\d{3,4}$/, { message: cardMessages.cvc })),
  })
  .check(
    z.refine((v) => !cardExpired(v.exp_month, v.exp_year), {
      path: ['exp_year'],
      message: cardMessages.expired,
    }),
  );
export type CardFields = z.infer<typeof cardFields>;

export const cardBrands = ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'unionpay', 'unknown'] as const;

/** A card token: what the checkout's `payment.token` carries. Never the number. */
export const cardToken = z.object({
  token: z.string(),
  brand: z.enum(cardBrands),
  last4: z.string(),
  /**
   * The card's bank asks the holder to confirm (3-D Secure): the form shows that step and sends
   * the answer to the confirm endpoint before the token can pay.
   */
  requires_confirmation: z.boolean(),
});
export type CardToken = z.infer<typeof cardToken>;

// ─── Simulated PayPal ────────────────────────────────────────────────────────────────────────

export const sandboxPayPalStatuses = ['awaiting_approval', 'approved', 'cancelled', 'completed'] as const;

/** A PayPal payment as the sandbox's approval page shows it. Money in cents (BND). */
export const sandboxPayPalPayment = z.object({
  /** Our payment's id (`pay_…`): the page is /checkout/paypal/{id}. */
  id: z.string(),
  amount: z.int(),
  currency: z.literal('BND'),
  description: z.string(),
  /** What is paid for, one line per order or rental. */
  lines: z.array(z.object({ description: z.string(), amount: z.int() })),
  status: z.enum(sandboxPayPalStatuses),
});
export type SandboxPayPalPayment = z.infer<typeof sandboxPayPalPayment>;

/** After approve or cancel: where the page sends the buyer next (the checkout's return or cancel URL). */
const payPalAnswer = z.object({ payment: sandboxPayPalPayment, redirect_url: z.string() });

const paymentIdParams = z.object({ payment_id: z.string().check(z.minLength(1), z.maxLength(100)) });

// ─── Which providers ─────────────────────────────────────────────────────────────────────────

/** Card: the sandbox's form, or Stripe.js with the publishable key. PayPal: the sandbox page, or PayPal. */
export const paymentsConfig = z.object({
  card: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('sandbox') }),
    z.object({ provider: z.literal('stripe'), publishable_key: z.string() }),
  ]),
  paypal: z.object({ provider: z.enum(['sandbox', 'paypal']) }),
});
export type PaymentsConfig = z.infer<typeof paymentsConfig>;

export const payments = {
  config: endpoint({
    method: 'GET',
    path: '/api/payments/config',
    auth: 'none',
    tag: 'payments',
    summary: 'Which card and PayPal providers the checkout page talks to',
    response: paymentsConfig,
  }),
  tokeniseCard: endpoint({
    method: 'POST',
    path: '/api/payments/sandbox/cards',
    auth: 'user',
    tag: 'payments',
    summary: 'Sandbox only: turn the card form into a token, as Stripe Elements would (422 per field)',
    body: cardFields,
    response: cardToken,
    status: 201,
  }),
  confirmCard: endpoint({
    method: 'POST',
    path: '/api/payments/sandbox/cards/:token/confirm',
    auth: 'user',
    tag: 'payments',
    summary: "Sandbox only: the holder's answer to the bank's confirmation step (3-D Secure)",
    params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(100)) }),
    body: z.object({ approve: z.boolean({ message: 'Say whether the bank confirmed' }) }),
    response: z.object({ token: z.string(), status: z.enum(['confirmed', 'refused']) }),
  }),
  payPalPayment: endpoint({
    method: 'GET',
    path: '/api/payments/sandbox/paypal/:payment_id',
    auth: 'user',
    tag: 'payments',
    summary: 'Sandbox only: the simulated PayPal payment waiting for the buyer (amount, lines, status)',
    params: paymentIdParams,
    response: z.object({ payment: sandboxPayPalPayment }),
  }),
  approvePayPal: endpoint({
    method: 'POST',
    path: '/api/payments/sandbox/paypal/:payment_id/approve',
    auth: 'user',
    tag: 'payments',
    summary: 'Sandbox only: the buyer approves the simulated PayPal payment',
    params: paymentIdParams,
    response: payPalAnswer,
  }),
  cancelPayPal: endpoint({
    method: 'POST',
    path: '/api/payments/sandbox/paypal/:payment_id/cancel',
    auth: 'user',
    tag: 'payments',
    summary: 'Sandbox only: the buyer cancels the simulated PayPal payment',
    params: paymentIdParams,
    response: payPalAnswer,
  }),
} as const;

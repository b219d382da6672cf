// The payment provider port (decision 0025). Money in integer cents, currency BND. Every call
// carries an idempotency key: the same key with the same input answers the first answer and has
// no second effect. A business refusal (a declined card, a capture of a voided hold) is a value;
// only a misuse (a key reused for another request) or an unreachable provider is thrown.

export type PaymentMethod = 'card' | 'paypal';
export type ProviderName = 'sandbox' | 'stripe' | 'paypal';
export type CaptureMode = 'automatic' | 'manual';

/** What one hold or charge is for: one per seller's purchase order, one per rental request. */
export interface PaymentPart {
  /** Ours, unique within the payment (e.g. 'order-3', 'request-7'): answers name their part by it. */
  reference: string;
  amount: number;
  /** 'automatic': charged at once (purchases); 'manual': held until captured or voided (rentals). */
  capture: CaptureMode;
  description: string;
}

export interface AuthoriseInput {
  method: PaymentMethod;
  /** card: the token of the card form (sandbox `tok_…`, Stripe `pm_…`). */
  token?: string;
  /** Our payment's public id (`pay_…`); the sandbox's PayPal page is /checkout/paypal/{reference}. */
  reference: string;
  /** The buyer: the sandbox's tokens and approval pages belong to one user. */
  userId: number;
  parts: PaymentPart[];
  idempotencyKey: string;
  /** PayPal: where the buyer lands after approving, or after cancelling. */
  returnUrl: string;
  cancelUrl: string;
}

export interface AuthorisedPart {
  reference: string;
  /** What capture, void and refund take next (a hold's id, or a charge's). */
  provider_ref: string;
  state: 'captured' | 'authorised';
}

export interface Declined {
  status: 'declined';
  /** Stable: 'card_declined', 'authentication_required', 'invalid_token', 'not_approved', … */
  code: string;
  /** Shown to the buyer as it is. */
  message: string;
}

export type AuthoriseResult =
  | { status: 'completed'; parts: AuthorisedPart[] }
  /** PayPal: send the buyer to `approval_url`, then call completeApproval(provider_ref). */
  | { status: 'approval_required'; provider_ref: string; approval_url: string }
  | Declined;

export type ApprovalResult =
  { status: 'completed'; parts: AuthorisedPart[] } | { status: 'cancelled' } | Declined;

export type RefusalCode =
  'not_found' | 'already_captured' | 'voided' | 'not_captured' | 'amount_too_large' | 'refused';

/** capture, void or refund could not be done; nothing changed. */
export interface Refusal {
  status: 'refused';
  code: RefusalCode;
  message: string;
}

export type CaptureResult =
  /** `provider_ref`: what a refund of this capture takes (PayPal's capture id; else the same). */
  { status: 'captured'; provider_ref: string; amount: number } | Refusal;
export type VoidResult = { status: 'voided'; provider_ref: string } | Refusal;
export type RefundResult = { status: 'refunded'; refund_ref: string; amount: number } | Refusal;

/** One provider: the sandbox, Stripe (cards) or PayPal. */
export interface PaymentProvider {
  readonly name: ProviderName;
  authorise(input: AuthoriseInput): Promise<AuthoriseResult>;
  completeApproval(providerRef: string, idempotencyKey: string): Promise<ApprovalResult>;
  capture(providerRef: string, amount: number, idempotencyKey: string): Promise<CaptureResult>;
  void(providerRef: string, idempotencyKey: string): Promise<VoidResult>;
  refund(providerRef: string, amount: number, idempotencyKey: string): Promise<RefundResult>;
}

export type PaymentErrorCode =
  /** The key was used before for another request (Stripe's idempotency_error). */
  | 'idempotency_mismatch'
  /** The provider did not answer, or answered something we cannot use: try again later. */
  | 'unavailable'
  /** A reference of a provider this server is not configured for. */
  | 'not_configured';

/** Thrown, never answered: a caller's bug or a provider's outage, not the buyer's doing. */
export class PaymentError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

/** The buyer-facing words, the same whichever provider refused. */
export const declineMessages = {
  card_declined: 'Your card was declined. Try another card or pay with PayPal.',
  authentication_required:
    'Your bank did not confirm this payment. Try again and confirm it, use another card, or pay with PayPal.',
  invalid_token: 'Your card details have expired. Please enter them again.',
  not_approved: 'The PayPal payment was not approved. Try again, or pay by card.',
} as const;

export const declined = (code: keyof typeof declineMessages): Declined => ({
  status: 'declined',
  code,
  message: declineMessages[code],
});

/** Per-part keys derived from the checkout's key: a retry of the checkout retries each part alike. */
export const partKey = (key: string, ...names: string[]) => [key, ...names].join(':');

import { ApiError } from '@paypal/paypal-server-sdk';
import { PaymentError, type Refusal, type RefusalCode } from './types';

// How the PayPal adapter reads PayPal's errors: the issue named in details[], a state of the
// payment (a refusal the caller handles) or a failure (thrown).

/** PayPal's issue names (details[].issue) that are a state of the payment, not a failure. */
const ISSUES: Record<string, RefusalCode> = {
  AUTHORIZATION_VOIDED: 'voided',
  PREVIOUSLY_VOIDED: 'voided',
  AUTHORIZATION_ALREADY_CAPTURED: 'already_captured',
  PREVIOUSLY_CAPTURED: 'already_captured',
  CANNOT_BE_VOIDED: 'already_captured',
  MAX_CAPTURE_AMOUNT_EXCEEDED: 'amount_too_large',
  REFUND_AMOUNT_EXCEEDED: 'amount_too_large',
  CAPTURE_FULLY_REFUNDED: 'amount_too_large',
  AUTHORIZATION_EXPIRED: 'refused',
  INVALID_RESOURCE_ID: 'not_found',
  ORDER_NOT_APPROVED: 'refused',
  INSTRUMENT_DECLINED: 'refused',
};

export function issueOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const result = error.result as { name?: string; details?: Array<{ issue?: string }> } | undefined;
  return result?.details?.[0]?.issue ?? result?.name ?? null;
}

export function thrown(error: unknown): PaymentError {
  const issue = issueOf(error);
  if (issue === 'DUPLICATE_REQUEST_ID' || issue === 'PAYPAL_REQUEST_ID_PREVIOUSLY_USED')
    return new PaymentError('idempotency_mismatch', `PayPal refused a reused PayPal-Request-Id (${issue}).`);
  const status = error instanceof ApiError ? error.statusCode : 'no answer';
  return new PaymentError(
    'unavailable',
    `PayPal did not answer as expected (${status}${issue ? `, ${issue}` : ''}).`,
  );
}

export async function answer<T>(call: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await call();
  } catch (error) {
    const issue = issueOf(error);
    const code = issue ? ISSUES[issue] : undefined;
    if (code) return { status: 'refused', code, message: `PayPal refused it (${issue}).` };
    throw thrown(error);
  }
}

import Stripe from 'stripe';
import {
  declined,
  declineMessages,
  partKey,
  PaymentError,
  type AuthorisedPart,
  type AuthoriseInput,
  type AuthoriseResult,
  type Declined,
  type PaymentProvider,
  type Refusal,
  type RefusalCode,
} from './types';

// Stripe for cards (decision 0025): one PaymentIntent per part, confirmed at once with the card
// form's PaymentMethod, manual capture for rentals. Every call carries an Idempotency-Key derived
// from the caller's key, so a retried checkout replays Stripe's first answers.

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

export const stripeClient = (secretKey: string, maxNetworkRetries = 2) =>
  new Stripe(secretKey, { maxNetworkRetries, timeout: 20_000, appInfo: { name: 'Pinjam' } });

const { StripeError, StripeCardError, StripeIdempotencyError, StripeInvalidRequestError } = Stripe.errors;

/** A card refusal as the buyer reads it, or null when the error is not the card's doing. */
function declineOf(error: unknown): Declined | null {
  if (!(error instanceof StripeError)) return null;
  const code = error.decline_code ?? error.code ?? 'card_declined';
  if (code === 'authentication_required' || code === 'payment_intent_authentication_failure')
    return declined('authentication_required');
  if (error instanceof StripeCardError)
    return { status: 'declined', code, message: declineMessages.card_declined };
  if (
    error instanceof StripeInvalidRequestError &&
    error.code === 'resource_missing' &&
    error.param === 'payment_method'
  )
    return declined('invalid_token');
  return null;
}

/** What cannot be answered as a value: a reused key, or Stripe out of reach or out of sorts. */
function thrown(error: unknown): PaymentError {
  if (error instanceof StripeIdempotencyError) return new PaymentError('idempotency_mismatch', error.message);
  const detail = error instanceof StripeError ? `${error.type}: ${error.message}` : String(error);
  return new PaymentError('unavailable', `Stripe did not answer as expected (${detail}).`);
}

const refusal = (code: RefusalCode, message: string): Refusal => ({ status: 'refused', code, message });

/** capture, cancel and refund errors that are a state of the payment, not a failure. */
function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof StripeInvalidRequestError)) return null;
  if (error.code === 'resource_missing') return refusal('not_found', 'There is no such payment.');
  const tooMuch = error.param === 'amount' || error.param === 'amount_to_capture';
  if (tooMuch || error.code === 'amount_too_large' || error.code === 'charge_already_refunded')
    return refusal('amount_too_large', error.message ?? 'The amount is more than is left.');
  if (error.code === 'payment_intent_unexpected_state') {
    const status = error.payment_intent?.status;
    if (status === 'canceled') return refusal('voided', 'This hold was released and cannot be captured.');
    if (status === 'succeeded') return refusal('already_captured', 'This payment was captured already.');
    return refusal('not_captured', 'This payment is not captured.');
  }
  return null;
}

async function answer<T>(call: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await call();
  } catch (error) {
    const known = refusalOf(error);
    if (known) return known;
    throw thrown(error);
  }
}

export function stripeProvider(stripe: Stripe): PaymentProvider {
  /** A refused checkout leaves nothing behind: holds are cancelled and charges refunded. */
  async function undo(parts: AuthorisedPart[], key: string) {
    for (const part of parts) {
      const options = { idempotencyKey: partKey(key, 'undo', part.reference) };
      if (part.state === 'authorised') await stripe.paymentIntents.cancel(part.provider_ref, {}, options);
      else await stripe.refunds.create({ payment_intent: part.provider_ref }, options);
    }
  }

  async function authorise(input: AuthoriseInput): Promise<AuthoriseResult> {
    if (input.method !== 'card' || !input.token) return declined('invalid_token');
    const key = input.idempotencyKey;
    const done: AuthorisedPart[] = [];
    try {
      // A PaymentMethod not attached to a customer pays once; one checkout pays one part per seller
      // and rental, so it is attached to a customer made for this checkout. (A declined card is
      // often refused here already.)
      const customer = await stripe.customers.create(
        { metadata: { payment: input.reference } },
        { idempotencyKey: partKey(key, 'customer') },
      );
      const method = await stripe.paymentMethods.attach(
        input.token,
        { customer: customer.id },
        { idempotencyKey: partKey(key, 'attach') },
      );
      for (const part of input.parts) {
        const intent = await stripe.paymentIntents.create(
          {
            amount: part.amount,
            currency: 'bnd',
            capture_method: part.capture,
            confirm: true,
            customer: customer.id,
            payment_method: method.id,
            allowed_payment_method_types: ['card'],
            // The bank's step belongs to the card form (decision 0025); here it is a refusal.
            error_on_requires_action: true,
            description: part.description,
            metadata: { payment: input.reference, part: part.reference },
          },
          { idempotencyKey: partKey(key, part.reference) },
        );
        const state =
          intent.status === 'succeeded'
            ? 'captured'
            : intent.status === 'requires_capture'
              ? 'authorised'
              : null;
        if (!state) {
          await undo(done, key);
          return declined('card_declined');
        }
        done.push({ reference: part.reference, provider_ref: intent.id, state });
      }
      return { status: 'completed', parts: done };
    } catch (error) {
      const refused = declineOf(error);
      if (!refused) throw thrown(error);
      await undo(done, key).catch((failure: unknown) => {
        throw thrown(failure);
      });
      return refused;
    }
  }

  return {
    name: 'stripe',
    authorise,
    // Stripe never asks for an approval page: nothing waits for one.
    completeApproval: async () => declined('not_approved'),
    capture: (ref, amount, idempotencyKey) =>
      answer(async () => {
        const intent = await stripe.paymentIntents.capture(
          ref,
          { amount_to_capture: amount },
          { idempotencyKey },
        );
        return { status: 'captured' as const, provider_ref: intent.id, amount: intent.amount_received };
      }),
    void: async (ref, idempotencyKey) => {
      const result = await answer(async () => {
        const intent = await stripe.paymentIntents.cancel(ref, {}, { idempotencyKey });
        return { status: 'voided' as const, provider_ref: intent.id };
      });
      // Released already: what the caller wanted.
      return result.status === 'refused' && result.code === 'voided'
        ? { status: 'voided', provider_ref: ref }
        : result;
    },
    refund: (ref, amount, idempotencyKey) =>
      answer(async () => {
        const refund = await stripe.refunds.create({ payment_intent: ref, amount }, { idempotencyKey });
        return { status: 'refunded' as const, refund_ref: refund.id, amount: refund.amount };
      }),
  };
}

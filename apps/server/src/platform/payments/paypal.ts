import {
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type Order,
} from '@paypal/paypal-server-sdk';
import {
  declined,
  partKey,
  PaymentError,
  type ApprovalResult,
  type AuthorisedPart,
  type CaptureMode,
  type PaymentProvider,
} from './types';
import { answer, issueOf, thrown } from './paypal-errors';

// PayPal's Orders v2 (decision 0025): one order per checkout, one purchase unit per part. Intent
// CAPTURE when every part is charged at once; AUTHORIZE when any is held, and then the automatic
// parts' authorizations are captured straight after approval. PayPal-Request-Id on every call.

export interface PayPalKeys {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'live';
}

/**
 * PayPal lists no Brunei dollar; the Singapore dollar is exchangeable with it at par (the
 * Currency Interchangeability Agreement), so PayPal is charged the same number in SGD.
 */
export const PAYPAL_CURRENCY = 'SGD';

export const payPalClient = (keys: PayPalKeys) =>
  new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: keys.clientId, oAuthClientSecret: keys.clientSecret },
    environment: keys.environment === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: 20_000,
  });

const money = (cents: number) => ({ currencyCode: PAYPAL_CURRENCY, value: (cents / 100).toFixed(2) });
const cents = (value: string | undefined) => Math.round(Number(value ?? 0) * 100);

/** Our references to PayPal's things: which kind it is decides what may be done with it. */
const ORDER = /^pp_order_(capture|authorize)_([A-Za-z0-9-]+)$/;
const AUTH = 'pp_auth_';
const CAPTURE = 'pp_cap_';

/** Each purchase unit's part and how it is captured (custom_id: `{reference}/{capture}`). */
function unitsOf(order: Order) {
  return (order.purchaseUnits ?? []).map((unit) => ({
    reference: unit.referenceId ?? '',
    capture: (unit.customId?.split('/').pop() ?? 'automatic') as CaptureMode,
    authorizationId: unit.payments?.authorizations?.[0]?.id,
    capture_: unit.payments?.captures?.[0],
  }));
}

export function payPalProvider(client: Client): PaymentProvider {
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);

  async function completeApproval(ref: string, key: string): Promise<ApprovalResult> {
    const [, intent, id] = ORDER.exec(ref) ?? [];
    if (!id) return declined('not_approved');
    try {
      if (intent === 'capture') {
        const { result } = await orders.captureOrder({
          id,
          paypalRequestId: key,
          prefer: 'return=representation',
        });
        const parts = unitsOf(result).map((u) => ({
          reference: u.reference,
          provider_ref: `${CAPTURE}${u.capture_?.id ?? ''}`,
          state: 'captured' as const,
        }));
        return { status: 'completed', parts };
      }
      const { result } = await orders.authorizeOrder({
        id,
        paypalRequestId: key,
        prefer: 'return=representation',
      });
      const parts: AuthorisedPart[] = [];
      for (const unit of unitsOf(result)) {
        const authorizationId = unit.authorizationId ?? '';
        if (unit.capture === 'manual') {
          parts.push({
            reference: unit.reference,
            provider_ref: `${AUTH}${authorizationId}`,
            state: 'authorised',
          });
          continue;
        }
        const captured = await payments.captureAuthorizedPayment({
          authorizationId,
          paypalRequestId: partKey(key, 'capture', unit.reference),
          prefer: 'return=representation',
          body: { finalCapture: true },
        });
        parts.push({
          reference: unit.reference,
          provider_ref: `${CAPTURE}${captured.result.id}`,
          state: 'captured',
        });
      }
      return { status: 'completed', parts };
    } catch (error) {
      const issue = issueOf(error);
      if (issue === 'ORDER_NOT_APPROVED') return declined('not_approved');
      if (issue === 'INSTRUMENT_DECLINED' || issue === 'PAYER_CANNOT_PAY')
        return {
          status: 'declined',
          code: 'paypal_declined',
          message: 'PayPal declined this payment. Try another way to pay in PayPal, or pay by card.',
        };
      throw thrown(error);
    }
  }

  return {
    name: 'paypal',

    async authorise(input) {
      const intent = input.parts.every((p) => p.capture === 'automatic')
        ? CheckoutPaymentIntent.Capture
        : CheckoutPaymentIntent.Authorize;
      try {
        const { result } = await orders.createOrder({
          paypalRequestId: input.idempotencyKey,
          prefer: 'return=minimal',
          body: {
            intent,
            purchaseUnits: input.parts.map((part) => ({
              referenceId: part.reference,
              customId: `${input.reference}/${part.capture}`,
              description: part.description.slice(0, 127),
              amount: money(part.amount),
            })),
            paymentSource: {
              paypal: {
                experienceContext: {
                  brandName: 'Pinjam',
                  userAction: PaypalExperienceUserAction.PayNow,
                  shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                  returnUrl: input.returnUrl,
                  cancelUrl: input.cancelUrl,
                },
              },
            },
          },
        });
        const approve = result.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
        if (!result.id || !approve) throw new PaymentError('unavailable', 'PayPal gave no approval link.');
        return {
          status: 'approval_required',
          provider_ref: `pp_order_${intent.toLowerCase()}_${result.id}`,
          approval_url: approve.href,
        };
      } catch (error) {
        if (error instanceof PaymentError) throw error;
        throw thrown(error);
      }
    },

    completeApproval,

    async capture(ref, amount, key) {
      if (ref.startsWith(CAPTURE))
        return { status: 'refused', code: 'already_captured', message: 'Captured already.' };
      return answer(async () => {
        const { result } = await payments.captureAuthorizedPayment({
          authorizationId: ref.slice(AUTH.length),
          paypalRequestId: key,
          prefer: 'return=representation',
          body: { amount: money(amount), finalCapture: true },
        });
        return {
          status: 'captured' as const,
          provider_ref: `${CAPTURE}${result.id}`,
          amount: cents(result.amount?.value),
        };
      });
    },

    async void(ref, key) {
      if (ref.startsWith(CAPTURE))
        return { status: 'refused', code: 'already_captured', message: 'Captured; refund it instead.' };
      const result = await answer(async () => {
        await payments.voidPayment({ authorizationId: ref.slice(AUTH.length), paypalRequestId: key });
        return { status: 'voided' as const, provider_ref: ref };
      });
      return result.status === 'refused' && result.code === 'voided'
        ? { status: 'voided', provider_ref: ref }
        : result;
    },

    async refund(ref, amount, key) {
      if (!ref.startsWith(CAPTURE))
        return { status: 'refused', code: 'not_captured', message: 'Only a capture can be refunded.' };
      return answer(async () => {
        const { result } = await payments.refundCapturedPayment({
          captureId: ref.slice(CAPTURE.length),
          paypalRequestId: key,
          prefer: 'return=representation',
          body: { amount: money(amount) },
        });
        return {
          status: 'refunded' as const,
          refund_ref: result.id ?? '',
          amount: cents(result.amount?.value),
        };
      });
    },
  };
}

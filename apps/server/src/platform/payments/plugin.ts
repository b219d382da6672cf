import { contract, type PaymentsConfig } from '@pinjam/api/contract';
import fp from 'fastify-plugin';
import { route } from '../http/route';
import { payPalClient, payPalProvider, type PayPalKeys } from './paypal';
import { sandboxProvider } from './sandbox/provider';
import { sandboxRoutes } from './sandbox/routes';
import { stripeClient, stripeProvider, type StripeKeys } from './stripe';
import { stripeWebhookRoute } from './stripe-webhook';
import {
  PaymentError,
  type ApprovalResult,
  type AuthoriseInput,
  type AuthoriseResult,
  type CaptureResult,
  type PaymentMethod,
  type PaymentProvider,
  type ProviderName,
  type RefundResult,
  type VoidResult,
} from './types';

/** The providers a server is configured with: null means the built-in sandbox for that method. */
export interface PaymentKeys {
  stripe: StripeKeys | null;
  paypal: PayPalKeys | null;
}

/**
 * `app.payments`: the one door to the providers. Authorise by method (card: sandbox or Stripe;
 * paypal: sandbox or PayPal); everything after that by the provider_ref authorise answered,
 * which names its provider (sbx_…: sandbox, pi_…: Stripe, pp_…: PayPal).
 */
export interface Payments {
  authorise(input: AuthoriseInput): Promise<AuthoriseResult>;
  completeApproval(providerRef: string, idempotencyKey: string): Promise<ApprovalResult>;
  capture(providerRef: string, amount: number, idempotencyKey: string): Promise<CaptureResult>;
  void(providerRef: string, idempotencyKey: string): Promise<VoidResult>;
  refund(providerRef: string, amount: number, idempotencyKey: string): Promise<RefundResult>;
  /** Which provider takes a method here: what commerce's payments.provider records. */
  providerFor(method: PaymentMethod): ProviderName;
  /** What the browser needs: which card form and which PayPal page. */
  publicConfig(): PaymentsConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

const PREFIXES: Array<[string, ProviderName]> = [
  ['sbx_', 'sandbox'],
  ['pi_', 'stripe'],
  ['pp_', 'paypal'],
];

/** The input's own mistakes (the caller's bug, not the buyer's): thrown before any provider sees it. */
function checkParts(input: AuthoriseInput) {
  const references = new Set(input.parts.map((p) => p.reference));
  if (input.parts.length === 0 || references.size !== input.parts.length)
    throw new Error('authorise needs one or more parts with distinct references');
  if (input.parts.some((p) => !Number.isInteger(p.amount) || p.amount <= 0))
    throw new Error('authorise needs whole, positive amounts in cents');
}

export const paymentsPlugin = fp<{ keys?: PaymentKeys }>(
  async (app, { keys = { stripe: null, paypal: null } }) => {
    const sandbox = sandboxProvider(app.db);
    const stripe = keys.stripe ? stripeClient(keys.stripe.secretKey) : null;
    const providers: Record<ProviderName, PaymentProvider | null> = {
      sandbox,
      stripe: stripe ? stripeProvider(stripe) : null,
      paypal: keys.paypal ? payPalProvider(payPalClient(keys.paypal)) : null,
    };
    const providerFor = (method: PaymentMethod): ProviderName =>
      method === 'card' ? (stripe ? 'stripe' : 'sandbox') : keys.paypal ? 'paypal' : 'sandbox';
    const byRef = (ref: string): PaymentProvider => {
      const name = PREFIXES.find(([prefix]) => ref.startsWith(prefix))?.[1];
      const provider = name ? providers[name] : null;
      if (!provider)
        throw new PaymentError('not_configured', `No provider here takes the payment ${name ?? 'given'}.`);
      return provider;
    };
    const config: PaymentsConfig = {
      card: keys.stripe
        ? { provider: 'stripe', publishable_key: keys.stripe.publishableKey }
        : { provider: 'sandbox' },
      paypal: { provider: keys.paypal ? 'paypal' : 'sandbox' },
    };

    app.decorate('payments', {
      async authorise(input) {
        checkParts(input);
        return providers[providerFor(input.method)]!.authorise(input);
      },
      completeApproval: async (ref, key) => byRef(ref).completeApproval(ref, key),
      capture: async (ref, amount, key) => byRef(ref).capture(ref, amount, key),
      void: async (ref, key) => byRef(ref).void(ref, key),
      refund: async (ref, amount, key) => byRef(ref).refund(ref, amount, key),
      providerFor,
      publicConfig: () => config,
    } satisfies Payments);

    route(app, contract.payments.config, async () => config);
    await app.register(sandboxRoutes);
    if (stripe && keys.stripe)
      await app.register(stripeWebhookRoute, { stripe, secret: keys.stripe.webhookSecret });
  },
  { name: 'payments', dependencies: ['db'] },
);

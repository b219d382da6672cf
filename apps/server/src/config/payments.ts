// The payments area of the environment: Stripe and PayPal instead of the built-in sandbox.
import { z } from 'zod';
import type { PaymentKeys } from '../platform/payments/plugin';
import { optional, type Issue } from './variables';

export const paymentVariables = {
  // Cards through Stripe instead of the built-in sandbox: all three keys, or none (decision 0025).
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_(test|live)_\w+$/, { message: 'use the secret key: sk_test_… or sk_live_…' }),
  ),
  STRIPE_PUBLISHABLE_KEY: optional(
    z.string().regex(/^pk_(test|live)_\w+$/, { message: 'use the publishable key: pk_test_… or pk_live_…' }),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_\w+$/, { message: "use the webhook endpoint's signing secret: whsec_…" }),
  ),
  // PayPal through its REST API instead of the sandbox's page: the app's id and secret, or neither.
  PAYPAL_CLIENT_ID: optional(z.string()),
  PAYPAL_CLIENT_SECRET: optional(z.string()),
  /** PayPal's sandbox (developer.paypal.com test accounts) or live. */
  PAYPAL_ENV: optional(z.enum(['sandbox', 'live'], { message: 'use sandbox or live' })).default('sandbox'),
};

type PaymentEnv = z.infer<z.ZodObject<typeof paymentVariables>>;

const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
const PAYPAL_VARIABLES = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'] as const;

/** Half a provider would take payments it cannot finish (or webhooks it cannot check): say so at boot. */
export function checkPayments(env: PaymentEnv, issue: Issue) {
  for (const [names, what] of [
    [STRIPE_VARIABLES, 'Stripe needs all three keys (or none, for the built-in sandbox)'],
    [PAYPAL_VARIABLES, 'PayPal needs the client id and secret (or neither, for the built-in sandbox)'],
  ] as const) {
    const set = names.filter((name) => env[name] !== undefined);
    if (set.length > 0)
      for (const name of names) if (env[name] === undefined) issue(name, `required: ${what}`);
  }
}

/** Stripe's two keys are of one mode, test or live. */
export function checkStripeMode(env: PaymentEnv, issue: Issue) {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    const mode = (key: string) => (key.includes('_live_') ? 'live' : 'test');
    if (mode(env.STRIPE_SECRET_KEY) !== mode(env.STRIPE_PUBLISHABLE_KEY))
      issue('STRIPE_PUBLISHABLE_KEY', 'must be of the same mode (test or live) as STRIPE_SECRET_KEY');
  }
}

/** Only called on a checked Env: a provider's variables are all set or none is. */
export function paymentKeys(env: PaymentEnv): PaymentKeys {
  return {
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          }
        : null,
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? {
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            environment: env.PAYPAL_ENV,
          }
        : null,
  };
}

import { lazy, Suspense } from 'react';
import { Button, Callout, Spinner, useMessages } from '@pinjam/ui';
import { paymentMessages } from './messages';
import { SandboxCard, type CardPaymentProps } from './SandboxCard';
import { usePaymentsConfig } from './usePaymentsConfig';

// Stripe.js comes only with a Stripe-configured card form, never in another chunk.
const StripeCard = lazy(() => import('./StripeCard'));

/**
 * The card form the server's configuration asks for: the built-in sandbox's (the default), or
 * Stripe's Card Element with the publishable key. Either way `onCard` gets a token, never a number.
 */
export function CardPayment(props: CardPaymentProps) {
  const t = useMessages(paymentMessages);
  const config = usePaymentsConfig();
  if (config.error)
    return (
      <Callout
        tone="critical"
        action={
          <Button tone="neutral" size="sm" onClick={() => void config.mutate()}>
            {t.retry}
          </Button>
        }
      >
        {t.configFailed}
      </Callout>
    );
  if (!config.data) return <Spinner label={t.loadingConfig} />;
  const { card } = config.data;
  if (card.provider === 'stripe')
    return (
      <Suspense fallback={<Spinner label={t.stripeLoading} />}>
        <StripeCard publishableKey={card.publishable_key} {...props} />
      </Suspense>
    );
  return <SandboxCard {...props} />;
}

// Stripe.js and its Card Element, loaded only when the checkout shows a card form with Stripe
// configured (this module is its own chunk: CardPayment imports it lazily).
import { loadStripe, type Stripe, type StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Callout, Spinner, useMessages } from '@pinjam/ui';
import { paymentMessages } from './messages';
import type { CardPaymentProps } from './SandboxCard';
import * as styles from './StripeCard.css';

const loaded = new Map<string, Promise<Stripe | null>>();
/** One Stripe.js per key for the visit (loadStripe adds its script once). */
const stripeFor = (key: string) => {
  if (!loaded.has(key)) loaded.set(key, loadStripe(key));
  return loaded.get(key)!;
};

/** Stripe's Card Element; the PaymentMethod id it creates is the checkout's card token. */
export default function StripeCard({
  publishableKey,
  onCard,
  submitLabel,
  disabled,
}: CardPaymentProps & { publishableKey: string }) {
  const t = useMessages(paymentMessages);
  const id = useId();
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let element: StripeCardElement | null = null;
    let live = true;
    stripeFor(publishableKey)
      .then((loadedStripe) => {
        if (!live || !loadedStripe || !mountRef.current) return setFailed(!loadedStripe);
        element = loadedStripe.elements().create('card', { hidePostalCode: true });
        element.mount(mountRef.current);
        element.on('change', (event) => setError(event.error?.message ?? null));
        setStripe(loadedStripe);
        setCard(element);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      element?.destroy();
    };
  }, [publishableKey]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !card || disabled) return;
    setBusy(true);
    const result = await stripe.createPaymentMethod({ type: 'card', card });
    setBusy(false);
    if (result.error) return setError(result.error.message ?? t.stripeFailed);
    const { id: token, card: details } = result.paymentMethod;
    onCard({ token, brand: details?.brand ?? 'unknown', last4: details?.last4 ?? '' });
  };

  if (failed) return <Callout tone="critical">{t.stripeFailed}</Callout>;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <span className={styles.label} id={`${id}-label`}>
        {t.stripeLabel}
      </span>
      {!card && <Spinner label={t.stripeLoading} />}
      <div
        id={`${id}-card`}
        ref={mountRef}
        className={styles.element}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        data-state={error ? 'invalid' : 'valid'}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={!card || disabled} loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

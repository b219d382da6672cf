import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { selectCheckoutProblem, type CheckoutActorRef } from '@pinjam/machines';
import { Button, Radio, RadioGroup, useMessages } from '@pinjam/ui';
import type { CardChoice } from '../../../features/payments/cardToken';
import { CardPayment } from '../../../features/payments/CardPayment';
import { checkoutMessages } from './messages';
import { StepHeading } from './StepHeading';
import * as styles from './CheckoutPage.css';

type Method = 'card' | 'paypal';

/**
 * Card (the form the provider turns into a token) or PayPal (approved on PayPal's page after Pay).
 * The card's number never leaves the card form: the checkout gets the token.
 */
export function PaymentStep({
  actor,
  onChosen,
}: {
  actor: CheckoutActorRef;
  /** The payment is chosen (a card: its brand and last four digits to show in the review). */
  onChosen: (card: CardChoice | null) => void;
}) {
  const t = useMessages(checkoutMessages);
  const chosen = useSelector(actor, (s) => s.context.payment?.method ?? null);
  const problem = useSelector(actor, selectCheckoutProblem);
  const [method, setMethod] = useState<Method>(chosen ?? 'card');

  const card = (choice: CardChoice) => {
    actor.send({ type: 'checkout.choosePayment', payment: { method: 'card', token: choice.token } });
    onChosen(choice);
    actor.send({ type: 'checkout.next' });
  };
  const payPal = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'checkout.choosePayment', payment: { method: 'paypal' } });
    onChosen(null);
    actor.send({ type: 'checkout.next' });
  };

  return (
    <div className={styles.step}>
      <StepHeading>{t.stepPayment}</StepHeading>
      <RadioGroup
        label={t.paymentLegend}
        value={method}
        onValueChange={(next) => setMethod(next as Method)}
        orientation="horizontal"
        error={problem === 'paymentRequired' ? t.paymentRequired : undefined}
      >
        <Radio value="card" label={t.card} description={t.cardText} />
        <Radio value="paypal" label={t.paypal} description={t.paypalText} />
      </RadioGroup>
      {method === 'card' ? (
        <CardPayment onCard={card} submitLabel={t.toReview} />
      ) : (
        <form onSubmit={payPal} className={styles.actions}>
          <span />
          <Button type="submit">{t.toReview}</Button>
        </form>
      )}
      <div className={styles.actions}>
        <Button tone="neutral" onClick={() => actor.send({ type: 'checkout.back' })}>
          {t.back}
        </Button>
      </div>
    </div>
  );
}

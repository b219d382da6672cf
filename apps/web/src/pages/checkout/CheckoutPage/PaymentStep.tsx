import { useSelector } from '@xstate/react';
import { useController } from 'react-hook-form';
import { paymentInput, type z } from '@pinjam/api/contract';
import { selectCheckoutProblem, type CheckoutActorRef } from '@pinjam/machines';
import { Button, Radio, RadioGroup, useMessages } from '@pinjam/ui';
import { SubmitButton, useApiForm } from '../../../app/forms';
import type { CardChoice } from '../../../features/payments/cardToken';
import { CardPayment } from '../../../features/payments/CardPayment';
import { checkoutMessages } from './messages';
import { StepHeading } from './StepHeading';
import * as styles from './CheckoutPage.css';

type Method = 'card' | 'paypal';

/**
 * Card (the form the provider turns into a token) or PayPal (approved on PayPal's page after Pay).
 * The card's number never leaves the card form: the checkout gets the token. PayPal's choice is
 * checked with the contract's `paymentInput` and handed to the checkout machine.
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
  const { form, submit } = useApiForm<{ method: Method }, z.infer<typeof paymentInput>>({
    schema: paymentInput,
    defaultValues: { method: chosen ?? 'card' },
    send: (payment) => {
      actor.send({ type: 'checkout.choosePayment', payment });
      onChosen(null);
      actor.send({ type: 'checkout.next' });
    },
  });
  const { field, fieldState } = useController({ control: form.control, name: 'method' });

  const card = (choice: CardChoice) => {
    actor.send({ type: 'checkout.choosePayment', payment: { method: 'card', token: choice.token } });
    onChosen(choice);
    actor.send({ type: 'checkout.next' });
  };

  return (
    <div className={styles.step}>
      <StepHeading>{t.stepPayment}</StepHeading>
      <RadioGroup
        ref={field.ref}
        label={t.paymentLegend}
        value={field.value}
        onValueChange={(next) => field.onChange(next as Method)}
        orientation="horizontal"
        // The machine's own refusal too (a Continue it was sent without a payment).
        error={fieldState.error?.message ?? (problem === 'paymentRequired' ? t.paymentRequired : undefined)}
      >
        <Radio value="card" label={t.card} description={t.cardText} />
        <Radio value="paypal" label={t.paypal} description={t.paypalText} />
      </RadioGroup>
      {field.value === 'card' ? (
        <CardPayment onCard={card} submitLabel={t.toReview} />
      ) : (
        <form onSubmit={(event) => void submit(event)} className={styles.actions} noValidate>
          <span />
          <SubmitButton control={form.control}>{t.toReview}</SubmitButton>
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

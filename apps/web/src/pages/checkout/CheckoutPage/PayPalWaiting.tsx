import { useSelector } from '@xstate/react';
import { selectPayPalApproval, type CheckoutActorRef } from '@pinjam/machines';
import { Button, Callout, LinkBase, Spinner, useMessages } from '@pinjam/ui';
import { checkoutMessages } from './messages';
import { forgetPending, markCancelled } from './paypalReturn';
import { StepHeading } from './StepHeading';
import * as styles from './CheckoutPage.css';

/**
 * Between Pay and PayPal's answer: PayPal's page is open (or the person came back without an
 * answer: Go to PayPal, or pay another way), then finishing the payment once approved.
 */
export function PayPalWaiting({ actor }: { actor: CheckoutActorRef }) {
  const t = useMessages(checkoutMessages);
  const approval = useSelector(actor, selectPayPalApproval);
  const confirming = useSelector(actor, (s) => s.matches({ paying: 'confirming' }));
  // Not paying by PayPal after all: that approval ends (never replayed), the cart stays.
  const giveUp = () => {
    markCancelled(actor.getSnapshot().context.idempotencyKey);
    forgetPending();
    actor.send({ type: 'checkout.paypalCancelled' });
  };
  if (confirming)
    return (
      <section className={styles.step}>
        <StepHeading>{t.stepReview}</StepHeading>
        <Spinner label={t.confirming} />
      </section>
    );
  return (
    <section className={styles.step}>
      <StepHeading>{t.payPalWaitingTitle}</StepHeading>
      <Callout tone="info" announce="status">
        {t.payPalWaitingText}
      </Callout>
      {approval && (
        <div className={styles.actions}>
          <Button tone="neutral" onClick={giveUp}>
            {t.payPalGiveUp}
          </Button>
          <Button asChild>
            <LinkBase href={approval.approval_url}>{t.payPalOpen}</LinkBase>
          </Button>
        </div>
      )}
    </section>
  );
}

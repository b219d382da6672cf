import { useSelector } from '@xstate/react';
import { selectPayPalApproval, type CheckoutActorRef } from '@pinjam/machines';
import { Button, Callout, LinkBase, Spinner, useMessages } from '@pinjam/ui';
import { checkoutMessages } from './messages';
import { StepHeading } from './StepHeading';
import * as styles from './CheckoutPage.css';

/** Between Pay and PayPal's answer: on PayPal's page, then finishing the payment once approved. */
export function PayPalWaiting({ actor }: { actor: CheckoutActorRef }) {
  const t = useMessages(checkoutMessages);
  const approval = useSelector(actor, selectPayPalApproval);
  const confirming = useSelector(actor, (s) => s.matches('confirming'));
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
          <span />
          <Button asChild>
            <LinkBase href={approval.approval_url}>{t.payPalOpen}</LinkBase>
          </Button>
        </div>
      )}
    </section>
  );
}

import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { deliveryOrderCount, formatMoney } from '@pinjam/api/domain';
import { selectCheckoutProblem, type CheckoutActorRef, type Fulfilment } from '@pinjam/machines';
import { Button, Radio, RadioGroup, useMessages } from '@pinjam/ui';
import { checkoutMessages } from './messages';
import { StepHeading } from './StepHeading';
import * as styles from './CheckoutPage.css';

/** Platform delivery (the admin's fee per order) or pickup arranged in messages. */
export function FulfilmentStep({ actor }: { actor: CheckoutActorRef }) {
  const t = useMessages(checkoutMessages);
  const chosen = useSelector(actor, (s) => s.context.fulfilment);
  const fee = useSelector(actor, (s) => s.context.deliveryFee);
  const entries = useSelector(actor, (s) => s.context.entries);
  const problem = useSelector(actor, selectCheckoutProblem);
  const [value, setValue] = useState<Fulfilment | ''>(chosen ?? '');
  // What delivery would cost: the fee once per order it makes (one per seller's purchases, one per rental).
  const orders = deliveryOrderCount(entries);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value) actor.send({ type: 'checkout.chooseFulfilment', fulfilment: value });
    actor.send({ type: 'checkout.next' });
  };

  return (
    <form className={styles.step} onSubmit={submit} noValidate>
      <StepHeading>{t.stepFulfilment}</StepHeading>
      <RadioGroup
        label={t.fulfilmentLegend}
        value={value}
        onValueChange={(next) => setValue(next as Fulfilment)}
        error={problem === 'fulfilmentRequired' ? t.fulfilmentRequired : undefined}
      >
        <Radio
          value="delivery"
          label={t.delivery}
          description={t.deliveryText({
            fee: formatMoney(fee),
            orders: t.deliveryOrders(orders),
            total: formatMoney(fee * orders),
          })}
        />
        <Radio value="pickup" label={t.pickup} description={t.pickupText} />
      </RadioGroup>
      <div className={styles.actions}>
        <span />
        <Button type="submit">{t.continue}</Button>
      </div>
    </form>
  );
}

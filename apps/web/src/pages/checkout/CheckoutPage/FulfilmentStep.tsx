import { useSelector } from '@xstate/react';
import { Controller } from 'react-hook-form';
import { checkoutBody, z } from '@pinjam/api/contract';
import { deliveryOrderCount, formatMoney } from '@pinjam/api/domain';
import { selectCheckoutProblem, type CheckoutActorRef, type Fulfilment } from '@pinjam/machines';
import { Radio, RadioGroup, useMessages } from '@pinjam/ui';
import { controlled, SubmitButton, useApiForm } from '../../../app/forms';
import { checkoutMessages } from './messages';
import { StepHeading } from './StepHeading';
import * as styles from './CheckoutPage.css';

/** The part of the checkout's body this step fills in (its field: `z.pick` refuses a checked body). */
const fulfilmentOnly = z.object({ fulfilment: checkoutBody.shape.fulfilment });

/**
 * Platform delivery (the admin's fee per order) or pickup arranged in messages. The choice is
 * checked with the contract's field and handed to the checkout machine, which moves on.
 */
export function FulfilmentStep({ actor }: { actor: CheckoutActorRef }) {
  const t = useMessages(checkoutMessages);
  const chosen = useSelector(actor, (s) => s.context.fulfilment);
  const fee = useSelector(actor, (s) => s.context.deliveryFee);
  const entries = useSelector(actor, (s) => s.context.entries);
  const problem = useSelector(actor, selectCheckoutProblem);
  // What delivery would cost: the fee once per order it makes (one per seller's purchases, one per rental).
  const orders = deliveryOrderCount(entries);
  const { form, submit } = useApiForm<{ fulfilment: Fulfilment | '' }, { fulfilment: Fulfilment }>({
    schema: fulfilmentOnly,
    defaultValues: { fulfilment: chosen ?? '' },
    send: ({ fulfilment }) => {
      actor.send({ type: 'checkout.chooseFulfilment', fulfilment });
      actor.send({ type: 'checkout.next' });
    },
  });

  return (
    <form className={styles.step} onSubmit={(event) => void submit(event)} noValidate>
      <StepHeading>{t.stepFulfilment}</StepHeading>
      <Controller
        control={form.control}
        name="fulfilment"
        render={(state) => {
          const { error, onValueChange, ...field } = controlled(state);
          return (
            <RadioGroup
              {...field}
              label={t.fulfilmentLegend}
              onValueChange={(next) => onValueChange(next as Fulfilment)}
              // The machine's own refusal too (a Continue it was sent without a choice).
              error={error ?? (problem === 'fulfilmentRequired' ? t.fulfilmentRequired : undefined)}
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
          );
        }}
      />
      <div className={styles.actions}>
        <span />
        <SubmitButton control={form.control}>{t.continue}</SubmitButton>
      </div>
    </form>
  );
}

import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useAdminResolveOrder } from '@pinjam/api';
import {
  resolveIssueBody,
  sellerNetAfter,
  z,
  type AdminOrder,
  type resolveOutcomes,
} from '@pinjam/api/contract';
import { formatMoney } from '@pinjam/api/domain';
import { ConfirmDialog, MoneyField, Radio, RadioGroup, Text, TextArea, useMessages } from '@pinjam/ui';
import { controlled, FormFailure, moneyText, settle, SubmitButton, useApiForm } from '../../../app/forms';
import type { AdminNotice } from '../../../features/admin';
import { adminOrderMessages } from './messages';
import * as styles from './AdminOrderPage.css';

type Messages = ReturnType<typeof useMessages<typeof adminOrderMessages>>;
type Outcome = (typeof resolveOutcomes)[number];
type Values = { outcome: Outcome; amount: string; deposit_capture: string; note: string };

/**
 * The fields as typed, read into the contract's body: the amounts in B$ (a refund only for a
 * partial one, at most what is left; the deposit, blank as 0, at most what is held). The
 * contract's `resolveIssueBody` checks what they make (a partial refund needs its amount, the note).
 */
function resolveFields({ refundable, deposit_held }: AdminOrder['amounts'], t: Messages) {
  const { amount, deposit_capture } = resolveIssueBody.shape;
  return z.pipe(
    z.transform((values: Values): unknown =>
      values.outcome === 'partial_refund' ? values : { ...values, amount: '' },
    ),
    z.object({
      outcome: resolveIssueBody.shape.outcome,
      amount: moneyText(amount, {
        invalid: t.amountInvalid,
        max: { cents: refundable, message: t.amountTooMuch({ amount: formatMoney(refundable) }) },
      }),
      deposit_capture: moneyText(deposit_capture, {
        invalid: t.amountInvalid,
        blank: deposit_held > 0 ? 0 : undefined,
        max: { cents: deposit_held, message: t.depositTooMuch({ amount: formatMoney(deposit_held) }) },
      }),
      note: z.string(),
    }),
  );
}

/** What a checked resolution gives back and captures, and the seller's net after it. */
function moneyOf(order: AdminOrder, body: { outcome: Outcome; amount?: number; deposit_capture?: number }) {
  const refund = body.outcome === 'full_refund' ? order.amounts.refundable : (body.amount ?? 0);
  const captured = body.deposit_capture ?? 0;
  return { refund, captured, after: sellerNetAfter(order.amounts, refund, captured) };
}

/**
 * Resolves the order's open issue: dismiss, a partial refund (at most what is left) or a full one;
 * for a rental with its deposit held, the part captured for the owner (0 releases it); a note.
 * The seller's net before → after is shown as it is typed; Resolve asks once more, naming the
 * money each party gets (the shared ConfirmDialog every money action uses). A 422 stands beside
 * its field; any other refusal (409: resolved meanwhile) in the dialog.
 */
export function ResolveForm({ order, onDone }: { order: AdminOrder; onDone: (notice: AdminNotice) => void }) {
  const t = useMessages(adminOrderMessages);
  const resolve = useAdminResolveOrder();
  const { refundable, deposit_held, seller_net_now } = order.amounts;
  const fields = useMemo(() => resolveFields(order.amounts, t), [order.amounts, t]);
  const { form, submit, failure, asking, confirmation } = useApiForm({
    // The fields' values, then the contract's whole body (zod's pipe types want the two to match).
    schema: useMemo(() => z.pipe(fields as z.ZodMiniType<unknown, Values>, resolveIssueBody), [fields]),
    defaultValues: { outcome: 'dismiss', amount: '', deposit_capture: '', note: '' } as Values,
    confirm: true,
    send: async (body) => {
      const result = await settle(resolve.trigger({ params: { id: order.id }, body }));
      if (result.ok) onDone({ tone: 'success', text: result.data.message });
      return result;
    },
  });
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control }) as Values;
  const read = z.safeParse(fields, typed);
  // A partial refund shows the net once its amount is typed.
  const preview =
    read.success && (typed.outcome !== 'partial_refund' || read.data.amount !== undefined)
      ? moneyOf(order, read.data).after
      : null;
  const net = (after: number) =>
    t.netPreview({ before: formatMoney(seller_net_now), after: formatMoney(after) });
  const asked = asking && moneyOf(order, asking);

  const moneyField = (name: 'amount' | 'deposit_capture', label: string, description: string) => (
    <MoneyField
      label={label}
      description={description}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <>
      <form
        className={styles.form}
        aria-label={t.resolve}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <FormFailure message={failure} />
        <Controller
          control={form.control}
          name="outcome"
          render={(state) => (
            <RadioGroup label={t.outcome} {...controlled(state)}>
              <Radio value="dismiss" label={t.outcome_dismiss} description={t.outcome_dismissHelp} />
              <Radio
                value="partial_refund"
                label={t.outcome_partial_refund}
                description={t.outcome_partial_refundHelp}
              />
              <Radio
                value="full_refund"
                label={t.outcome_full_refund}
                description={t.outcome_full_refundHelp({ amount: formatMoney(refundable) })}
              />
            </RadioGroup>
          )}
        />
        {typed.outcome === 'partial_refund' &&
          moneyField('amount', t.refundAmount, t.refundHelp({ amount: formatMoney(refundable) }))}
        {deposit_held > 0 &&
          moneyField(
            'deposit_capture',
            t.depositCapture,
            t.depositHelp({ amount: formatMoney(deposit_held) }),
          )}
        <TextArea label={t.note} maxLength={1000} error={errors.note?.message} {...form.register('note')} />
        <Text weight="medium" role="status">
          {preview === null ? '' : net(preview)}
        </Text>
        <div>
          <SubmitButton control={form.control} busy={confirmation.busy}>
            {t.resolveSubmit}
          </SubmitButton>
        </div>
      </form>
      <ConfirmDialog
        {...confirmation}
        title={t.resolveConfirmTitle({ id: order.id })}
        description={
          asked && (
            <ul className={styles.list}>
              <li>
                {asked.refund > 0
                  ? t.resolveConfirmRefund({ amount: formatMoney(asked.refund) })
                  : t.resolveConfirmNoRefund}
              </li>
              {deposit_held > 0 && (
                <li>
                  {asked.captured > 0
                    ? t.resolveConfirmDeposit({
                        amount: formatMoney(asked.captured),
                        released: formatMoney(deposit_held - asked.captured),
                      })
                    : t.resolveConfirmDepositReleased({ amount: formatMoney(deposit_held) })}
                </li>
              )}
              <li>{net(asked.after)}</li>
            </ul>
          )
        }
        confirmLabel={t.resolveConfirm}
        tone={asked && asked.refund > 0 ? 'critical' : 'primary'}
      />
    </>
  );
}

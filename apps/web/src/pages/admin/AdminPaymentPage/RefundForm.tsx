import { useMemo } from 'react';
import { useAdminRefundPayment } from '@pinjam/api';
import { REASON_MAX, refundBody, z, type AdminPaymentDetail } from '@pinjam/api/contract';
import { formatMoney, moneyInputText } from '@pinjam/api/domain';
import { Button, ConfirmDialog, MoneyField, TextArea, useMessages } from '@pinjam/ui';
import { FormFailure, moneyText, settle, SubmitButton, useApiForm } from '../../../app/forms';
import type { AdminNotice } from '../../../features/admin';
import { adminPaymentMessages } from './messages';
import * as styles from './AdminPaymentPage.css';

type Messages = ReturnType<typeof useMessages<typeof adminPaymentMessages>>;

/** The refund's fields: the amount typed in B$ (at most what is left), then the contract's body. */
const refundFields = (left: number, t: Messages) =>
  z.object({
    amount: moneyText(refundBody.shape.amount, {
      required: t.amountRequired,
      invalid: t.amountInvalid,
      max: { cents: left, message: t.amountTooMuch({ amount: formatMoney(left) }) },
    }),
    reason: refundBody.shape.reason,
  });

/**
 * Refunds part or all of what is left: the amount in B$ ('Refund all' fills in the rest), a
 * reason the buyer reads, then a dialog saying the amount. Each question asked is one attempt
 * with its own Idempotency-Key, so pressing Refund again after a lost connection refunds once.
 * A 422 stands beside its field; any other refusal (409: no longer refundable) in the dialog;
 * the result in the page's notice.
 */
export function RefundForm({
  payment,
  onDone,
}: {
  payment: AdminPaymentDetail;
  onDone: (notice: AdminNotice) => void;
}) {
  const t = useMessages(adminPaymentMessages);
  const refund = useAdminRefundPayment();
  const left = payment.left;
  const schema = useMemo(() => refundFields(left, t), [left, t]);
  const { form, submit, failure, asking, confirmation } = useApiForm({
    schema,
    defaultValues: { amount: '', reason: '' },
    confirm: true,
    send: async ({ amount, reason }, attempt) => {
      const result = await settle(
        refund.trigger({
          params: { id: payment.id },
          headers: { 'idempotency-key': attempt },
          body: { amount, ...(reason && { reason }) },
        }),
      );
      if (result.ok) {
        form.reset();
        onDone({ tone: 'success', text: result.data.message });
      }
      return result;
    },
  });
  const { errors } = form.formState;

  const amount = formatMoney(asking?.amount ?? 0);
  const method = payment.method === 'paypal' ? 'PayPal' : (payment.label ?? 'the card');
  // The dialog stays outside the form: its own submit would bubble (through the portal) to ours.
  return (
    <>
      <form className={styles.form} aria-label={t.refund} onSubmit={(event) => void submit(event)} noValidate>
        <FormFailure message={failure} />
        <div className={styles.formRow}>
          <MoneyField
            label={t.refundAmount}
            description={t.refundHelp({ amount: formatMoney(left) })}
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <Button
            tone="neutral"
            type="button"
            onClick={() =>
              form.setValue('amount', moneyInputText(left), { shouldValidate: form.formState.isSubmitted })
            }
          >
            {t.refundAll}
          </Button>
        </div>
        <TextArea
          label={t.reason}
          maxLength={REASON_MAX}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <div>
          <SubmitButton control={form.control} tone="critical">
            {t.submit}
          </SubmitButton>
        </div>
      </form>
      <ConfirmDialog
        {...confirmation}
        title={t.confirmTitle({ amount })}
        description={t.confirmText({ payer: payment.payer.name, amount, method })}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        tone="critical"
      />
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { ApiError, useAdminRefundPayment } from '@pinjam/api';
import type { AdminPaymentDetail } from '@pinjam/api/contract';
import { formatMoney, moneyInputText, parseMoney } from '@pinjam/api/domain';
import { Button, ConfirmDialog, MoneyField, TextArea, useMessages } from '@pinjam/ui';
import type { AdminNotice } from '../../../features/admin';
import { adminPaymentMessages } from './messages';
import * as styles from './AdminPaymentPage.css';

type Errors = Partial<Record<'amount' | 'reason', string>>;

/** A new key per refund the admin confirms: a retry of the same press refunds once. */
const newKey = () => globalThis.crypto.randomUUID();

/**
 * Refunds part or all of what is left: the amount in B$ ('Refund all' fills in the rest), a
 * reason the buyer reads, then a dialog saying the amount. 422s stand beside their fields; a 409
 * (no longer refundable) and the result go to the page's notice.
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
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<{ amount: number; key: string } | null>(null);
  const left = payment.left;

  const check = (event: FormEvent) => {
    event.preventDefault();
    const value = parseMoney(amountText);
    const problem =
      value === null
        ? t.amountRequired
        : value === 'invalid' || value <= 0
          ? t.amountInvalid
          : value > left
            ? t.amountTooMuch({ amount: formatMoney(left) })
            : null;
    setErrors(problem ? { amount: problem } : {});
    if (!problem) setConfirming({ amount: value as number, key: newKey() });
  };

  const send = async () => {
    if (!confirming) return;
    try {
      const result = await refund.trigger({
        params: { id: payment.id },
        headers: { 'idempotency-key': confirming.key },
        body: { amount: confirming.amount, ...(reason.trim() && { reason }) },
      });
      setConfirming(null);
      setAmountText('');
      setReason('');
      onDone({ tone: 'success', text: result.message });
    } catch (error) {
      setConfirming(null);
      if (error instanceof ApiError && error.status === 422 && error.body.errors)
        setErrors(Object.fromEntries(Object.entries(error.body.errors).map(([k, v]) => [k, v[0]])));
      else onDone({ tone: 'critical', text: error instanceof Error ? error.message : String(error) });
    }
  };

  const method = payment.method === 'paypal' ? 'PayPal' : (payment.label ?? 'the card');
  // The dialog stays outside the form: its own submit would bubble (through the portal) to ours.
  return (
    <>
      <form className={styles.form} aria-label={t.refund} onSubmit={check} noValidate>
        <div className={styles.formRow}>
          <MoneyField
            label={t.refundAmount}
            description={t.refundHelp({ amount: formatMoney(left) })}
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            error={errors.amount}
          />
          <Button tone="neutral" type="button" onClick={() => setAmountText(moneyInputText(left))}>
            {t.refundAll}
          </Button>
        </div>
        <TextArea
          label={t.reason}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
        />
        <div>
          <Button type="submit" tone="critical">
            {t.submit}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !refund.isMutating && setConfirming(null)}
        title={t.confirmTitle({ amount: formatMoney(confirming?.amount ?? 0) })}
        description={t.confirmText({
          payer: payment.payer.name,
          amount: formatMoney(confirming?.amount ?? 0),
          method,
        })}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        tone="critical"
        busy={refund.isMutating}
        onConfirm={() => void send()}
      />
    </>
  );
}

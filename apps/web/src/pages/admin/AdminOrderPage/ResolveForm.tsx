import { useState, type FormEvent } from 'react';
import { ApiError, useAdminResolveOrder } from '@pinjam/api';
import type { resolveOutcomes } from '@pinjam/api/contract';
import { sellerNetAfter, type AdminOrder } from '@pinjam/api/contract';
import { formatMoney, parseMoney } from '@pinjam/api/domain';
import {
  Button,
  ConfirmDialog,
  MoneyField,
  Radio,
  RadioGroup,
  Text,
  TextArea,
  useMessages,
} from '@pinjam/ui';
import type { AdminNotice } from '../../../features/admin';
import { adminOrderMessages } from './messages';
import * as styles from './AdminOrderPage.css';

type Outcome = (typeof resolveOutcomes)[number];
type Errors = Partial<Record<'outcome' | 'amount' | 'deposit_capture' | 'note', string>>;

/** Cents typed, or a message for the field (blank: `blank`). */
function cents(text: string, blank: number | string, max: number, tooMuch: string, invalid: string) {
  const value = parseMoney(text);
  if (value === null) return blank;
  if (value === 'invalid') return invalid;
  return value > max ? tooMuch : value;
}

/**
 * Resolves the order's open issue: dismiss, a partial refund (at most what is left) or a full one;
 * for a rental with its deposit held, the part captured for the owner (0 releases it); a note.
 * The seller's net before → after is shown as it is typed; Resolve asks once more, naming the
 * money each party gets (the shared ConfirmDialog every money action uses). 422s stand beside
 * their fields.
 */
export function ResolveForm({ order, onDone }: { order: AdminOrder; onDone: (notice: AdminNotice) => void }) {
  const t = useMessages(adminOrderMessages);
  const resolve = useAdminResolveOrder();
  const { refundable, deposit_held } = order.amounts;
  const [outcome, setOutcome] = useState<Outcome>('dismiss');
  const [amountText, setAmountText] = useState('');
  const [depositText, setDepositText] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const amount =
    outcome === 'partial_refund'
      ? cents(
          amountText,
          t.amountRequired,
          refundable,
          t.amountTooMuch({ amount: formatMoney(refundable) }),
          t.amountInvalid,
        )
      : outcome === 'full_refund'
        ? refundable
        : 0;
  const deposit =
    deposit_held > 0
      ? cents(
          depositText,
          0,
          deposit_held,
          t.depositTooMuch({ amount: formatMoney(deposit_held) }),
          t.amountInvalid,
        )
      : 0;
  const after =
    typeof amount === 'number' && typeof deposit === 'number'
      ? sellerNetAfter(order.amounts, amount, deposit)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Errors = {};
    if (typeof amount === 'string') local.amount = amount;
    if (typeof deposit === 'string') local.deposit_capture = deposit;
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length === 0) setConfirming(true);
  };

  const confirm = async () => {
    setFailure(null);
    try {
      const result = await resolve.trigger({
        params: { id: order.id },
        body: {
          outcome,
          ...(outcome === 'partial_refund' && { amount: amount as number }),
          ...(deposit_held > 0 && { deposit_capture: deposit as number }),
          ...(note.trim() && { note }),
        },
      });
      setConfirming(false);
      onDone({ tone: 'success', text: result.message });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.body.errors) {
        setConfirming(false);
        setErrors(Object.fromEntries(Object.entries(error.body.errors).map(([k, v]) => [k, v[0]])));
      } else if (error instanceof ApiError && error.status === 409) {
        setConfirming(false);
        onDone({ tone: 'critical', text: error.message });
      } else setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const moneyField = (
    label: string,
    description: string,
    value: string,
    set: (text: string) => void,
    error: string | undefined,
  ) => (
    <MoneyField
      label={label}
      description={description}
      value={value}
      onChange={(event) => set(event.target.value)}
      error={error}
    />
  );
  const refund = typeof amount === 'number' ? amount : 0;
  const captured = typeof deposit === 'number' ? deposit : 0;

  return (
    <>
      <form className={styles.form} aria-label={t.resolve} onSubmit={submit} noValidate>
        <RadioGroup
          label={t.outcome}
          value={outcome}
          onValueChange={(value) => setOutcome(value as Outcome)}
          error={errors.outcome}
        >
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
        {outcome === 'partial_refund' &&
          moneyField(
            t.refundAmount,
            t.refundHelp({ amount: formatMoney(refundable) }),
            amountText,
            setAmountText,
            errors.amount,
          )}
        {deposit_held > 0 &&
          moneyField(
            t.depositCapture,
            t.depositHelp({ amount: formatMoney(deposit_held) }),
            depositText,
            setDepositText,
            errors.deposit_capture,
          )}
        <TextArea
          label={t.note}
          value={note}
          maxLength={1000}
          onChange={(event) => setNote(event.target.value)}
          error={errors.note}
        />
        <Text weight="medium" role="status">
          {after === null
            ? ''
            : t.netPreview({
                before: formatMoney(order.amounts.seller_net_now),
                after: formatMoney(after),
              })}
        </Text>
        <div>
          <Button type="submit" loading={resolve.isMutating}>
            {t.resolveSubmit}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.resolveConfirmTitle({ id: order.id })}
        description={
          <ul className={styles.list}>
            <li>
              {refund > 0
                ? t.resolveConfirmRefund({ amount: formatMoney(refund) })
                : t.resolveConfirmNoRefund}
            </li>
            {deposit_held > 0 && (
              <li>
                {captured > 0
                  ? t.resolveConfirmDeposit({
                      amount: formatMoney(captured),
                      released: formatMoney(deposit_held - captured),
                    })
                  : t.resolveConfirmDepositReleased({ amount: formatMoney(deposit_held) })}
              </li>
            )}
            {after !== null && (
              <li>
                {t.netPreview({
                  before: formatMoney(order.amounts.seller_net_now),
                  after: formatMoney(after),
                })}
              </li>
            )}
          </ul>
        }
        confirmLabel={t.resolveConfirm}
        busy={resolve.isMutating}
        error={failure}
        tone={refund > 0 ? 'critical' : 'primary'}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

import { useState } from 'react';
import { payments, type CardToken } from '@pinjam/api';
import { CardForm, useMessages, type CardFormState, type CardFormValues } from '@pinjam/ui';
import { useWrite } from '../../app/forms';
import type { CardChoice } from './cardToken';
import { paymentMessages } from './messages';
import { fieldErrors, readCard, type CardErrors } from './readCard';

export interface CardPaymentProps {
  /** The card is ready to pay with (the bank's step done where it asked for one). */
  onCard: (card: CardChoice) => void;
  submitLabel: string;
  disabled?: boolean;
}

const choiceOf = (token: CardToken): CardChoice => ({
  token: token.token,
  brand: token.brand,
  last4: token.last4,
});

/**
 * The built-in sandbox's card form: checked with the contract's rules, turned into a token by the
 * sandbox (as Stripe Elements would), with the bank's confirmation step for 4000 0027 6000 3184.
 * The number stays in the form: only the token, brand and last four digits leave it.
 */
export function SandboxCard({ onCard, submitLabel, disabled }: CardPaymentProps) {
  const t = useMessages(paymentMessages);
  const tokenise = useWrite(payments.tokeniseCard);
  const confirmCard = useWrite(payments.confirmCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<CardToken | null>(null);

  const submit = async (values: CardFormValues) => {
    setFormError(null);
    const card = readCard(values);
    setErrors(card.ok ? {} : card.errors);
    if (!card.ok) return;
    const answer = await tokenise.write({ body: card.body });
    if (!answer.ok) {
      const fields = Object.entries(answer.error.errors ?? {}).map(([k, v]): [string, string] => [
        k,
        v.join(' '),
      ]);
      if (fields.length) setErrors(fieldErrors(fields));
      else setFormError(answer.error.message);
      return;
    }
    if (answer.data.requires_confirmation) setPending(answer.data);
    else onCard(choiceOf(answer.data));
  };

  const answerBank = async (approve: boolean) => {
    if (!pending) return;
    const answer = await confirmCard.write({ params: { token: pending.token }, body: { approve } });
    setPending(null);
    if (answer.ok && answer.data.status === 'confirmed') onCard(choiceOf(pending));
    else if (!answer.ok) setFormError(answer.error.message);
    else setFormError(approve ? t.bankRefused : t.bankCancelled);
  };

  const state: CardFormState = pending ? 'confirming' : tokenise.writing ? 'submitting' : 'idle';
  return (
    <CardForm
      state={state}
      disabled={disabled}
      errors={errors}
      formError={formError}
      submitLabel={submitLabel}
      onSubmit={(values) => void submit(values)}
      bankStep={
        pending
          ? {
              last4: pending.last4,
              note: t.bankNote,
              busy: confirmCard.writing,
              onConfirm: () => void answerBank(true),
              onCancel: () => void answerBank(false),
            }
          : undefined
      }
    />
  );
}

import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { payments, type CardToken } from '@pinjam/api';
import type { CardFields } from '@pinjam/api/contract';
import { CardForm, cardFormFields, useMessages, type CardFormState, type CardFormValues } from '@pinjam/ui';
import { useApiForm, useWrite } from '../../app/forms';
import type { CardChoice } from './cardToken';
import { paymentMessages } from './messages';
import { cardFieldOf, cardSchema, type CardErrors } from './readCard';

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
 * The number stays in the form: only the token, brand and last four digits leave it. The ui
 * CardForm draws the fields and the button; the values, errors and busy state are the form's.
 */
export function SandboxCard({ onCard, submitLabel, disabled }: CardPaymentProps) {
  const t = useMessages(paymentMessages);
  const tokenise = useWrite(payments.tokeniseCard);
  const confirmCard = useWrite(payments.confirmCard);
  const [pending, setPending] = useState<CardToken | null>(null);
  const { form, submit, failure, refuse } = useApiForm<CardFormValues, CardFields>({
    schema: cardSchema,
    defaultValues: { number: '', expiry: '', cvc: '' },
    fields: cardFormFields,
    fieldOf: cardFieldOf,
    send: async (body) => {
      const answer = await tokenise.write({ body });
      if (answer.ok && answer.data.requires_confirmation) setPending(answer.data);
      else if (answer.ok) onCard(choiceOf(answer.data));
      return answer;
    },
  });
  const values = useWatch({ control: form.control }) as CardFormValues;
  const { errors, isSubmitting, submitCount } = form.formState;
  const [number, expiry, cvc] = cardFormFields.map((name) => errors[name]?.message);
  // A new object only when a submit says something: CardForm focuses the first error on each.
  const [fieldErrors, setFieldErrors] = useState<CardErrors>({});
  useEffect(() => setFieldErrors({ number, expiry, cvc }), [number, expiry, cvc, submitCount]);

  const answerBank = async (approve: boolean) => {
    if (!pending) return;
    const answer = await confirmCard.write({ params: { token: pending.token }, body: { approve } });
    setPending(null);
    if (answer.ok && answer.data.status === 'confirmed') onCard(choiceOf(pending));
    else if (!answer.ok) refuse({ message: answer.error.message });
    else refuse({ message: approve ? t.bankRefused : t.bankCancelled });
  };

  const state: CardFormState = pending ? 'confirming' : isSubmitting ? 'submitting' : 'idle';
  return (
    <CardForm
      state={state}
      disabled={disabled}
      value={values}
      onValueChange={(next) => {
        for (const name of cardFormFields)
          if (next[name] !== values[name]) form.setValue(name, next[name], { shouldDirty: true });
      }}
      errors={fieldErrors}
      formError={failure}
      submitLabel={submitLabel}
      onSubmit={() => void submit()}
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

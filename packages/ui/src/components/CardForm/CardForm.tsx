import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import { i18n, useMessages } from '../../i18n';
import { Button } from '../Button';
import { Callout } from '../Callout';
import { BankStep, type BankStepProps } from './CardForm.bankStep';
import { CardField } from './CardForm.field';
import {
  cardBrand,
  cardBrandNames,
  caretAfterDigits,
  digitsOf,
  formatCardNumber,
  formatCvc,
  formatExpiry,
} from './CardForm.format';
import * as styles from './CardForm.css';

const messages = i18n('CardForm', {
  legend: 'Card details',
  number: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  cvc: 'Security code (CVC)',
  submit: 'Use this card',
  checking: 'Checking the card…',
});

/** idle; submitting (the card is being turned into a token); confirming (the bank's step is open). */
export const cardFormStates = ['idle', 'submitting', 'confirming'] as const;
export type CardFormState = (typeof cardFormStates)[number];
export const cardFormFields = ['number', 'expiry', 'cvc'] as const;
export type CardFormField = (typeof cardFormFields)[number];
/** What is typed, formatted as shown ('4242 4242 4242 4242', '12/28', '123'). */
export type CardFormValues = Record<CardFormField, string>;

const empty: CardFormValues = { number: '', expiry: '', cvc: '' };
const formatters: Record<CardFormField, (text: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
};

export interface CardFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'defaultValue'
> {
  value?: CardFormValues;
  defaultValue?: CardFormValues;
  onValueChange?: (value: CardFormValues) => void;
  /** Each field's error, shown beside it and read with it; the first one gets the focus. */
  errors?: Partial<Record<CardFormField, ReactNode>>;
  /** A refusal about the card as a whole (the bank said no), announced above the button. */
  formError?: ReactNode;
  state?: CardFormState;
  disabled?: boolean;
  submitLabel?: ReactNode;
  /** Enter in any field or the button: the values as shown. The form keeps nothing after. */
  onSubmit?: (values: CardFormValues) => void;
  /** The bank's confirmation step (3-D Secure), open while `state` is confirming. */
  bankStep?: Omit<BankStepProps, 'open'>;
}

/**
 * Card number (grouped as printed, with its brand), expiry as MM/YY and CVC, each labelled with
 * its error beside it, for the card form the payment provider turns into a token. Presentational:
 * it never sends the number anywhere; `onSubmit` hands the values to the caller.
 */
export const CardForm = forwardRef<HTMLFormElement, CardFormProps>(function CardForm(
  {
    value,
    defaultValue,
    onValueChange,
    errors = {},
    formError,
    state = 'idle',
    disabled = false,
    submitLabel,
    onSubmit,
    bankStep,
    className,
    ...rest
  },
  ref,
) {
  const t = useMessages(messages);
  const [own, setOwn] = useState<CardFormValues>(defaultValue ?? empty);
  const values = value ?? own;
  const inputs = useRef<Partial<Record<CardFormField, HTMLInputElement | null>>>({});
  const busy = state !== 'idle';
  const locked = disabled || busy;

  // A refused submit takes the person to the first field to fix.
  const firstError = cardFormFields.find((field) => errors[field]);
  useEffect(() => {
    if (firstError) inputs.current[firstError]?.focus();
  }, [firstError, errors]);

  const change = (field: CardFormField) => (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const digitsBefore = digitsOf(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
    const next = { ...values, [field]: formatters[field](input.value) };
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
    const caret = caretAfterDigits(next[field], digitsBefore);
    requestAnimationFrame(() => {
      if (document.activeElement === input) input.setSelectionRange(caret, caret);
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!locked) onSubmit?.(values);
  };

  const brand = cardBrand(values.number);
  const field = (name: CardFormField, label: string, extra: Record<string, string>) => (
    <CardField
      ref={(node) => {
        inputs.current[name] = node;
      }}
      name={`card-${name}`}
      label={label}
      error={errors[name]}
      aside={name === 'number' && brand ? cardBrandNames[brand] : undefined}
      value={values[name]}
      onChange={change(name)}
      disabled={disabled}
      readOnly={busy}
      {...extra}
    />
  );

  return (
    <form
      ref={ref}
      noValidate
      className={clsx(styles.form, className)}
      data-state={disabled ? 'disabled' : state}
      aria-busy={busy || undefined}
      onSubmit={submit}
      {...rest}
    >
      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend className={styles.legend}>{t.legend}</legend>
        {field('number', t.number, { autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234' })}
        <div className={styles.pair}>
          {field('expiry', t.expiry, { autoComplete: 'cc-exp', placeholder: 'MM/YY' })}
          {field('cvc', t.cvc, { autoComplete: 'cc-csc', placeholder: '123' })}
        </div>
      </fieldset>
      {formError && (
        <Callout tone="critical" announce="alert">
          {formError}
        </Callout>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={disabled} loading={busy}>
          {state === 'submitting' ? t.checking : (submitLabel ?? t.submit)}
        </Button>
      </div>
      {bankStep && <BankStep open={state === 'confirming'} {...bankStep} />}
    </form>
  );
});
CardForm.displayName = 'CardForm';

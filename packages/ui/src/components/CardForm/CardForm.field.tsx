import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError, FieldLabel } from '../_internal/field';
import * as styles from './CardForm.css';

export interface CardFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: ReactNode;
  /** Shown at the label's end and read with the field (the card number's brand). */
  aside?: ReactNode;
}

/** One of the card form's fields: digits only, its label, its error beside it and read with it. */
export const CardField = forwardRef<HTMLInputElement, CardFieldProps>(function CardField(
  { label, error, aside, id, ...rest },
  ref,
) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const asideId = aside ? `${controlId}-aside` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={styles.field} data-state={error ? 'invalid' : 'valid'}>
      <div className={styles.labelRow}>
        <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
        {aside && (
          <span id={asideId} className={styles.brand}>
            {aside}
          </span>
        )}
      </div>
      <input
        ref={ref}
        id={controlId}
        type="text"
        inputMode="numeric"
        spellCheck={false}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={[asideId, errorId].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
});
CardField.displayName = 'CardField';

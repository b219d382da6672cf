import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './TextField.css';

export const textFieldTypes = [
  'text',
  'email',
  'password',
  'search',
  'tel',
  'url',
  'number',
  'file',
] as const;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** Help shown under the label and read with the field. */
  description?: ReactNode;
  /** This field's error: marks it invalid and is read with it. */
  error?: ReactNode;
  type?: (typeof textFieldTypes)[number];
}

/** A labelled text input with its description and error tied to it by aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, description, error, type = 'text', id, className, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedByIds = [descriptionId, errorId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx(styles.field, className)} data-state={error ? 'invalid' : 'valid'}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      <input
        ref={ref}
        id={inputId}
        type={type}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds}
        {...rest}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
});
TextField.displayName = 'TextField';

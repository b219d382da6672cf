import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './field.css';

/** What every labelled control takes besides its value. */
export interface FieldProps {
  label: ReactNode;
  /** Help shown under the label and read with the control. */
  description?: ReactNode;
  /** This field's error: marks the control invalid and is read with it. */
  error?: ReactNode;
  /** Keep the label for assistive technology only (the design labels the control otherwise). */
  hideLabel?: boolean;
}

/**
 * The ids that tie a control to its label, description and error, as TextField does: the
 * description and then the error are read after the name; a caller's own aria-describedby is kept.
 */
export function useFieldIds(
  id: string | undefined,
  props: Pick<FieldProps, 'description' | 'error'> & {
    'aria-describedby'?: string;
  },
) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const labelId = `${controlId}-label`;
  const descriptionId = props.description ? `${controlId}-description` : undefined;
  const errorId = props.error ? `${controlId}-error` : undefined;
  const describedBy =
    [descriptionId, errorId, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return { controlId, labelId, descriptionId, errorId, describedBy, invalid: props.error ? true : undefined };
}

export function FieldDescription({ id, children }: { id?: string; children: ReactNode }) {
  return children ? (
    <p id={id} className={styles.description}>
      {children}
    </p>
  ) : null;
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return children ? (
    <p id={id} className={styles.error}>
      {children}
    </p>
  ) : null;
}

export function FieldLabel({
  hidden,
  className,
  ...props
}: {
  hidden?: boolean;
  id?: string;
  htmlFor?: string;
  className?: string;
  children: ReactNode;
}) {
  return <label className={clsx(hidden ? styles.hiddenLabel : styles.label, className)} {...props} />;
}

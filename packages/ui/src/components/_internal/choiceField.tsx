import type { ReactNode } from 'react';
import { FieldDescription, FieldError, type useFieldIds } from './field';
import { choiceLabel } from './fieldChoice.css';

type FieldIds = ReturnType<typeof useFieldIds>;

interface ChoiceFieldProps {
  ids: FieldIds;
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  /** The row's class. */
  className?: string;
  /** The text block's class. */
  textClassName: string;
  /** The control, and whether it comes before the text (a checkbox) or after it (a switch). */
  control: ReactNode;
  controlFirst: boolean;
}

/**
 * A checkbox's or a switch's row: the control beside its label, with the description and error
 * under the label; the row says invalid and disabled in data attributes for the styles.
 */
export function ChoiceField({
  ids,
  label,
  description,
  error,
  disabled,
  className,
  textClassName,
  control,
  controlFirst,
}: ChoiceFieldProps) {
  return (
    <div
      className={className}
      data-state={error ? 'invalid' : 'valid'}
      data-disabled={disabled ? '' : undefined}
    >
      {controlFirst && control}
      <span className={textClassName}>
        <label htmlFor={ids.controlId} className={choiceLabel}>
          {label}
        </label>
        <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
        <FieldError id={ids.errorId}>{error}</FieldError>
      </span>
      {!controlFirst && control}
    </div>
  );
}

import type { ReactNode } from 'react';
import { FieldDescription, FieldError, useFieldIds, type FieldProps } from './field';
import { choiceLabel } from './fieldChoice.css';

/** What the control gets from its field: its id, disabled, and the invalid state and descriptions read with it. */
export interface ChoiceControlProps {
  id: string;
  disabled?: boolean;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/** The field's own props of a checkbox or a switch; the rest go to its control. */
interface ChoiceOwnProps extends Omit<FieldProps, 'hideLabel'> {
  id?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
}

/** Splits a checkbox's or a switch's props: the field's own, and the rest for the Radix control. */
export function choiceProps<P extends ChoiceOwnProps>(props: P) {
  const { label, description, error, id, disabled, 'aria-describedby': describedBy, ...rest } = props;
  return { field: { label, description, error, id, disabled, 'aria-describedby': describedBy }, rest };
}

interface ChoiceFieldProps extends ChoiceOwnProps {
  /** The row's class. */
  className?: string;
  /** The text block's class. */
  textClassName: string;
  /** The control drawn with its field's props, and whether it comes before the text (a checkbox) or after it (a switch). */
  control: (props: ChoiceControlProps) => ReactNode;
  controlFirst: boolean;
}

/**
 * A checkbox's or a switch's row: the control beside its label (its ids made here), with the description and error
 * under the label; the row says invalid and disabled in data attributes for the styles.
 */
export function ChoiceField({
  label,
  description,
  error,
  id,
  disabled,
  'aria-describedby': ariaDescribedBy,
  className,
  textClassName,
  control: drawControl,
  controlFirst,
}: ChoiceFieldProps) {
  const ids = useFieldIds(id, { description, error, 'aria-describedby': ariaDescribedBy });
  const control = drawControl({
    id: ids.controlId,
    disabled,
    'aria-invalid': ids.invalid,
    'aria-describedby': ids.describedBy,
  });
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

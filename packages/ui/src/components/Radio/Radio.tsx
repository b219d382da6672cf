import * as Radix from '@radix-ui/react-radio-group';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ComponentRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { FieldDescription, FieldError, useFieldIds, type FieldProps } from '../_internal/field';
import * as styles from './Radio.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

export interface RadioGroupProps
  extends
    Omit<ComponentPropsWithoutRef<typeof Radix.Root>, 'asChild' | 'orientation'>,
    Omit<FieldProps, 'hideLabel'> {
  orientation?: (typeof radioGroupOrientations)[number];
  children: ReactNode;
}

/**
 * A labelled group of radios (Radix RadioGroup): Tab enters at the chosen radio, arrows move and
 * choose. The group is named by its label; description and error are read with it.
 */
export const RadioGroup = forwardRef<ComponentRef<typeof Radix.Root>, RadioGroupProps>(function RadioGroup(
  {
    label,
    description,
    error,
    orientation = 'vertical',
    id,
    className,
    children,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id, { description, error, 'aria-describedby': ariaDescribedBy });
  return (
    <div className={clsx(styles.field, className)} data-state={error ? 'invalid' : 'valid'}>
      <span id={ids.labelId} className={styles.label}>
        {label}
      </span>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <Radix.Root
        ref={ref}
        id={ids.controlId}
        orientation={orientation}
        className={styles.group}
        aria-labelledby={ids.labelId}
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid}
        {...rest}
      >
        {children}
      </Radix.Root>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
});
RadioGroup.displayName = 'RadioGroup';

export interface RadioProps extends Omit<
  ComponentPropsWithoutRef<typeof Radix.Item>,
  'asChild' | 'children'
> {
  label: ReactNode;
  /** Help for this choice, read with it. */
  description?: ReactNode;
}

/** One choice in a RadioGroup, with its label and optional help. */
export const Radio = forwardRef<ComponentRef<typeof Radix.Item>, RadioProps>(function Radio(
  { label, description, id, className, disabled, ...rest },
  ref,
) {
  const autoId = useId();
  const itemId = id ?? autoId;
  const descriptionId = description ? `${itemId}-description` : undefined;
  return (
    <div className={clsx(styles.choice, className)} data-disabled={disabled ? '' : undefined}>
      <span className={styles.choiceControlSlot}>
        <Radix.Item
          ref={ref}
          id={itemId}
          className={styles.box}
          disabled={disabled}
          aria-describedby={descriptionId}
          {...rest}
        >
          <Radix.Indicator className={styles.dot} />
        </Radix.Item>
      </span>
      <span className={styles.choiceText}>
        <label htmlFor={itemId} className={styles.choiceLabel}>
          {label}
        </label>
        <FieldDescription id={descriptionId}>{description}</FieldDescription>
      </span>
    </div>
  );
});
Radio.displayName = 'Radio';

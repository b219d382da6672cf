import * as Radix from '@radix-ui/react-switch';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import clsx from 'clsx';
import { ChoiceField } from '../_internal/choiceField';
import type { FieldProps } from '../_internal/field';
import * as styles from './Switch.css';

export interface SwitchProps
  extends
    Omit<ComponentPropsWithoutRef<typeof Radix.Root>, 'children' | 'asChild'>,
    Omit<FieldProps, 'hideLabel'> {}

/**
 * A labelled on/off switch (Radix Switch) for settings that apply at once: `checked` /
 * `defaultChecked` / `onCheckedChange`. Space or Enter toggles it; help and error are read with it.
 */
export const Switch = forwardRef<ComponentRef<typeof Radix.Root>, SwitchProps>(function Switch(
  { label, description, error, id, className, disabled, 'aria-describedby': ariaDescribedBy, ...rest },
  ref,
) {
  return (
    <ChoiceField
      label={label}
      description={description}
      error={error}
      id={id}
      disabled={disabled}
      aria-describedby={ariaDescribedBy}
      className={clsx(styles.row, className)}
      textClassName={styles.text}
      controlFirst={false}
      control={(field) => (
        <Radix.Root ref={ref} {...field} className={styles.track} {...rest}>
          <Radix.Thumb className={styles.thumb} />
        </Radix.Root>
      )}
    />
  );
});
Switch.displayName = 'Switch';

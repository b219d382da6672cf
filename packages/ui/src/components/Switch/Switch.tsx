import * as Radix from '@radix-ui/react-switch';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import clsx from 'clsx';
import { ChoiceField, choiceProps } from '../_internal/choiceField';
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
  { className, ...props },
  ref,
) {
  const { field, rest } = choiceProps(props);
  return (
    <ChoiceField
      {...field}
      className={clsx(styles.row, className)}
      textClassName={styles.text}
      controlFirst={false}
      control={(control) => (
        <Radix.Root ref={ref} {...control} className={styles.track} {...rest}>
          <Radix.Thumb className={styles.thumb} />
        </Radix.Root>
      )}
    />
  );
});
Switch.displayName = 'Switch';

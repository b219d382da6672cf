import * as Radix from '@radix-ui/react-checkbox';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import clsx from 'clsx';
import { Glyph } from '../_internal/controlGlyphs';
import { ChoiceField, choiceProps } from '../_internal/choiceField';
import type { FieldProps } from '../_internal/field';
import * as styles from './Checkbox.css';

export const checkboxStates = ['checked', 'unchecked', 'indeterminate'] as const;

export interface CheckboxProps
  extends
    Omit<ComponentPropsWithoutRef<typeof Radix.Root>, 'children' | 'asChild'>,
    Omit<FieldProps, 'hideLabel'> {}

/**
 * A labelled checkbox (Radix Checkbox): `checked` / `defaultChecked` / `onCheckedChange`, with
 * 'indeterminate' for 'some of these'. Its description and error are read with it.
 */
export const Checkbox = forwardRef<ComponentRef<typeof Radix.Root>, CheckboxProps>(function Checkbox(
  { className, ...props },
  ref,
) {
  const { field, rest } = choiceProps(props);
  return (
    <ChoiceField
      {...field}
      className={clsx(styles.choice, className)}
      textClassName={styles.choiceText}
      controlFirst
      control={(control) => (
        <span className={styles.choiceControlSlot}>
          <Radix.Root ref={ref} {...control} className={styles.box} {...rest}>
            <Radix.Indicator className={styles.indicator}>
              <Glyph name="check" size="sm" weight={3} className={styles.tick} />
              <Glyph name="minus" size="sm" weight={3} className={styles.dash} />
            </Radix.Indicator>
          </Radix.Root>
        </span>
      )}
    />
  );
});
Checkbox.displayName = 'Checkbox';

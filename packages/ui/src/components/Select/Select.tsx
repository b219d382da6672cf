import * as Radix from '@radix-ui/react-select';
import { forwardRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { Glyph } from '../_internal/controlGlyphs';
import { cspNonce } from '../_internal/cspNonce';
import { FieldDescription, FieldError, FieldLabel, useFieldIds, type FieldProps } from '../_internal/field';
import * as styles from './Select.css';

export interface SelectOption {
  /** '' is allowed, for an 'any' choice such as 'All districts'. */
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps extends FieldProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: ReactNode;
  /** Submitted with a form as a hidden input holding the value. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  id?: string;
  className?: string;
  'aria-describedby'?: string;
}

// Radix Select keeps '' for 'nothing chosen' (it shows the placeholder), so an option whose value
// is '' travels under this stand-in and is turned back into '' on the way out.
const EMPTY = '\u0000empty';
const toRadix = (value: string | undefined, hasEmpty: boolean) => (value === '' && hasEmpty ? EMPTY : value);
const fromRadix = (value: string) => (value === EMPTY ? '' : value);

/**
 * A labelled dropdown list (Radix Select): type-ahead, arrows, Home/End and Escape work; its
 * description and error are tied to the trigger by aria-describedby like TextField's.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    label,
    description,
    error,
    hideLabel,
    options,
    value,
    defaultValue,
    onValueChange,
    placeholder,
    name,
    required,
    disabled,
    open,
    defaultOpen,
    onOpenChange,
    id,
    className,
    'aria-describedby': ariaDescribedBy,
  },
  ref,
) {
  const ids = useFieldIds(id, { description, error, 'aria-describedby': ariaDescribedBy });
  const hasEmpty = options.some((option) => option.value === '');
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const current = value ?? ownValue;
  const handleValueChange = (next: string) => {
    const plain = fromRadix(next);
    setOwnValue(plain);
    onValueChange?.(plain);
  };
  return (
    <div className={clsx(styles.field, className)} data-state={error ? 'invalid' : 'valid'}>
      <FieldLabel id={ids.labelId} htmlFor={ids.controlId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <Radix.Root
        value={toRadix(current, hasEmpty)}
        onValueChange={handleValueChange}
        disabled={disabled}
        required={required}
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
      >
        <Radix.Trigger
          ref={ref}
          id={ids.controlId}
          className={styles.trigger}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
        >
          <span className={styles.value}>
            <Radix.Value placeholder={placeholder} />
          </span>
          <Radix.Icon asChild>
            <Glyph name="chevronDown" className={styles.chevron} />
          </Radix.Icon>
        </Radix.Trigger>
        <Radix.Portal>
          <Radix.Content className={styles.content} position="popper" sideOffset={4} collisionPadding={8}>
            <Radix.ScrollUpButton className={styles.scrollButton}>
              <Glyph name="chevronDown" size="sm" style={{ transform: 'rotate(180deg)' }} />
            </Radix.ScrollUpButton>
            {/* The viewport brings a <style> element (hiding its scrollbar): it needs the CSP nonce. */}
            <Radix.Viewport nonce={cspNonce()}>
              {options.map((option) => (
                <Radix.Item
                  key={option.value}
                  value={toRadix(option.value, true) as string}
                  disabled={option.disabled}
                  className={styles.item}
                >
                  <Radix.ItemText>{option.label}</Radix.ItemText>
                  <Radix.ItemIndicator className={styles.indicator}>
                    <Glyph name="check" size="sm" weight={2.5} />
                  </Radix.ItemIndicator>
                </Radix.Item>
              ))}
            </Radix.Viewport>
            <Radix.ScrollDownButton className={styles.scrollButton}>
              <Glyph name="chevronDown" size="sm" />
            </Radix.ScrollDownButton>
          </Radix.Content>
        </Radix.Portal>
      </Radix.Root>
      {name !== undefined && <input type="hidden" name={name} value={current} />}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
});
Select.displayName = 'Select';

import clsx from 'clsx';
import { Glyph } from '../_internal/controlGlyphs';
import { FieldDescription, FieldError, FieldLabel, useFieldIds } from '../_internal/field';
import type { IntentHandlers } from '../_internal/onIntent';
import type { SelectProps } from './Select';
import * as styles from './Select.css';

/** Radix Select opens on Enter, whatever the press was: the chosen option takes the focus. */
export function pressSelect(trigger: HTMLElement) {
  trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
}

/**
 * A Select drawn closed as Radix draws it, with no library behind it, until the real one loads on
 * the visitor's first intent (OnIntent, decision 0049). It shows the chosen option's label where
 * Radix's server drawing is blank until its items have mounted.
 */
export function SelectLight({ intent, ...props }: SelectProps & { intent: IntentHandlers }) {
  const { label, description, error, hideLabel, options, placeholder, name, required, disabled } = props;
  const ids = useFieldIds(props.id, { description, error, 'aria-describedby': props['aria-describedby'] });
  const current = props.value ?? props.defaultValue ?? '';
  // Radix shows the placeholder for '' unless an option stands for '' (Select's EMPTY).
  const showPlaceholder = current === '' && !options.some((option) => option.value === '');
  const chosen = options.find((option) => option.value === current);
  return (
    <div className={clsx(styles.field, props.className)} data-state={error ? 'invalid' : 'valid'}>
      <FieldLabel id={ids.labelId} htmlFor={ids.controlId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <button
        type="button"
        role="combobox"
        aria-expanded={false}
        aria-required={required}
        aria-autocomplete="none"
        data-state="closed"
        disabled={disabled}
        data-disabled={disabled ? '' : undefined}
        data-placeholder={showPlaceholder ? '' : undefined}
        id={ids.controlId}
        className={styles.trigger}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        {...intent}
      >
        <span className={styles.value}>
          <span style={{ pointerEvents: 'none' }}>{showPlaceholder ? placeholder : chosen?.label}</span>
        </span>
        <Glyph name="chevronDown" className={styles.chevron} />
      </button>
      {name !== undefined && <input type="hidden" name={name} value={current} />}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

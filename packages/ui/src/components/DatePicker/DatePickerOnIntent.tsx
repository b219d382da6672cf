import { lazy } from 'react';
import clsx from 'clsx';
import { Glyph } from '../_internal/controlGlyphs';
import { FieldDescription, FieldError, FieldLabel } from '../_internal/field';
import { OnIntent, type IntentHandlers } from '../_internal/onIntent';
import { IconButton } from '../IconButton';
import { DateHiddenInputs, dateTriggerProps, DateTriggerContent, useDateField } from './dateField';
import type { DatePickerProps, DatePickerValue } from './DatePicker.types';
import * as styles from './DatePicker.css';

const DatePicker = lazy(() => import('./DatePicker').then((m) => ({ default: m.DatePicker })));

/** The popover opens on a click, however it came. */
const pressPopover = (trigger: HTMLElement) => trigger.click();

/** The date field drawn closed as DatePicker draws it (its Radix Popover not loaded yet). */
function DatePickerLight({ intent, ...props }: DatePickerProps & { intent: IntentHandlers }) {
  const value: DatePickerValue = props.value !== undefined ? props.value : (props.defaultValue ?? null);
  const field = useDateField(props, value);
  const { ids, text, mode, t } = field;
  const clear = () => (props.onValueChange as ((value: null) => void) | undefined)?.(null);
  return (
    <div className={clsx(styles.field, props.className)} data-state={props.error ? 'invalid' : 'valid'}>
      <FieldLabel id={ids.labelId} htmlFor={ids.controlId} hidden={props.hideLabel}>
        {props.label}
      </FieldLabel>
      <FieldDescription id={ids.descriptionId}>{props.description}</FieldDescription>
      <div className={styles.box} data-disabled={props.disabled ? '' : undefined}>
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={false}
          data-state="closed"
          {...dateTriggerProps(field, props.disabled)}
          {...intent}
        >
          <DateTriggerContent field={field} placeholder={props.placeholder} />
        </button>
        {(props.clearable ?? true) && text && !props.disabled && (
          <IconButton
            className={styles.clear}
            size="sm"
            label={mode === 'range' ? t.clearRange : t.clear}
            icon={<Glyph name="close" size="sm" />}
            onClick={clear}
          />
        )}
      </div>
      <DateHiddenInputs field={field} name={props.name} />
      <FieldError id={ids.errorId}>{props.error}</FieldError>
    </div>
  );
}

/**
 * DatePicker whose Radix Popover (with its popper, floating-ui, focus scope and scroll lock) loads
 * on the visitor's first intent (decision 0049): a mouse over it, the focus or a press. Until then
 * it is drawn closed as DatePicker draws it; a press made meanwhile opens the real one.
 */
export function DatePickerOnIntent(props: DatePickerProps) {
  return (
    <OnIntent replay={pressPopover} light={(intent) => <DatePickerLight {...props} intent={intent} />}>
      <DatePicker {...props} />
    </OnIntent>
  );
}

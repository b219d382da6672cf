import { useDomain } from '../../domain';
import { useMessages } from '../../i18n';
import { Glyph } from '../_internal/controlGlyphs';
import { useFieldIds } from '../_internal/field';
import { datePickerMessages } from './DatePicker.messages';
import type { DatePickerProps, DatePickerValue } from './DatePicker.types';
import * as styles from './DatePicker.css';

/*
 * What the date field shows closed, shared by DatePicker and the light field drawn in its place
 * until it loads (DatePickerLight.tsx), so the two cannot differ.
 */

/** The field's ids, texts, and the chosen day or period as it is shown ('dd MMM yyyy'). */
export function useDateField(props: DatePickerProps, value: DatePickerValue) {
  const mode = props.mode ?? 'single';
  const t = useMessages(datePickerMessages);
  const domain = useDomain();
  const ids = useFieldIds(props.id, props);
  const range = mode === 'range' && value && typeof value === 'object' ? value : null;
  const single = mode === 'single' && typeof value === 'string' ? value : null;
  const text = range
    ? t.range({ start: domain.formatDate(range.start), end: domain.formatDate(range.end) })
    : single
      ? domain.formatDate(single)
      : undefined;
  return { mode, t, domain, ids, range, single, text, valueId: `${ids.controlId}-value` };
}

type DateField = ReturnType<typeof useDateField>;

/** The trigger's name and look: the label, then the day (or the placeholder). */
export function dateTriggerProps({ ids, valueId }: DateField, disabled: boolean | undefined) {
  return {
    id: ids.controlId,
    className: styles.trigger,
    disabled,
    'aria-labelledby': `${ids.labelId} ${valueId}`,
    'aria-describedby': ids.describedBy,
    'aria-invalid': ids.invalid,
  };
}

export function DateTriggerContent({ field, placeholder }: { field: DateField; placeholder?: string }) {
  const { text, valueId, mode, t } = field;
  return (
    <>
      <Glyph name="calendar" className={styles.calendarIcon} />
      <span id={valueId} className={styles.value} data-placeholder={text ? undefined : ''}>
        {text ?? placeholder ?? (mode === 'range' ? t.rangePlaceholder : t.placeholder)}
      </span>
    </>
  );
}

/** Submitted with a form: `name`, or `name_start` and `name_end` for a range. */
export function DateHiddenInputs({ field, name }: { field: DateField; name?: string }) {
  if (name === undefined) return null;
  return field.mode === 'range' ? (
    <>
      <input type="hidden" name={`${name}_start`} value={field.range?.start ?? ''} />
      <input type="hidden" name={`${name}_end`} value={field.range?.end ?? ''} />
    </>
  ) : (
    <input type="hidden" name={name} value={field.single ?? ''} />
  );
}

import * as Popover from '@radix-ui/react-popover';
import { forwardRef, lazy, Suspense, useRef } from 'react';
import type { DateRange } from 'react-day-picker';
import clsx from 'clsx';
import { assignRef } from '../_internal/assignRef';
import { Glyph } from '../_internal/controlGlyphs';
import { FieldDescription, FieldError, FieldLabel } from '../_internal/field';
import { IconButton } from '../IconButton';
import { disabledMatchers, parseCalendarDate, toCalendarDate } from './calendarDates';
import { Spinner } from '../Spinner';
import type { DatePickerProps } from './DatePicker.types';
import { DateHiddenInputs, dateTriggerProps, DateTriggerContent, useDateField } from './dateField';
import { useDatePickerState } from './useDatePickerState';
import * as styles from './DatePicker.css';

export type { DatePickerProps, DatePickerRangeProps, DatePickerSingleProps } from './DatePicker.types';

export const datePickerModes = ['single', 'range'] as const;

// The calendar (react-day-picker with date-fns) is its own chunk: pages with a date field (the
// home hero) load it when a pointer or focus reaches the field, not with the page.
const loadCalendar = () => import('./DatePickerCalendar');
const DatePickerCalendar = lazy(() =>
  loadCalendar().then((module) => ({ default: module.DatePickerCalendar })),
);
const preloadCalendar = () => void loadCalendar();

/**
 * A labelled field showing the chosen day as 'dd MMM yyyy' (or the placeholder 'Select Date'); it
 * opens a calendar in a popover. Arrows move by day, PageUp/PageDown by month, Enter chooses,
 * Escape closes and returns focus. Values are calendar dates ('yyyy-MM-dd'); in range mode, a
 * first and last day, both included. Controlled (`value`) or not (`defaultValue`).
 */
export const DatePicker = forwardRef<HTMLButtonElement, DatePickerProps>(function DatePicker(props, ref) {
  const {
    label,
    description,
    error,
    hideLabel,
    placeholder,
    min,
    max,
    disabledDates,
    disabled,
    name,
    clearable = true,
    yearPicker = false,
    className,
  } = props;
  const { isOpen, setOpen, draft, setDraft, value, commit } = useDatePickerState(props);
  const field = useDateField(props, value);
  const { mode, t, ids, range, single, text } = field;
  const { todayInBrunei, rentalDays } = field.domain;
  const triggerRef = useRef<HTMLButtonElement | null>(null);

  const today = props.today ?? todayInBrunei();
  const minDate = min === 'today' ? today : min;
  const first = range?.start ?? single;
  const shownMonth = first ?? (minDate && minDate > today ? minDate : today);

  const footer =
    mode !== 'range'
      ? undefined
      : draft?.from
        ? t.pickEnd
        : range
          ? t.days(rentalDays(range.start, range.end) ?? 0)
          : t.pickStart;

  return (
    <div className={clsx(styles.field, className)} data-state={error ? 'invalid' : 'valid'}>
      <FieldLabel id={ids.labelId} htmlFor={ids.controlId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <Popover.Root open={isOpen} onOpenChange={setOpen}>
        <Popover.Anchor asChild>
          <div className={styles.box} data-disabled={disabled ? '' : undefined}>
            <Popover.Trigger
              ref={(node) => {
                triggerRef.current = node;
                assignRef(ref, node);
              }}
              {...dateTriggerProps(field, disabled)}
              onPointerEnter={preloadCalendar}
              onFocus={preloadCalendar}
            >
              <DateTriggerContent field={field} placeholder={placeholder} />
            </Popover.Trigger>
            {clearable && text && !disabled && (
              <IconButton
                className={styles.clear}
                size="sm"
                label={mode === 'range' ? t.clearRange : t.clear}
                icon={<Glyph name="close" size="sm" />}
                onClick={() => {
                  commit(null);
                  triggerRef.current?.focus();
                }}
              />
            )}
          </div>
        </Popover.Anchor>
        <Popover.Portal>
          <Popover.Content
            className={styles.content}
            align="start"
            sideOffset={4}
            collisionPadding={8}
            aria-label={mode === 'range' ? t.calendarRange : t.calendar}
            // The calendar focuses the chosen day (or today) itself.
            onOpenAutoFocus={(event) => event.preventDefault()}
          >
            <Suspense fallback={<Spinner className={styles.calendarLoading} data-lazy-fallback="" />}>
              <DatePickerCalendar
                {...(mode === 'range'
                  ? {
                      mode: 'range' as const,
                      selected:
                        draft ??
                        (range
                          ? { from: parseCalendarDate(range.start), to: parseCalendarDate(range.end) }
                          : undefined),
                      onSelect: (next: DateRange | undefined, day: Date) => {
                        if (next?.from && next.to) {
                          commit({ start: toCalendarDate(next.from), end: toCalendarDate(next.to) });
                          setOpen(false);
                        } else {
                          // Pressing the only day of a one-day range again deselects it in
                          // DayPicker; here it starts a new range from that day instead.
                          setDraft(next ?? { from: day, to: undefined });
                        }
                      },
                    }
                  : {
                      mode: 'single' as const,
                      selected: parseCalendarDate(single),
                      onSelect: (date: Date) => {
                        commit(toCalendarDate(date));
                        setOpen(false);
                      },
                    })}
                disabled={disabledMatchers(minDate, max, disabledDates)}
                today={parseCalendarDate(today) ?? new Date()}
                defaultMonth={parseCalendarDate(shownMonth) ?? new Date()}
                startMonth={parseCalendarDate(minDate)}
                endMonth={parseCalendarDate(max)}
                yearPicker={yearPicker}
                footer={footer}
              />
            </Suspense>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <DateHiddenInputs field={field} name={name} />
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
});
DatePicker.displayName = 'DatePicker';

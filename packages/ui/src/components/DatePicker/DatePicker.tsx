import * as Popover from '@radix-ui/react-popover';
import { forwardRef, lazy, Suspense, useRef, useState, type ForwardedRef } from 'react';
import type { DateRange, Matcher } from 'react-day-picker';
import clsx from 'clsx';
import { useDomain } from '../../domain';
import { useMessages } from '../../i18n';
import { Glyph } from '../_internal/controlGlyphs';
import { FieldDescription, FieldError, FieldLabel, useFieldIds, type FieldProps } from '../_internal/field';
import { IconButton } from '../IconButton';
import {
  parseCalendarDate,
  toCalendarDate,
  type CalendarDate,
  type CalendarDateRange,
} from './calendarDates';
import { Spinner } from '../Spinner';
import { datePickerMessages } from './DatePicker.messages';
import * as styles from './DatePicker.css';

export const datePickerModes = ['single', 'range'] as const;

interface DatePickerBaseProps extends FieldProps {
  /** Shown while nothing is chosen; 'Select Date' (or 'Select dates' for a range) unless told. */
  placeholder?: string;
  /** The first day that can be chosen ('yyyy-MM-dd'), or 'today' (in Brunei, see `today`). */
  min?: CalendarDate | 'today';
  /** The last day that can be chosen. */
  max?: CalendarDate;
  /** Days that cannot be chosen, e.g. a rental item's booked days. A range may not span one. */
  disabledDates?: readonly CalendarDate[] | ((date: CalendarDate) => boolean);
  /** Which day is today; today in Brunei unless told (stories and tests pin it). */
  today?: CalendarDate;
  disabled?: boolean;
  /** Submitted with a form as hidden inputs: `name`, or `name_start` and `name_end` for a range. */
  name?: string;
  /** Offer a button that clears the value (on by default). */
  clearable?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  id?: string;
  className?: string;
  'aria-describedby'?: string;
}

export interface DatePickerSingleProps extends DatePickerBaseProps {
  mode?: 'single';
  value?: CalendarDate | null;
  defaultValue?: CalendarDate | null;
  onValueChange?: (value: CalendarDate | null) => void;
}

export interface DatePickerRangeProps extends DatePickerBaseProps {
  /** A rental period: the first and the last day, both included. */
  mode: 'range';
  value?: CalendarDateRange | null;
  defaultValue?: CalendarDateRange | null;
  onValueChange?: (value: CalendarDateRange | null) => void;
}

export type DatePickerProps = DatePickerSingleProps | DatePickerRangeProps;
type Value = CalendarDate | CalendarDateRange | null;

// The calendar (react-day-picker with date-fns) is its own chunk: pages with a date field (the
// home hero) load it when a pointer or focus reaches the field, not with the page.
const loadCalendar = () => import('./DatePickerCalendar');
const DatePickerCalendar = lazy(() =>
  loadCalendar().then((module) => ({ default: module.DatePickerCalendar })),
);
const preloadCalendar = () => void loadCalendar();

function disabledMatchers(
  min: CalendarDate | undefined,
  max: CalendarDate | undefined,
  dates: DatePickerBaseProps['disabledDates'],
) {
  const matchers: Matcher[] = [];
  const minDate = parseCalendarDate(min);
  const maxDate = parseCalendarDate(max);
  if (minDate) matchers.push({ before: minDate });
  if (maxDate) matchers.push({ after: maxDate });
  if (typeof dates === 'function') matchers.push((date: Date) => dates(toCalendarDate(date)));
  else if (dates?.length) matchers.push(dates.map(parseCalendarDate).filter((d): d is Date => !!d));
  return matchers;
}

function assignRef<T>(ref: ForwardedRef<T>, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

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
    open,
    defaultOpen = false,
    onOpenChange,
    id,
    className,
    'aria-describedby': ariaDescribedBy,
  } = props;
  const mode = props.mode ?? 'single';
  const t = useMessages(datePickerMessages);
  const { formatDate, todayInBrunei, rentalDays } = useDomain();
  const ids = useFieldIds(id, { description, error, 'aria-describedby': ariaDescribedBy });
  const triggerRef = useRef<HTMLButtonElement | null>(null);

  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  // A range being picked: only a whole range (first and last day) becomes the value.
  const [draft, setDraft] = useState<DateRange | undefined>();
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    setDraft(undefined);
    onOpenChange?.(next);
  };

  const [ownValue, setOwnValue] = useState<Value>(props.defaultValue ?? null);
  const value: Value = props.value !== undefined ? props.value : ownValue;
  const commit = (next: Value) => {
    setOwnValue(next);
    (props.onValueChange as ((value: Value) => void) | undefined)?.(next);
  };

  const today = props.today ?? todayInBrunei();
  const minDate = min === 'today' ? today : min;
  const range = mode === 'range' && value && typeof value === 'object' ? value : null;
  const single = mode === 'single' && typeof value === 'string' ? value : null;
  const first = range?.start ?? single;
  const shownMonth = first ?? (minDate && minDate > today ? minDate : today);

  const text = range
    ? t.range({ start: formatDate(range.start), end: formatDate(range.end) })
    : single
      ? formatDate(single)
      : undefined;
  const valueId = `${ids.controlId}-value`;

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
              id={ids.controlId}
              className={styles.trigger}
              disabled={disabled}
              // Named by the label, then what it shows (the day, or the placeholder).
              aria-labelledby={`${ids.labelId} ${valueId}`}
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid}
              onPointerEnter={preloadCalendar}
              onFocus={preloadCalendar}
            >
              <Glyph name="calendar" className={styles.calendarIcon} />
              <span id={valueId} className={styles.value} data-placeholder={text ? undefined : ''}>
                {text ?? placeholder ?? (mode === 'range' ? t.rangePlaceholder : t.placeholder)}
              </span>
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
                footer={footer}
              />
            </Suspense>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {name !== undefined &&
        (mode === 'range' ? (
          <>
            <input type="hidden" name={`${name}_start`} value={range?.start ?? ''} />
            <input type="hidden" name={`${name}_end`} value={range?.end ?? ''} />
          </>
        ) : (
          <input type="hidden" name={name} value={single ?? ''} />
        ))}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
});
DatePicker.displayName = 'DatePicker';

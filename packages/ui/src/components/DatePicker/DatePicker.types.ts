import type { FieldProps } from '../_internal/field';
import type { CalendarDate, CalendarDateRange } from './calendarDates';

export interface DatePickerBaseProps extends FieldProps {
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
  /**
   * Month and year as lists in the calendar's caption, for days years back (a date of birth):
   * the years offered run from `min` (or a hundred years ago) to `max` (or this year).
   */
  yearPicker?: boolean;
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
/** What the picker holds: a day, a range, or nothing. */
export type DatePickerValue = CalendarDate | CalendarDateRange | null;

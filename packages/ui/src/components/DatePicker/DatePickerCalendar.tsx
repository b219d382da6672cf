import {
  DayPicker,
  type ChevronProps,
  type DateRange,
  type DayProps,
  type Matcher,
  type Modifiers,
} from 'react-day-picker';
import { useMemo, type ReactNode } from 'react';
import { locale, useMessages } from '../../i18n';
import { Glyph } from '../_internal/controlGlyphs';
import { datePickerMessages } from './DatePicker.messages';
import * as styles from './DatePickerCalendar.css';

const classNames = {
  root: styles.root,
  month: styles.month,
  month_caption: styles.caption,
  caption_label: styles.captionLabel,
  dropdowns: styles.dropdowns,
  dropdown_root: styles.dropdownRoot,
  dropdown: styles.dropdown,
  button_previous: styles.previous,
  button_next: styles.next,
  month_grid: styles.grid,
  weekday: styles.weekday,
  day: styles.day,
  day_button: styles.dayButton,
  footer: styles.footer,
};

function Chevron({ orientation }: ChevronProps) {
  return <Glyph name={orientation === 'left' ? 'chevronLeft' : 'chevronRight'} />;
}

/** Exposes a range's shape as data-range, so the styles read state from data attributes only. */
function Day({ day: _day, modifiers, ...props }: DayProps) {
  const range =
    modifiers.range_start && modifiers.range_end
      ? undefined
      : modifiers.range_start
        ? 'start'
        : modifiers.range_end
          ? 'end'
          : modifiers.range_middle
            ? 'middle'
            : undefined;
  return <td {...props} data-range={range} />;
}

/**
 * Month, weekday and spoken names in the i18n layer's locale (Intl), not date-fns's English: a
 * new language needs no calendar change. Read aloud in full ('Thursday, 12 March 2026'), which
 * also contains the day number shown, as the label-in-name rule asks.
 */
function calendarNames(code: string) {
  const intlCode = code === 'en' ? 'en-GB' : code;
  const weekday = new Intl.DateTimeFormat(intlCode, { weekday: 'long' });
  const weekdayShort = new Intl.DateTimeFormat(intlCode, { weekday: 'short' });
  const month = new Intl.DateTimeFormat(intlCode, { month: 'long' });
  const caption = new Intl.DateTimeFormat(intlCode, { month: 'long', year: 'numeric' });
  return {
    spokenDate: (date: Date) =>
      `${weekday.format(date)}, ${date.getDate()} ${month.format(date)} ${date.getFullYear()}`,
    formatters: {
      formatCaption: (date: Date) => caption.format(date),
      formatMonthDropdown: (date: Date) => month.format(date),
      // Two letters ('Mo', 'Tu'), as the grid has room for; the full name is the column header's title.
      formatWeekdayName: (date: Date) => weekdayShort.format(date).slice(0, 2),
    },
  };
}

interface CalendarBaseProps {
  disabled: Matcher[];
  today: Date;
  defaultMonth: Date;
  startMonth?: Date;
  endMonth?: Date;
  /** Month and year lists in the caption (DayPicker's dropdown caption). */
  yearPicker?: boolean;
  footer?: ReactNode;
}

export type DatePickerCalendarProps = CalendarBaseProps &
  (
    | { mode: 'single'; selected: Date | undefined; onSelect: (date: Date) => void }
    | {
        mode: 'range';
        selected: DateRange | undefined;
        onSelect: (range: DateRange | undefined, day: Date) => void;
      }
  );

/** DayPicker with the theme's look and the i18n layer's labels; Monday starts the week. */
export function DatePickerCalendar(props: DatePickerCalendarProps) {
  const t = useMessages(datePickerMessages);
  const code = useMessages(locale);
  const names = useMemo(() => calendarNames(code), [code]);
  const labelDay = (date: Date, modifiers: Modifiers) => {
    let label = names.spokenDate(date);
    if (modifiers.today) label = t.today({ date: label });
    if (modifiers.selected) label = t.selected({ date: label });
    if (modifiers.disabled) label = t.unavailable({ date: label });
    return label;
  };
  const shared = {
    autoFocus: true,
    navLayout: 'around' as const,
    weekStartsOn: 1 as const,
    showOutsideDays: true,
    fixedWeeks: true,
    classNames,
    components: { Chevron, Day },
    formatters: names.formatters,
    labels: {
      labelPrevious: () => t.previousMonth,
      labelNext: () => t.nextMonth,
      labelMonthDropdown: () => t.month,
      labelYearDropdown: () => t.year,
      labelDayButton: labelDay,
    },
    disabled: props.disabled,
    today: props.today,
    defaultMonth: props.defaultMonth,
    startMonth: props.startMonth,
    endMonth: props.endMonth,
    footer: props.footer,
    ...(props.yearPicker ? { captionLayout: 'dropdown' as const } : {}),
  };
  return props.mode === 'range' ? (
    <DayPicker
      {...shared}
      mode="range"
      selected={props.selected}
      onSelect={props.onSelect}
      excludeDisabled
      resetOnSelect
    />
  ) : (
    // Required: choosing the chosen day again keeps it (and closes) rather than clearing it.
    <DayPicker {...shared} mode="single" required selected={props.selected} onSelect={props.onSelect} />
  );
}

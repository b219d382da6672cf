import { forwardRef, type HTMLAttributes } from 'react';
import { DayPicker, type ChevronProps, type DayProps, type Modifiers } from 'react-day-picker';
import clsx from 'clsx';
import { useMessages } from '../../i18n';
import { Glyph } from '../_internal/controlGlyphs';
import { useDomain } from '../../domain';
import { parseCalendarDate, type CalendarDate } from '../DatePicker/calendarDates';
import { availabilityMessages } from './AvailabilityCalendar.messages';
// The date picker's round previous and next buttons, so both calendars page alike.
import { navButton } from '../DatePicker/DatePickerCalendar.css';
import * as styles from './AvailabilityCalendar.css';

export const availabilityStates = ['available', 'unavailable', 'past'] as const;
export type AvailabilityState = (typeof availabilityStates)[number];

export interface AvailabilityCalendarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Days with no free unit ('yyyy-MM-dd'): shown struck through. */
  unavailableDates?: readonly CalendarDate[];
  /** Which day is today; today in Brunei unless told (stories and tests pin it). */
  today?: CalendarDate;
  /** Months shown side by side (they wrap on narrow screens). */
  numberOfMonths?: 1 | 2;
  /** How far ahead one can page, in months from today's. */
  monthsAhead?: number;
}

const classNames = {
  root: styles.root,
  months: styles.months,
  month: styles.month,
  month_caption: styles.caption,
  caption_label: styles.captionLabel,
  nav: styles.nav,
  button_previous: navButton,
  button_next: navButton,
  month_grid: styles.grid,
  weekday: styles.weekday,
  day: styles.day,
};

const stateOf = (modifiers: Modifiers): AvailabilityState =>
  modifiers.past ? 'past' : modifiers.unavailable ? 'unavailable' : 'available';

function Chevron({ orientation }: ChevronProps) {
  return <Glyph name={orientation === 'left' ? 'chevronLeft' : 'chevronRight'} />;
}

/** Exposes a day's availability as data-state, so the styles read state from data attributes only. */
function Day({ day, modifiers, ...props }: DayProps) {
  // Outside days are blank cells here (showOutsideDays is off): no state to show.
  const blank = day.outside || modifiers.hidden;
  return <td {...props} data-state={blank ? undefined : stateOf(modifiers)} />;
}

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long' });
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long' });
const spokenDate = (date: Date) =>
  `${weekday.format(date)}, ${date.getDate()} ${monthName.format(date)} ${date.getFullYear()}`;

/**
 * A read-only calendar of a rental item's days: free, booked (no unit free on that day, struck
 * through) and past, with a key. Each day is read aloud with its state ('Thursday, 12 March
 * 2026, booked'). Monday starts the week; previous and next page through the months ahead.
 */
export const AvailabilityCalendar = forwardRef<HTMLDivElement, AvailabilityCalendarProps>(
  function AvailabilityCalendar(
    { unavailableDates = [], today: todayProp, numberOfMonths = 2, monthsAhead = 12, className, ...rest },
    ref,
  ) {
    const t = useMessages(availabilityMessages);
    const { todayInBrunei } = useDomain();
    const today = parseCalendarDate(todayProp ?? todayInBrunei()) ?? new Date();
    const firstMonth = new Date(today.getFullYear(), today.getMonth(), 1);
    const lastMonth = new Date(today.getFullYear(), today.getMonth() + monthsAhead, 1);
    const unavailable = unavailableDates.map(parseCalendarDate).filter((d): d is Date => !!d);
    const labelDay = (date: Date, modifiers: Modifiers = {}) => {
      const spoken = modifiers.today ? t.today({ date: spokenDate(date) }) : spokenDate(date);
      const state = stateOf(modifiers);
      return state === 'past'
        ? t.past({ date: spoken })
        : state === 'unavailable'
          ? t.unavailable({ date: spoken })
          : t.available({ date: spoken });
    };
    return (
      <div ref={ref} className={clsx(styles.wrapper, className)} {...rest}>
        <DayPicker
          classNames={classNames}
          components={{ Chevron, Day }}
          weekStartsOn={1}
          numberOfMonths={numberOfMonths}
          today={today}
          defaultMonth={firstMonth}
          startMonth={firstMonth}
          endMonth={lastMonth}
          modifiers={{ unavailable, past: { before: today } }}
          labels={{
            labelPrevious: () => t.previousMonth,
            labelNext: () => t.nextMonth,
            labelGridcell: labelDay,
          }}
        />
        <ul className={styles.legend} aria-label={t.legend}>
          <li className={styles.legendItem}>
            <span className={styles.swatch} data-state="available" aria-hidden>
              1
            </span>
            {t.legendAvailable}
          </li>
          <li className={styles.legendItem}>
            <span className={styles.swatch} data-state="unavailable" aria-hidden>
              1
            </span>
            {t.legendUnavailable}
          </li>
        </ul>
      </div>
    );
  },
);
AvailabilityCalendar.displayName = 'AvailabilityCalendar';

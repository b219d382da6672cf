import { count, i18n, params } from '../../i18n';

/** The date picker's texts (one set for the field and its calendar). */
export const datePickerMessages = i18n('DatePicker', {
  placeholder: 'Select Date',
  rangePlaceholder: 'Select dates',
  range: params('{start} – {end}'),
  clear: 'Clear date',
  clearRange: 'Clear dates',
  calendar: 'Choose a date',
  calendarRange: 'Choose the first and last day',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  month: 'Month',
  year: 'Year',
  today: params('Today, {date}'),
  selected: params('{date}, selected'),
  unavailable: params('{date}, unavailable'),
  pickStart: 'Choose the first day',
  pickEnd: 'Now choose the last day',
  days: count({ one: '{count} day', other: '{count} days' }),
});

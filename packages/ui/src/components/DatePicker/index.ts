export {
  DatePicker,
  datePickerModes,
  type DatePickerProps,
  type DatePickerSingleProps,
  type DatePickerRangeProps,
} from './DatePicker';
export {
  todayInBrunei,
  parseCalendarDate,
  toCalendarDate,
  daysInRange,
  type CalendarDate,
  type CalendarDateRange,
} from './calendarDates';

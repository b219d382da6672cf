export {
  DatePicker,
  datePickerModes,
  type DatePickerProps,
  type DatePickerSingleProps,
  type DatePickerRangeProps,
} from './DatePicker';
export {
  parseCalendarDate,
  toCalendarDate,
  type CalendarDate,
  type CalendarDateRange,
} from './calendarDates';
export { DatePickerOnIntent } from './DatePickerOnIntent';

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
/** Deprecated: the domain's `todayInBrunei` and `rentalDays` (@pinjam/api/domain) replace them. */
export { todayInBrunei, daysInRange } from '../../domain/legacy';

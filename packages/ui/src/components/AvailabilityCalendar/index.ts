export {
  AvailabilityCalendar,
  availabilityStates,
  type AvailabilityCalendarProps,
  type AvailabilityState,
} from './AvailabilityCalendar';

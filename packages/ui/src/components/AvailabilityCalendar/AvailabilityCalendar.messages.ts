import { i18n, params } from '../../i18n';

/** The availability calendar's texts. */
export const availabilityMessages = i18n('AvailabilityCalendar', {
  available: params('{date}, free'),
  unavailable: params('{date}, booked'),
  past: params('{date}, past'),
  today: params('Today, {date}'),
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  legendAvailable: 'Free',
  legendUnavailable: 'Booked: no unit free',
  legend: 'Key',
});

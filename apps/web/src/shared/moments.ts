// A moment (an ISO instant) as people in Brunei read it: its day as the domain formats days, then
// the time there. For deadlines ("has until 05 Mar 2026, 14:00") and histories.
import { formatDate, TIME_ZONE } from '@pinjam/api/domain';

let clock: Intl.DateTimeFormat | undefined;

/** '2026-03-05T06:00:00Z' → '14:00' (Brunei time). */
export function formatClock(iso: string): string {
  clock ??= new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  });
  return clock.format(new Date(iso));
}

/** '2026-03-05T06:00:00Z' → '05 Mar 2026, 14:00' (Brunei time). */
export function formatMoment(iso: string): string {
  return `${formatDate(iso)}, ${formatClock(iso)}`;
}

// When a message was sent, as people in Brunei read it: the thread's day headings ('Today',
// 'Yesterday', '03 Mar 2026') and the list's short form (the time today, the day before).
import { formatDate, todayInBrunei } from '@pinjam/api/domain';
import { formatClock } from '../../../shared/moments';

const DAY_MS = 86_400_000;

/** 'today', 'yesterday' or the day itself ('03 Mar 2026'), in Brunei. */
export function dayOf(iso: string, now = new Date()): 'today' | 'yesterday' | string {
  const day = todayInBrunei(new Date(iso));
  if (day === todayInBrunei(now)) return 'today';
  if (day === todayInBrunei(new Date(now.getTime() - DAY_MS))) return 'yesterday';
  return formatDate(iso);
}

/** The list's short form: the time today, the day before that. */
export const shortWhen = (iso: string, now = new Date()) =>
  dayOf(iso, now) === 'today' ? formatClock(iso) : formatDate(iso);

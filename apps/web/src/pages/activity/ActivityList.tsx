// The feed's lines grouped by day (Brunei time), each a sentence linking to what it is about.
import type { ActivityEntry } from '@pinjam/api';
import { formatDate } from '@pinjam/api/domain';
import { useMessages } from '@pinjam/ui';
import { Link as RouterLink } from 'react-router-dom';
import { formatClock } from '../../shared/moments';
import { issueTypeMessages } from '../../shared/orderEvents';
import { activityLineMessages } from './messages';
import { sentence } from './sentence';
import * as styles from './ActivityList.css';

/** Entries in days, in the order given (newest first). */
function byDay(entries: readonly ActivityEntry[]) {
  const days: Array<{ day: string; entries: ActivityEntry[] }> = [];
  for (const entry of entries) {
    const day = formatDate(entry.created_at);
    const last = days.at(-1);
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return days;
}

export function ActivityList({
  entries,
  headingLevel = 2,
}: {
  entries: readonly ActivityEntry[];
  /** The days' headings' level in the page outline. */
  headingLevel?: 2 | 3;
}) {
  const t = useMessages(activityLineMessages);
  const types = useMessages(issueTypeMessages);
  const DayHeading = `h${headingLevel}` as const;
  return (
    <ol className={styles.days}>
      {byDay(entries).map(({ day, entries: ofDay }) => (
        <li key={day} className={styles.day}>
          <DayHeading className={styles.dayHeading}>{day}</DayHeading>
          <ol className={styles.lines}>
            {ofDay.map((entry) => {
              const words = sentence(entry, t, types);
              return (
                <li key={entry.id} className={styles.line} data-kind={entry.kind}>
                  <span className={styles.text}>
                    {entry.link ? (
                      <RouterLink className={styles.link} to={entry.link}>
                        {words}
                      </RouterLink>
                    ) : (
                      words
                    )}
                  </span>
                  <time className={styles.time} dateTime={entry.created_at}>
                    {formatClock(entry.created_at)}
                  </time>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}

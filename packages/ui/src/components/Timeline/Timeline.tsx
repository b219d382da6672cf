import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { i18n, useMessages } from '../../i18n';
import * as styles from './Timeline.css';

const messages = i18n('Timeline', { current: 'Now' });

/** Where an entry stands: passed, the one in force now, or still to come. */
export const timelineStates = ['done', 'current', 'upcoming'] as const;
export type TimelineState = (typeof timelineStates)[number];

export interface TimelineEntry {
  /** Unique in the list. */
  id: string;
  /** What happened, e.g. 'Dispatched'; a StatusPill works too. */
  title: ReactNode;
  /** When, as a machine-readable moment for `<time dateTime>` (ISO); upcoming steps may have none. */
  at?: string;
  /** How the moment reads, already formatted ('05 Mar 2026, 14:00'). */
  atText?: ReactNode;
  /** Who did it, a note. */
  detail?: ReactNode;
  state?: TimelineState;
}

export interface TimelineProps extends Omit<HTMLAttributes<HTMLOListElement>, 'children'> {
  entries: readonly TimelineEntry[];
  /** The list's name for screen readers, e.g. 'Order history'. */
  label: string;
}

/**
 * A record's history as an ordered list, oldest first: each step's title, its moment and a note.
 * The step in force is marked in words ('Now', read after its title) as well as by its filled dot.
 */
export const Timeline = forwardRef<HTMLOListElement, TimelineProps>(function Timeline(
  { entries, label, className, ...rest },
  ref,
) {
  const t = useMessages(messages);
  return (
    <ol ref={ref} aria-label={label} className={clsx(styles.list, className)} {...rest}>
      {entries.map(({ id, title, at, atText, detail, state = 'done' }) => (
        <li
          key={id}
          className={styles.entry}
          data-state={state}
          aria-current={state === 'current' ? 'step' : undefined}
        >
          <span className={styles.marker} aria-hidden />
          <div className={styles.body}>
            <p className={styles.title}>
              {title}
              {state === 'current' && <span className={styles.now}>{t.current}</span>}
            </p>
            {at !== undefined && (
              <time className={styles.time} dateTime={at}>
                {atText ?? at}
              </time>
            )}
            {detail && <p className={styles.detail}>{detail}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
});
Timeline.displayName = 'Timeline';

import { useAuditTrail } from '@pinjam/api';
import { formatMoment } from '../../shared/moments';
import { ErrorState, Heading, Link, Skeleton, Text, useMessages } from '@pinjam/ui';
import { pathTo } from '../../routes/paths';
import { AuditChanges } from './AuditChanges';
import { adminKitMessages } from './messages';
import * as styles from './AuditHistory.css';

/** Entries a detail screen shows; the rest are on the audit page. */
const SHOWN = 10;

export interface AuditHistoryProps {
  /** The audit trail's record type: 'user', 'order', 'payment', 'payout', 'delivery_leg'… */
  subjectType: string;
  subjectId: string | number;
  /** The section heading's level (2 unless told). */
  headingLevel?: 2 | 3;
}

/**
 * A record's history on its detail screen (decision 0040): the latest admin actions on it — when,
 * who, what, and each change as before → after — and a link to all of it on the audit page.
 */
export function AuditHistory({ subjectType, subjectId, headingLevel = 2 }: AuditHistoryProps) {
  const t = useMessages(adminKitMessages);
  const id = String(subjectId);
  const trail = useAuditTrail({ subject_type: subjectType, subject_id: id, limit: SHOWN });
  const entries = trail.data?.entries ?? [];
  const headingId = `history-${subjectType}-${id}`;

  let body;
  if (trail.error && !trail.data)
    body = (
      <ErrorState
        layout="inline"
        headingLevel={3}
        title={t.historyError}
        onRetry={() => void trail.mutate()}
      />
    );
  else if (!trail.data) body = <Skeleton width="60%" />;
  else if (entries.length === 0) body = <Text tone="muted">{t.historyEmpty}</Text>;
  else
    body = (
      <ol className={styles.entries} aria-label={t.historyCaption}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <p className={styles.line}>
              <time dateTime={entry.created_at} className={styles.when}>
                {formatMoment(entry.created_at)}
              </time>{' '}
              <code>{entry.action}</code> · {entry.admin_name}
            </p>
            <AuditChanges entry={entry} none={t.noChanges} />
          </li>
        ))}
      </ol>
    );

  return (
    <section className={styles.history} aria-labelledby={headingId} aria-busy={!trail.data || undefined}>
      <Heading level={headingLevel} size={4} id={headingId}>
        {t.historyTitle}
      </Heading>
      {body}
      <Link
        href={`${pathTo('admin-audit')}?${new URLSearchParams({ subject_type: subjectType, subject_id: id })}`}
      >
        {t.historyAll}
      </Link>
    </section>
  );
}

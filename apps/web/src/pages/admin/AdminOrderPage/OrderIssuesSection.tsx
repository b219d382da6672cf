import type { AdminOrder } from '@pinjam/api/contract';
import { formatDate } from '@pinjam/api/domain';
import { Heading, Text, useMessages } from '@pinjam/ui';
import { AdminSection, type AdminNotice } from '../../../features/admin';
import { isOutcomeCode } from '../../../shared/orderEvents';
import { adminOrderMessages } from './messages';
import { ResolveForm } from './ResolveForm';
import * as styles from './AdminOrderPage.css';

/** The order's issues, each with who reported it and how it ended; the form to resolve an open one. */
export function OrderIssuesSection({
  order,
  onNotice,
}: {
  order: AdminOrder;
  onNotice: (n: AdminNotice) => void;
}) {
  const t = useMessages(adminOrderMessages);
  return (
    <AdminSection id="order-issues" title={t.issues}>
      {order.issues.length === 0 ? (
        <Text tone="muted">{t.noIssues}</Text>
      ) : (
        <ul className={styles.list}>
          {order.issues.map((issue) => (
            <li key={issue.id} className={styles.issue}>
              <Text weight="medium">
                {t[`issueType_${issue.type}`]} · {t[`issueStatus_${issue.status}`]}
              </Text>
              <Text tone="muted">
                {t.issueBy({ name: issue.reporter.name, date: formatDate(issue.created_at) })}
              </Text>
              <p className={styles.text}>{issue.description}</p>
              {issue.resolution && !isOutcomeCode(issue.resolution) && (
                <Text>{t.resolution({ text: issue.resolution })}</Text>
              )}
            </li>
          ))}
        </ul>
      )}
      {order.can_resolve && (
        <>
          <Heading level={3}>{t.resolve}</Heading>
          <ResolveForm order={order} onDone={onNotice} />
        </>
      )}
    </AdminSection>
  );
}

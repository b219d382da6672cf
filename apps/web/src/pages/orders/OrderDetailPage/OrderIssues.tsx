import { type OrderDetail } from '@pinjam/api';
import { useMessages } from '@pinjam/ui';
import { formatMoment } from '../../../shared/moments';
import { orderDetailMessages } from '../messages';
import * as styles from './OrderDetailPage.css';
import { OrderSection } from './OrderSection';

/** The issues reported on the order, if any: where each stands, when and by whom, what happened. */
export function OrderIssues({ order }: { order: OrderDetail }) {
  const t = useMessages(orderDetailMessages);
  if (order.issues.length === 0) return null;
  return (
    <OrderSection id="order-issues" title={t.issues}>
      <ul className={styles.lines}>
        {order.issues.map((issue) => (
          <li key={issue.id} className={styles.issue}>
            <strong>{t[`issueStatus_${issue.status}`]}</strong>
            <span className={styles.muted}>
              {formatMoment(issue.created_at)} · {issue.reporter.name}
            </span>
            <p>{issue.description}</p>
          </li>
        ))}
      </ul>
    </OrderSection>
  );
}

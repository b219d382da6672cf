import { type OrderDetail } from '@pinjam/api';
import { formatDate } from '@pinjam/api/domain';
import { useMessages, useStatusLabel } from '@pinjam/ui';
import { orderDetailMessages } from '../messages';
import * as styles from './OrderDetailPage.css';
import { OrderSection } from './OrderSection';

/** Where the order stands: its courier legs, the rental's due date, the completion timer. */
export function OrderProgress({ order }: { order: OrderDetail }) {
  const t = useMessages(orderDetailMessages);
  const statusLabel = useStatusLabel();
  const lines: Array<{ key: string; text: string; warn?: boolean }> = order.legs.map((leg) => ({
    key: leg.kind,
    text: t.legOn({
      leg: t[`leg_${leg.kind}`],
      state: statusLabel({ kind: 'delivery', status: leg.status }),
      date: formatDate(leg.scheduled_for),
    }),
  }));
  if (order.due_back)
    lines.push(
      order.overdue
        ? { key: 'due', text: t.overdue({ date: formatDate(order.due_back) }), warn: true }
        : { key: 'due', text: t.dueBack({ date: formatDate(order.due_back) }) },
    );
  if (order.completes_at)
    lines.push({ key: 'completes', text: t.completesAt({ date: formatDate(order.completes_at) }) });
  if (order.status === 'completed') lines.push({ key: 'completed', text: t.completed });
  if (lines.length === 0) return null;
  return (
    <OrderSection id="order-progress" title={t.progress} card>
      <ul className={styles.facts}>
        {lines.map((line) => (
          <li key={line.key} className={line.warn ? styles.warn : undefined}>
            {line.text}
          </li>
        ))}
      </ul>
    </OrderSection>
  );
}

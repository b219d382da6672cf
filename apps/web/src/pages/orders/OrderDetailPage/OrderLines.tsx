import { Link as RouterLink } from 'react-router-dom';
import { type OrderDetail } from '@pinjam/api';
import { formatDate, formatMoney } from '@pinjam/api/domain';
import { useMessages } from '@pinjam/ui';
import { pathTo } from '../../../routes/paths';
import { orderDetailMessages } from '../messages';
import * as styles from './OrderDetailPage.css';
import { OrderSection } from './OrderSection';

/** The order's items: each with its picture, the rental's days or the quantity, and its total. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const t = useMessages(orderDetailMessages);
  return (
    <OrderSection id="order-items" title={t.items}>
      <ul className={styles.lines}>
        {order.lines.map((line, index) => (
          <li key={index} className={styles.line}>
            {line.item.cover && <img className={styles.thumb} src={line.item.cover.card} alt="" />}
            <div className={styles.lineText}>
              <RouterLink className={styles.lineTitle} to={pathTo('view-item', { id: line.item.id })}>
                {line.item.title}
              </RouterLink>
              <span className={styles.muted}>
                {line.is_rental && line.start_date && line.end_date
                  ? t.forDays({
                      days: t.days(line.days ?? 0),
                      start: formatDate(line.start_date),
                      end: formatDate(line.end_date),
                    })
                  : t.quantity({ count: line.quantity })}
                {line.quantity > 1 && ` · ${t.each({ price: formatMoney(line.unit_price) })}`}
              </span>
            </div>
            <span className={styles.lineTotal}>{formatMoney(line.line_total)}</span>
          </li>
        ))}
      </ul>
    </OrderSection>
  );
}

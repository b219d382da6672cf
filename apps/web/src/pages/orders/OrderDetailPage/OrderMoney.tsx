import { type OrderDetail } from '@pinjam/api';
import { formatMoney } from '@pinjam/api/domain';
import { useMessages } from '@pinjam/ui';
import { orderDetailMessages } from '../messages';
import * as styles from './OrderDetailPage.css';
import { OrderSection } from './OrderSection';

/**
 * Money as each side reads it: what was paid, delivery, deposit; the seller also commission and
 * net (the server answers with the caller's view); how it was paid.
 */
export function OrderMoney({ order }: { order: OrderDetail }) {
  const t = useMessages(orderDetailMessages);
  const rows: Array<[string, string]> = [
    [t.subtotal, formatMoney(order.subtotal)],
    [t.deliveryFee, formatMoney(order.delivery_fee)],
    [t.totalPaid, formatMoney(order.total)],
  ];
  if (order.deposit > 0) rows.push([t.deposit, formatMoney(order.deposit)]);
  if (order.payment.refunded > 0) rows.push([t.refunded, formatMoney(order.payment.refunded)]);
  if (order.commission !== null) rows.push([t.commission, `-${formatMoney(order.commission)}`]);
  if (order.seller_net !== null) rows.push([t.net, formatMoney(order.seller_net)]);
  return (
    <OrderSection id="order-money" title={t.money} card>
      <dl className={styles.money}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.moneyRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {order.payment.label && <p className={styles.muted}>{t.paidWith({ method: order.payment.label })}</p>}
      {order.deposit > 0 && <p className={styles.muted}>{t.depositNote}</p>}
    </OrderSection>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import { type OrderDetail } from '@pinjam/api';
import { useMessages } from '@pinjam/ui';
import { pathTo } from '../../../routes/paths';
import { orderDetailMessages } from '../messages';
import * as styles from './OrderDetailPage.css';
import { OrderSection } from './OrderSection';

/** The other side of the order (the buyer for the seller, and back), and where it goes. */
export function OrderParty({ order, seller }: { order: OrderDetail; seller: boolean }) {
  const t = useMessages(orderDetailMessages);
  const other = seller ? order.buyer : order.seller;
  return (
    <OrderSection id="order-party" title={seller ? t.buyer : t.seller} card>
      <RouterLink to={pathTo('profile', { id: other.id })} aria-label={t.profile({ name: other.name })}>
        {other.name}
      </RouterLink>
      {order.address ? (
        <p className={styles.muted}>
          {t.deliverTo}: {order.address.address_line_1}, {order.address.city ?? order.address.district}
        </p>
      ) : (
        <p className={styles.muted}>{t.pickupNote}</p>
      )}
    </OrderSection>
  );
}

/** The order's paper for this side: the seller's credit note, the buyer's invoice. */
export function OrderDocuments({ order, seller }: { order: OrderDetail; seller: boolean }) {
  const t = useMessages(orderDetailMessages);
  return (
    <OrderSection id="order-documents" title={t.documents} card>
      {seller ? (
        <RouterLink to={pathTo('my-credit-note', { id: order.id })}>
          {t.creditNote({ number: order.credit_note_number })}
        </RouterLink>
      ) : (
        <RouterLink to={pathTo('my-order-invoice', { id: order.id })}>
          {t.invoice({ number: order.invoice_number })}
        </RouterLink>
      )}
    </OrderSection>
  );
}

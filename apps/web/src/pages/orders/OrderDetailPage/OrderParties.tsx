import { Link as RouterLink } from 'react-router-dom';
import { type OrderDetail } from '@pinjam/api';
import { useMessages } from '@pinjam/ui';
import { pathTo } from '../../../routes/paths';
import { orderDetailMessages } from '../messages';
import * as styles from './OrderDetailPage.css';

/** The other side of the order (the buyer for the seller, and back), and where it goes. */
export function OrderParty({ order, seller }: { order: OrderDetail; seller: boolean }) {
  const t = useMessages(orderDetailMessages);
  const other = seller ? order.buyer : order.seller;
  return (
    <section aria-labelledby="order-party" className={styles.card}>
      <h2 id="order-party" className={styles.sectionTitle}>
        {seller ? t.buyer : t.seller}
      </h2>
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
    </section>
  );
}

/** The order's paper for this side: the seller's credit note, the buyer's invoice. */
export function OrderDocuments({ order, seller }: { order: OrderDetail; seller: boolean }) {
  const t = useMessages(orderDetailMessages);
  return (
    <section aria-labelledby="order-documents" className={styles.card}>
      <h2 id="order-documents" className={styles.sectionTitle}>
        {t.documents}
      </h2>
      {seller ? (
        <RouterLink to={pathTo('my-credit-note', { id: order.id })}>
          {t.creditNote({ number: order.credit_note_number })}
        </RouterLink>
      ) : (
        <RouterLink to={pathTo('my-order-invoice', { id: order.id })}>
          {t.invoice({ number: order.invoice_number })}
        </RouterLink>
      )}
    </section>
  );
}

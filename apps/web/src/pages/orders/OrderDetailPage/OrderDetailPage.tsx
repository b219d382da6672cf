import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useOrder, type OrderDetail } from '@pinjam/api';
import { formatDate } from '@pinjam/api/domain';
import { Callout, EmptyState, ErrorState, Heading, StatusPill, Text, useMessages } from '@pinjam/ui';
import { usePageTitle } from '../../../app/pageTitle';
import { pathTo } from '../../../routes/paths';
import { idParam } from '../../../shared/PageStates';
import { orderDetailMessages, orderMessages } from '../messages';
import { OrderActions, type Notice } from './OrderActions';
import { OrderHistory } from './OrderHistory';
import { OrderIssues } from './OrderIssues';
import { OrderLines } from './OrderLines';
import { OrderMoney } from './OrderMoney';
import { OrderDocuments, OrderParty } from './OrderParties';
import { OrderProgress } from './OrderProgress';
import * as styles from './OrderDetailPage.css';

// The order's sections live beside this file, one each: its lines, history and issues; its
// progress, money, other party and documents; the actions with their dialogs.

function OrderView({ order }: { order: OrderDetail }) {
  const t = useMessages(orderDetailMessages);
  const list = useMessages(orderMessages);
  // The server answers with the caller's view: only the seller's (or an admin's) has the net.
  const seller = order.seller_net !== null;
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <div className={styles.page}>
      <RouterLink className={styles.back} to={pathTo(seller ? 'customer-orders' : 'my-orders')}>
        {seller ? t.backCustomer : t.back}
      </RouterLink>
      <header className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={1}>{t.title({ id: order.id })}</Heading>
          <Text tone="muted">
            {t.placedOn({ kind: list[order.kind], date: formatDate(order.created_at) })}
          </Text>
        </div>
        <StatusPill kind="order" status={order.status} />
      </header>
      {notice && (
        <Callout tone={notice.tone} announce={notice.tone === 'critical' ? 'alert' : 'status'}>
          {notice.text}
        </Callout>
      )}
      <div className={styles.columns}>
        <div className={styles.main}>
          <OrderLines order={order} />
          <OrderHistory order={order} />
          <OrderIssues order={order} />
        </div>
        <aside className={styles.side}>
          <OrderProgress order={order} />
          <OrderMoney order={order} />
          <OrderParty order={order} seller={seller} />
          <OrderDocuments order={order} seller={seller} />
          <OrderActions order={order} seller={seller} onNotice={setNotice} />
        </aside>
      </div>
    </div>
  );
}

/** my-order-detail: one order for either side (the server answers with the caller's view). */
export default function OrderDetailPage() {
  const t = useMessages(orderDetailMessages);
  const id = idParam(useParams().id);
  const { data, error, isLoading, mutate, isValidating } = useOrder(id);
  // The tab says which order, as the heading does ('Order #9'), once it has come.
  usePageTitle(data ? t.title({ id: data.order.id }) : null);
  if (id === null || error?.status === 404)
    return <EmptyState headingLevel={1} title={t.notFoundTitle} text={t.notFoundText} />;
  if (error)
    return (
      <ErrorState
        title={t.loadError}
        text={error.message}
        onRetry={() => void mutate()}
        retryLabel={t.retry}
        retrying={isValidating}
      />
    );
  if (isLoading || !data)
    return (
      <p className={styles.muted} role="status" aria-busy="true">
        {t.loading}
      </p>
    );
  return <OrderView order={data.order} />;
}

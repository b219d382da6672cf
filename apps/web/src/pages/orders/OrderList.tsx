// Both order lists (mine and my customers'): the status filter in the URL (?status=), the rows
// linking to the one detail page, and the list's states.
import { useSearchParams } from 'react-router-dom';
import type { ApiError, OrderListStatus, OrderSummary } from '@pinjam/api';
import { formatDate, formatMoney, orderStatuses } from '@pinjam/api/domain';
import {
  Button,
  EmptyState,
  ErrorState,
  Heading,
  LinkBase,
  RecordRow,
  Select,
  StatusPill,
  Text,
  useMessages,
  useStatusLabel,
} from '@pinjam/ui';
import { pathTo } from '../../routes/paths';
import { orderMessages } from './messages';
import * as styles from './orders.css';

const filters: readonly string[] = [...orderStatuses, 'open'];

/** ?status= as the contract's list query takes it: a status of the domain's list, or 'open'. */
export function useStatusFilter() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status');
  const status = raw && filters.includes(raw) ? (raw as OrderListStatus) : null;
  const setStatus = (next: string) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('status', next);
        else params.delete('status');
        return params;
      },
      { replace: true },
    );
  return [status, setStatus] as const;
}

type T = ReturnType<typeof orderMessages.get>;

function OrderRow({ order, side, t }: { order: OrderSummary; side: 'buyer' | 'seller'; t: T }) {
  const [first] = order.lines;
  const other = side === 'buyer' ? order.seller : order.buyer;
  const kind = t[order.kind];
  const title = first
    ? `${t.orderTitle({ id: order.id })} · ${first.item.title}${order.lines.length > 1 ? ` (${t.more(order.lines.length - 1)})` : ''}`
    : t.orderTitle({ id: order.id });
  const facts = [
    { label: t.placed, value: formatDate(order.created_at) },
    ...(order.start_date && order.end_date
      ? [
          {
            label: t.dates,
            value: t.range({ start: formatDate(order.start_date), end: formatDate(order.end_date) }),
          },
        ]
      : []),
    { label: t.fulfilment, value: t[order.fulfilment] },
  ];
  return (
    <RecordRow
      media={first?.item.cover ? <img src={first.item.cover.card} alt="" /> : undefined}
      title={title}
      href={pathTo('my-order-detail', { id: order.id })}
      subtitle={
        side === 'buyer' ? t.fromSeller({ kind, name: other.name }) : t.toBuyer({ kind, name: other.name })
      }
      status={<StatusPill kind="order" status={order.status} />}
      facts={facts}
      amount={
        side === 'seller' && order.seller_net !== null
          ? { label: t.net, value: formatMoney(order.seller_net) }
          : { label: t.total, value: formatMoney(order.total) }
      }
      note={order.has_open_issue ? <p>{t.issueOpen}</p> : undefined}
      headingLevel={2}
    />
  );
}

/** One order list page: heading, the status filter, and the rows (or why there are none). */
export function OrderList({
  side,
  useOrders,
}: {
  side: 'buyer' | 'seller';
  useOrders: (status: OrderListStatus | null) => {
    data?: { orders: OrderSummary[] };
    error?: ApiError;
    isLoading: boolean;
    mutate: () => unknown;
  };
}) {
  const t = useMessages(orderMessages);
  const statusLabel = useStatusLabel();
  const [status, setStatus] = useStatusFilter();
  const { data, error, isLoading, mutate } = useOrders(status);
  const orders = data?.orders;
  const options = [
    { value: '', label: t.all },
    { value: 'open', label: t.open },
    ...orderStatuses.map((value) => ({ value, label: statusLabel({ kind: 'order', status: value }) })),
  ];
  const buyer = side === 'buyer';
  const emptyAction = (
    <Button asChild>
      <LinkBase href={pathTo(buyer ? 'search' : 'add-item')}>{buyer ? t.browse : t.listAnItem}</LinkBase>
    </Button>
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={1}>{buyer ? t.myTitle : t.customerTitle}</Heading>
          <Text tone="muted">{buyer ? t.myIntro : t.customerIntro}</Text>
        </div>
        <div className={styles.filter}>
          <Select label={t.status} options={options} value={status ?? ''} onValueChange={setStatus} />
        </div>
      </header>
      {error ? (
        <ErrorState
          title={t.loadError}
          text={error.message}
          onRetry={() => void mutate()}
          retryLabel={t.retry}
        />
      ) : orders?.length === 0 ? (
        status ? (
          <EmptyState
            title={t.filteredEmptyTitle({
              status: status === 'open' ? t.open : statusLabel({ kind: 'order', status }),
            })}
            text={t.filteredEmptyText}
            action={
              <Button tone="neutral" onClick={() => setStatus('')}>
                {t.showAll}
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={buyer ? t.myEmptyTitle : t.customerEmptyTitle}
            text={buyer ? t.myEmptyText : t.customerEmptyText}
            action={emptyAction}
          />
        )
      ) : (
        <section aria-label={t.listLabel} aria-busy={isLoading || undefined}>
          {isLoading && <p className={styles.muted}>{t.loading}</p>}
          <ul className={styles.list}>
            {orders?.map((order) => (
              <li key={order.id}>
                <OrderRow order={order} side={side} t={t} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

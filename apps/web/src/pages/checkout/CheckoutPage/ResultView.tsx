import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { formatDate, formatMoney } from '@pinjam/api/domain';
import type { CheckoutActorRef, CheckoutResult } from '@pinjam/machines';
import { Callout, Heading, Link, Panel, Text, useMessages } from '@pinjam/ui';
import { pathTo } from '../../../routes/paths';
import { checkoutMessages } from './messages';
import { StepHeading } from './StepHeading';
import * as styles from './CheckoutPage.css';

/** One kind of thing created: its title, one list item each, and what happens next. */
function Created({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <Panel as="section" padding="md" aria-labelledby={id} className={styles.createdPanel}>
      <Heading level={3} size={4} id={id}>
        {title}
      </Heading>
      <ul className={styles.created}>{children}</ul>
      <Text size="sm" tone="muted">
        {note}
      </Text>
    </Panel>
  );
}

/** What the checkout created, each with its link: paid orders, and rental requests waiting for owners. */
export function ResultView({ actor, result }: { actor: CheckoutActorRef; result: CheckoutResult }) {
  // Pickup orders are collected, not dispatched; each request names its item (from the cart checked out).
  const fulfilment = useSelector(actor, (s) => s.context.fulfilment);
  const entries = useSelector(actor, (s) => s.context.entries);
  const titles = useMemo(() => new Map(entries.map((e) => [e.item.id, e.item.title])), [entries]);
  const t = useMessages(checkoutMessages);
  return (
    <section className={styles.step} aria-labelledby="checkout-done">
      <StepHeading id="checkout-done">{t.doneTitle}</StepHeading>
      <Callout tone="positive" announce="status">
        {t.doneTotal({ total: formatMoney(result.total) })}
      </Callout>
      {result.orders.length > 0 && (
        <Created
          id="checkout-orders"
          title={t.ordersTitle}
          note={fulfilment === 'pickup' ? t.orderPickupText : t.orderText}
        >
          {result.orders.map((order) => (
            <li key={order.id}>
              <Link href={pathTo('my-order-detail', { id: order.id })}>{t.orderLink({ id: order.id })}</Link>
              {` · ${formatMoney(order.total)}`}
            </li>
          ))}
        </Created>
      )}
      {result.requests.length > 0 && (
        <Created id="checkout-requests" title={t.requestsTitle} note={t.requestsText}>
          {result.requests.map((request) => (
            <li key={request.id}>
              {t.requestLink({
                id: request.id,
                title: titles.get(request.item_id) ?? t.itemNumber({ id: request.item_id }),
                start: formatDate(request.start_date),
                end: formatDate(request.end_date),
              })}
            </li>
          ))}
        </Created>
      )}
      {result.requests.length > 0 && <Link href={pathTo('my-requests')}>{t.myRequests}</Link>}
      <Link href={pathTo('search')}>{t.keepBrowsing}</Link>
    </section>
  );
}

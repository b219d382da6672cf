import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminOrder } from '@pinjam/api/contract';
import { formatDate, formatMoney } from '@pinjam/api/domain';
import { Table, Text, useMessages, useStatusLabel } from '@pinjam/ui';
import { AdminSection } from '../../../features/admin';
import { pathTo } from '../../../routes/paths';
import { paymentColumns } from './AdminOrderTables';
import { adminOrderMessages } from './messages';
import * as styles from './AdminOrderPage.css';

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The order's side column: its parties, amounts, payments, courier trips and payout. */
export function OrderSideSections({ order }: { order: AdminOrder }) {
  const t = useMessages(adminOrderMessages);
  const statusLabel = useStatusLabel();
  const a = order.amounts;
  const person = (p: AdminOrder['buyer']) => (
    <>
      <RouterLink to={pathTo('admin-user', { id: p.id })}>{p.name}</RouterLink>
      <br />
      <span className={styles.text}>{p.email}</span>
    </>
  );
  return (
    <div className={styles.column}>
      <AdminSection id="order-parties" title={t.parties}>
        <Facts
          rows={[
            [t.buyer, person(order.buyer)],
            [t.seller, person(order.seller)],
          ]}
        />
      </AdminSection>
      <AdminSection id="order-amounts" title={t.amounts}>
        <Facts
          rows={[
            [t.subtotal, formatMoney(a.subtotal)],
            [t.deliveryFee, formatMoney(a.delivery_fee)],
            [t.total, formatMoney(a.total)],
            [t.commission, formatMoney(a.commission)],
            [t.sellerNet, formatMoney(a.seller_net)],
            [t.sellerNetNow, formatMoney(a.seller_net_now)],
            [t.refunded, formatMoney(a.refunded)],
            [t.refundable, formatMoney(a.refundable)],
            ...(a.deposit > 0
              ? ([
                  [t.deposit, formatMoney(a.deposit)],
                  [t.depositHeld, formatMoney(a.deposit_held)],
                ] as Array<[string, ReactNode]>)
              : []),
          ]}
        />
      </AdminSection>
      <AdminSection id="order-payments" title={t.payments}>
        <Table
          caption={t.paymentsCaption}
          columns={paymentColumns(t)}
          data={order.payments}
          getRowId={(p) => String(p.id)}
        />
      </AdminSection>
      <AdminSection id="order-legs" title={t.legs}>
        {order.legs.length === 0 ? (
          <Text tone="muted">{t.noLegs}</Text>
        ) : (
          <ul className={styles.list}>
            {order.legs.map((leg) => (
              <li key={leg.id}>
                {t.legLine({ kind: t[`leg_${leg.kind}`], date: formatDate(leg.scheduled_for) })} ·{' '}
                {statusLabel({ kind: 'delivery', status: leg.status })}
              </li>
            ))}
            <li>
              <RouterLink to={pathTo('admin-deliveries')}>{t.deliveriesBoard}</RouterLink>
            </li>
          </ul>
        )}
      </AdminSection>
      <AdminSection id="order-payout" title={t.payout}>
        <Text tone={order.payout ? undefined : 'muted'}>
          {order.payout
            ? t.payoutLine({
                id: order.payout.id,
                status: t[`payout_${order.payout.status}`],
                date: formatDate(order.payout.due_on),
                amount: formatMoney(order.payout.amount),
              })
            : t.noPayout}
        </Text>
      </AdminSection>
    </div>
  );
}

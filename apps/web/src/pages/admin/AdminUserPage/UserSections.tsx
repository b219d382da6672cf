import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminUserDetail } from '@pinjam/api/contract';
import { formatDate, formatMoney } from '@pinjam/api/domain';
import { Card, Heading, StatusPill, Table, Text, useMessages, type TableColumn } from '@pinjam/ui';
import { AdminSection } from '../../../features/admin';
import { pathTo } from '../../../routes/paths';
import { adminUserMessages } from './messages';
import * as styles from './AdminUserPage.css';

type Detail = AdminUserDetail;
type Order = Detail['orders'][number];

/** Label and value pairs, '—' for a value not given. */
export function Facts({ label, facts }: { label: string; facts: Array<[string, ReactNode]> }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map(([name, value]) => (
        <div key={name} className={styles.fact}>
          <dt>{name}</dt>
          <dd className={styles.value}>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A list, or a line saying there is nothing. */
function Lines<T>({ rows, empty, line }: { rows: T[]; empty: string; line: (row: T) => ReactNode }) {
  if (rows.length === 0) return <Text tone="muted">{empty}</Text>;
  return <ul className={styles.list}>{rows.map(line)}</ul>;
}

export function ProfileSection({ user }: { user: Detail }) {
  const t = useMessages(adminUserMessages);
  const p = user.profile;
  const address = [
    p.address.address_line_1,
    p.address.address_line_2,
    p.address.address_line_3,
    p.address.city,
    p.address.post_code,
    p.address.district,
  ].filter(Boolean);
  return (
    <AdminSection id="user-profile" title={t.profile}>
      <Card>
        <Facts
          label={t.profile}
          facts={[
            [t.email, p.email],
            [t.role, p.role === 'admin' ? t.admin : t.member],
            [
              t.account,
              p.disabled_at
                ? t.disabledSince({ date: formatDate(p.disabled_at) })
                : p.activated_at
                  ? t.active
                  : t.inactive,
            ],
            [t.joined, formatDate(p.created_at)],
            [t.activity, t.counts({ items: p.items_count, orders: p.orders_count })],
            [t.telephone, p.telephone],
            [t.dob, p.dob ? formatDate(p.dob) : null],
            [t.address, address.length ? address.join(', ') : null],
            [t.bio, p.bio],
            [
              t.bank,
              p.bank_name || p.account_masked
                ? [p.bank_name, p.account_masked].filter(Boolean).join(' ')
                : null,
            ],
            [
              t.rating,
              p.rating.count ? t.ratingValue({ average: p.rating.average, count: p.rating.count }) : null,
            ],
          ]}
        />
      </Card>
    </AdminSection>
  );
}

export function VerificationSection({ verification }: { verification: Detail['verification'] }) {
  const t = useMessages(adminUserMessages);
  return (
    <AdminSection id="user-verification" title={t.verification}>
      <Facts
        label={t.verification}
        facts={[
          [t.status, t[verification.status]],
          [t.submitted, verification.submitted_at ? formatDate(verification.submitted_at) : null],
          ...(verification.reason ? [[t.reason, verification.reason] as [string, ReactNode]] : []),
        ]}
      />
      {verification.images && (
        <div className={styles.photos}>
          {(['document', 'selfie'] as const).map((which) => (
            <figure key={which} className={styles.photo}>
              <img className={styles.image} src={verification.images![which]} alt={t[which]} loading="lazy" />
              <figcaption>
                <Text tone="muted">{t[which]}</Text>
              </figcaption>
            </figure>
          ))}
        </div>
      )}
      {verification.status === 'pending' && (
        <RouterLink to={pathTo('admin-user-verification')}>{t.review}</RouterLink>
      )}
    </AdminSection>
  );
}

export function ItemsSection({ items }: { items: Detail['items'] }) {
  const t = useMessages(adminUserMessages);
  return (
    <AdminSection id="user-items" title={t.items}>
      <Lines
        rows={items}
        empty={t.noItems}
        line={(item) => (
          <li key={item.id}>
            <RouterLink to={pathTo('view-item', { id: item.id })}>{item.title}</RouterLink>{' '}
            <Text as="span" tone="muted">
              ({item.status})
            </Text>
          </li>
        )}
      />
    </AdminSection>
  );
}

export function OrdersSection({ orders }: { orders: Order[] }) {
  const t = useMessages(adminUserMessages);
  const columns: TableColumn<Order>[] = [
    {
      id: 'id',
      header: t.order,
      cell: (o) => (
        <RouterLink to={pathTo('admin-order', { id: o.id })}>{t.orderNumber({ id: o.id })}</RouterLink>
      ),
    },
    { id: 'role', header: t.side, cell: (o) => (o.role === 'buyer' ? t.buyer : t.seller) },
    {
      id: 'other',
      header: t.other,
      cell: (o) => <RouterLink to={pathTo('admin-user', { id: o.other.id })}>{o.other.name}</RouterLink>,
    },
    {
      id: 'status',
      header: t.orderStatus,
      cell: (o) => <StatusPill kind="order" status={o.status as never} />,
    },
    { id: 'total', header: t.total, cell: (o) => formatMoney(o.total), align: 'end' },
    { id: 'created_at', header: t.placed, cell: (o) => formatDate(o.created_at) },
  ];
  return (
    <AdminSection id="user-orders" title={t.orders}>
      <Table
        caption={t.ordersCaption}
        captionHidden
        columns={columns}
        data={orders}
        getRowId={(o) => String(o.id)}
        empty={t.noOrders}
      />
    </AdminSection>
  );
}

export function RatingsSection({ ratings }: { ratings: Detail['ratings'] }) {
  const t = useMessages(adminUserMessages);
  const rating = (r: Detail['ratings']['received'][number], from: boolean) => (
    <li key={r.id}>
      <Text weight="medium">
        {t.stars({ rating: r.rating })}{' '}
        {(from ? t.ratingBy : t.ratingFor)({ name: r.other.name, order: r.order_id })}
      </Text>
      <Text tone="muted">{r.content}</Text>
    </li>
  );
  return (
    <AdminSection id="user-ratings" title={t.ratings}>
      <Heading level={3}>{t.received}</Heading>
      <Lines rows={ratings.received} empty={t.noRatings} line={(r) => rating(r, true)} />
      <Heading level={3}>{t.given}</Heading>
      <Lines rows={ratings.given} empty={t.noRatings} line={(r) => rating(r, false)} />
    </AdminSection>
  );
}

export function PayoutsSection({
  payouts,
  noShows,
}: {
  payouts: Detail['payouts'];
  noShows: Detail['no_shows'];
}) {
  const t = useMessages(adminUserMessages);
  return (
    <>
      <AdminSection id="user-payouts" title={t.payouts}>
        <Lines
          rows={payouts}
          empty={t.noPayouts}
          line={(p) => (
            <li key={p.id}>
              {t.payoutLine({ amount: formatMoney(p.amount), date: formatDate(p.due_on) })} ·{' '}
              {p.paid_at ? t.paid({ date: formatDate(p.paid_at) }) : t.due}
            </li>
          )}
        />
      </AdminSection>
      <AdminSection id="user-no-shows" title={t.noShows}>
        <Lines
          rows={noShows}
          empty={t.noNoShows}
          line={(n) => <li key={n.id}>{t.noShowLine({ date: formatDate(n.missed_on) })}</li>}
        />
      </AdminSection>
    </>
  );
}

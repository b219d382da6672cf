// The parts of a courier trip that the table's cells and the phone's cards both show.
import { Link as RouterLink } from 'react-router-dom';
import type { DeliveryAddress, DeliveryLeg, DeliveryParty } from '@pinjam/api/contract';
import { formatDate } from '@pinjam/api/domain';
import type { useMessages } from '@pinjam/ui';
import { Badge, Link } from '@pinjam/ui';
import { pathTo } from '../../../routes/paths';
import type { adminDeliveriesMessages } from './messages';
import * as styles from './AdminDeliveriesPage.css';

export type Messages = ReturnType<typeof useMessages<typeof adminDeliveriesMessages>>;

const addressLines = (a: DeliveryAddress) =>
  [
    a.address_line_1,
    a.address_line_2,
    a.address_line_3,
    [a.post_code, a.city].filter(Boolean).join(' '),
    a.district,
  ]
    .filter((line): line is string => Boolean(line))
    .join(', ');

/** A person to meet: the name, a tel: link, the full address. */
export function Party({
  label,
  party,
  t,
  className,
}: {
  label: string;
  party: DeliveryParty;
  t: Messages;
  className?: string;
}) {
  const address = addressLines(party.address);
  return (
    <div className={className ? `${styles.stack} ${className}` : styles.stack}>
      <p className={styles.muted}>{label}</p>
      <p className={styles.label}>{party.name}</p>
      {party.telephone ? (
        <Link
          href={`tel:${party.telephone.replace(/[^+0-9]/g, '')}`}
          aria-label={t.call({ name: party.name, telephone: party.telephone })}
        >
          {party.telephone}
        </Link>
      ) : (
        <p className={styles.muted}>{t.noTelephone}</p>
      )}
      <p className={address ? undefined : styles.muted} style={{ margin: 0 }}>
        {address || t.noAddress}
      </p>
    </div>
  );
}

/** The trip's day (Today for today's), and whether it is overdue or had no-shows. */
export function DateLine({ leg, today, t }: { leg: DeliveryLeg; today: string; t: Messages }) {
  return (
    <div className={styles.dateCell}>
      <span>{leg.scheduled_for === today ? t.today : formatDate(leg.scheduled_for)}</span>
      {leg.overdue && <Badge tone="critical">{t.overdue}</Badge>}
      {leg.no_shows > 0 && <Badge tone="warning">{t.noShows({ count: String(leg.no_shows) })}</Badge>}
    </div>
  );
}

/** What goes on the trip. */
export const Items = ({ leg }: { leg: DeliveryLeg }) => (
  <ul className={styles.list}>
    {leg.items.map((item, i) => (
      <li key={i}>{item.quantity > 1 ? `${item.quantity} × ${item.title}` : item.title}</li>
    ))}
  </ul>
);

/** The trip's order, in the admin's order page. */
export const OrderLink = ({ leg, t, id }: { leg: DeliveryLeg; t: Messages; id?: string }) => (
  <RouterLink id={id} to={pathTo('admin-order', { id: leg.order_id })}>
    {t.orderLink({ id: String(leg.order_id) })}
  </RouterLink>
);

import { useSystemDetails } from '@pinjam/api';
import type { OrderDetail, SystemDetails } from '@pinjam/api/contract';
import { useMessages } from '@pinjam/ui';
import { shellMessages } from '../../app/messages';
import { documentMessages } from './messages';
import * as styles from './DocumentLayout.css';

// The parts of a document's sheet: the platform's block, the buyer's delivery address, and the
// closing lines (how it was paid, notes).

const addressLines = (s: SystemDetails) =>
  [
    s.address_line_1,
    s.address_line_2,
    s.address_line_3,
    [s.post_code, s.city].filter(Boolean).join(' '),
    [s.district, s.country].filter(Boolean).join(', '),
    s.telephone,
    s.email,
  ].filter((line): line is string => Boolean(line));

/** The platform's name and its details from system details (only the name when none are set). */
export function PlatformDetails() {
  const shell = useMessages(shellMessages);
  const d = useMessages(documentMessages);
  const details = useSystemDetails().data?.details;
  return (
    <section className={styles.brand} aria-label={d.platform}>
      <p className={styles.brandName}>{shell.appName}</p>
      {details && (
        <address className={styles.address}>
          {addressLines(details).map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
      )}
    </section>
  );
}

/** The delivery address under the buyer's name, or that it is picked up. */
export function DeliveryLines({ order }: { order: OrderDetail }) {
  const d = useMessages(documentMessages);
  const a = order.address;
  if (!a) return <span className={styles.address}>{d.pickup}</span>;
  const lines = [
    a.address_line_1,
    a.address_line_2,
    a.address_line_3,
    [a.post_code, a.city].filter(Boolean).join(' '),
    a.district,
    a.telephone,
  ];
  return (
    <address className={styles.address}>
      {lines.filter(Boolean).map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

/** How it was paid, and notes under the totals. */
export function DocumentClosing({ paid, notes }: { paid: string; notes: Array<string | null | false> }) {
  return (
    <footer className={styles.closing}>
      <p className={styles.paid}>{paid}</p>
      {notes.filter(Boolean).map((note) => (
        <p key={note as string} className={styles.note}>
          {note}
        </p>
      ))}
    </footer>
  );
}

/** 'Paid by card (Visa •••• 4242)' or 'Paid by PayPal'. */
export function usePaidBy(order: OrderDetail) {
  const d = useMessages(documentMessages);
  if (order.payment.method === 'paypal') return d.paidByPayPal;
  return order.payment.label ? d.paidByCardLabel({ label: order.payment.label }) : d.paidByCard;
}

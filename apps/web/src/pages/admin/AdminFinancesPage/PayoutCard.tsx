import type { PayoutDue } from '@pinjam/api/contract';
import { formatMoney } from '@pinjam/api/domain';
import { Button, Heading, Link, useMessages } from '@pinjam/ui';
import { pathTo } from '../../../routes/paths';
import { adminFinancesMessages } from './messages';
import * as styles from './AdminFinancesPage.css';

type Messages = ReturnType<typeof useMessages<typeof adminFinancesMessages>>;

/** A seller's bank as the admin reads it (the account masked by the server), or that there is none. */
export const bankOf = (user: PayoutDue['user'], t: Messages) =>
  user.account ? t.bank({ bank: user.bank_name ?? '', account: user.account }).trim() : t.noBank;

/** One payout due: the seller, the amount, their bank, the orders it pays, and Mark paid. */
export function PayoutCard({
  payout,
  busy,
  onMarkPaid,
}: {
  payout: PayoutDue;
  busy: boolean;
  onMarkPaid: () => void;
}) {
  const t = useMessages(adminFinancesMessages);
  const id = `payout-${payout.id}`;
  return (
    <li className={styles.payout} aria-labelledby={id}>
      <div className={styles.payoutTop}>
        <Heading level={3} size={4} id={id}>
          {payout.user.name}
        </Heading>
        <span className={styles.amount}>{formatMoney(payout.amount)}</span>
      </div>
      <p className={styles.muted}>
        {payout.user.email} · {bankOf(payout.user, t)} · {t.orders(payout.orders.length)}
      </p>
      <ul className={styles.orders} aria-label={t.ordersLabel({ name: payout.user.name })}>
        {payout.orders.map((order) => (
          <li key={order.order_id}>
            <Link href={pathTo('admin-order', { id: order.order_id })}>
              {t.order({ id: String(order.order_id) })}
            </Link>{' '}
            {formatMoney(order.amount)}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button onClick={onMarkPaid} loading={busy} aria-describedby={id}>
          {t.markPaid}
        </Button>
      </div>
    </li>
  );
}

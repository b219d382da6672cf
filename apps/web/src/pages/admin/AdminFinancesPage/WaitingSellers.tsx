import type { PayoutWaiting } from '@pinjam/api/contract';
import { formatMoney } from '@pinjam/api/domain';
import { Heading, Text, useMessages } from '@pinjam/ui';
import { adminFinancesMessages } from './messages';
import * as styles from './AdminFinancesPage.css';

/** The sellers owed money who have not given their bank details yet: paid once they do. */
export function WaitingSellers({ waiting }: { waiting: PayoutWaiting[] }) {
  const t = useMessages(adminFinancesMessages);
  if (waiting.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="payouts-waiting">
      <Heading level={2} size={4} id="payouts-waiting">
        {t.waitingTitle}
      </Heading>
      <p className={styles.muted}>{t.waitingText}</p>
      <ul className={styles.list}>
        {waiting.map((w) => (
          <li key={w.user.id} className={styles.payout}>
            <Text weight="medium">{w.user.name}</Text>
            <p className={styles.muted}>
              {w.user.email} · {t.waiting({ amount: formatMoney(w.amount), orders: t.orders(w.orders) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

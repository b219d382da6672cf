import { formatDate, formatMoney } from '@pinjam/api/domain';
import type { OrderDetail } from '@pinjam/api/contract';
import { useMessages } from '@pinjam/ui';
import { documentMessages } from './messages';
import * as styles from './DocumentLines.css';

/** The order's lines: each item, purchase or rental (its days and dates), quantity and amount. */
export function DocumentLines({ order }: { order: OrderDetail }) {
  const t = useMessages(documentMessages);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t.lines}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headCell}>
            {t.item}
          </th>
          <th scope="col" className={`${styles.headCell} ${styles.number}`}>
            {t.quantity}
          </th>
          <th scope="col" className={`${styles.headCell} ${styles.number}`}>
            {t.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, index) => (
          <tr key={`${line.item.id}-${index}`} className={styles.row}>
            <td className={styles.cell}>
              <span className={styles.itemTitle}>{line.item.title}</span>
              <span className={styles.itemDetail}>
                {line.is_rental && line.start_date && line.end_date
                  ? t.rental({
                      days: t.days(line.days ?? 0),
                      start: formatDate(line.start_date),
                      end: formatDate(line.end_date),
                    })
                  : t.purchase}
              </span>
            </td>
            <td className={`${styles.cell} ${styles.number}`}>{line.quantity}</td>
            <td className={`${styles.cell} ${styles.number}`}>{formatMoney(line.line_total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface TotalRow {
  label: string;
  amount: number;
  /** The last row, in bold under a rule. */
  grand?: boolean;
}

/** The sums under the lines, as label and amount rows. */
export function DocumentTotals({ rows }: { rows: TotalRow[] }) {
  const t = useMessages(documentMessages);
  return (
    <table className={styles.totals} aria-label={t.totals}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className={`${styles.totalLabel} ${row.grand ? styles.grandTotal : ''}`}>
              {row.label}
            </th>
            <td className={`${styles.totalValue} ${row.grand ? styles.grandTotal : ''}`}>
              {formatMoney(row.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

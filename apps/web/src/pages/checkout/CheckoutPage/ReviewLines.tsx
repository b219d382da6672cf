import type { CartEntry } from '@pinjam/api/domain';
import { formatDate, formatMoney } from '@pinjam/api/domain';
import type { QuotedLine } from '@pinjam/api';
import { Panel, Text, useMessages } from '@pinjam/ui';
import { checkoutMessages } from './messages';
import * as styles from './CheckoutPage.css';

/**
 * The checkout's lines in cart order, priced by the server's quote (once it is there), with the
 * server's message beside each line it refused (409/422 `entries.N`), and beside a rental's dates
 * what it said of them (422 `entries.N.start_date`, `.end_date`).
 */
export function ReviewLines({
  entries,
  lines,
  problems,
  dateProblems,
}: {
  entries: readonly CartEntry[];
  lines: readonly QuotedLine[] | undefined;
  problems: Map<number, string>;
  dateProblems: Map<number, string>;
}) {
  const t = useMessages(checkoutMessages);
  return (
    <ul className={styles.lines} aria-label={t.lines}>
      {entries.map((entry, index) => {
        const line = lines?.find((l) => l.index === index);
        const problem = problems.get(index);
        const problemId = `checkout-line-${String(index)}-problem`;
        const datesProblem = dateProblems.get(index);
        const datesId = `checkout-line-${String(index)}-dates`;
        const describedBy = [datesProblem && datesId, problem && problemId].filter(Boolean).join(' ');
        return (
          <li key={`${String(index)}-${String(entry.item.id)}`}>
            <Panel
              as="article"
              padding="md"
              className={styles.line}
              aria-label={entry.item.title}
              aria-describedby={describedBy || undefined}
              data-state={problem ? 'unavailable' : datesProblem ? 'invalid' : 'available'}
            >
              <div className={styles.lineBody}>
                <h3 className={styles.lineTitle}>{entry.item.title}</h3>
                {line && (
                  <Text size="sm" tone="muted">
                    {t.soldBy({ name: line.seller_name })}
                  </Text>
                )}
                <Text size="sm">
                  {entry.isRental
                    ? `${t.rental({ start: formatDate(entry.start_date), end: formatDate(entry.end_date) })}${line?.days ? ` (${t.days(line.days)})` : ''}`
                    : t.purchase}
                  {' · '}
                  {t.quantity({ quantity: entry.quantity })}
                </Text>
                {datesProblem && (
                  <p id={datesId} className={styles.lineProblem}>
                    {t.datesProblem}: {datesProblem}
                  </p>
                )}
                {line && line.deposit > 0 && (
                  <Text size="sm" tone="muted">
                    {t.deposit({ deposit: formatMoney(line.deposit) })}
                  </Text>
                )}
                {problem && (
                  <p id={problemId} className={styles.lineProblem}>
                    {t.lineProblem}: {problem}
                  </p>
                )}
              </div>
              <span className={styles.price}>{line ? formatMoney(line.line_total) : ''}</span>
            </Panel>
          </li>
        );
      })}
    </ul>
  );
}

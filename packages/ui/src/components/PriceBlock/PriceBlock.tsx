import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { useDomain } from '../../domain';
import { count, i18n, useMessages } from '../../i18n';
import * as styles from './PriceBlock.css';

const messages = i18n('PriceBlock', {
  perDay: '/ day',
  perDaySpoken: 'per day',
  toBuy: 'to buy',
  perWeek: 'Per week (7 days or more)',
  deposit: 'Deposit, returned after the rental',
  minimum: 'Shortest rental',
  maximum: 'Longest rental',
  days: count({ one: '{count} day', other: '{count} days' }),
  units: 'Units available',
  inStock: 'In stock',
  soldOut: 'Sold out',
});

/** An item's rental terms, in integer cents and whole days. */
export interface PriceBlockRent {
  perDay: number;
  perWeek?: number | null;
  deposit?: number | null;
  minDays: number;
  maxDays?: number | null;
}

/** An item's sale terms: the price in integer cents and how many are left. */
export interface PriceBlockSale {
  price: number;
  stock: number;
}

export interface PriceBlockProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The rental terms; null or absent when the item is not for rent. */
  rent?: PriceBlockRent | null;
  /** The sale terms; null or absent when the item is not for sale. */
  sale?: PriceBlockSale | null;
  /** Units that can be out at once on the same days (rentals only; a sale shows its stock). */
  units?: number;
}

/**
 * What an item costs, as the item page shows it: the day rate and the sale price large, then the
 * terms as a list (weekly rate, deposit, shortest and longest rental, stock). Money arrives in
 * integer cents and is shown as 'B$12.50'.
 */
export const PriceBlock = forwardRef<HTMLDivElement, PriceBlockProps>(function PriceBlock(
  { rent, sale, units, className, ...rest },
  ref,
) {
  const t = useMessages(messages);
  const { formatMoney } = useDomain();
  const rows: { term: string; value: string; tone?: 'critical' }[] = [];
  if (rent) {
    if (rent.perWeek != null) rows.push({ term: t.perWeek, value: formatMoney(rent.perWeek) });
    if (rent.deposit) rows.push({ term: t.deposit, value: formatMoney(rent.deposit) });
    rows.push({ term: t.minimum, value: t.days(rent.minDays) });
    if (rent.maxDays != null) rows.push({ term: t.maximum, value: t.days(rent.maxDays) });
    if (units !== undefined && units > 1 && !sale) rows.push({ term: t.units, value: String(units) });
  }
  if (sale)
    rows.push(
      sale.stock > 0
        ? { term: t.inStock, value: String(sale.stock) }
        : { term: t.inStock, value: t.soldOut, tone: 'critical' },
    );
  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <p className={styles.headline}>
        {rent && (
          <span className={styles.price} data-kind="rent">
            <span className={styles.amount}>{formatMoney(rent.perDay)}</span>
            <span className={styles.unit} aria-hidden>
              {t.perDay}
            </span>
            <VisuallyHidden>{t.perDaySpoken}</VisuallyHidden>
          </span>
        )}
        {sale && (
          <span className={styles.price} data-kind="sale">
            <span className={styles.amount}>{formatMoney(sale.price)}</span>
            <span className={styles.unit}>{t.toBuy}</span>
          </span>
        )}
      </p>
      {rows.length > 0 && (
        <dl className={styles.terms}>
          {rows.map((row) => (
            <div key={row.term} className={styles.row}>
              <dt className={styles.term}>{row.term}</dt>
              <dd className={styles.value} data-tone={row.tone}>
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
});
PriceBlock.displayName = 'PriceBlock';

import { formatMoney } from '@pinjam/api/domain';
import type { Quote } from '@pinjam/api';
import { useMessages } from '@pinjam/ui';
import { checkoutMessages } from './messages';
import * as styles from './CheckoutPage.css';

/** The server's totals: paid now, held, deposits, delivery and what is charged or held in all. */
export function QuoteTotals({ quote }: { quote: Quote }) {
  const t = useMessages(checkoutMessages);
  const orders = quote.delivery_fee > 0 ? Math.round(quote.delivery / quote.delivery_fee) : 0;
  const row = (term: string, value: number, total = false) => (
    <>
      <dt className={styles.totalTerm} data-total={total ? '' : undefined}>
        {term}
      </dt>
      <dd className={styles.totalValue} data-total={total ? '' : undefined}>
        {formatMoney(value)}
      </dd>
    </>
  );
  return (
    <dl className={styles.totals} data-testid="checkout-totals">
      {quote.purchases > 0 && row(t.purchases, quote.purchases)}
      {quote.rentals > 0 && row(t.rentals, quote.rentals)}
      {quote.deposits > 0 && row(t.deposits, quote.deposits)}
      {quote.delivery > 0 && row(t.deliveryTotal({ orders: t.deliveryOrders(orders) }), quote.delivery)}
      {row(t.total, quote.total, true)}
    </dl>
  );
}

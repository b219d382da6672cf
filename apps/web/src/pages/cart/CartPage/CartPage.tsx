import { type CartEntry, type CartLine, formatDate, formatMoney } from '@pinjam/api/domain';
import { Button, Callout, Heading, Link, LinkBase, Panel, Spinner, Text, useMessages } from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { coverOf, useCart } from '../../../app/cart';
import { pathTo } from '../../../routes/paths';
import { NothingHere } from '../../../shared/PageStates';
import { cartMessages } from './messages';
import * as styles from './CartPage.css';

/**
 * The shopping cart (seed: shopping-cart, /cart; visitors too): each line with its photo, dates or
 * 'Purchase', quantity and price, remove and clear, the totals and the way to checkout. Prices come
 * from the cart machine's pricing, which the server repeats when the order is placed.
 */
export default function CartPage() {
  const t = useMessages(cartMessages);
  const cart = useCart();
  // Anyone may fill the cart; checking out needs an account (the login comes back to checkout).
  const signedIn = useAuth().isSignedIn;

  if (cart.restoring) return <Spinner label={t.loading} />;
  if (cart.entries.length === 0) return <NothingHere title={t.emptyTitle} text={t.emptyText} />;

  const { totals } = cart;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Heading level={1}>{t.title}</Heading>
        <Button tone="ghost" onClick={cart.clear}>
          {t.clear}
        </Button>
      </header>
      <section aria-labelledby="cart-lines">
        <Heading level={2} size={4} id="cart-lines" className={styles.visuallyHidden}>
          {t.lines}
        </Heading>
        {cart.unsaved && (
          <Callout tone="warning" title={t.unsavedTitle}>
            {t.unsavedText}
          </Callout>
        )}
        <ul className={styles.lines}>
          {cart.entries.map((entry, index) => (
            <CartLineRow
              key={totals.lines[index]!.key}
              entry={entry}
              line={totals.lines[index]!}
              onRemove={cart.remove}
            />
          ))}
        </ul>
      </section>
      <Panel as="section" padding="md" aria-labelledby="cart-summary" className={styles.summary}>
        <Heading level={2} size={4} id="cart-summary">
          {t.summary}
        </Heading>
        <dl className={styles.totals}>
          {totals.purchases > 0 && totals.rentals > 0 && (
            <>
              <dt className={styles.totalTerm}>{t.purchases}</dt>
              <dd className={styles.totalValue}>{formatMoney(totals.purchases)}</dd>
              <dt className={styles.totalTerm}>{t.rentals}</dt>
              <dd className={styles.totalValue}>{formatMoney(totals.rentals)}</dd>
            </>
          )}
          <dt className={styles.totalTerm} data-total="">
            {t.subtotal}
          </dt>
          <dd className={styles.totalValue} data-total="" data-testid="cart-total">
            {formatMoney(totals.subtotal)}
          </dd>
          {totals.deposits > 0 && (
            <>
              <dt className={styles.totalTerm}>{t.deposits}</dt>
              <dd className={styles.totalValue}>{formatMoney(totals.deposits)}</dd>
            </>
          )}
        </dl>
        <Text size="sm" tone="muted">
          {t.deliveryNote}
        </Text>
        <div className={styles.actions}>
          <Button asChild block>
            <LinkBase href={pathTo('checkout')}>{signedIn ? t.checkout : t.loginToCheckOut}</LinkBase>
          </Button>
          <Link href={pathTo('search')}>{t.keepBrowsing}</Link>
        </div>
      </Panel>
    </div>
  );
}

function CartLineRow({
  entry,
  line,
  onRemove,
}: {
  entry: CartEntry;
  line: CartLine;
  onRemove: (key: string) => void;
}) {
  const t = useMessages(cartMessages);
  const cover = coverOf(entry);
  return (
    <li>
      <Panel as="article" padding="md" className={styles.line} aria-label={entry.item.title}>
        {cover ? (
          <img className={styles.cover} src={cover} alt="" />
        ) : (
          <span className={styles.cover}>{t.noPhoto}</span>
        )}
        <div className={styles.lineBody}>
          <h3 className={styles.lineTitle}>
            <Link href={pathTo('view-item', { id: entry.item.id })}>{entry.item.title}</Link>
          </h3>
          <Text size="sm">
            {entry.isRental
              ? `${t.rental({ start: formatDate(entry.start_date), end: formatDate(entry.end_date) })} (${t.days(line.days ?? 0)})`
              : t.purchase}
          </Text>
          <Text size="sm" tone="muted">
            {t.quantity({ quantity: line.quantity })}
            {line.quantity > 1 ? ` · ${t.each({ price: formatMoney(line.unit_price) })}` : ''}
          </Text>
          {line.deposit > 0 && (
            <Text size="sm" tone="muted">
              {t.deposit({ deposit: formatMoney(line.deposit) })}
            </Text>
          )}
        </div>
        <div className={styles.lineEnd}>
          <span className={styles.price}>{formatMoney(line.line_total)}</span>
          <Button
            tone="neutral"
            size="sm"
            onClick={() => onRemove(line.key)}
            aria-label={t.removeLabel({ title: entry.item.title })}
          >
            {t.remove}
          </Button>
        </div>
      </Panel>
    </li>
  );
}

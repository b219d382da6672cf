import { type CartEntry, formatDate, formatMoney, rentalDays, rentalPrice } from '@pinjam/api/domain';
import { useId, useState, type FormEvent } from 'react';
import type { Item, ItemAvailability } from '@pinjam/api/contract';
import { entryProblem, type EntryProblem } from '@pinjam/machines';
import {
  Button,
  Callout,
  DatePicker,
  Link,
  Panel,
  Radio,
  RadioGroup,
  Text,
  TextField,
  useMessages,
  type CalendarDateRange,
} from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { useCart } from '../../../app/cart';
import { pathTo } from '../../../routes/paths';
import { fullDays, unitsToSell, type BookedDay } from './Availability';
import { addToCartMessages } from './messages';
import { toCartItem } from '../../../features/cart/toCartItem';
import * as styles from './ViewItemPage.css';

type Mode = 'rent' | 'buy';
type Outcome = { type: 'added' } | { type: 'capped'; quantity: number } | null;

const WHOLE = /^\s*\d+\s*$/;

/**
 * Rent (a date range and a quantity) or buy (a quantity), then add to the cart. Anyone may fill
 * the cart (decision 0046); checking out needs an account, and renting a verified one: a visitor
 * is told so beside the button, a signed-in unverified user how to verify. The owner is shown their own listing instead. The calendar offers no day
 * past the booking window's last day, and a rental is at most the item's longest (its owner's
 * maximum, or the marketplace's), once the availability has told them.
 */
export function AddToCart({
  item,
  booked,
  bounds,
}: {
  item: Item;
  booked: readonly BookedDay[];
  bounds?: Pick<ItemAvailability, 'last_day' | 'longest_days'> | undefined;
}) {
  const t = useMessages(addToCartMessages);
  const auth = useAuth();
  const cart = useCart();
  const titleId = useId();
  const [mode, setMode] = useState<Mode>(item.for_rent ? 'rent' : 'buy');
  const [range, setRange] = useState<CalendarDateRange | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  // Units to buy are those free of every booking from today on; units to rent, those not sold.
  const stock = mode === 'buy' ? unitsToSell(item.starting_inventory, booked) : item.starting_inventory;
  const title = item.for_rent && item.for_sale ? t.title : item.for_rent ? t.titleRent : t.titleBuy;

  if (auth.user?.id === item.owner.id)
    return (
      <Callout
        tone="info"
        title={t.ownTitle}
        headingLevel={2}
        action={<Link href={pathTo('edit-item', { id: item.id })}>{t.edit}</Link>}
      >
        {t.ownText}
      </Callout>
    );

  const units = WHOLE.test(quantity) ? Number(quantity) : NaN;
  const longest = item.max_days ?? bounds?.longest_days ?? null;
  const cartItem = toCartItem(item, longest);
  const quantityError = !(units >= 1) ? t.invalidQuantity : units > stock ? t.tooMany(stock) : undefined;
  const entry: CartEntry | null =
    mode === 'buy'
      ? { item: cartItem, isRental: false, quantity: units }
      : range
        ? {
            item: cartItem,
            isRental: true,
            quantity: units,
            start_date: range.start,
            end_date: range.end,
          }
        : null;
  const problem: EntryProblem | null = entry ? entryProblem(entry) : null;
  // The first day of the range without as many free units as asked for (booked days are refused
  // by the calendar; this catches days booked after the range was chosen, and partly booked ones).
  const clash =
    mode === 'rent' && range && units >= 1
      ? booked.find((d) => d.date >= range.start && d.date <= range.end && d.free < units)
      : undefined;
  const clashText = (d: BookedDay) =>
    d.free <= 0
      ? t.bookedDay({ date: formatDate(d.date) })
      : t.fewFree({ free: d.free, units: stock, date: formatDate(d.date) });
  const days = range ? rentalDays(range.start, range.end) : null;
  const problemText = (p: EntryProblem) =>
    p === 'tooShort' ? t.tooShort(item.min_days) : p === 'tooLong' ? t.tooLong(longest ?? 0) : t[p];
  // Dates are judged as soon as they are chosen; a missing range only once the person tries to add.
  const datesError =
    mode !== 'rent'
      ? undefined
      : problem === 'tooShort' || problem === 'tooLong' || problem === 'invalidDates'
        ? problemText(problem)
        : clash
          ? clashText(clash)
          : submitted && !range
            ? t.chooseDates
            : undefined;

  const needsVerification = mode === 'rent' && auth.isSignedIn && !auth.user?.meta.is_verified;
  const soldOut = stock < 1;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setOutcome(null);
    if (!entry || quantityError || problem || clash) return;
    const notice = cart.add(entry);
    if (notice?.type === 'rejected') return;
    setOutcome(notice?.type === 'capped' ? { type: 'capped', quantity: notice.quantity } : { type: 'added' });
  }

  const estimate =
    mode === 'rent' && entry && !problem && !clash && !quantityError && days !== null && entry.item.rent
      ? {
          total: t.rentalTotal({
            price: formatMoney(rentalPrice(entry.item.rent, days) * units),
            days: t.days(days),
          }),
          deposit: item.deposit ? t.deposit({ deposit: formatMoney(item.deposit * units) }) : null,
        }
      : mode === 'buy' && item.sale_price !== null && !quantityError && units > 1
        ? { total: t.saleTotal({ price: formatMoney(item.sale_price * units) }), deposit: null }
        : null;

  const datesHint = [
    longest
      ? t.datesHint({ min: t.days(item.min_days), max: t.days(longest) })
      : t.datesHintMin({ min: t.days(item.min_days) }),
    bounds ? t.bookUntil({ date: formatDate(bounds.last_day) }) : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Panel as="section" padding="md" aria-labelledby={titleId} className={styles.panel}>
      <h2 id={titleId} className={styles.panelTitle}>
        {title}
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {item.for_rent && item.for_sale && (
          <RadioGroup
            label={t.how}
            value={mode}
            onValueChange={(value) => {
              setMode(value as Mode);
              setOutcome(null);
            }}
            orientation="horizontal"
          >
            <Radio value="rent" label={t.rent} />
            <Radio value="buy" label={t.buy} />
          </RadioGroup>
        )}
        {/* Sold out: one sentence says so, no dates or quantity to fill in. */}
        {mode === 'rent' && !soldOut && (
          <DatePicker
            mode="range"
            label={t.dates}
            description={datesHint}
            min="today"
            max={bounds?.last_day}
            disabledDates={fullDays(booked)}
            value={range}
            onValueChange={(next) => {
              setRange(next);
              setOutcome(null);
            }}
            error={datesError}
          />
        )}
        {!soldOut && (
          <TextField
            label={t.quantity}
            type="number"
            inputMode="numeric"
            min={1}
            max={stock}
            step={1}
            value={quantity}
            onChange={(event) => {
              setQuantity(event.currentTarget.value);
              setOutcome(null);
            }}
            description={t.quantityHint(stock)}
            error={submitted || quantity !== '' ? quantityError : undefined}
          />
        )}
        {estimate && (
          <div className={styles.estimate}>
            <Text weight="bold">{estimate.total}</Text>
            {estimate.deposit && (
              <Text size="sm" tone="muted">
                {estimate.deposit}
              </Text>
            )}
          </div>
        )}
        {needsVerification ? (
          <Callout
            tone="warning"
            title={t.verifyTitle}
            action={<Link href={pathTo('verification')}>{t.verifyLink}</Link>}
          >
            {t.verifyText} {item.for_sale ? t.verifyBuyInstead : null}
          </Callout>
        ) : soldOut ? (
          <Text tone="critical">
            {mode === 'rent' ? t.outOfStock : item.starting_inventory < 1 ? t.soldOut : t.bookedForRent}
          </Text>
        ) : (
          <>
            <Button type="submit" block disabled={cart.restoring}>
              {t.add}
            </Button>
            {!auth.isSignedIn && (
              <Text size="sm" tone="muted">
                {mode === 'rent' ? t.visitorRentNote : t.visitorNote}
              </Text>
            )}
          </>
        )}
      </form>
      <div role="status" className={styles.outcome}>
        {outcome && (
          <Callout
            tone="positive"
            title={outcome.type === 'added' ? t.added : t.capped(outcome.quantity)}
            action={<Link href={pathTo('shopping-cart')}>{t.viewCart}</Link>}
          />
        )}
      </div>
    </Panel>
  );
}

import { useEffect, useId, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { formatDate, type CartEntry } from '@pinjam/api/domain';
import type { Item, ItemAvailability } from '@pinjam/api/contract';
import {
  Callout,
  DatePicker,
  Link,
  Panel,
  Radio,
  RadioGroup,
  Text,
  TextField,
  useMessages,
} from '@pinjam/ui';
import { useDrawnAuth } from '../../../app/auth';
import { useHydrated } from '../../../app/hydration';
import { useCart } from '../../../app/cart';
import { SubmitButton, useApiForm } from '../../../app/forms';
import { pathTo } from '../../../routes/paths';
import { fullDays, unitsToSell, type BookedDay } from './Availability';
import { addToCartSchema, estimateOf, judge, type AddToCartValues, type Mode } from './addToCartRules';
import { addToCartMessages } from './messages';
import * as styles from './ViewItemPage.css';

type Outcome = { type: 'added' } | { type: 'capped'; quantity: number } | null;

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
  // Drawn by the server for a visitor: hydrated as such, then for whoever is looking.
  const auth = useDrawnAuth();
  const cart = useCart();
  const hydrated = useHydrated();
  const titleId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const longest = item.max_days ?? bounds?.longest_days ?? null;
  // Units to buy are those free of every booking from today on; units to rent, those not sold.
  const rulesFor = (mode: Mode) => ({
    item,
    booked,
    stock: mode === 'buy' ? unitsToSell(item.starting_inventory, booked) : item.starting_inventory,
    longest,
    t,
  });
  // Made each render, so the check reads the latest bookings.
  const { form, submit } = useApiForm<AddToCartValues, CartEntry>({
    schema: addToCartSchema(rulesFor),
    defaultValues: { mode: item.for_rent ? 'rent' : 'buy', range: null, quantity: '1' },
    send: async (entry) => {
      const notice = await cart.add(entry);
      if (notice?.type === 'rejected') return;
      setOutcome(
        notice?.type === 'capped' ? { type: 'capped', quantity: notice.quantity } : { type: 'added' },
      );
    },
  });
  const { field: modeField } = useController({ control: form.control, name: 'mode' });
  const { field: rangeField } = useController({ control: form.control, name: 'range' });
  const [mode, range, quantity] = useWatch({ control: form.control, name: ['mode', 'range', 'quantity'] });
  // Anything changed: the last add's word goes.
  useEffect(() => setOutcome(null), [mode, range, quantity]);

  const rules = rulesFor(mode);
  const { stock } = rules;
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

  const judged = judge({ mode, range, quantity }, rules);
  const estimate = estimateOf(judged, rules);
  const needsVerification = mode === 'rent' && auth.isSignedIn && !auth.user?.meta.is_verified;
  const soldOut = stock < 1;
  // Said while choosing: the dates' problem once chosen, the quantity's once typed; what else
  // stops an add (no dates, no quantity) is said when the person tries.
  const { errors } = form.formState;
  const rangeError = judged.rangeNow ?? errors.range?.message;
  const quantityError = quantity !== '' ? judged.errors.quantity : errors.quantity?.message;

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
      {/* Reaching for the form brings the cart's code, so the add does not wait for it. */}
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        onPointerEnter={cart.prepare}
        onFocus={cart.prepare}
        noValidate
      >
        {item.for_rent && item.for_sale && (
          <RadioGroup
            label={t.how}
            value={modeField.value}
            onValueChange={(value) => modeField.onChange(value as Mode)}
            orientation="horizontal"
          >
            <Radio value="rent" label={t.rent} />
            <Radio value="buy" label={t.buy} />
          </RadioGroup>
        )}
        {/* Sold out: one sentence says so, no dates or quantity to fill in. */}
        {mode === 'rent' && !soldOut && (
          <DatePicker
            ref={rangeField.ref}
            mode="range"
            label={t.dates}
            description={datesHint}
            min="today"
            max={bounds?.last_day}
            disabledDates={fullDays(booked)}
            value={rangeField.value}
            onValueChange={rangeField.onChange}
            error={rangeError}
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
            {...form.register('quantity', { deps: ['range'] })}
            description={t.quantityHint(stock)}
            error={quantityError}
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
            <SubmitButton control={form.control} block disabled={cart.restoring || !hydrated}>
              {t.add}
            </SubmitButton>
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

// What a checkout may buy or rent, and what it costs: pure. The service runs these on rows it
// read under the items' row locks; the same functions answer the quote, so the review shows what
// Pay charges. Prices come from the shared domain (`priceEntry`), never from the client.
import type { CheckoutEntryInput, Quote, QuotedLine } from '@pinjam/api/contract';
import { deliveryOrderCount, priceEntry, type CartEntry, type Fulfilment } from '@pinjam/api/domain';
import type { FieldMessages } from '../../platform/errors/domain';
import { freeToSell, freeUnits, saleProblem, type Held } from '../stock';
import { add, datesProblem, type Judged } from './dates';

/** An item as a checkout sees it, read with its row lock. */
export interface CheckoutItem {
  id: number;
  owner_id: number;
  owner_name: string;
  /** The owner's account is activated and not disabled. */
  owner_active: boolean;
  title: string;
  status: string;
  price_per_day: number | null;
  price_per_week: number | null;
  deposit: number | null;
  min_days: number;
  max_days: number | null;
  sale_price: number | null;
  starting_inventory: number;
}

export interface Problems {
  /** 422: the input is wrong whatever happens (dates, own item, unverified renter). */
  invalid: FieldMessages;
  /** 409: right once, not now (gone, disabled, sold out, days taken). */
  unavailable: FieldMessages;
}

export const UNAVAILABLE_MESSAGE = 'Some items in your cart are no longer available.';
export const NOT_AVAILABLE = 'This item is no longer available.';
export const DAYS_TAKEN = 'These days are no longer free for this item. Choose other dates.';
export const OWN_ITEM = 'This is your own item: you cannot rent or buy it.';
export const VERIFY_TO_RENT = 'Verify your identity before renting (Settings → Verification).';
export const hasAny = (errors: FieldMessages) => Object.keys(errors).length > 0;

/** The cart entry the shared pricing takes, built from the database's item. */
function cartEntry(entry: CheckoutEntryInput, item: CheckoutItem): CartEntry {
  const cartItem = {
    id: item.id,
    title: item.title,
    starting_inventory: item.starting_inventory,
    owner_id: item.owner_id,
    rent:
      item.price_per_day === null
        ? null
        : {
            price_per_day: item.price_per_day,
            price_per_week: item.price_per_week,
            deposit: item.deposit,
            min_days: item.min_days,
            max_days: item.max_days,
          },
    sale: item.sale_price === null ? null : { price: item.sale_price },
  };
  return entry.is_rental
    ? {
        item: cartItem,
        isRental: true,
        quantity: entry.quantity,
        start_date: entry.start_date!,
        end_date: entry.end_date!,
      }
    : { item: cartItem, isRental: false, quantity: entry.quantity };
}

/**
 * Every problem of the entries against their items (locked) and the bookings that hold them;
 * entries earlier in the same checkout count against later ones, sales and rentals alike.
 * `held(itemId)` gives an item's active bookings from today on. Whether a unit is free is the
 * stock module's one rule: a sale needs it free for good, a rental on each of its days.
 */
export function checkEntries(
  entries: readonly CheckoutEntryInput[],
  itemsById: ReadonlyMap<number, CheckoutItem>,
  buyer: { id: number; verified: boolean },
  judged: Judged,
  held: (itemId: number) => readonly Held[],
): Problems {
  const problems: Problems = { invalid: {}, unavailable: {} };
  const sold = new Map<number, number>();
  const booked = new Map<number, Held[]>();
  entries.forEach((entry, index) => {
    const at = `entries.${index}`;
    const item = itemsById.get(entry.item_id);
    if (!item || item.status !== 'active' || !item.owner_active)
      return add(problems.unavailable, at, NOT_AVAILABLE);
    if (item.owner_id === buyer.id) return add(problems.invalid, at, OWN_ITEM);
    // The units this checkout's earlier entries left: not sold by them, nor held by their rentals.
    const units = item.starting_inventory - (sold.get(item.id) ?? 0);
    const holding = [...held(item.id), ...(booked.get(item.id) ?? [])];
    if (!entry.is_rental) {
      if (item.sale_price === null) return add(problems.unavailable, at, 'This item is no longer for sale.');
      sold.set(item.id, (sold.get(item.id) ?? 0) + entry.quantity);
      const problem = saleProblem(units, freeToSell(units, holding, judged.today), entry.quantity);
      if (problem) add(problems.unavailable, at, problem);
      return;
    }
    if (item.price_per_day === null) return add(problems.unavailable, at, 'This item is no longer for rent.');
    if (!buyer.verified) add(problems.invalid, at, VERIFY_TO_RENT);
    datesProblem(entry, item, judged, problems.invalid, at);
    if (problems.invalid[`${at}.start_date`] || problems.invalid[`${at}.end_date`]) return;
    const period = { quantity: entry.quantity, start_date: entry.start_date!, end_date: entry.end_date! };
    if (freeUnits(units, holding, period.start_date, period.end_date) < entry.quantity)
      add(problems.unavailable, at, DAYS_TAKEN);
    booked.set(item.id, [...(booked.get(item.id) ?? []), period]);
  });
  return problems;
}

/** The server's price of each entry (valid entries only: run after `checkEntries` found nothing). */
export function priceLines(
  entries: readonly CheckoutEntryInput[],
  itemsById: ReadonlyMap<number, CheckoutItem>,
) {
  return entries.map((entry, index): QuotedLine => {
    const item = itemsById.get(entry.item_id)!;
    const line = priceEntry(cartEntry(entry, item));
    return {
      index,
      item_id: item.id,
      title: item.title,
      seller_id: item.owner_id,
      seller_name: item.owner_name,
      is_rental: entry.is_rental,
      quantity: entry.quantity,
      days: line.days,
      start_date: entry.is_rental ? entry.start_date! : null,
      end_date: entry.is_rental ? entry.end_date! : null,
      unit_price: line.unit_price,
      line_total: line.line_total,
      deposit: line.deposit,
    };
  });
}

/** The review's figures: one delivery fee per seller's purchases and per rental. */
export function quoteOf(lines: QuotedLine[], fulfilment: Fulfilment, fee: number): Quote {
  const sum = (pick: (l: QuotedLine) => number, only: (l: QuotedLine) => boolean) =>
    lines.filter(only).reduce((total, l) => total + pick(l), 0);
  const purchases = sum(
    (l) => l.line_total,
    (l) => !l.is_rental,
  );
  const rentals = sum(
    (l) => l.line_total,
    (l) => l.is_rental,
  );
  const deposits = sum(
    (l) => l.deposit,
    () => true,
  );
  const orders = deliveryOrderCount(
    lines.map((l) => ({ isRental: l.is_rental, item: { owner_id: l.seller_id } }) as CartEntry),
  );
  const delivery = fulfilment === 'delivery' ? orders * fee : 0;
  return {
    lines,
    purchases,
    rentals,
    deposits,
    delivery,
    delivery_fee: fee,
    total: purchases + rentals + deposits + delivery,
  };
}

// ─── What the provider is asked for ─────────────────────────────────────────────────────────

/** One provider part: a seller's purchases (captured), a rental (held) or its deposit (held). */
export interface PlannedPart {
  reference: string;
  amount: number;
  capture: 'automatic' | 'manual';
  description: string;
  purpose: 'order' | 'deposit';
  /** The seller's purchase lines, or the one rental line. */
  lines: QuotedLine[];
  delivery_fee: number;
}

export function planParts(quote: Quote, fulfilment: Fulfilment): PlannedPart[] {
  const fee = fulfilment === 'delivery' ? quote.delivery_fee : 0;
  const parts: PlannedPart[] = [];
  const bySeller = new Map<number, QuotedLine[]>();
  for (const line of quote.lines.filter((l) => !l.is_rental))
    bySeller.set(line.seller_id, [...(bySeller.get(line.seller_id) ?? []), line]);
  for (const [seller, lines] of bySeller) {
    const amount = lines.reduce((total, l) => total + l.line_total, 0) + fee;
    parts.push({
      reference: `seller-${seller}`,
      amount,
      capture: 'automatic',
      description: `Pinjam: ${lines.length === 1 ? '1 item' : `${lines.length} items`} from ${lines[0]!.seller_name}`,
      purpose: 'order',
      lines,
      delivery_fee: fee,
    });
  }
  for (const line of quote.lines.filter((l) => l.is_rental)) {
    const base = { capture: 'manual' as const, lines: [line], delivery_fee: fee };
    parts.push({
      ...base,
      reference: `rental-${line.index}`,
      amount: line.line_total + fee,
      description: `Pinjam rental: ${line.title}, ${line.start_date} to ${line.end_date}`,
      purpose: 'order',
    });
    if (line.deposit > 0)
      parts.push({
        ...base,
        reference: `deposit-${line.index}`,
        amount: line.deposit,
        description: `Pinjam deposit: ${line.title}`,
        purpose: 'deposit',
        delivery_fee: 0,
      });
  }
  // The provider refuses a zero amount: a free line (it cannot be, prices are positive) has no part.
  return parts.filter((p) => p.amount > 0);
}

/** What the provider is told of each part (the lines and the purpose stay ours). */
export const providerParts = (parts: PlannedPart[]) =>
  parts.map(({ reference, amount, capture, description }) => ({ reference, amount, capture, description }));

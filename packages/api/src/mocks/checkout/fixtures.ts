// The checkout area's fixtures: the delivery fee, the server's quote of a body (priced with the
// shared pricing rules over the demo items, as the server prices it), what a checkout creates,
// and the refusals worded as the server words them.
import type { CheckoutBody, CheckoutResultBody, Quote, QuotedLine } from '../../contract/checkout';
import type { Item } from '../../contract/catalogue';
import type { CartEntry } from '../../domain/cart';
import { deliveryOrderCount, priceEntry } from '../../domain/pricing';
import { demoItems } from '../catalogue/fixtures';
import { users } from '../users/accounts';
import { payPalPayment } from '../payments/fixtures';

/** The admin's delivery fee: B$5.00 per order with delivery (the seeded setting). */
export const DELIVERY_FEE = 500;

type Entries = CheckoutBody['entries'];

/** A demo item as the cart keeps it (the fields pricing reads). */
const cartItem = (item: Item): CartEntry['item'] => ({
  id: item.id,
  title: item.title,
  starting_inventory: item.starting_inventory,
  owner_id: item.owner.id,
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
});

const sellerName = (id: number) =>
  Object.values(users).find((user) => user.id === id)?.name ?? `Seller ${String(id)}`;

/** The body's entries as cart entries over the demo items; an unknown item is left out. */
function cartEntries(entries: Entries): Array<{ index: number; entry: CartEntry }> {
  return entries.flatMap((e, index) => {
    const item = demoItems.find((i) => i.id === e.item_id);
    if (!item) return [];
    const entry: CartEntry = e.is_rental
      ? {
          item: cartItem(item),
          isRental: true,
          quantity: e.quantity,
          start_date: e.start_date ?? '',
          end_date: e.end_date ?? '',
        }
      : { item: cartItem(item), isRental: false, quantity: e.quantity };
    return [{ index, entry }];
  });
}

/** What POST /api/checkout/quote answers for these entries, priced as the server prices them. */
export function quoteFor(entries: Entries, fulfilment: CheckoutBody['fulfilment']): Quote {
  const priced = cartEntries(entries);
  const lines: QuotedLine[] = priced.map(({ index, entry }) => {
    const line = priceEntry(entry);
    return {
      index,
      item_id: line.item_id,
      title: line.title,
      seller_id: entry.item.owner_id,
      seller_name: sellerName(entry.item.owner_id),
      is_rental: line.isRental,
      quantity: line.quantity,
      days: line.days,
      start_date: entry.isRental ? entry.start_date : null,
      end_date: entry.isRental ? entry.end_date : null,
      unit_price: line.unit_price,
      line_total: line.line_total,
      deposit: line.deposit,
    };
  });
  const sum = (only: (l: QuotedLine) => boolean, pick: (l: QuotedLine) => number) =>
    lines.filter(only).reduce((total, l) => total + pick(l), 0);
  const purchases = sum(
    (l) => !l.is_rental,
    (l) => l.line_total,
  );
  const rentals = sum(
    (l) => l.is_rental,
    (l) => l.line_total,
  );
  const deposits = sum(
    () => true,
    (l) => l.deposit,
  );
  const orders = fulfilment === 'delivery' ? deliveryOrderCount(priced.map((p) => p.entry)) : 0;
  const delivery = orders * DELIVERY_FEE;
  return {
    lines,
    purchases,
    rentals,
    deposits,
    delivery,
    delivery_fee: DELIVERY_FEE,
    total: purchases + rentals + deposits + delivery,
  };
}

/** What a checkout of these entries creates: one paid order per seller, one pending request per rental. */
export function resultFor(entries: Entries, fulfilment: CheckoutBody['fulfilment'], firstId = 9001) {
  const quote = quoteFor(entries, fulfilment);
  const purchases = quote.lines.filter((l) => !l.is_rental);
  const sellers = [...new Set(purchases.map((l) => l.seller_id))];
  const result: CheckoutResultBody = {
    orders: sellers.map((seller_id, i) => ({
      id: firstId + i,
      seller_id,
      total: purchases.filter((l) => l.seller_id === seller_id).reduce((t, l) => t + l.line_total, 0),
      status: 'paid',
    })),
    requests: quote.lines
      .filter((l) => l.is_rental)
      .map((l, i) => ({
        id: firstId + 100 + i,
        item_id: l.item_id,
        start_date: l.start_date ?? '',
        end_date: l.end_date ?? '',
        status: 'pending',
      })),
    total: quote.total,
  };
  return result;
}

/** 402: nothing created, no stock or days taken. */
export const declinedAnswer = {
  message: 'Your card was declined. Nothing was charged. Use another card or pay with PayPal.',
  code: 'card_declined',
};

/** 409 naming one entry no longer available. */
export const unavailableAnswer = (index: number) => ({
  message: 'Some items are no longer available. Remove them or choose other dates.',
  errors: { [`entries.${String(index)}`]: ['No longer available on these dates'] },
});

/** 422 on one rental's first day. */
export const pastDateAnswer = (index: number) => ({
  message: 'Please correct the highlighted fields.',
  errors: { [`entries.${String(index)}.start_date`]: ['Choose a first day from today on'] },
});

/** A rental past the booking window (issue 24): 422 beside its last day. */
export const pastWindowAnswer = (index: number) => ({
  message: 'Please correct the highlighted fields.',
  errors: {
    [`entries.${String(index)}.end_date`]: [
      'Bookings open 12 months ahead: choose a last day by 28 Nov 2027.',
    ],
  },
});

/** 422 on the delivery address: the server's check of the phone number, in the contract's words. */
export const addressRefusedAnswer = {
  message: 'Please correct the highlighted fields.',
  errors: { 'address.telephone': ['Enter a phone number, e.g. +673 712 3456'] },
};

/** PayPal: the payment waits on the sandbox page (/checkout/paypal/{payment_id}). */
export const payPalApproval = {
  approval_url: `/checkout/paypal/${payPalPayment.id}`,
  payment_id: payPalPayment.id,
};

// What the cart takes from outside, checked at the boundary: each event's payload and what
// storage gives back. Two levels: an entry that does not fit the shape (no item, a quantity that
// is not a number, `isRental: "yes"`) is ignored; one that fits but breaks a rule (quantity 0,
// dates the wrong way round) is refused with a notice (entryProblem). Kept entries hold only the
// fields the cart knows.
import { z } from '@pinjam/api/contract';
import * as v from '../_shared/schemas';
import type { CartEntry, CartEvent, CartItem, ItemRent } from './types';

/** Any finite number: whether it is whole, positive or in stock is a rule (entryProblem), not a shape. */
const number = v.amount({ min: -Infinity });
const maybeNumber = z.optional(z.nullable(number));

const rentShape: v.Schema<ItemRent> = z.object({
  price_per_day: number,
  price_per_week: maybeNumber,
  deposit: maybeNumber,
  min_days: number,
  max_days: maybeNumber,
});
export const itemShape: v.Schema<CartItem> = z.object({
  id: v.whole(),
  title: v.text({ max: 500 }),
  starting_inventory: number,
  owner_id: v.whole(),
  rent: z.optional(z.nullable(rentShape)),
  sale: z.optional(z.nullable(z.object({ price: number }))),
  cover: z.optional(z.nullable(v.text({ max: 2000 }))),
});
const date = v.text({ max: 32 });
export const entryShape: v.Schema<CartEntry> = z.discriminatedUnion('isRental', [
  z.object({ item: itemShape, isRental: z.literal(false), quantity: number }),
  z.object({
    item: itemShape,
    isRental: z.literal(true),
    quantity: number,
    start_date: date,
    end_date: date,
  }),
]);

export const cartEventShapes: v.EventSchemas<CartEvent> = {
  'cart.add': z.object({ entry: entryShape }),
  'cart.remove': z.object({ key: v.text({ max: 200 }) }),
  'cart.clear': v.nothing,
  'cart.dismissNotice': v.nothing,
};

/** Why this event's payload does not fit its type, or null (the QA view shows it). */
export const cartEventProblem = (event: { type: string }) => v.payloadProblem(cartEventShapes, event);

// ── What the cart keeps ──────────────────────────────────────────────────────
const toRent = (rent: ItemRent): ItemRent => ({
  price_per_day: rent.price_per_day,
  price_per_week: rent.price_per_week ?? null,
  deposit: rent.deposit ?? null,
  min_days: rent.min_days,
  max_days: rent.max_days ?? null,
});
const toItem = (item: CartItem): CartItem => ({
  id: item.id,
  title: item.title,
  starting_inventory: item.starting_inventory,
  owner_id: item.owner_id,
  rent: item.rent ? toRent(item.rent) : null,
  sale: item.sale ? { price: item.sale.price } : null,
  // Only when there is one: an entry without a photo stays as it was stored.
  ...(item.cover ? { cover: item.cover } : {}),
});
/** The entry with only the fields the cart knows: extra keys never reach storage or the screens. */
export const toCartEntry = (entry: CartEntry): CartEntry =>
  entry.isRental
    ? {
        item: toItem(entry.item),
        isRental: true,
        quantity: entry.quantity,
        start_date: entry.start_date,
        end_date: entry.end_date,
      }
    : { item: toItem(entry.item), isRental: false, quantity: entry.quantity };

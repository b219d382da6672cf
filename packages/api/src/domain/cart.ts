// The cart's data, named as the seed names it (section 3: "Cart entry: item (with id and
// starting_inventory), isRental, quantity. The cart is a list.") plus what docs/product.md adds for
// rentals and prices. All money in integer cents. The cart machine keeps these; the server prices
// an order from the same entries with the same functions (pricing.ts).
import type { IsoDate } from './dates';

/** An item's rental terms (docs/product.md, Items). Money in cents. */
export interface ItemRent {
  price_per_day: number;
  /** Applies to each whole week of a rental of 7 days or more. */
  price_per_week?: number | null;
  /** Per unit; held with the rental and released when the order completes. */
  deposit?: number | null;
  /** At least 1. */
  min_days: number;
  max_days?: number | null;
}

/** An item's sale terms. */
export interface ItemSale {
  price: number;
}

/** The part of an item the cart keeps (seed: id and starting_inventory; docs/product.md: the rest). */
export interface CartItem {
  id: number;
  title: string;
  /** Identical units: the cap on any cart entry's quantity (docs/product.md §4, 5, 9). */
  starting_inventory: number;
  /** The seller: purchases become one order per seller. */
  owner_id: number;
  rent?: ItemRent | null;
  sale?: ItemSale | null;
  /** The cover picture's address, for the cart's lines (null: the item has no photo). */
  cover?: string | null;
}

export interface PurchaseEntry {
  item: CartItem;
  isRental: false;
  quantity: number;
}

export interface RentalEntry {
  item: CartItem;
  isRental: true;
  quantity: number;
  /** First day of the rental, inclusive. */
  start_date: IsoDate;
  /** Last day of the rental, inclusive. */
  end_date: IsoDate;
}

/** One line of the cart. The cart is a list of these, stored as JSON under 'shopping_cart'. */
export type CartEntry = PurchaseEntry | RentalEntry;

/** One priced line of the cart (see `priceEntry`). */
export interface CartLine {
  key: string;
  item_id: number;
  title: string;
  isRental: boolean;
  quantity: number;
  /** Rental days, inclusive of start and end; null for a purchase. */
  days: number | null;
  /** One unit for the whole period (rental) or the sale price. */
  unit_price: number;
  /** unit_price × quantity. */
  line_total: number;
  /** Deposit × quantity; 0 for a purchase or a rental without one. */
  deposit: number;
}

export interface CartTotals {
  lines: CartLine[];
  /** Units in the cart: the sum of the quantities (the cart badge). */
  units: number;
  purchases: number;
  rentals: number;
  /** purchases + rentals: what the items cost, before delivery. */
  subtotal: number;
  /** Held with the rentals, shown separately, not part of the subtotal. */
  deposits: number;
}

/**
 * Entries with the same key are the same line: same item and rental flag, and for a rental the
 * same dates (docs/product.md: "entries merge only when item, rental flag and dates match").
 */
export function entryKey(entry: CartEntry): string {
  return entry.isRental
    ? `${entry.item.id}:rent:${entry.start_date}:${entry.end_date}`
    : `${entry.item.id}:buy`;
}

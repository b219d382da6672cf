// The cart's data. The entries and their prices are the shared domain's (@pinjam/api/domain:
// the server charges what the cart shows); what is the machine's own (notices, events) is here.

export type {
  IsoDate,
  ItemRent,
  ItemSale,
  CartItem,
  PurchaseEntry,
  RentalEntry,
  CartEntry,
  CartLine,
  CartTotals,
} from '@pinjam/api/domain';
import type { CartEntry } from '@pinjam/api/domain';

/** Why an entry cannot go into the cart. */
export type EntryProblem =
  'invalidQuantity' | 'outOfStock' | 'notForSale' | 'notForRent' | 'invalidDates' | 'tooShort' | 'tooLong';

/** What the cart screen should tell the user after the last change. */
export type CartNotice =
  /** The quantity asked for was more than the item's units: the entry holds `quantity` (= all units). */
  | { type: 'capped'; item_id: number; quantity: number }
  /** The entry was not added. */
  | { type: 'rejected'; item_id: number; problem: EntryProblem };

export interface CartContext {
  entries: CartEntry[];
  notice: CartNotice | null;
}

export type CartEvent =
  | { type: 'cart.add'; entry: CartEntry }
  /** `key` from `entryKey(entry)`. */
  | { type: 'cart.remove'; key: string }
  | { type: 'cart.clear' }
  | { type: 'cart.dismissNotice' };

/** Input of the `saveCart` actor. */
export interface SaveCartInput {
  entries: CartEntry[];
}

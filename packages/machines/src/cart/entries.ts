// The seed's cart rules (sections 4, 5 and 9) and docs/product.md's for rentals, as pure functions
// over the list of entries. The machine only decides when they run.
import { entryKey, isCents, rentalDays } from '@pinjam/api/domain';
import { fits } from '../_shared/schemas';
import { entryShape, toCartEntry } from './events';
import type { CartEntry, CartNotice, EntryProblem } from './types';

export { entryKey };

const isWhole = (value: unknown, min: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min;

/** Why this entry cannot be added, or null when it can. */
export function entryProblem(entry: CartEntry): EntryProblem | null {
  if (!isWhole(entry.quantity, 1)) return 'invalidQuantity';
  if (!isWhole(entry.item.starting_inventory, 1)) return 'outOfStock';
  if (!entry.isRental) return entry.item.sale && isCents(entry.item.sale.price) ? null : 'notForSale';
  const rent = entry.item.rent;
  if (!rent || !isCents(rent.price_per_day)) return 'notForRent';
  // Prices the cart adds up must be whole cents too, or the totals stop being money.
  if (
    (rent.price_per_week != null && !isCents(rent.price_per_week)) ||
    (rent.deposit != null && !isCents(rent.deposit))
  )
    return 'notForRent';
  const days = rentalDays(entry.start_date, entry.end_date);
  if (days === null) return 'invalidDates';
  if (days < (isWhole(rent.min_days, 1) ? rent.min_days : 1)) return 'tooShort';
  if (rent.max_days != null && days > rent.max_days) return 'tooLong';
  return null;
}

export interface CartChange {
  entries: CartEntry[];
  notice: CartNotice | null;
}

/**
 * Adds a valid entry. The first add starts a new list; an entry with the same key sums the
 * quantities; either way the quantity is capped at the item's starting_inventory. The merged
 * line keeps its place and takes the item as the latest add describes it (fresher stock).
 */
export function addEntry(entries: readonly CartEntry[], entry: CartEntry): CartChange {
  const key = entryKey(entry);
  const index = entries.findIndex((e) => entryKey(e) === key);
  const wanted = entry.quantity + (index === -1 ? 0 : entries[index]!.quantity);
  const quantity = Math.min(wanted, entry.item.starting_inventory);
  const line = toCartEntry({ ...entry, quantity });
  const next = index === -1 ? [...entries, line] : entries.map((e, i) => (i === index ? line : e));
  return {
    entries: next,
    notice: quantity < wanted ? { type: 'capped', item_id: entry.item.id, quantity } : null,
  };
}

export function removeEntry(entries: readonly CartEntry[], key: string): CartEntry[] {
  return entries.filter((e) => entryKey(e) !== key);
}

/**
 * The cart read back from storage: anything that is not a list gives an empty cart, entries
 * that are malformed or no longer valid are dropped, and the rules above apply again (caps, merges).
 */
export function restoreEntries(stored: unknown): CartEntry[] {
  if (!Array.isArray(stored)) return [];
  let entries: CartEntry[] = [];
  for (const candidate of stored) {
    if (!fits(entryShape, candidate) || entryProblem(candidate) !== null) continue;
    entries = addEntry(entries, candidate).entries;
  }
  return entries;
}

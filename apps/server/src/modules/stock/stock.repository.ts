// The stock's SQL: an item's unsold units under its row lock, and the bookings that hold units.
import { and, eq, gte, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { bookings, items, rentalRequests } from '../../platform/db/schema';

const held = {
  item_id: bookings.item_id,
  quantity: bookings.quantity,
  start_date: bookings.start_date,
  end_date: bookings.end_date,
};

/** The active bookings of these items that end on `from` or later. */
export async function heldFrom(tx: Executor, itemIds: number[], from: string) {
  if (!itemIds.length) return [];
  return tx
    .select(held)
    .from(bookings)
    .where(
      and(inArray(bookings.item_id, itemIds), isNull(bookings.released_at), gte(bookings.end_date, from)),
    );
}

/** The active bookings of accepted rentals of the item that overlap from..to. */
export async function acceptedBetween(tx: Executor, itemId: number, from: string, to: string) {
  return tx
    .select(held)
    .from(bookings)
    .innerJoin(rentalRequests, eq(rentalRequests.id, bookings.request_id))
    .where(
      and(
        eq(bookings.item_id, itemId),
        isNull(bookings.released_at),
        ne(rentalRequests.status, 'pending'),
        lte(bookings.start_date, to),
        gte(bookings.end_date, from),
      ),
    );
}

/**
 * The item's unsold units, its row locked FOR UPDATE: the lock a checkout takes on the items it
 * names (in id order), so a sale and an acceptance of one item take turns.
 */
export async function lockUnits(tx: Executor, itemId: number): Promise<number> {
  const [row] = await tx
    .select({ units: items.starting_inventory })
    .from(items)
    .where(eq(items.id, itemId))
    .for('update');
  return row?.units ?? 0;
}

/**
 * A card checkout's hold on its rentals' days while the provider is asked (decision 0042, "The
 * provider outside the locks"): bookings of no request yet, counted like any other (`heldFrom`).
 */
export async function holdForCheckout(
  tx: Executor,
  checkoutId: number,
  holds: Array<{ item_id: number; quantity: number; start_date: string; end_date: string }>,
) {
  if (holds.length) await tx.insert(bookings).values(holds.map((h) => ({ ...h, checkout_id: checkoutId })));
}

/** The checkout's holds let go: its requests hold the days now, or it was declined. */
export async function releaseCheckoutHolds(tx: Executor, checkoutId: number) {
  await tx.delete(bookings).where(and(eq(bookings.checkout_id, checkoutId), isNull(bookings.request_id)));
}

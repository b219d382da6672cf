// The one owner of a unit's availability (decision 0026): what a checkout counts against an
// item's units, and whether accepting a request still finds a unit for its days.
import type { Executor } from '../../platform/db/client';
import { busiestDay, freeUnits, type Held } from './rules';
import * as repository from './stock.repository';

/** Each item's active bookings from `today` on: what a checkout's sales and rentals count against. */
export async function heldFrom(tx: Executor, itemIds: number[], today: string) {
  const held = new Map<number, Held[]>();
  for (const row of await repository.heldFrom(tx, itemIds, today))
    held.set(row.item_id, [...(held.get(row.item_id) ?? []), row]);
  return held;
}

/**
 * Whether a pending request may be accepted: with the item locked, a unit is free on every one
 * of its days, counting the units sold and the accepted rentals. Other pending requests do not
 * count: whichever is accepted first takes the unit (they only compete when the owner lowered the
 * stock under their holds).
 */
export async function freeToAccept(
  tx: Executor,
  request: { item_id: number; quantity: number; start_date: string; end_date: string },
): Promise<boolean> {
  const units = await repository.lockUnits(tx, request.item_id);
  const { start_date: from, end_date: to } = request;
  const accepted = await repository.acceptedBetween(tx, request.item_id, from, to);
  return freeUnits(units, accepted, from, to) >= request.quantity;
}

/** Later than any booking's last day: "from today on". */
const LAST_DAY = '9999-12-31';

/**
 * The most units the item's accepted rentals hold on one day from `today` on, and the first such
 * day: what an owner may not lower the stock under (pending holds may be outrun: the accept
 * decides, see freeToAccept).
 */
export async function rentedOut(tx: Executor, itemId: number, today: string) {
  const accepted = await repository.acceptedBetween(tx, itemId, today, LAST_DAY);
  const last = accepted.reduce((end, h) => (h.end_date > end ? h.end_date : end), today);
  return busiestDay(accepted, today, last);
}

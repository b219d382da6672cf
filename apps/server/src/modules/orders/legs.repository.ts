// The courier legs a delivery order gets when it is paid (decision 0036): outbound on the rental's
// first day (a purchase: the next day in Brunei), and for a rental the return on its last day.
// Written in the order's own transaction, so a delivery order never exists without its legs; the
// deliveries module (which moves orders along as legs complete) reads and updates them from there.
import { addDays, todayInBrunei } from '@pinjam/api/domain';
import type { Executor } from '../../platform/db/client';
import { deliveryLegs } from '../../platform/db/schema';

interface NewOrder {
  id: number;
  kind: 'purchase' | 'rental';
  fulfilment: 'delivery' | 'pickup';
  address: unknown;
  start_date: string | null;
  end_date: string | null;
}

const districtOf = (address: unknown): string | null => {
  const district = (address as { district?: unknown } | null)?.district;
  return typeof district === 'string' ? district : null;
};

/** The legs' rows for a new order: none for pickup. */
export function legsFor(order: NewOrder, now = new Date()) {
  if (order.fulfilment !== 'delivery') return [];
  const district = districtOf(order.address);
  if (order.kind === 'purchase')
    return [{ kind: 'outbound' as const, scheduled_for: addDays(todayInBrunei(now), 1)!, district }];
  return [
    { kind: 'outbound' as const, scheduled_for: order.start_date!, district },
    { kind: 'return' as const, scheduled_for: order.end_date!, district },
  ];
}

/** Writes a new delivery order's legs inside the caller's transaction (pickup: nothing). */
export async function createDeliveryLegs(tx: Executor, order: NewOrder): Promise<void> {
  const legs = legsFor(order);
  if (legs.length === 0) return;
  await tx.insert(deliveryLegs).values(legs.map((leg) => ({ ...leg, order_id: order.id })));
}

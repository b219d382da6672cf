// The SQL of the admin's leg actions (deliveries.service.ts): the leg locked with its order's
// status, the one conditional UPDATE of each action, the no-show's row, the customer's address
// to write to, and an order's legs.
import type { DeliveryLegStatus } from '@pinjam/api/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { deliveryLegs, deliveryNoShows, orders, users } from '../../platform/db/schema';

export type LegAction = 'notify' | 'remind' | 'noShow' | 'complete';

/** The leg's row and its order's status and buyer, the leg locked until the transaction ends. */
export async function lockLegWithOrder(tx: Executor, legId: number) {
  const [row] = await tx
    .select({ leg: deliveryLegs, order: { status: orders.status, buyer_id: orders.buyer_id } })
    .from(deliveryLegs)
    .innerJoin(orders, eq(orders.id, deliveryLegs.order_id))
    .where(eq(deliveryLegs.id, legId))
    .for('update', { of: deliveryLegs });
  return row;
}

/**
 * Applies `action` to the leg only if it is still in `from` (one conditional UPDATE); its id and
 * day as updated, or undefined if it moved meanwhile. `today` is Brunei's date at `now`.
 */
export async function moveLeg(
  tx: Executor,
  legId: number,
  from: DeliveryLegStatus,
  action: LegAction,
  at: { now: Date; today: string; adminId: number },
) {
  const set = {
    notify: { status: 'notified' as const, notified_at: at.now },
    remind: { status: 'reminded' as const, reminded_at: at.now },
    noShow: {
      status: 'no_show' as const,
      // The next day: after the missed one, or after today when it was missed days ago.
      scheduled_for: sql<string>`greatest(${deliveryLegs.scheduled_for}, ${at.today}::date) + 1`,
      no_shows: sql<number>`${deliveryLegs.no_shows} + 1`,
    },
    complete: { status: 'completed' as const, completed_at: at.now, completed_by: at.adminId },
  }[action];
  const [updated] = await tx
    .update(deliveryLegs)
    .set({ ...set, updated_at: at.now })
    .where(and(eq(deliveryLegs.id, legId), eq(deliveryLegs.status, from)))
    .returning({ id: deliveryLegs.id, scheduled_for: deliveryLegs.scheduled_for });
  return updated;
}

/** Records a missed delivery (delivery_no_shows). */
export async function insertNoShow(tx: Executor, row: typeof deliveryNoShows.$inferInsert) {
  await tx.insert(deliveryNoShows).values(row);
}

/** The email address of a user, if they still exist. */
export async function emailOf(tx: Executor, userId: number) {
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/** An order's legs (id and status), outbound first. */
export const legsOfOrder = (tx: Executor, orderId: number) =>
  tx
    .select({ id: deliveryLegs.id, status: deliveryLegs.status })
    .from(deliveryLegs)
    .where(eq(deliveryLegs.order_id, orderId))
    .orderBy(asc(deliveryLegs.kind));

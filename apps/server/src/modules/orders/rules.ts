// Pure rules of orders: commission, document numbers, who the caller is to an order and what
// they may do now (from the order machine). No query runs here.
import { orderStatuses, type OrderStatus } from '@pinjam/api/domain';
import { orderEventsIn, type OrderParty, type OrderState } from '@pinjam/machines';

export const ORDER_NOT_FOUND = 'This order does not exist, or it is not yours.';

/**
 * The platform's commission on one line, in cents: `bps` basis points of the line total, half
 * up (B$0.05 at 10 % of B$0.45 → 5 cents, not 4). Integer arithmetic, never floats.
 */
export function commissionOf(lineTotal: number, bps: number): number {
  if (!Number.isSafeInteger(lineTotal) || lineTotal < 0) throw new RangeError(`bad line total ${lineTotal}`);
  return Math.floor((lineTotal * bps + 5_000) / 10_000);
}

const numbered = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, '0')}`;
/** The buyer's invoice: one per order, numbered by it (PJ-INV-000123). */
export const invoiceNumber = (orderId: number) => numbered('PJ-INV', orderId);
/** The seller's credit note (gross, commission, net): PJ-CN-000123. */
export const creditNoteNumber = (orderId: number) => numbered('PJ-CN', orderId);

/** The statuses `?status=open` means: every one an order can still leave. */
export const openStatuses: OrderStatus[] = orderStatuses.filter(
  (s) => s !== 'completed' && s !== 'cancelled',
);

/** Who the caller is to this order: a party first, an admin only when not a party; else null. */
export function roleOf(
  order: { buyer_id: number; seller_id: number },
  viewer: { id: number; isAdmin: boolean },
): OrderParty | null {
  if (viewer.id === order.buyer_id) return 'buyer';
  if (viewer.id === order.seller_id) return 'seller';
  return viewer.isAdmin ? 'admin' : null;
}

/** The lifecycle's event names without their namespace: 'order.cancel' → 'cancel'. */
export const eventName = (type: string) => type.replace(/^order\./, '');

/** What `role` may do to the order now: the machine's events for that party ('cancel', 'reportIssue'…). */
export const actionsFor = (order: OrderState, role: OrderParty): string[] => [
  ...new Set(orderEventsIn(order).flatMap((e) => (e.by === role ? [eventName(e.type)] : []))),
];

/** A delivered purchase completes by itself this long after delivery (docs/product.md). */
export const PURCHASE_COMPLETES_AFTER_MS = 3 * 24 * 3600_000;
/** A returned rental completes by itself this long after the return. */
export const RENTAL_COMPLETES_AFTER_MS = 48 * 3600_000;
/** The "return it today" reminder goes from this hour (Asia/Brunei) on the rental's last day. */
export const LAST_DAY_REMINDER_HOUR = 8;

/** When the order completes by itself, or null when no timer runs (an issue open, another status). */
export function completesAt(order: {
  status: string;
  has_open_issue: boolean;
  status_changed_at: Date;
}): Date | null {
  if (order.has_open_issue) return null;
  const after =
    order.status === 'delivered'
      ? PURCHASE_COMPLETES_AFTER_MS
      : order.status === 'returned'
        ? RENTAL_COMPLETES_AFTER_MS
        : null;
  return after === null ? null : new Date(order.status_changed_at.getTime() + after);
}

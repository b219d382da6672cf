// How a refund shares out over the ledger's accounts, and what a refund that lost a race answers.
import { formatMoney } from '@pinjam/api/domain';

/**
 * How refunds share out, as a total refunded so far (cumulative, so that several partial refunds
 * and a final full one add up exactly): the goods first (the subtotal), the commission's part of
 * them pro rata in whole cents rounded down (the seller's share takes the odd cent), then the
 * delivery fee. At the whole total: the seller's whole net, the whole commission, the delivery.
 */
export function refundShares(
  order: { subtotal: number; commission: number },
  refunded: number,
): { seller: number; commission: number; delivery: number } {
  const goods = Math.min(refunded, order.subtotal);
  const commission = order.subtotal === 0 ? 0 : Math.floor((goods * order.commission) / order.subtotal);
  return { seller: goods - commission, commission, delivery: refunded - goods };
}

/** One refund's shares: of `amount` more, after `refunded` so far (refundShares' difference). */
export function sharesOfRefund(
  order: { subtotal: number; commission: number },
  refunded: number,
  amount: number,
): { seller: number; commission: number; delivery: number } {
  const was = refundShares(order, refunded);
  const now = refundShares(order, refunded + amount);
  return {
    seller: now.seller - was.seller,
    commission: now.commission - was.commission,
    delivery: now.delivery - was.delivery,
  };
}

/**
 * The answer (409) to a refund that lost a race: since the caller's request arrived, the order
 * was cancelled (refunded in full) or `since` cents of its payment were refunded by someone else.
 */
export function refundedMeanwhile(order: { id: number; status: string }, since: number): string {
  return order.status === 'cancelled'
    ? `Order #${order.id} was cancelled a moment ago and its buyer refunded in full, so nothing more was refunded.`
    : `${formatMoney(since)} of this payment was refunded a moment ago, so nothing more was refunded. Reload it to see what is left.`;
}

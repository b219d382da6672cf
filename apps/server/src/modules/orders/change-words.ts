// The words of the emails about an order that went off its path: an issue reported, an order
// cancelled and refunded (by the buyer, the seller, our staff, or the clock).
import type { IssueType } from '@pinjam/api/domain';
import { formatMoney } from '@pinjam/api/domain';
import type { Words } from '../../platform/mail/templates';
import { linesText, paidWith } from './notice-words';
import type { OrderFacts } from './orders.repository';

/** The issue types as the order page's dialog names them. */
const issueTypeWords: Record<IssueType, string> = {
  damaged: 'Damaged',
  not_received: 'Not received',
  not_as_described: 'Not as described',
  late_return: 'Late return',
  other: 'Something else',
};

export interface IssueNotice {
  /** The reader: the other party, or our staff. */
  role: 'buyer' | 'seller' | 'admin';
  /** Who reported it. */
  reporter: 'buyer' | 'seller';
  type: IssueType;
}

/** An issue reported: the other party and our staff (who resolve it on the admin's order page). */
export function orderIssueWords(o: OrderFacts, { role, reporter, type }: IssueNotice): Words {
  const who = reporter === 'buyer' ? o.buyer : o.seller;
  const staff = role === 'admin';
  return {
    subject: `An issue was reported on order #${o.id}`,
    intro: `${who} reported: ${issueTypeWords[type]}, on order #${o.id} (${o.buyer} from ${o.seller}):\n${linesText(o)}`,
    button: staff ? 'Resolve the issue' : 'See the order',
    path: staff ? `/admin/orders/order/${o.id}` : `/my-orders/order-details/${o.id}`,
    note: staff
      ? 'The order cannot complete and its payout waits until the issue is resolved.'
      : 'Our staff will look into it and contact you both. The payout for this order waits until it is resolved.',
  };
}

export interface CancelNotice {
  /** Who cancelled: the buyer, the seller, our staff, or the clock (not dispatched in time). */
  by?: 'buyer' | 'seller' | 'admin' | 'system';
  role?: 'buyer' | 'seller';
  /** The clock's: the days after payment (or the rental's first day) it waited. */
  days?: number;
}

function cancelledBy(o: OrderFacts, by: NonNullable<CancelNotice['by']>, reader: 'buyer' | 'seller') {
  switch (by) {
    case 'admin':
      return `Our staff cancelled order #${o.id}${reader === 'seller' ? ` from ${o.buyer}` : ''}`;
    case 'seller':
      return `${o.seller} cancelled order #${o.id}`;
    case 'buyer':
      return `${reader === 'buyer' ? 'You' : o.buyer} cancelled order #${o.id} before it was dispatched`;
    case 'system':
      return `Order #${o.id} was cancelled by Pinjam`;
  }
}

/**
 * An order cancelled and refunded in full. The buyer is always told; the seller when anyone but
 * the seller cancelled (decision 0043; issue 24: the buyer, the clock).
 */
export function orderCancelledWords(
  o: OrderFacts,
  { by = 'seller', role = 'buyer', days }: CancelNotice,
): Words {
  const reason = o.cancel_reason ? `\n${by === 'admin' ? 'The' : 'Their'} reason: ${o.cancel_reason}` : '';
  const late =
    by === 'system'
      ? `\nIt was not dispatched or handed over within ${days ?? 3} ${days === 1 ? 'day' : 'days'}.`
      : '';
  const intro = `${cancelledBy(o, by, role)}:\n${linesText(o)}${by === 'system' ? late : reason}`;
  if (role === 'seller')
    return {
      subject: `Order #${o.id} was cancelled`,
      intro,
      button: 'See your customer orders',
      path: '/customer-orders',
      note: `The buyer has been refunded ${formatMoney(o.total)} in full; the items or days are yours again.`,
    };
  return {
    subject: `Order #${o.id} was cancelled`,
    intro,
    button: 'See the order',
    path: `/my-orders/order-details/${o.id}`,
    note: `We have refunded ${formatMoney(o.total)} in full to ${paidWith(o)}; your bank may take a few days to show it.`,
  };
}

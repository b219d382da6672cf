// An entry of the feed as a sentence, in the reader's words.
import type { ActivityEntry } from '@pinjam/api';
import { formatDate, formatMoney, issueTypes, type IssueType } from '@pinjam/api/domain';
import type { issueTypeMessages } from '../../shared/orderEvents';
import type { activityLineMessages } from './messages';

type T = ReturnType<typeof activityLineMessages.get>;

type Types = ReturnType<typeof issueTypeMessages.get>;
const isIssueType = (value: unknown): value is IssueType =>
  (issueTypes as readonly unknown[]).includes(value);

export function sentence(entry: ActivityEntry, t: T, types: Types): string {
  const { data } = entry;
  const title = typeof data.title === 'string' ? data.title : t.anItem;
  const amount = typeof data.amount === 'number' ? formatMoney(data.amount) : '';
  const id = String(entry.subject?.id ?? '');
  const owner = data.role === 'owner';
  const buyer = data.role === 'buyer';
  // An order's line says rented, not sold, for a rental (the server adds the order's kind).
  const rental = data.order_kind === 'rental';
  const date = typeof data.date === 'string' ? formatDate(data.date) : '';
  switch (entry.kind) {
    case 'item_listed':
      return t.itemListed({ title });
    case 'request_made':
      return t.requestMade({ title, amount });
    case 'request_received':
      return t.requestReceived({ title, amount });
    case 'request_accepted':
      return owner ? t.requestAcceptedOwner({ title }) : t.requestAcceptedRenter({ title });
    case 'request_denied':
      return owner ? t.requestDeniedOwner({ title }) : t.requestDeniedRenter({ title });
    case 'request_cancelled':
      return owner ? t.requestCancelledOwner({ title }) : t.requestCancelledRenter({ title });
    case 'request_expired':
      return owner ? t.requestExpiredOwner({ title }) : t.requestExpiredRenter({ title });
    case 'order_paid':
      return rental ? t.rentalPaid({ amount, id, title }) : t.orderPaid({ amount, id, title });
    case 'order_sold':
      return rental ? t.rentalRentedOut({ amount, id, title }) : t.orderSold({ amount, id, title });
    case 'order_cancelled':
      if (buyer) return t.orderCancelledBuyer({ id });
      return rental ? t.rentalCancelledOwner({ id }) : t.orderCancelledSeller({ id });
    case 'delivered':
      return buyer ? t.deliveredBuyer({ id }) : t.deliveredSeller({ id });
    case 'returned':
      return buyer ? t.returnedBuyer({ id }) : t.returnedSeller({ id });
    case 'rated':
      return t.rated({ title });
    case 'rating_received':
      return t.ratingReceived({
        name: typeof data.name === 'string' ? data.name : '',
        rating: String(data.rating ?? ''),
        id: String(data.order_id ?? ''),
      });
    case 'verification_submitted':
      return t.verificationSubmitted;
    case 'verified':
      return t.verified;
    case 'verification_rejected':
      return typeof data.reason === 'string' && data.reason
        ? t.verificationRejected({ reason: data.reason })
        : t.verificationRejectedNoReason;
    case 'paid_out':
      return t.paidOut({ amount });
    case 'handed_over':
      return buyer ? t.handedOverBuyer({ id }) : t.handedOverSeller({ id });
    case 'order_overdue':
      return buyer ? t.overdueBuyer({ id }) : t.overdueSeller({ id });
    case 'order_completed':
      return buyer ? t.completedBuyer({ id }) : t.completedSeller({ id, amount });
    case 'delivery_arranged':
      return data.leg === 'return' ? t.collectionArranged({ id, date }) : t.deliveryArranged({ id, date });
    case 'delivery_missed':
      return t.deliveryMissed({ id, date });
    case 'refunded':
      return t.refunded({ amount, id });
    case 'issue_reported': {
      const type = isIssueType(data.type) ? types[data.type] : types.other;
      if (data.reporter === data.role) return t.issueReportedByYou({ id, type });
      return data.reporter === 'seller'
        ? t.issueReportedSeller({ id, type })
        : t.issueReportedBuyer({ id, type });
    }
    default:
      return entry.kind satisfies never;
  }
}

// The feed as its reader sees it: each entry with the page its line links to. The web words the
// sentence from the kind and `data` (so that it can be translated); the link is made here, where
// the reader's side of a request or an order is known.
import type { ActivityEntry as FeedEntry, ActivityKind } from '@pinjam/api/contract';
import { activitySubjectTypes } from '@pinjam/api/contract';

type SubjectType = (typeof activitySubjectTypes)[number];

interface Row {
  id: number;
  kind: string;
  subject_type: string | null;
  subject_id: number | null;
  data: Record<string, string | number | null>;
  created_at: Date;
  /** The order's kind, for an order's line: the web says rented or sold by it. */
  order_kind: string | null;
}

const isSubjectType = (value: string | null): value is SubjectType =>
  (activitySubjectTypes as readonly (string | null)[]).includes(value);

/** Where a line goes: the item's page, the reader's side of the request lists, the order's page… */
function linkOf(kind: ActivityKind, type: SubjectType | null, id: number | null, data: Row['data']) {
  if (type === null || id === null) return null;
  switch (type) {
    case 'item':
      return `/view-item/${id}`;
    case 'request': {
      // An accepted request is now an order: its page says more than the list does.
      if (kind === 'request_accepted' && typeof data.order_id === 'number')
        return `/my-orders/order-details/${data.order_id}`;
      return data.role === 'owner' ? '/customer-requests' : '/my-requests';
    }
    case 'order':
      // Our staff act on the admin's order page.
      return data.role === 'admin' ? `/admin/orders/order/${id}` : `/my-orders/order-details/${id}`;
    case 'verification':
      return '/verification';
    case 'payout':
      return '/my-finance';
    case 'rating':
      return '/my-ratings';
    default:
      return type satisfies never;
  }
}

export function toFeedEntry(row: Row): FeedEntry {
  const kind = row.kind as ActivityKind;
  const type = isSubjectType(row.subject_type) ? row.subject_type : null;
  return {
    id: row.id,
    kind,
    created_at: row.created_at.toISOString(),
    subject: type !== null && row.subject_id !== null ? { type, id: row.subject_id } : null,
    link: linkOf(kind, type, row.subject_id, row.data),
    data: row.order_kind === null ? row.data : { ...row.data, order_kind: row.order_kind },
  };
}

import type { BadgeTone } from '../Badge';

/**
 * Every status the product's records can be in (product.md), as data: the vocabularies drive the
 * types, the pill's tone and label, and the stories' matrix.
 */
export const requestStatuses = ['pending', 'accepted', 'denied', 'cancelled', 'expired'] as const;
export const orderStatuses = [
  'paid',
  'dispatched',
  'delivered',
  'in_use',
  'return_due',
  'returned',
  'completed',
  'cancelled',
] as const;
export const deliveryLegStatuses = ['scheduled', 'notified', 'reminded', 'no_show', 'completed'] as const;
export const payoutStatuses = ['pending', 'payable', 'paid'] as const;

export type RequestStatus = (typeof requestStatuses)[number];
export type OrderStatus = (typeof orderStatuses)[number];
export type DeliveryLegStatus = (typeof deliveryLegStatuses)[number];
export type PayoutStatus = (typeof payoutStatuses)[number];

/** The records that have a status, each with its vocabulary. */
export const statusVocabularies = {
  request: requestStatuses,
  order: orderStatuses,
  delivery: deliveryLegStatuses,
  payout: payoutStatuses,
} as const;
export type StatusKind = keyof typeof statusVocabularies;
export const statusKinds = Object.keys(statusVocabularies) as StatusKind[];
export type StatusOf<K extends StatusKind> = (typeof statusVocabularies)[K][number];

/**
 * The tone of each status. Waiting on someone: warning; moving along: brand; done well:
 * positive; refused or failed: critical; ended without harm: neutral.
 */
export const statusTones: { [K in StatusKind]: Record<StatusOf<K>, BadgeTone> } = {
  request: {
    pending: 'warning',
    accepted: 'positive',
    denied: 'critical',
    cancelled: 'neutral',
    expired: 'neutral',
  },
  order: {
    paid: 'brand',
    dispatched: 'brand',
    delivered: 'brand',
    in_use: 'brand',
    return_due: 'warning',
    returned: 'brand',
    completed: 'positive',
    cancelled: 'neutral',
  },
  delivery: {
    scheduled: 'neutral',
    notified: 'brand',
    reminded: 'warning',
    no_show: 'critical',
    completed: 'positive',
  },
  payout: {
    pending: 'neutral',
    payable: 'brand',
    paid: 'positive',
  },
};

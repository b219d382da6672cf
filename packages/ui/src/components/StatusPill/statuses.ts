import type { DeliveryLegStatus, OrderStatus, PayoutStatus, RequestStatus } from '@pinjam/api/domain';
import type { BadgeTone } from '../Badge';

export type { DeliveryLegStatus, OrderStatus, PayoutStatus, RequestStatus };

/**
 * The tone of each status. Waiting on someone: warning; moving along: brand; done well:
 * positive; refused or failed: critical; ended without harm: neutral.
 */
export const statusTones = {
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
} as const satisfies {
  request: Record<RequestStatus, BadgeTone>;
  order: Record<OrderStatus, BadgeTone>;
  delivery: Record<DeliveryLegStatus, BadgeTone>;
  payout: Record<PayoutStatus, BadgeTone>;
};

// The vocabularies are the domain's (@pinjam/api/domain, types only: ui never imports the API at
// runtime); `satisfies` above makes each tone map name every status, so the lists come from it.
const statusesOf = <T extends string>(tones: Record<T, BadgeTone>) => Object.keys(tones) as T[];
export const requestStatuses = statusesOf<RequestStatus>(statusTones.request);
export const orderStatuses = statusesOf<OrderStatus>(statusTones.order);
export const deliveryLegStatuses = statusesOf<DeliveryLegStatus>(statusTones.delivery);
export const payoutStatuses = statusesOf<PayoutStatus>(statusTones.payout);

/** The records that have a status, each with its vocabulary. */
export const statusVocabularies = {
  request: requestStatuses,
  order: orderStatuses,
  delivery: deliveryLegStatuses,
  payout: payoutStatuses,
};
export type StatusKind = keyof typeof statusVocabularies;
export const statusKinds = Object.keys(statusVocabularies) as StatusKind[];
export type StatusOf<K extends StatusKind> = (typeof statusVocabularies)[K][number];

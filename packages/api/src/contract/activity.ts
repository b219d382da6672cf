// The activity area (the server's modules/activity; issue 15, decision 0034): the caller's own
// events, recorded where they happen and read newest first, a page at a time.
import { z } from './zod';
import { endpoint } from './endpoint';
import { idInput } from './numbers';
import { optionalInput } from './text';

/** Entries a page answers; older ones by `before`. */
export const ACTIVITY_PAGE = 20;

/**
 * What the feed records. Requests and orders record an entry for each person they concern, with
 * `data.role` saying which side the reader is on ('owner'/'renter', 'buyer'/'seller').
 */
export const activityKinds = [
  'item_listed',
  'request_made',
  'request_received',
  'request_accepted',
  'request_denied',
  'request_cancelled',
  'request_expired',
  'order_paid',
  'order_sold',
  'order_cancelled',
  'delivered',
  'returned',
  'rated',
  /** A rating of the reader was published (decision 0038); data: name (the rater's first name), rating, order_id. */
  'rating_received',
  'verification_submitted',
  'verified',
  'verification_rejected',
  'paid_out',
  /** A rental handed over (pickup) or brought (delivery): now in use. */
  'handed_over',
  /** A rental not back by its end date. */
  'order_overdue',
  /** An order completed; data.amount: the seller's net made payable (seller), the total (buyer). */
  'order_completed',
  /** A delivery leg's date told (or told again) to the customer; data: leg, date. */
  'delivery_arranged',
  /** The customer was not there: the leg moved; data: leg, date (the new one). */
  'delivery_missed',
  /** An admin refunded part or all of the reader's payment (decision 0042); data: amount. */
  'refunded',
  /**
   * An issue was reported on an order (decision 0035); data: type, reporter ('buyer'/'seller'),
   * role (the reader's side, or 'admin' for our staff).
   */
  'issue_reported',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const activitySubjectTypes = ['item', 'request', 'order', 'payout', 'verification', 'rating'] as const;

export const activityEntry = z.object({
  id: z.int(),
  kind: z.enum(activityKinds),
  created_at: z.string(),
  /** What the entry is about. */
  subject: z.nullable(z.object({ type: z.enum(activitySubjectTypes), id: z.int() })),
  /** Where its line links to (a path of the web app), or null when there is nowhere to go. */
  link: z.nullable(z.string()),
  /**
   * The words' data as it was then: `title` (an item's), `amount` (cents), `role` (the reader's
   * side), `order_id`, `reason`. The web makes the sentence from the kind and these.
   */
  data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

export const activity = {
  get: endpoint({
    method: 'GET',
    path: '/api/activity/get',
    auth: 'user',
    tag: 'activity',
    summary: `The caller's own events, newest first, ${ACTIVITY_PAGE} at a time (older by before=id) (seed: reads activity)`,
    query: z.object({ before: optionalInput(idInput) }),
    response: z.object({
      activity: z.array(activityEntry),
      /** Older entries exist after the last one answered. */
      has_more: z.boolean(),
    }),
  }),
} as const;

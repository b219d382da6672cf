// The requests area (the server's modules/requests; docs/product.md "Rental request lifecycle"): a
// rental asked for at checkout waits, its payment held, until the owner accepts or denies it, the
// renter cancels it, or it expires (48 h after it was made, or at its start date).
import { z } from './zod';
import { fulfilments, requestStatuses } from '../domain/statuses';
import { itemImage } from './catalogue';
import { endpoint } from './endpoint';
import { avatar } from './models';
import { idParams } from './numbers';
import { optionalInput, multiLine } from './text';

/** Someone on the other side of a request or order. */
export const party = z.object({ id: z.int(), name: z.string(), avatar });
export type Party = z.infer<typeof party>;

/** The item as a request or order line shows it (it may since have been edited or deleted). */
export const itemBrief = z.object({
  id: z.int(),
  title: z.string(),
  cover: z.nullable(itemImage),
});

export const rentalRequest = z.object({
  id: z.int(),
  item: itemBrief,
  renter: party,
  owner: party,
  quantity: z.int(),
  start_date: z.string(),
  end_date: z.string(),
  days: z.int(),
  unit_price: z.int(),
  line_total: z.int(),
  deposit: z.int(),
  delivery_fee: z.int(),
  /** line_total + delivery_fee: captured when the owner accepts. */
  total: z.int(),
  fulfilment: z.enum(fulfilments),
  status: z.enum(requestStatuses),
  /** The owner's reason for denying, when they gave one. */
  reason: z.nullable(z.string()),
  /** When a pending request expires (ISO instant). */
  expires_at: z.string(),
  answered_at: z.nullable(z.string()),
  created_at: z.string(),
  /** The rental order an accepted request became. */
  order_id: z.nullable(z.int()),
});
export type RentalRequest = z.infer<typeof rentalRequest>;

const requestList = z.object({ requests: z.array(rentalRequest) });
const requestAnswer = z.object({ message: z.string(), request: rentalRequest });

/** Days an item is fully booked, for the item page's calendar and search's date filter. */
export const itemAvailability = z.object({
  item_id: z.int(),
  units: z.int(),
  /** Each day (from today to `last_day`) with fewer free units than `units`. */
  booked: z.array(z.object({ date: z.string(), free: z.int() })),
  /** The booking window's last day: no rental may reach past it. */
  last_day: z.string(),
  /** The longest rental, in days: the owner's maximum, or the marketplace's when they set none. */
  longest_days: z.int(),
});
export type ItemAvailability = z.infer<typeof itemAvailability>;

export const DENY_REASON_MAX = 500;

export const requests = {
  forMyItems: endpoint({
    method: 'GET',
    path: '/api/items/get-user-items-requests/',
    auth: 'user',
    tag: 'requests',
    summary: "Rental requests for the caller's items, newest first (seed: reads requests)",
    response: requestList,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/requests/mine',
    auth: 'user',
    tag: 'requests',
    summary: 'Rental requests the caller made, newest first',
    response: requestList,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/requests/:id/accept',
    auth: 'user',
    tag: 'requests',
    summary:
      'The owner accepts a pending request: the days are re-checked, the payment captured and the rental order created paid; 409 when it is no longer pending',
    params: idParams,
    response: z.extend(requestAnswer, { order_id: z.int() }),
  }),
  deny: endpoint({
    method: 'POST',
    path: '/api/requests/:id/deny',
    auth: 'user',
    tag: 'requests',
    summary: 'The owner denies a pending request (optional reason); the hold is voided',
    params: idParams,
    body: z.object({ reason: optionalInput(multiLine({ max: DENY_REASON_MAX })) }),
    response: requestAnswer,
  }),
  cancel: endpoint({
    method: 'GET',
    path: '/api/items/request-cancelled/:id',
    auth: 'user',
    tag: 'requests',
    summary: 'The renter cancels their pending request (seed); the hold is voided',
    params: idParams,
    response: requestAnswer,
  }),
  availability: endpoint({
    method: 'GET',
    path: '/api/items/get-item-availability/:id',
    auth: 'none',
    public: true,
    tag: 'requests',
    summary: "The days an active item's units are taken (held or rented), from today on",
    params: idParams,
    response: z.object({ availability: itemAvailability }),
  }),
} as const;

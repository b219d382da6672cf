// Deliveries (issue 16, decision 0036; docs/product.md "Deliveries (admin)"): the legs of each
// delivery order, the admin's board and the seed's leg actions. Every action is a conditional
// update of the leg's status: a second press, or any action on a completed leg, is a 409.
import { z } from './zod';
import { deliveryLegStatuses, orderKinds, orderStatuses } from '../domain/statuses';
import { endpoint } from './endpoint';
import { systemDetails } from './home';
import { districtInput } from './models';
import { idParams } from './numbers';
import { optionalInput } from './text';

export const deliveryLegKinds = ['outbound', 'return'] as const;
export type DeliveryLegKind = (typeof deliveryLegKinds)[number];

/** The board's state filter: one status, every open one (the default), or all of them. */
export const deliveryStateFilters = ['open', ...deliveryLegStatuses, 'all'] as const;
export type DeliveryStateFilter = (typeof deliveryStateFilters)[number];

/** At most this many legs in one answer (the board narrows by dates and filters). */
export const DELIVERIES_MAX = 200;

/** An address's fields, as every schema that holds one names them (a mask for `z.pick`). */
export const addressFields = {
  address_line_1: true,
  address_line_2: true,
  address_line_3: true,
  post_code: true,
  city: true,
  district: true,
} as const;

/** Where the courier goes: an address as the order or the user's settings hold it. */
export const deliveryAddress = z.pick(systemDetails, addressFields);
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

/** One side of a leg: who the courier meets or collects from, and how to reach them. */
export const deliveryParty = z.object({
  id: z.int(),
  name: z.string(),
  telephone: z.nullable(z.string()),
  address: deliveryAddress,
});
export type DeliveryParty = z.infer<typeof deliveryParty>;

/** One trip of the courier, as the board shows it. */
export const deliveryLeg = z.object({
  id: z.int(),
  order_id: z.int(),
  order_kind: z.enum(orderKinds),
  order_status: z.enum(orderStatuses),
  /** outbound: owner → customer; return: customer → owner (rentals). */
  kind: z.enum(deliveryLegKinds),
  status: z.enum(deliveryLegStatuses),
  /** YYYY-MM-DD (Brunei). */
  scheduled_for: z.string(),
  /** The customer's district. */
  district: z.nullable(z.string()),
  /** Still open on a day before today (Brunei). */
  overdue: z.boolean(),
  no_shows: z.int(),
  notified_at: z.nullable(z.string()),
  reminded_at: z.nullable(z.string()),
  completed_at: z.nullable(z.string()),
  /** The buyer or renter: delivered to (outbound), collected from (return). */
  customer: deliveryParty,
  /** The seller or owner: collected from (outbound), delivered back to (return). */
  owner: deliveryParty,
  items: z.array(z.object({ title: z.string(), quantity: z.int() })),
});
export type DeliveryLeg = z.infer<typeof deliveryLeg>;

const isoDate = z.iso.date({ message: 'Use a date like 2026-03-05' });

export const deliveriesQuery = z.object({
  state: optionalInput(z.enum(deliveryStateFilters, { message: 'Choose a state from the list' })),
  district: optionalInput(districtInput),
  /** First day (inclusive), YYYY-MM-DD. */
  from: optionalInput(isoDate),
  /** Last day (inclusive), YYYY-MM-DD. */
  to: optionalInput(isoDate),
});
export type DeliveriesQuery = z.infer<typeof deliveriesQuery>;

const legAnswer = z.object({ message: z.string(), delivery: deliveryLeg });

export const adminDeliveries = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/get-deliveries',
    auth: 'admin',
    tag: 'deliveries',
    summary: `The delivery legs by date, earliest first (so overdue open legs lead), at most ${DELIVERIES_MAX}; filters: state (open by default), district, from and to dates; legs of cancelled orders are left out (seed: reads deliveries)`,
    query: deliveriesQuery,
    response: z.object({ deliveries: z.array(deliveryLeg) }),
  }),
  notify: endpoint({
    method: 'GET',
    path: '/api/admin/notify-delivery/:id',
    auth: 'admin',
    tag: 'deliveries',
    summary:
      "Tells the customer (outbound) or the renter (return) the leg's date and that the courier will call (email and activity): scheduled, reminded or no-show → notified; 409 when already notified or completed",
    params: idParams,
    response: legAnswer,
  }),
  remind: endpoint({
    method: 'GET',
    path: '/api/admin/remind-delivery/:id',
    auth: 'admin',
    tag: 'deliveries',
    summary: 'Emails the notified user again: notified → reminded; 409 otherwise',
    params: idParams,
    response: legAnswer,
  }),
  noShow: endpoint({
    method: 'GET',
    path: '/api/admin/no-show-delivery/:id',
    auth: 'admin',
    tag: 'deliveries',
    summary:
      'The user was not there: → no_show, moved to the next day, recorded on that user and emailed to them; 409 when already marked or completed',
    params: idParams,
    response: legAnswer,
  }),
  complete: endpoint({
    method: 'GET',
    path: '/api/admin/complete-delivery/:id',
    auth: 'admin',
    tag: 'deliveries',
    summary:
      'The leg is done: outbound moves the order to delivered (purchase) or in use (rental), return to returned; 409 when already completed or the order refuses (e.g. cancelled)',
    params: idParams,
    response: legAnswer,
  }),
  completeOrder: endpoint({
    method: 'GET',
    path: '/api/admin/delivery-complete/:id',
    auth: 'admin',
    tag: 'deliveries',
    summary:
      'Completes every open leg of the order {id}, outbound first; 409 when none is open or the order refuses, 404 for an order without legs',
    params: idParams,
    response: z.object({ message: z.string(), deliveries: z.array(deliveryLeg) }),
  }),
} as const;

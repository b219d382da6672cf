// The admin's orders (issue 17 deliverable 4, decision 0043; the server's modules/admin-orders):
// every order, found by id or by either party's name or email and filtered by status, kind, an
// open issue, fulfilment and days; one order whole (parties, lines, money, payments, legs, the
// timeline, issues, the payout it is in and its ledger lines); the admin's cancel with a full
// refund. Resolving an issue is the orders area's `POST /api/admin/orders/{id}/resolve`.
import { z } from './zod';
import {
  deliveryLegStatuses,
  fulfilments,
  issueTypes,
  ledgerAccounts,
  orderKinds,
  orderStatuses,
} from '../domain/statuses';
import { adminListQuery, csvFile, listPageMeta } from './admin-lists';
import { endpoint } from './endpoint';
import { idParams } from './numbers';
import { orderDetail, orderLine } from './orders';
import { multiLine, optionalInput } from './text';

const day = z.iso.date({ message: 'Use a date like 2026-03-05' });

/** The list's query: search, sort, page, and the filters (days are Asia/Brunei, both inclusive). */
export const adminOrdersQuery = adminListQuery(['created_at', 'total', 'status'], {
  status: optionalInput(z.enum(orderStatuses, { error: `Use one of: ${orderStatuses.join(', ')}` })),
  kind: optionalInput(z.enum(orderKinds, { error: 'Use purchase or rental' })),
  issue: optionalInput(z.enum(['open'], { error: 'Use open' })),
  fulfilment: optionalInput(z.enum(fulfilments, { error: 'Use delivery or pickup' })),
  from: optionalInput(day),
  to: optionalInput(day),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

const person = z.object({ id: z.int(), name: z.string() });
const contact = z.extend(person, { email: z.string() });

export const adminOrderRow = z.object({
  id: z.int(),
  kind: z.enum(orderKinds),
  status: z.enum(orderStatuses),
  fulfilment: z.enum(fulfilments),
  buyer: person,
  seller: person,
  /** What the buyer paid, in cents. */
  total: z.int(),
  has_open_issue: z.boolean(),
  created_at: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminOrderPayment = z.object({
  id: z.int(),
  /** 'order' (the goods or the rental, and delivery) or 'deposit' (a rental's hold). */
  purpose: z.enum(['order', 'deposit']),
  method: z.enum(['card', 'paypal']),
  provider: z.string(),
  status: z.string(),
  amount: z.int(),
  captured: z.int(),
  refunded: z.int(),
});

export const adminOrderIssue = z.object({
  id: z.int(),
  type: z.enum(issueTypes),
  description: z.string(),
  status: z.enum(['open', 'dismissed', 'refunded', 'partially_refunded']),
  reporter: person,
  /** The admin's note when resolved (or the outcome's name). */
  resolution: z.nullable(z.string()),
  created_at: z.string(),
  resolved_at: z.nullable(z.string()),
});

export const adminOrder = z.object({
  id: z.int(),
  kind: z.enum(orderKinds),
  status: z.enum(orderStatuses),
  fulfilment: z.enum(fulfilments),
  buyer: contact,
  seller: contact,
  /** The lines as sold (title at the time), with the item's id for a link. */
  lines: z.array(z.extend(z.omit(orderLine, { item: true }), { item_id: z.int(), title: z.string() })),
  amounts: z.object({
    subtotal: z.int(),
    delivery_fee: z.int(),
    commission: z.int(),
    /** The seller's net as ordered (subtotal − commission). */
    seller_net: z.int(),
    deposit: z.int(),
    total: z.int(),
    /** Refunded to the buyer so far, of the order's payment. */
    refunded: z.int(),
    /** Left to refund: captured − refunded of the order's payment. */
    refundable: z.int(),
    /** The deposit still held, which a resolution may capture (0 when none is held). */
    deposit_held: z.int(),
    /** What the seller earns from this order now, from the ledger (pending and payable). */
    seller_net_now: z.int(),
  }),
  cancel_reason: z.nullable(z.string()),
  payments: z.array(adminOrderPayment),
  legs: z.array(
    z.object({
      id: z.int(),
      kind: z.enum(['outbound', 'return']),
      status: z.enum(deliveryLegStatuses),
      scheduled_for: z.string(),
      completed_at: z.nullable(z.string()),
    }),
  ),
  timeline: orderDetail.shape.history,
  issues: z.array(adminOrderIssue),
  /** The payout that paid this order's net to the seller, if one has. */
  payout: z.nullable(
    z.object({
      id: z.int(),
      status: z.enum(['due', 'paid']),
      due_on: z.string(),
      /** This order's part of it. */
      amount: z.int(),
    }),
  ),
  /** The ledger's entries for this order, in the order they were posted. */
  ledger: z.array(
    z.object({
      id: z.int(),
      posting: z.string(),
      account: z.enum(ledgerAccounts),
      amount: z.int(),
      memo: z.nullable(z.string()),
      created_at: z.string(),
    }),
  ),
  /** Only the cancel before dispatch (the order machine's rule for an admin). */
  can_cancel: z.boolean(),
  /** An issue is open. */
  can_resolve: z.boolean(),
  created_at: z.string(),
  status_changed_at: z.string(),
});
export type AdminOrder = z.infer<typeof adminOrder>;

export const ADMIN_CANCEL_REASON_MAX = 500;

export const adminCancelBody = z.object({
  reason: multiLine({
    max: ADMIN_CANCEL_REASON_MAX,
    required: 'Say why the order is cancelled (both parties read it)',
  }),
});

/**
 * What the seller earns from an order after a refund of `amount` more (and `depositCapture` of
 * the deposit for them): the refund takes the goods first, the commission's part pro rata
 * rounded down, then the delivery (the server's refundShares), so the seller loses the goods'
 * part less its commission. `refunded` is what was refunded so far.
 */
export function sellerNetAfter(
  order: { subtotal: number; commission: number; refunded: number; seller_net_now: number },
  amount: number,
  depositCapture = 0,
): number {
  const sellerShare = (refunded: number) => {
    const goods = Math.min(refunded, order.subtotal);
    const commission = order.subtotal === 0 ? 0 : Math.floor((goods * order.commission) / order.subtotal);
    return goods - commission;
  };
  const lost = sellerShare(order.refunded + amount) - sellerShare(order.refunded);
  return order.seller_net_now - lost + depositCapture;
}

export const adminOrders = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/get-all-orders',
    auth: 'admin',
    tag: 'admin-orders',
    summary:
      "Every order, newest first (seed: reads orders): q finds an order's id or either party's name or email; filters status, kind, issue=open, fulfilment, from/to (days, Asia/Brunei); 25 a page",
    query: adminOrdersQuery,
    response: z.object({ orders: z.array(adminOrderRow), ...listPageMeta }),
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/admin/orders/export',
    auth: 'admin',
    tag: 'admin-orders',
    summary: "The orders the same query finds, as a CSV file (at most 10,000, in the list's order)",
    query: adminOrdersQuery,
    response: csvFile,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/get-order/:id',
    auth: 'admin',
    tag: 'admin-orders',
    summary:
      'One order whole (seed: reads order): parties, lines, amounts, payments, legs, the timeline, issues, its payout and ledger lines, and what the admin may do now',
    params: idParams,
    response: z.object({ order: adminOrder }),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/cancel',
    auth: 'admin',
    tag: 'admin-orders',
    summary:
      'The admin cancels an order before dispatch with a reason: the buyer refunded in full, the stock or days back, both parties told (409 once it is on its way or cancelled)',
    params: idParams,
    body: adminCancelBody,
    response: z.object({ message: z.string(), order: adminOrder }),
  }),
} as const;

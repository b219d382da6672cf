// The orders area (the server's modules/orders; docs/product.md "Order lifecycle"): orders on both
// sides, one order's page (lines, money, history, issues), reporting an issue and cancelling. What
// an issue's report and resolution take is in order-issues.ts.
import { z } from './zod';
import { deliveryLegStatuses, fulfilments, issueTypes, orderKinds, orderStatuses } from '../domain/statuses';
import { endpoint } from './endpoint';
import { idParams } from './numbers';
import { itemBrief, party } from './requests';
import { reportIssueBody, resolveIssueBody } from './order-issues';
import { multiLine, optionalInput } from './text';

export const orderLine = z.object({
  item: itemBrief,
  is_rental: z.boolean(),
  quantity: z.int(),
  days: z.nullable(z.int()),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  unit_price: z.int(),
  line_total: z.int(),
});
export type OrderLine = z.infer<typeof orderLine>;

/** An order in a list: enough for a row and its status pill. */
export const orderSummary = z.object({
  id: z.int(),
  kind: z.enum(orderKinds),
  status: z.enum(orderStatuses),
  fulfilment: z.enum(fulfilments),
  buyer: party,
  seller: party,
  lines: z.array(orderLine),
  subtotal: z.int(),
  delivery_fee: z.int(),
  /** What the buyer paid: subtotal + delivery_fee. */
  total: z.int(),
  deposit: z.int(),
  /** The platform's commission and the seller's net: null for the buyer. */
  commission: z.nullable(z.int()),
  seller_net: z.nullable(z.int()),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  has_open_issue: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderIssue = z.object({
  id: z.int(),
  type: z.enum(issueTypes),
  description: z.string(),
  status: z.enum(['open', 'dismissed', 'refunded', 'partially_refunded']),
  reporter: party,
  created_at: z.string(),
  resolved_at: z.nullable(z.string()),
});
export type OrderIssue = z.infer<typeof orderIssue>;

export const orderDetail = z.extend(orderSummary, {
  /** Platform delivery's address; null for pickup. */
  address: z.nullable(
    z.object({
      address_line_1: z.string(),
      address_line_2: z.optional(z.nullable(z.string())),
      address_line_3: z.optional(z.nullable(z.string())),
      post_code: z.optional(z.nullable(z.string())),
      city: z.optional(z.nullable(z.string())),
      district: z.string(),
      telephone: z.string(),
    }),
  ),
  /** The timeline: each step with who took it (`actor`: the person, null for the system) and when. */
  history: z.array(
    z.object({
      event: z.string(),
      from_status: z.nullable(z.enum(orderStatuses)),
      to_status: z.enum(orderStatuses),
      by: z.enum(['buyer', 'seller', 'admin', 'system']),
      actor: z.nullable(z.object({ id: z.int(), name: z.string() })),
      note: z.nullable(z.string()),
      created_at: z.string(),
    }),
  ),
  /** A delivery order's courier trips (outbound, and return for a rental), by the admin's board. */
  legs: z.array(
    z.object({
      kind: z.enum(['outbound', 'return']),
      status: z.enum(deliveryLegStatuses),
      scheduled_for: z.string(),
    }),
  ),
  /** When the status last changed. */
  status_changed_at: z.string(),
  /**
   * When the order completes by itself (3 days after delivery, 48 hours after a return) unless an
   * issue is open or the buyer confirms first; null when no timer runs.
   */
  completes_at: z.nullable(z.string()),
  /** A rental in use: the day it is due back (its end date); null otherwise. */
  due_back: z.nullable(z.string()),
  /** A rental past its end date and not yet returned. */
  overdue: z.boolean(),
  issues: z.array(orderIssue),
  payment: z.object({
    method: z.enum(['card', 'paypal']),
    /** e.g. 'Visa •••• 4242' or 'PayPal'. */
    label: z.nullable(z.string()),
    captured: z.int(),
    refunded: z.int(),
  }),
  request_id: z.nullable(z.int()),
  /** What the caller may do now, from the order machine (e.g. 'cancel', 'reportIssue'). */
  actions: z.array(z.string()),
  /** The buyer's invoice number, e.g. PJ-INV-000123; the seller's credit note's, e.g. PJ-CN-000123. */
  invoice_number: z.string(),
  credit_note_number: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** Status filter of the order lists (?status=…): one status, or every open one. */
export const orderListQuery = z.object({
  status: optionalInput(
    z.enum([...orderStatuses, 'open'], { message: `Use one of: ${[...orderStatuses, 'open'].join(', ')}` }),
  ),
});

const orderList = z.object({ orders: z.array(orderSummary) });

const orderStep = z.object({ message: z.string(), order: orderDetail });

export const orders = {
  mine: endpoint({
    method: 'GET',
    path: '/api/order/get-user-orders',
    auth: 'user',
    tag: 'orders',
    summary: 'Orders the caller bought or rented, newest first (seed: reads orders)',
    query: orderListQuery,
    response: orderList,
  }),
  customers: endpoint({
    method: 'GET',
    path: '/api/order/get-customers-orders',
    auth: 'user',
    tag: 'orders',
    summary: "Orders of the caller's items, newest first (seed: reads orders)",
    query: orderListQuery,
    response: orderList,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/order/get-order/:id',
    auth: 'user',
    tag: 'orders',
    summary:
      'One order with lines, parties, dates, money and history: its buyer, seller or an admin; 404 otherwise',
    params: idParams,
    response: z.object({ order: orderDetail }),
  }),
  reportIssue: endpoint({
    method: 'POST',
    path: '/api/order/report-issue',
    auth: 'user',
    tag: 'orders',
    summary:
      'The buyer or seller reports an issue (seed fields): the order is flagged and its payout held until the admin resolves it',
    body: reportIssueBody,
    response: z.object({ message: z.string(), issue: orderIssue }),
    status: 201,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/order/:id/cancel',
    auth: 'user',
    tag: 'orders',
    summary:
      'The seller cancels before dispatch: the buyer is refunded in full and the stock or days restored',
    params: idParams,
    body: z.object({ reason: optionalInput(multiLine({ max: 500 })) }),
    response: orderStep,
  }),
  handedOver: endpoint({
    method: 'POST',
    path: '/api/order/:id/handed-over',
    auth: 'user',
    tag: 'orders',
    summary:
      'The seller of a pickup order marks it handed over: a purchase is delivered, a rental in use (buyer: 403)',
    params: idParams,
    response: orderStep,
  }),
  returned: endpoint({
    method: 'POST',
    path: '/api/order/:id/returned',
    auth: 'user',
    tag: 'orders',
    summary:
      'The owner of a pickup rental marks it returned; it completes 48 hours later unless an issue is open',
    params: idParams,
    response: orderStep,
  }),
  confirmReceipt: endpoint({
    method: 'POST',
    path: '/api/order/:id/confirm-receipt',
    auth: 'user',
    tag: 'orders',
    summary:
      "The buyer of a delivered purchase confirms receipt: the order completes and the seller's net becomes payable (seller: 403)",
    params: idParams,
    response: orderStep,
  }),
  resolve: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/resolve',
    auth: 'admin',
    tag: 'orders',
    summary:
      "An admin closes the order's open issues: dismissed, or refunded in part or in full, a rental's deposit captured in part or whole; the ledger follows",
    params: idParams,
    body: resolveIssueBody,
    response: orderStep,
  }),
} as const;

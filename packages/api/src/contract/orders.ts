// The orders area (the server's modules/orders; product.md "Order lifecycle"): orders on both
// sides, one order's page (lines, money, history, issues), reporting an issue and cancelling.
import { z } from 'zod';
import { fulfilments, issueTypes, orderKinds, orderStatuses } from '../domain/statuses';
import { endpoint } from './endpoint';
import { idInput, idParams } from './numbers';
import { itemBrief, party } from './requests';
import { multiLine, optionalInput } from './text';

export const orderLine = z.object({
  item: itemBrief,
  is_rental: z.boolean(),
  quantity: z.number().int(),
  days: z.number().int().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  unit_price: z.number().int(),
  line_total: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLine>;

/** An order in a list: enough for a row and its status pill. */
export const orderSummary = z.object({
  id: z.number().int(),
  kind: z.enum(orderKinds),
  status: z.enum(orderStatuses),
  fulfilment: z.enum(fulfilments),
  buyer: party,
  seller: party,
  lines: z.array(orderLine),
  subtotal: z.number().int(),
  delivery_fee: z.number().int(),
  /** What the buyer paid: subtotal + delivery_fee. */
  total: z.number().int(),
  deposit: z.number().int(),
  /** The platform's commission and the seller's net: null for the buyer. */
  commission: z.number().int().nullable(),
  seller_net: z.number().int().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  has_open_issue: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderIssue = z.object({
  id: z.number().int(),
  type: z.enum(issueTypes),
  description: z.string(),
  status: z.enum(['open', 'dismissed', 'refunded', 'partially_refunded']),
  reporter: party,
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type OrderIssue = z.infer<typeof orderIssue>;

export const orderDetail = orderSummary.extend({
  /** Platform delivery's address; null for pickup. */
  address: z
    .object({
      address_line_1: z.string(),
      address_line_2: z.string().nullable().optional(),
      address_line_3: z.string().nullable().optional(),
      post_code: z.string().nullable().optional(),
      city: z.string().nullable().optional(),
      district: z.string(),
      telephone: z.string(),
    })
    .nullable(),
  history: z.array(
    z.object({
      event: z.string(),
      from_status: z.enum(orderStatuses).nullable(),
      to_status: z.enum(orderStatuses),
      by: z.enum(['buyer', 'seller', 'admin', 'system']),
      note: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  issues: z.array(orderIssue),
  payment: z.object({
    method: z.enum(['card', 'paypal']),
    /** e.g. 'Visa •••• 4242' or 'PayPal'. */
    label: z.string().nullable(),
    captured: z.number().int(),
    refunded: z.number().int(),
  }),
  request_id: z.number().int().nullable(),
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

export const ISSUE_DESCRIPTION_MAX = 2000;
/** Seed section 8's words after an issue is reported. */
export const ISSUE_RECORDED = 'Your issue has been recorded, our staff will contact you';

export const reportIssueBody = z.object({
  type: z.enum(issueTypes, { error: 'Choose what went wrong' }),
  description: multiLine({
    max: ISSUE_DESCRIPTION_MAX,
    min: 10,
    required: 'Describe what happened',
    tooShort: 'Tell us a little more (at least 10 characters)',
  }),
  order_id: idInput,
  /** The seed's client sends it; the server uses the signed-in user whatever it says. */
  user_id: idInput.optional(),
});

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
    response: z.object({ message: z.string(), order: orderDetail }),
  }),
} as const;

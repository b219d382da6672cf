import { HttpResponse } from 'msw';
import { orders } from '../../contract/orders';
import { ISSUE_RECORDED, reportIssueBody } from '../../contract/order-issues';
import type { OrderDetail } from '../../contract/orders';
import { INVALID, SERVER_ERROR } from '../answers';
import { callerId } from '../caller';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { partyOf } from '../requests/fixtures';
import { users } from '../users/accounts';
import { demoOrders, orderFor, ordersOf } from './fixtures';

const NOT_FOUND = { message: 'There is no such order.' };
/** What the server answers when the order moved on a moment before (dispatched, or cancelled). */
export const ORDER_CONFLICT = {
  message: 'This order can no longer be cancelled: it was dispatched a moment ago.',
};

/** The order if the caller is its buyer or seller (the server's 404 otherwise). */
function visible(id: unknown, request: Request): OrderDetail | null {
  const caller = callerId(request);
  const order = demoOrders.find((o) => o.id === Number(id));
  return order && (order.buyer.id === caller || order.seller.id === caller) ? orderFor(order, caller) : null;
}

const notFound = () => HttpResponse.json(NOT_FOUND, { status: 404 });
const statusOf = (request: Request) => new URL(request.url).searchParams.get('status');

const lists = [
  mockEndpoint(orders.mine, ({ request }) =>
    HttpResponse.json({ orders: ordersOf(callerId(request), 'buyer', statusOf(request)) }),
  ),
  mockEndpoint(orders.customers, ({ request }) =>
    HttpResponse.json({ orders: ordersOf(callerId(request), 'seller', statusOf(request)) }),
  ),
];

const getOrder = mockEndpoint(orders.get, ({ params, request }) => {
  const order = visible(params.id, request);
  return order ? HttpResponse.json({ order }) : notFound();
});

/** 422 per field, worded by the contract's own schema (as the server answers). */
const reportIssue = mockEndpoint(orders.reportIssue, async ({ request }) => {
  const parsed = reportIssueBody.safeParse(await request.json().catch(() => ({})));
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
    return HttpResponse.json({ message: INVALID, errors }, { status: 422 });
  }
  if (!visible(parsed.data.order_id, request)) return notFound();
  const reporter = Object.values(users).find((u) => u.id === callerId(request)) ?? users.hakim;
  return HttpResponse.json(
    {
      message: ISSUE_RECORDED,
      issue: {
        id: 7100,
        type: parsed.data.type,
        description: parsed.data.description,
        status: 'open' as const,
        reporter: partyOf(reporter),
        created_at: '2026-03-04T03:00:00.000Z',
        resolved_at: null,
      },
    },
    { status: 201 },
  );
});

const cancel = mockEndpoint(orders.cancel, ({ params, request }) => {
  const order = visible(params.id, request);
  if (!order) return notFound();
  if (!order.actions.includes('cancel'))
    return HttpResponse.json(
      { message: 'This order is on its way: it can no longer be cancelled. Report an issue instead.' },
      { status: 409 },
    );
  return HttpResponse.json({
    message:
      order.seller.id === callerId(request)
        ? 'The order is cancelled and the buyer has been refunded in full.'
        : 'The order is cancelled and you have been refunded in full.',
    order: {
      ...order,
      status: 'cancelled' as const,
      actions: [],
      payment: { ...order.payment, refunded: order.payment.captured },
    },
  });
});

/** The steps after payment (decision 0035): the order moved as the server would move it. */
const steps = {
  handedOver: { action: 'handOver', message: 'Marked as handed over.' },
  returned: {
    action: 'return',
    message: 'Marked as returned. The order completes in 48 hours unless an issue is reported.',
  },
  confirmReceipt: { action: 'confirmReceipt', message: 'Thank you! The order is complete.' },
} as const;

function moved(order: OrderDetail, step: keyof typeof steps): OrderDetail {
  const status =
    step === 'confirmReceipt'
      ? ('completed' as const)
      : step === 'returned'
        ? ('returned' as const)
        : order.kind === 'rental'
          ? ('in_use' as const)
          : ('delivered' as const);
  const at = '2026-03-05T02:00:00.000Z';
  const person = step === 'confirmReceipt' ? order.buyer : order.seller;
  return {
    ...order,
    status,
    status_changed_at: at,
    completes_at:
      status === 'delivered'
        ? '2026-03-08T02:00:00.000Z'
        : status === 'returned'
          ? '2026-03-07T02:00:00.000Z'
          : null,
    due_back: status === 'in_use' ? order.end_date : null,
    overdue: false,
    actions: status === 'completed' ? [] : ['reportIssue'],
    history: [
      ...order.history,
      {
        event: steps[step].action,
        from_status: order.status,
        to_status: status,
        by: step === 'confirmReceipt' ? 'buyer' : 'seller',
        actor: { id: person.id, name: person.name },
        note: null,
        created_at: at,
      },
    ],
  };
}

const stepHandlers = (['handedOver', 'returned', 'confirmReceipt'] as const).map((step) =>
  mockEndpoint(orders[step], ({ params, request }) => {
    const order = visible(params.id, request);
    if (!order) return notFound();
    if (!order.actions.includes(steps[step].action))
      return HttpResponse.json({ message: 'That cannot be done to this order now.' }, { status: 409 });
    return HttpResponse.json({ message: steps[step].message, order: moved(order, step) });
  }),
);

/** What the server answers when the order moved a moment before the press. */
const STEP_CONFLICT = {
  message: 'This order changed a moment ago. Reload it to see where it stands.',
};

/** The caller's orders on one side, three times over (new ids): a long list. */
const thrice = (request: Request, side: 'buyer' | 'seller') =>
  [0, 100, 200].flatMap((add) =>
    ordersOf(callerId(request), side, statusOf(request)).map((o) => ({ ...o, id: o.id + add })),
  );

const detailFails = [
  getOrder,
  mockError(orders.reportIssue, 500, SERVER_ERROR),
  mockError(orders.cancel, 500, SERVER_ERROR),
  mockError(orders.handedOver, 500, SERVER_ERROR),
  mockError(orders.returned, 500, SERVER_ERROR),
  mockError(orders.confirmReceipt, 500, SERVER_ERROR),
];

/**
 * Orders on both sides, answered for the caller: the lists with ?status= (one status or 'open'),
 * one order in the caller's view, reporting an issue (the contract's 422s) and cancelling.
 */
export const ordersHandlers = {
  default: [...lists, getOrder, reportIssue, cancel, ...stepHandlers],
  /** No orders either way yet. */
  empty: [
    mockEndpoint(orders.mine, () => ({ orders: [] })),
    mockEndpoint(orders.customers, () => ({ orders: [] })),
    getOrder,
  ],
  /** Three times the orders: a long list. */
  long: [
    mockEndpoint(orders.mine, ({ request }) => HttpResponse.json({ orders: thrice(request, 'buyer') })),
    mockEndpoint(orders.customers, ({ request }) => HttpResponse.json({ orders: thrice(request, 'seller') })),
    getOrder,
    reportIssue,
    cancel,
  ],
  /** Cancelling loses the race to dispatch (409). */
  conflict: [...lists, getOrder, reportIssue, mockError(orders.cancel, 409, ORDER_CONFLICT)],
  /** The report is refused field by field, as the server words it. */
  issueInvalid: [
    ...lists,
    getOrder,
    mockError(orders.reportIssue, 422, {
      message: INVALID,
      errors: {
        type: ['Choose what went wrong'],
        description: ['Tell us a little more (at least 10 characters)'],
      },
    }),
    cancel,
  ],
  /** Every step after payment loses a race (409): the order changed a moment before. */
  stepConflict: [
    ...lists,
    getOrder,
    reportIssue,
    cancel,
    mockError(orders.handedOver, 409, STEP_CONFLICT),
    mockError(orders.returned, 409, STEP_CONFLICT),
    mockError(orders.confirmReceipt, 409, STEP_CONFLICT),
  ],
  /** The order loads; reporting and cancelling fail on the server's side. */
  actionsFail: [...lists, ...detailFails],
  notFound: [...lists, mockError(orders.get, 404, NOT_FOUND)],
  error: [
    mockError(orders.mine, 500, SERVER_ERROR),
    mockError(orders.customers, 500, SERVER_ERROR),
    mockError(orders.get, 500, SERVER_ERROR),
  ],
  slow: [mockPending(orders.mine), mockPending(orders.customers), mockPending(orders.get)],
};

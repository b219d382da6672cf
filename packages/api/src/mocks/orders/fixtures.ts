// Orders between the mocks' people: Siti sells and rents out, Hakim buys and rents. Every status of
// both kinds, delivery and pickup, an open issue, a two-line order with a long title. Each order is
// kept once, whole; `orderFor(order, userId)` gives the caller's view as the server does.
import type { OrderDetail, OrderIssue, OrderLine, OrderSummary } from '../../contract/orders';
import type { User } from '../../contract/models';
import { orderStatuses, type OrderKind, type OrderStatus } from '../../domain/statuses';
import { users } from '../users/accounts';
import { briefOf, partyOf } from '../requests/fixtures';

const DELIVERY_FEE = 500;
const COMMISSION = 0.1;

const address: NonNullable<OrderDetail['address']> = {
  address_line_1: 'No. 12, Simpang 34, Kampong Kiulap',
  address_line_2: null,
  address_line_3: null,
  post_code: 'BE1518',
  city: 'Bandar Seri Begawan',
  district: 'Brunei-Muara',
  telephone: '+673 712 3456',
};

/** The statuses an order passes through to reach `status`, in order. */
const paths: Record<OrderKind, Record<'delivery' | 'pickup', OrderStatus[]>> = {
  purchase: {
    delivery: ['paid', 'dispatched', 'delivered', 'completed'],
    pickup: ['paid', 'delivered', 'completed'],
  },
  rental: {
    delivery: ['paid', 'dispatched', 'in_use', 'return_due', 'returned', 'completed'],
    pickup: ['paid', 'in_use', 'return_due', 'returned', 'completed'],
  },
};

const events: Partial<Record<OrderStatus, [string, OrderDetail['history'][number]['by']]>> = {
  paid: ['paid', 'buyer'],
  dispatched: ['dispatched', 'admin'],
  delivered: ['delivered', 'admin'],
  in_use: ['handOver', 'seller'],
  return_due: ['return_due', 'system'],
  returned: ['returned', 'admin'],
  completed: ['completed', 'system'],
  cancelled: ['cancelled', 'seller'],
};

/** One history entry a day from `created_at`, up to `status`. */
function historyTo(
  kind: OrderKind,
  fulfilment: 'delivery' | 'pickup',
  status: OrderStatus,
  created_at: string,
  people: { buyer: User; seller: User },
): OrderDetail['history'] {
  const path = paths[kind][fulfilment];
  const steps = status === 'cancelled' ? ['paid', 'cancelled'] : path.slice(0, path.indexOf(status) + 1);
  const start = Date.parse(created_at);
  return (steps as OrderStatus[]).map((to, i) => {
    const [event, by] = events[to]!;
    const person = by === 'buyer' ? people.buyer : by === 'seller' ? people.seller : null;
    return {
      event,
      from_status: i === 0 ? null : (steps[i - 1] as OrderStatus),
      to_status: to,
      by,
      actor: person
        ? { id: person.id, name: person.name }
        : by === 'admin'
          ? { id: 1, name: 'Pinjam staff' }
          : null,
      note: to === 'cancelled' ? 'The seller cancelled before dispatch: refunded in full.' : null,
      created_at: new Date(start + i * 86_400_000).toISOString(),
    };
  });
}

interface LineSeed {
  itemId: number;
  title?: string;
  unitPrice: number;
  quantity?: number;
  /** Rentals: the dates. */
  dates?: [start: string, end: string, days: number];
}

const lineOf = ({ itemId, title, unitPrice, quantity = 1, dates }: LineSeed): OrderLine => ({
  item: briefOf(itemId, title),
  is_rental: Boolean(dates),
  quantity,
  days: dates?.[2] ?? null,
  start_date: dates?.[0] ?? null,
  end_date: dates?.[1] ?? null,
  // As the server keeps it: a rental's unit price is one unit for the whole period.
  unit_price: unitPrice * (dates?.[2] ?? 1),
  line_total: unitPrice * quantity * (dates?.[2] ?? 1),
});

interface Seed {
  id: number;
  kind: OrderKind;
  status: OrderStatus;
  fulfilment?: 'delivery' | 'pickup';
  buyer?: User;
  seller?: User;
  lines: LineSeed[];
  deposit?: number;
  created_at: string;
  issues?: OrderIssue[];
  request_id?: number;
  paypal?: boolean;
}

function makeOrder(seed: Seed): OrderDetail {
  const { buyer = users.hakim, seller = users.siti, fulfilment = 'delivery', kind, status } = seed;
  const lines = seed.lines.map(lineOf);
  const subtotal = lines.reduce((sum, line) => sum + line.line_total, 0);
  const delivery_fee = fulfilment === 'delivery' ? DELIVERY_FEE : 0;
  const total = subtotal + delivery_fee;
  const commission = Math.round(subtotal * COMMISSION);
  const issues = seed.issues ?? [];
  // Each issue reported is a step of the timeline, the status unchanged (its type as the note).
  const history = [
    ...historyTo(kind, fulfilment, status, seed.created_at, { buyer, seller }),
    ...issues.map((issue) => ({
      event: 'reportIssue',
      from_status: status,
      to_status: status,
      by: issue.reporter.id === buyer.id ? ('buyer' as const) : ('seller' as const),
      actor: { id: issue.reporter.id, name: issue.reporter.name },
      note: issue.type,
      created_at: issue.created_at,
    })),
  ];
  const rental = lines.find((line) => line.is_rental);
  const changed = history.at(-1)!.created_at;
  const timer = { delivered: 3 * 86_400_000, returned: 2 * 86_400_000 }[status as 'delivered'];
  const out = status === 'in_use' || status === 'return_due';
  return {
    id: seed.id,
    kind,
    status,
    fulfilment,
    buyer: partyOf(buyer),
    seller: partyOf(seller),
    lines,
    subtotal,
    delivery_fee,
    total,
    deposit: seed.deposit ?? 0,
    commission,
    seller_net: subtotal - commission,
    start_date: rental?.start_date ?? null,
    end_date: rental?.end_date ?? null,
    has_open_issue: issues.some((issue) => issue.status === 'open'),
    created_at: seed.created_at,
    updated_at: history.at(-1)!.created_at,
    address: fulfilment === 'delivery' ? address : null,
    history,
    legs:
      fulfilment === 'delivery'
        ? [
            {
              kind: 'outbound' as const,
              status: status === 'paid' ? ('notified' as const) : ('completed' as const),
              scheduled_for: rental?.start_date ?? seed.created_at.slice(0, 10),
            },
            ...(rental
              ? [
                  {
                    kind: 'return' as const,
                    status: ['returned', 'completed'].includes(status)
                      ? ('completed' as const)
                      : ('scheduled' as const),
                    scheduled_for: rental.end_date!,
                  },
                ]
              : []),
          ]
        : [],
    status_changed_at: changed,
    completes_at:
      timer && !issues.some((i) => i.status === 'open')
        ? new Date(Date.parse(changed) + timer).toISOString()
        : null,
    due_back: rental && out ? rental.end_date : null,
    overdue: status === 'return_due',
    issues,
    payment: {
      method: seed.paypal ? 'paypal' : 'card',
      label: seed.paypal ? 'PayPal' : 'Visa •••• 4242',
      captured: total,
      refunded: status === 'cancelled' ? total : 0,
    },
    request_id: seed.request_id ?? null,
    actions: [],
    invoice_number: `PJ-INV-${String(seed.id).padStart(6, '0')}`,
    credit_note_number: `PJ-CN-${String(seed.id).padStart(6, '0')}`,
  };
}

/** The open issue Hakim reported on the returned drone. */
export const openIssue: OrderIssue = {
  id: 7001,
  type: 'damaged',
  description: 'One propeller arm came back cracked; photos sent in messages.',
  status: 'open',
  reporter: partyOf(users.siti),
  created_at: '2026-02-24T03:00:00.000Z',
  resolved_at: null,
};

/** A paid purchase with delivery, not yet dispatched: the seller may still cancel it. */
export const paidOrder = makeOrder({
  id: 5001,
  kind: 'purchase',
  status: 'paid',
  lines: [{ itemId: 108, unitPrice: 8500 }],
  created_at: '2026-03-04T02:00:00.000Z',
});

/** A rental in use (from request 4002), delivered to Hakim. */
export const rentalInUse = makeOrder({
  id: 5003,
  kind: 'rental',
  status: 'in_use',
  request_id: 4002,
  deposit: 30000,
  lines: [{ itemId: 102, unitPrice: 4500, dates: ['2026-03-02', '2026-03-05', 4] }],
  created_at: '2026-02-27T09:12:00.000Z',
});

/** A paid purchase Hakim collects himself: Siti marks it handed over. */
export const pickupPaid = makeOrder({
  id: 5013,
  kind: 'purchase',
  status: 'paid',
  fulfilment: 'pickup',
  lines: [{ itemId: 105, unitPrice: 42000 }],
  created_at: '2026-03-02T02:00:00.000Z',
});

/** A pickup rental back with Siti, completing by itself 48 hours after the return. */
export const returnedWaiting = makeOrder({
  id: 5014,
  kind: 'rental',
  status: 'returned',
  fulfilment: 'pickup',
  deposit: 20000,
  lines: [{ itemId: 103, unitPrice: 6000, dates: ['2026-02-20', '2026-02-21', 2] }],
  created_at: '2026-02-18T02:00:00.000Z',
});

/** Every order between the mocks' people, newest first. */
export const demoOrders: OrderDetail[] = [
  makeOrder({
    id: 5011,
    kind: 'purchase',
    status: 'paid',
    paypal: true,
    lines: [
      {
        itemId: 101,
        title:
          'Canon EOS R6 full-frame mirrorless camera body with two batteries, charger, a 128 GB card and a padded shoulder bag',
        unitPrice: 185099,
      },
      { itemId: 105, unitPrice: 42000, quantity: 2 },
    ],
    created_at: '2026-03-04T08:00:00.000Z',
  }),
  paidOrder,
  /** The rental order Hakim's camera request (4001) becomes once Siti accepts it. */
  makeOrder({
    id: 5010,
    kind: 'rental',
    status: 'paid',
    request_id: 4001,
    deposit: 50000,
    lines: [{ itemId: 101, unitPrice: 4500, dates: ['2026-03-10', '2026-03-12', 3] }],
    created_at: '2026-03-03T09:00:00.000Z',
  }),
  pickupPaid,
  makeOrder({
    id: 5002,
    kind: 'purchase',
    status: 'dispatched',
    lines: [{ itemId: 105, unitPrice: 42000 }],
    created_at: '2026-03-01T02:00:00.000Z',
  }),
  rentalInUse,
  makeOrder({
    id: 5004,
    kind: 'rental',
    status: 'return_due',
    fulfilment: 'pickup',
    lines: [{ itemId: 101, unitPrice: 4500, dates: ['2026-02-24', '2026-02-26', 3] }],
    created_at: '2026-02-22T02:00:00.000Z',
  }),
  makeOrder({
    id: 5005,
    kind: 'rental',
    status: 'returned',
    deposit: 30000,
    issues: [openIssue],
    lines: [{ itemId: 102, unitPrice: 4500, dates: ['2026-02-18', '2026-02-20', 3] }],
    created_at: '2026-02-16T02:00:00.000Z',
  }),
  returnedWaiting,
  makeOrder({
    id: 5006,
    kind: 'purchase',
    status: 'delivered',
    lines: [{ itemId: 108, unitPrice: 8500 }],
    created_at: '2026-02-12T02:00:00.000Z',
  }),
  makeOrder({
    id: 5007,
    kind: 'purchase',
    status: 'completed',
    fulfilment: 'pickup',
    lines: [{ itemId: 105, unitPrice: 42000 }],
    created_at: '2026-02-01T02:00:00.000Z',
  }),
  makeOrder({
    id: 5008,
    kind: 'rental',
    status: 'completed',
    lines: [{ itemId: 101, unitPrice: 4500, dates: ['2026-01-20', '2026-01-21', 2] }],
    created_at: '2026-01-18T02:00:00.000Z',
  }),
  makeOrder({
    id: 5009,
    kind: 'purchase',
    status: 'cancelled',
    lines: [{ itemId: 108, unitPrice: 8500 }],
    created_at: '2026-01-10T02:00:00.000Z',
  }),
  makeOrder({
    id: 5012,
    kind: 'rental',
    status: 'completed',
    buyer: users.siti,
    seller: users.hakim,
    fulfilment: 'pickup',
    lines: [{ itemId: 103, unitPrice: 6000, dates: ['2026-01-03', '2026-01-04', 2] }],
    created_at: '2026-01-01T02:00:00.000Z',
  }),
];

const before = (status: OrderStatus, after: OrderStatus[]) => !after.includes(status);
const finished: OrderStatus[] = ['completed', 'cancelled'];

/**
 * The order as `userId` sees it: the buyer gets no commission or net; `actions` are what the
 * order machine allows that side now (either side cancels before dispatch and reports an issue
 * while none is open and the order is live).
 */
export function orderFor(order: OrderDetail, userId: number): OrderDetail {
  const seller = order.seller.id === userId;
  const pickup = order.fulfilment === 'pickup';
  const actions: string[] = [];
  // Before dispatch either side may cancel (the buyer too: issue 24).
  if (order.status === 'paid') actions.push('cancel');
  if (seller && pickup && order.status === 'paid') actions.push('handOver');
  if (seller && pickup && (order.status === 'in_use' || order.status === 'return_due'))
    actions.push('return');
  if (!seller && order.status === 'delivered' && !order.has_open_issue) actions.push('confirmReceipt');
  if (before(order.status, finished) && !order.has_open_issue) actions.push('reportIssue');
  return seller ? { ...order, actions } : { ...order, actions, commission: null, seller_net: null };
}

/** A list row: the summary's fields only. */
export function summaryOf(order: OrderDetail): OrderSummary {
  const {
    address: _a,
    history: _h,
    issues: _i,
    payment: _p,
    request_id: _r,
    actions: _ac,
    invoice_number: _in,
    credit_note_number: _cn,
    legs: _l,
    status_changed_at: _sc,
    completes_at: _ca,
    due_back: _db,
    overdue: _o,
    ...summary
  } = order;
  return summary;
}

/** Statuses an order may still move from ('open' in the lists' filter). */
const openOrderStatuses = orderStatuses.filter((status) => !finished.includes(status));

/** Orders `userId` bought or rented (`side: 'buyer'`) or sold (`'seller'`), filtered like ?status=. */
export function ordersOf(userId: number, side: 'buyer' | 'seller', status?: string | null): OrderSummary[] {
  return demoOrders
    .filter((order) => order[side].id === userId)
    .filter((order) =>
      !status ? true : status === 'open' ? openOrderStatuses.includes(order.status) : order.status === status,
    )
    .map((order) => summaryOf(orderFor(order, userId)));
}

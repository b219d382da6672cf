import { HttpResponse } from 'msw';
import { ADMIN_PAGE_SIZE } from '../../contract/admin-lists';
import {
  adminOrders,
  sellerNetAfter,
  type AdminOrder,
  type AdminOrderRow,
} from '../../contract/admin-orders';
import { orders } from '../../contract/orders';
import { formatMoney } from '../../domain/money';
import { INVALID, SERVER_ERROR } from '../answers';
import { returnedWaiting } from '../orders/fixtures';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { adminOrderDetails, adminOrderRows, rowOf } from './fixtures';
import { onMockReset } from '../reset';

const NOT_FOUND = { message: 'There is no such order.' };
const invalid = (field: string, message: string) =>
  HttpResponse.json({ message: INVALID, errors: { [field]: [message] } }, { status: 422 });

/** The rows the server would answer for the URL's query: searched, filtered, sorted, one page. */
function pageOf(rows: AdminOrderRow[], url: URL) {
  const q = url.searchParams;
  const words = q.get('q')?.toLowerCase().replace(/^#/, '');
  const kept = rows.filter(
    (r) =>
      (!words ||
        String(r.id) === words ||
        `${r.buyer.name} ${r.seller.name}`.toLowerCase().includes(words)) &&
      (!q.get('status') || r.status === q.get('status')) &&
      (!q.get('kind') || r.kind === q.get('kind')) &&
      (!q.get('fulfilment') || r.fulfilment === q.get('fulfilment')) &&
      (q.get('issue') !== 'open' || r.has_open_issue) &&
      (!q.get('from') || r.created_at.slice(0, 10) >= q.get('from')!) &&
      (!q.get('to') || r.created_at.slice(0, 10) <= q.get('to')!),
  );
  const sort = (q.get('sort') ?? 'created_at') as 'created_at' | 'total' | 'status';
  const dir = q.get('dir') === 'asc' ? 1 : -1;
  kept.sort((a, b) => (a[sort] < b[sort] ? -dir : a[sort] > b[sort] ? dir : 0));
  const page = Number(q.get('page') ?? 1);
  return { kept, page, rows: kept.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE) };
}

/**
 * The admin's orders over an in-memory store: the list filters as the server does, a cancel and
 * a resolution change the order (and its row), so a story's page follows its own clicks.
 */
function ordersArea(startRows: AdminOrderRow[], startDetails: AdminOrder[]) {
  const fresh = () => new Map(startDetails.map((o) => [o.id, structuredClone(o)]));
  let details = fresh();
  let rows = [...startRows];
  onMockReset(() => {
    details = fresh();
    rows = [...startRows];
  });
  const save = (order: AdminOrder) => {
    details.set(order.id, order);
    rows = rows.map((r) => (r.id === order.id ? rowOf(order) : r));
    return order;
  };
  return [
    mockEndpoint(adminOrders.list, ({ request }) => {
      const { kept, page, rows: shown } = pageOf(rows, new URL(request.url));
      return HttpResponse.json({ orders: shown, total: kept.length, page, per_page: ADMIN_PAGE_SIZE });
    }),
    mockEndpoint(adminOrders.export, ({ request }) => {
      const { kept } = pageOf(rows, new URL(request.url));
      const csv = [
        'Order,Status,Total (BND)',
        ...kept.map((r) => `${r.id},${r.status},${(r.total / 100).toFixed(2)}`),
      ];
      return HttpResponse.json({ filename: 'pinjam-orders-2026-11-24.csv', csv: `${csv.join('\r\n')}\r\n` });
    }),
    mockEndpoint(adminOrders.get, ({ params }) => {
      const order = details.get(Number(params.id));
      return order ? HttpResponse.json({ order }) : HttpResponse.json(NOT_FOUND, { status: 404 });
    }),
    mockEndpoint(adminOrders.cancel, async ({ params, request }) => {
      const order = details.get(Number(params.id));
      if (!order) return HttpResponse.json(NOT_FOUND, { status: 404 });
      const { reason } = (await request.json()) as { reason?: string };
      if (!reason?.trim()) return invalid('reason', 'Say why the order is cancelled (both parties read it)');
      if (!order.can_cancel)
        return HttpResponse.json(
          { message: 'This order is on its way: it can no longer be cancelled. Report an issue instead.' },
          { status: 409 },
        );
      const { total } = order.amounts;
      const cancelled = save({
        ...order,
        status: 'cancelled',
        cancel_reason: reason,
        can_cancel: false,
        amounts: { ...order.amounts, refunded: total, refundable: 0, seller_net_now: 0 },
        payments: order.payments.map((p) =>
          p.purpose === 'order' ? { ...p, status: 'refunded', refunded: total } : { ...p, status: 'voided' },
        ),
        timeline: [
          ...order.timeline,
          {
            event: 'cancel',
            from_status: order.status,
            to_status: 'cancelled',
            by: 'admin',
            actor: { id: 1, name: 'Pinjam Admin' },
            note: reason,
            created_at: new Date().toISOString(),
          },
        ],
      });
      return HttpResponse.json({
        message: 'The order is cancelled and the buyer refunded in full; both parties have been told.',
        order: cancelled,
      });
    }),
    mockEndpoint(orders.resolve, async ({ params, request }) => {
      const order = details.get(Number(params.id));
      if (!order) return HttpResponse.json(NOT_FOUND, { status: 404 });
      const body = (await request.json()) as {
        outcome: 'dismiss' | 'partial_refund' | 'full_refund';
        amount?: number;
        deposit_capture?: number;
        note?: string;
      };
      const { refundable, deposit_held } = order.amounts;
      const amount =
        body.outcome === 'full_refund' ? refundable : body.outcome === 'dismiss' ? 0 : (body.amount ?? 0);
      if (amount > refundable)
        return invalid('amount', `At most ${formatMoney(refundable)} is left to refund.`);
      if ((body.deposit_capture ?? 0) > deposit_held)
        return invalid(
          'deposit_capture',
          `At most the deposit, ${formatMoney(deposit_held)}, can be captured.`,
        );
      const status =
        body.outcome === 'dismiss'
          ? 'dismissed'
          : body.outcome === 'full_refund'
            ? 'refunded'
            : 'partially_refunded';
      const resolved = save({
        ...order,
        can_resolve: false,
        amounts: {
          ...order.amounts,
          refunded: order.amounts.refunded + amount,
          refundable: refundable - amount,
          deposit_held: body.deposit_capture === undefined ? deposit_held : 0,
          seller_net_now: sellerNetAfter({ ...order.amounts }, amount, body.deposit_capture ?? 0),
        },
        issues: order.issues.map((i) =>
          i.status === 'open'
            ? { ...i, status, resolution: body.note ?? null, resolved_at: new Date().toISOString() }
            : i,
        ),
      });
      const words = {
        dismiss: 'The issue is dismissed.',
        partial_refund: 'The issue is resolved with a partial refund.',
        full_refund: 'The issue is resolved with a full refund.',
      };
      // The orders area answers its own order view (as the admin sees it); the page reads its own.
      return HttpResponse.json({
        message: words[body.outcome],
        order: { ...returnedWaiting, id: resolved.id, has_open_issue: false, actions: [] },
      });
    }),
  ];
}

const all = () => ordersArea(adminOrderRows, adminOrderDetails);

/** The admin's orders: its own key in `defaultHandlers` (`adminOrders`). */
export const adminOrdersHandlers = {
  default: all(),
  empty: ordersArea([], []),
  error: [mockError(adminOrders.list, 500, SERVER_ERROR), mockError(adminOrders.get, 500, SERVER_ERROR)],
  loading: [mockPending(adminOrders.list), mockPending(adminOrders.get)],
  /** The resolution refused beside the amount (another refund was made meanwhile). */
  resolveTooMuch: [
    mockEndpoint(orders.resolve, () => invalid('amount', 'At most B$145.00 is left to refund.')),
    ...all(),
  ],
  /** The resolution refused as a whole (409): the deposit was settled meanwhile. */
  resolveRefused: [
    mockError(orders.resolve, 409, { message: 'The deposit hold has been captured or released already.' }),
    ...all(),
  ],
  /** The resolution never answers: the dialog shows it under way. */
  resolving: [mockPending(orders.resolve), ...all()],
};

import { HttpResponse } from 'msw';
import { ADMIN_PAGE_SIZE } from '../../contract/admin-lists';
import {
  adminPaymentMessages,
  adminPayments,
  type AdminPaymentDetail,
  type AdminPaymentRow,
} from '../../contract/admin-payments';
import { formatMoney } from '../../domain/money';
import { INVALID, SERVER_ERROR } from '../answers';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { adminPaymentDetails, adminPaymentRows, paymentRowOf } from './fixtures';
import { onMockReset } from '../reset';

const NOT_FOUND = { message: adminPaymentMessages.noPayment };
const invalid = (field: string, message: string) =>
  HttpResponse.json({ message: INVALID, errors: { [field]: [message] } }, { status: 422 });

/** The rows the server would answer for the URL's query: searched, filtered, sorted, one page. */
function pageOf(rows: AdminPaymentRow[], url: URL) {
  const q = url.searchParams;
  const words = q.get('q')?.toLowerCase();
  const kept = rows.filter(
    (r) =>
      (!words || r.public_id === words || r.payer.name.toLowerCase().includes(words)) &&
      (['provider', 'method', 'status', 'purpose'] as const).every((f) => !q.get(f) || r[f] === q.get(f)) &&
      (!q.get('from') || r.created_at.slice(0, 10) >= q.get('from')!) &&
      (!q.get('to') || r.created_at.slice(0, 10) <= q.get('to')!),
  );
  const sort = (q.get('sort') ?? 'created_at') as 'created_at' | 'amount';
  const dir = q.get('dir') === 'asc' ? 1 : -1;
  kept.sort((a, b) => (a[sort] < b[sort] ? -dir : a[sort] > b[sort] ? dir : 0));
  const page = Number(q.get('page') ?? 1);
  return { kept, page, rows: kept.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE) };
}

/** The admin's payments over an in-memory store: a refund changes the payment and its row. */
function paymentsArea(startRows: AdminPaymentRow[], startDetails: AdminPaymentDetail[]) {
  const fresh = () => new Map(startDetails.map((p) => [p.id, structuredClone(p)]));
  let details = fresh();
  let rows = [...startRows];
  onMockReset(() => {
    details = fresh();
    rows = [...startRows];
  });
  return [
    mockEndpoint(adminPayments.list, ({ request }) => {
      const { kept, page, rows: shown } = pageOf(rows, new URL(request.url));
      return HttpResponse.json({ payments: shown, total: kept.length, page, per_page: ADMIN_PAGE_SIZE });
    }),
    mockEndpoint(adminPayments.export, ({ request }) => {
      const { kept } = pageOf(rows, new URL(request.url));
      const csv = [
        'Payment,Status,Amount (BND)',
        ...kept.map((r) => `${r.public_id},${r.status},${(r.amount / 100).toFixed(2)}`),
      ];
      return HttpResponse.json({
        filename: 'pinjam-payments-2026-11-24.csv',
        csv: `${csv.join('\r\n')}\r\n`,
      });
    }),
    mockEndpoint(adminPayments.detail, ({ params }) => {
      const payment = details.get(Number(params.id));
      return payment ? HttpResponse.json({ payment }) : HttpResponse.json(NOT_FOUND, { status: 404 });
    }),
    mockEndpoint(adminPayments.refund, async ({ params, request }) => {
      const payment = details.get(Number(params.id));
      if (!payment) return HttpResponse.json(NOT_FOUND, { status: 404 });
      const { amount, reason } = (await request.json()) as { amount: number; reason?: string };
      if (payment.captured === 0)
        return HttpResponse.json({ message: adminPaymentMessages.notCaptured }, { status: 409 });
      if (payment.left === 0) return invalid('amount', adminPaymentMessages.nothingLeft);
      if (amount > payment.left) return invalid('amount', adminPaymentMessages.tooMuch(payment.left));
      const refunded = payment.refunded + amount;
      const now = new Date().toISOString();
      const next: AdminPaymentDetail = {
        ...payment,
        refunded,
        left: payment.captured - refunded,
        status: refunded >= payment.captured ? 'refunded' : 'partially_refunded',
        refunds: [
          ...payment.refunds,
          {
            posting: `order-${payment.order_ids[0]}:admin-refund-${payment.refunded}:refund`,
            amount,
            at: now,
            by: { id: 1, name: 'Pinjam Admin' },
            reason: reason ?? null,
          },
        ],
      };
      details.set(next.id, next);
      rows = rows.map((r) => (r.id === next.id ? paymentRowOf(next) : r));
      return HttpResponse.json({
        message: `Refunded ${formatMoney(amount)}. ${payment.payer.name} has been told.`,
        payment: next,
      });
    }),
  ];
}

const all = () => paymentsArea(adminPaymentRows, adminPaymentDetails);

/** The admin's payments: its own key in `defaultHandlers` (`adminPayments`). */
export const adminPaymentsHandlers = {
  default: all(),
  empty: paymentsArea([], []),
  error: [
    mockError(adminPayments.list, 500, SERVER_ERROR),
    mockError(adminPayments.detail, 500, SERVER_ERROR),
  ],
  /** The refund refused beside the amount (another admin refunded meanwhile). */
  refundTooMuch: [
    mockEndpoint(adminPayments.refund, () => invalid('amount', adminPaymentMessages.tooMuch(2_000))),
    ...all(),
  ],
  /** The refund refused as a whole (409): the seller has been paid out meanwhile. */
  refundPaidOut: [mockError(adminPayments.refund, 409, { message: adminPaymentMessages.paidOut }), ...all()],
  /** The refund never answers: the form shows it under way. */
  refunding: [mockPending(adminPayments.refund), ...all()],
};

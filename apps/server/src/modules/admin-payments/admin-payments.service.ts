// The admin's payments (issue 17, decision 0042): the list and its CSV, one payment's story, and
// a refund. A refund locks the payment's row, checks what is left, posts the ledger (the order's
// shares pro rata as an issue's resolution does, or the owner's captured deposit), tells the
// buyer, writes the audit line, and calls the provider last, with a key named by the payment and
// what was refunded before: a retry never refunds twice.
import {
  ADMIN_EXPORT_LIMIT,
  ADMIN_PAGE_SIZE,
  adminPaymentMessages as words,
  type AdminPaymentDetail,
  type AdminPaymentRow,
  type AdminPaymentsQuery,
  type PaymentEvent,
  type PaymentRefund,
  type RefundBody,
} from '@pinjam/api/contract';
import { formatMoney, todayInBrunei } from '@pinjam/api/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { payments } from '../../platform/db/schema';
import { Conflict, FieldErrors, NotFound } from '../../platform/errors/domain';
import { PaymentError } from '../../platform/payments/types';
import type { Session } from '../../platform/security/session';
import { record } from '../activity';
import { audit } from '../audit';
import { render } from '../notifications/emails';
import { postDepositRefund, postRefund } from '../orders/ledger';
import { refundShares } from '../orders/rules';
import { csvFile } from '../../platform/csv';
import { plainAmount } from '../payouts/payouts.service';
import { moneyTransaction } from '../requests/money';
import * as repository from './admin-payments.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

function toRow(row: repository.PaymentListRow): AdminPaymentRow {
  return {
    id: row.id,
    public_id: row.public_id,
    payer: { id: row.payer_id, name: row.payer_name },
    provider: row.provider as AdminPaymentRow['provider'],
    method: row.method,
    purpose: row.purpose,
    amount: row.amount,
    captured: row.captured,
    refunded: row.refunded,
    status: row.status,
    label: row.label,
    order_ids: row.order_ids.map(Number),
    created_at: iso(row.created_at),
  };
}

export async function list(app: FastifyInstance, query: AdminPaymentsQuery) {
  const { rows, total, page } = await repository.listPayments(app.db, query);
  return { payments: rows.map(toRow), total, page, per_page: ADMIN_PAGE_SIZE };
}

export async function exportCsv(app: FastifyInstance, query: AdminPaymentsQuery, now = new Date()) {
  const rows = await repository.allPayments(app.db, query, ADMIN_EXPORT_LIMIT);
  return csvFile(`pinjam-payments-${todayInBrunei(now)}.csv`, [
    [
      'Payment',
      'Date',
      'Payer',
      'Provider',
      'Method',
      'Purpose',
      'Status',
      'Amount (BND)',
      'Captured (BND)',
      'Refunded (BND)',
      'Orders',
    ],
    ...rows.map((r) => [
      r.public_id,
      iso(r.created_at),
      r.payer_name,
      r.provider,
      r.method,
      r.purpose,
      r.status,
      plainAmount(r.amount),
      plainAmount(r.captured),
      plainAmount(r.refunded),
      r.order_ids.join(' '),
    ]),
  ]);
}

// ─── One payment ─────────────────────────────────────────────────────────────────────────────

const statusWords: Record<string, string> = {
  requires_approval: 'Waiting for the payer to approve it on PayPal',
  authorised: 'Held',
  captured: 'Charged',
  voided: 'Hold released',
  partially_refunded: 'Charged, refunded in part',
  refunded: 'Refunded in full',
  cancelled: 'Cancelled on PayPal',
};

interface AuditedRefund {
  posting?: string;
  reason?: string | null;
  idempotency_key?: string;
  amount?: number;
}

/** The history: the payment made, each ledger posting on it, and what the provider sent. */
function eventsOf(
  payment: repository.PaymentRow,
  ledger: Awaited<ReturnType<typeof repository.ledgerOf>>,
  provider: Awaited<ReturnType<typeof repository.providerEventsOf>>,
): PaymentEvent[] {
  const events: PaymentEvent[] = [
    {
      at: iso(payment.created_at),
      source: 'payment',
      type: payment.capture === 'manual' ? 'authorised' : 'charged',
      text: `${payment.capture === 'manual' ? 'Held' : 'Charged'} ${formatMoney(payment.amount)} (${payment.method}, ${payment.provider})`,
    },
  ];
  const postings = new Map<string, (typeof ledger)[number]>();
  for (const entry of ledger) if (!postings.has(entry.posting)) postings.set(entry.posting, entry);
  for (const [posting, entry] of postings)
    events.push({ at: iso(entry.created_at), source: 'ledger', type: posting, text: entry.memo });
  for (const event of provider)
    events.push({ at: iso(event.received_at), source: 'provider', type: event.type, text: event.type });
  if (payment.updated_at.getTime() !== payment.created_at.getTime())
    events.push({
      at: iso(payment.updated_at),
      source: 'payment',
      type: payment.status,
      text: `Now: ${statusWords[payment.status] ?? payment.status}`,
    });
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

/** Each refund: a posting to `refunds`; by whom and why from the audit trail when an admin refunded here. */
function refundsOf(
  ledger: Awaited<ReturnType<typeof repository.ledgerOf>>,
  audits: Awaited<ReturnType<typeof repository.refundAudits>>,
): PaymentRefund[] {
  const byPosting = new Map<string, (typeof audits)[number]>();
  for (const row of audits) {
    const posting = (row.after as AuditedRefund | null)?.posting;
    if (posting) byPosting.set(posting, row);
  }
  const refunds = new Map<string, PaymentRefund>();
  for (const entry of ledger) {
    if (entry.account !== 'refunds') continue;
    const known = refunds.get(entry.posting);
    if (known) {
      known.amount += entry.amount;
      continue;
    }
    const audited = byPosting.get(entry.posting);
    refunds.set(entry.posting, {
      posting: entry.posting,
      amount: entry.amount,
      at: iso(entry.created_at),
      by: audited?.admin_id ? { id: audited.admin_id, name: audited.admin_name } : null,
      reason: audited ? ((audited.after as AuditedRefund).reason ?? null) : entry.memo,
    });
  }
  return [...refunds.values()];
}

async function detailOf(db: Executor, id: number): Promise<AdminPaymentDetail> {
  const found = await repository.paymentById(db, id);
  if (!found) throw new NotFound(words.noPayment);
  const { payment, payer } = found;
  const orders = await repository.ordersOf(db, payment);
  const orderIds = orders.map((o) => o.order.id);
  // One after another: inside a refund's transaction they share its one connection.
  const checkout = await repository.checkoutOf(db, payment.checkout_id);
  const ledger = await repository.ledgerOf(db, payment.id, orderIds);
  const provider = await repository.providerEventsOf(db, payment.provider_ref);
  const audits = await repository.refundAudits(db, payment.id);
  return {
    id: payment.id,
    public_id: payment.public_id,
    payer,
    provider: payment.provider as AdminPaymentDetail['provider'],
    method: payment.method,
    purpose: payment.purpose,
    capture: payment.capture,
    amount: payment.amount,
    captured: payment.captured,
    refunded: payment.refunded,
    left: payment.captured - payment.refunded,
    status: payment.status,
    label: payment.label,
    provider_ref: payment.provider_ref,
    order_ids: orderIds,
    created_at: iso(payment.created_at),
    checkout: { ...checkout, created_at: iso(checkout.created_at) },
    orders: orders.map(({ order, seller }) => ({
      id: order.id,
      kind: order.kind,
      status: order.status,
      total: order.total,
      seller,
    })),
    events: eventsOf(payment, ledger, provider),
    refunds: refundsOf(ledger, audits),
    ledger: ledger.map((e) => ({ ...e, created_at: iso(e.created_at) })),
  };
}

export const detail = (app: FastifyInstance, id: number) => detailOf(app.db, id);

// ─── A refund ────────────────────────────────────────────────────────────────────────────────

const PROVIDER_FAILED = 'The payment service refused this refund, so nothing was changed:';

/** The refund already made with this key (the same request again), if any. */
async function earlierWithKey(tx: Executor, paymentId: number, key: string, amount: number) {
  const audits = await repository.refundAudits(tx, paymentId);
  const earlier = audits.find((a) => (a.after as AuditedRefund | null)?.idempotency_key === key);
  if (earlier && (earlier.after as AuditedRefund).amount !== amount)
    throw FieldErrors.one('Idempotency-Key', words.keyReused);
  return earlier !== undefined;
}

export interface RefundInput extends RefundBody {
  /** The Idempotency-Key header, if sent (it wins over the body's). */
  header?: string;
}

/**
 * Refunds `amount` cents of a captured payment. 404: no such payment; 409: not captured, no
 * order, or the seller paid out; 422 beside `amount`: more than is left. The same key again
 * answers the payment as it is and refunds nothing.
 */
export async function refund(app: FastifyInstance, session: Session, id: number, input: RefundInput) {
  const { amount } = input;
  // Without a key: one named by what the caller saw, so requests sent at once refund once.
  let key = input.header ?? input.idempotency_key;
  if (!key) {
    const seen = await repository.paymentById(app.db, id);
    if (!seen) throw new NotFound(words.noPayment);
    key = `seen-${seen.payment.refunded}-${amount}`;
  }
  const idempotencyKey = key;
  let repeated = false;
  const payment = await moneyTransaction(app, async (tx) => {
    const found = await repository.paymentById(tx, id, true);
    if (!found) throw new NotFound(words.noPayment);
    const { payment: before, payer } = found;
    if (await earlierWithKey(tx, id, idempotencyKey, amount)) {
      repeated = true;
      return detailOf(tx, id);
    }
    if (before.captured === 0 || !['captured', 'partially_refunded', 'refunded'].includes(before.status))
      throw new Conflict(words.notCaptured);
    const left = before.captured - before.refunded;
    if (left === 0) throw FieldErrors.one('amount', words.nothingLeft);
    if (amount > left) throw FieldErrors.one('amount', words.tooMuch(left));
    const [order] = await repository.ordersOf(tx, before);
    if (!order) throw new Conflict(words.noOrder);
    if (await repository.inPayout(tx, order.order.id)) throw new Conflict(words.paidOut);

    // The ledger: out of the seller's pending net, or their payable net once the order completed.
    const from = order.order.status === 'completed' ? 'seller_payable' : 'seller_pending';
    const step = `admin-refund-${before.refunded}`;
    const posting =
      before.purpose === 'deposit'
        ? `order-${order.order.id}:${step}:deposit-refund`
        : `order-${order.order.id}:${step}:refund`;
    if (before.purpose === 'deposit') {
      await postDepositRefund(tx, order.order, step, before.id, amount, from);
    } else {
      const was = refundShares(order.order, before.refunded);
      const now = refundShares(order.order, before.refunded + amount);
      await postRefund(
        tx,
        order.order,
        step,
        {
          seller: now.seller - was.seller,
          commission: now.commission - was.commission,
          delivery: now.delivery - was.delivery,
        },
        from,
      );
    }
    const refunded = before.refunded + amount;
    const status = refunded >= before.captured ? 'refunded' : 'partially_refunded';
    await tx
      .update(payments)
      .set({ refunded, status, updated_at: sql`now()` })
      .where(eq(payments.id, before.id));

    // The buyer is told: an email and a line in their activity.
    await app.mailer.sendAll(tx, [
      {
        to: payer.email,
        content: render(payer.name, app.config.publicUrl, {
          subject: `A refund of ${formatMoney(amount)} is on its way`,
          intro: `A refund of ${formatMoney(amount)} is on its way for order #${order.order.id}${input.reason ? `.\nThe reason: ${input.reason}` : '.'}`,
          button: 'See the order',
          path: `/my-orders/order-details/${order.order.id}`,
          note: `It goes back to ${before.method === 'paypal' ? 'your PayPal account' : (before.label ?? 'your card')}; your bank may take a few days to show it.`,
        }),
      },
    ]);
    await record(tx, payer.id, 'refunded', { type: 'order', id: order.order.id }, { role: 'buyer', amount });
    await audit(
      tx,
      { id: session.user.id, name: session.user.name },
      {
        action: 'payment.refund',
        subject_type: 'payment',
        subject_id: before.id,
        before: { refunded: before.refunded, status: before.status },
        after: {
          refunded,
          status,
          amount,
          reason: input.reason ?? null,
          posting,
          idempotency_key: idempotencyKey,
        },
      },
    );

    // The provider, last: its key names the payment and what was refunded before this one.
    if (!before.provider_ref) throw new Conflict(`${PROVIDER_FAILED} no payment reference.`);
    const answer = await app.payments
      .refund(before.provider_ref, amount, `payment-${before.id}:refund-${before.refunded}`)
      .catch((error: unknown) => {
        if (error instanceof PaymentError && error.code === 'idempotency_mismatch')
          throw new Conflict(`${PROVIDER_FAILED} ${error.message}`);
        throw error;
      });
    if (answer.status === 'refused') throw new Conflict(`${PROVIDER_FAILED} ${answer.message}`);
    return detailOf(tx, id);
  });
  return {
    message: repeated
      ? 'This refund was made already.'
      : `Refunded ${formatMoney(amount)}. ${payment.payer.name} has been told.`,
    payment,
  };
}

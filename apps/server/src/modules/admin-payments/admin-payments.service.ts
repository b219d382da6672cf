// The admin's payments (issue 17, decision 0042): the list and its CSV, and one payment's story
// (refund.ts makes a refund).
import {
  ADMIN_EXPORT_LIMIT,
  ADMIN_PAGE_SIZE,
  adminPaymentMessages as words,
  type AdminPaymentDetail,
  type AdminPaymentRow,
  type AdminPaymentsQuery,
  type PaymentEvent,
  type PaymentRefund,
} from '@pinjam/api/contract';
import { formatMoney, todayInBrunei } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { NotFound } from '../../platform/errors/domain';
import { csvFile } from '../../platform/csv';
import { plainAmount } from '../payouts';
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

/** What a `payment.refund` audit line keeps after the refund (refund.ts writes it). */
export interface AuditedRefund {
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

export async function detailOf(db: Executor, id: number): Promise<AdminPaymentDetail> {
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

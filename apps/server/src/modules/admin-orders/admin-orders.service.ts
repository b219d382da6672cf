// The admin's orders: the list and its CSV, one order whole, and the cancel with a full refund
// (the orders module's own path: the transition by 'admin', then refundInFull; the provider after the commit).
import {
  ADMIN_EXPORT_LIMIT,
  ADMIN_PAGE_SIZE,
  type AdminOrder,
  type AdminOrderRow,
  type AdminOrdersQuery,
  type CsvFile,
} from '@pinjam/api/contract';
import { todayInBrunei } from '@pinjam/api/domain';
import { nextOrderStatus } from '@pinjam/machines';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { NotFound } from '../../platform/errors/domain';
import type { Session } from '../../platform/security/session';
import { audit } from '../audit';
import { refundInFull, transitionOrder } from '../orders';
// The CSV writer moves to platform/http/csv.ts (the admin kit's helper); from payouts until then.
import { csvOf } from '../../platform/csv';
import { plainAmount } from '../payouts';
import { moneyTransaction, settleAfterCommit } from '../payments';
import * as repository from './admin-orders.repository';

export const ADMIN_ORDER_NOT_FOUND = 'There is no such order.';

const toRow = (row: repository.AdminOrderListRow): AdminOrderRow => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

export async function listOrders(app: FastifyInstance, query: AdminOrdersQuery) {
  const rows = await repository.listOrders(app.db, query);
  const total = await repository.countOrders(app.db, query);
  return { orders: rows.map(toRow), total, page: query.page ?? 1, per_page: ADMIN_PAGE_SIZE };
}

export async function exportOrders(
  app: FastifyInstance,
  query: AdminOrdersQuery,
  now = new Date(),
): Promise<CsvFile> {
  const rows = await repository.listOrders(app.db, { ...query, page: 1 }, ADMIN_EXPORT_LIMIT);
  return {
    filename: `pinjam-orders-${todayInBrunei(now)}.csv`,
    csv: csvOf([
      ['Order', 'Placed', 'Kind', 'Fulfilment', 'Status', 'Buyer', 'Seller', 'Total (BND)', 'Open issue'],
      ...rows.map((r) => [
        r.id,
        r.created_at.toISOString(),
        r.kind,
        r.fulfilment,
        r.status,
        r.buyer.name,
        r.seller.name,
        plainAmount(r.total),
        r.has_open_issue ? 'yes' : 'no',
      ]),
    ]),
  };
}

const SELLER_EARNS = new Set(['seller_pending', 'seller_payable', 'payouts']);

function toAdminOrder(
  { order, buyer, seller }: repository.OrderWithParties,
  parts: repository.DetailParts,
): AdminOrder {
  const paid = parts.payments.find((p) => p.id === order.payment_id);
  const deposit = parts.payments.find((p) => p.purpose === 'deposit' && p.id !== order.payment_id);
  const state = {
    status: order.status,
    kind: order.kind,
    fulfilment: order.fulfilment,
    issueOpen: order.has_open_issue,
  };
  return {
    id: order.id,
    kind: order.kind,
    status: order.status,
    fulfilment: order.fulfilment,
    buyer,
    seller,
    lines: parts.lines.map((l) => ({
      item_id: l.item_id,
      title: l.title,
      is_rental: l.is_rental,
      quantity: l.quantity,
      days: l.days,
      start_date: l.start_date,
      end_date: l.end_date,
      unit_price: l.unit_price,
      line_total: l.line_total,
    })),
    amounts: {
      subtotal: order.subtotal,
      delivery_fee: order.delivery_fee,
      commission: order.commission,
      seller_net: order.seller_net,
      deposit: order.deposit,
      total: order.total,
      refunded: paid?.refunded ?? 0,
      refundable: paid ? paid.captured - paid.refunded : 0,
      deposit_held: deposit?.status === 'authorised' ? order.deposit : 0,
      seller_net_now: parts.ledger
        .filter((e) => SELLER_EARNS.has(e.account))
        .reduce((sum, e) => sum + e.amount, 0),
    },
    cancel_reason: order.cancel_reason,
    payments: parts.payments.map((p) => ({
      id: p.id,
      purpose: p.purpose,
      method: p.method,
      provider: p.provider,
      status: p.status,
      amount: p.amount,
      captured: p.captured,
      refunded: p.refunded,
    })),
    legs: parts.legs.map((l) => ({
      id: l.id,
      kind: l.kind,
      status: l.status,
      scheduled_for: l.scheduled_for,
      completed_at: l.completed_at?.toISOString() ?? null,
    })),
    timeline: parts.history.map(({ event: h, actor }) => ({
      event: h.event,
      from_status: h.from_status,
      to_status: h.to_status,
      by: (['buyer', 'seller', 'admin'] as const).find((p) => p === h.by) ?? 'system',
      actor,
      note: h.note,
      created_at: h.created_at.toISOString(),
    })),
    issues: parts.issues.map(({ issue, reporter }) => ({
      id: issue.id,
      type: issue.type,
      description: issue.description,
      status: issue.status,
      reporter,
      resolution: issue.resolution,
      created_at: issue.created_at.toISOString(),
      resolved_at: issue.resolved_at?.toISOString() ?? null,
    })),
    payout: parts.payout,
    ledger: parts.ledger.map((e) => ({
      id: e.id,
      posting: e.posting,
      account: e.account,
      amount: e.amount,
      memo: e.memo,
      created_at: e.created_at.toISOString(),
    })),
    can_cancel: nextOrderStatus(state, { type: 'order.cancel', by: 'admin' }) !== null,
    can_resolve: nextOrderStatus(state, { type: 'order.resolveIssue', by: 'admin' }) !== null,
    created_at: order.created_at.toISOString(),
    status_changed_at: order.status_changed_at.toISOString(),
  };
}

async function readOrder(db: Executor, id: number): Promise<AdminOrder> {
  const row = await repository.orderWithParties(db, id);
  if (!row) throw new NotFound(ADMIN_ORDER_NOT_FOUND);
  return toAdminOrder(row, await repository.detailParts(db, row.order));
}

export const getOrder = (app: FastifyInstance, id: number) => readOrder(app.db, id);

/**
 * The admin cancels before dispatch (the machine allows 'order.cancel' by admin only when paid):
 * the conditional transition picks one winner of two admins at once (the other: 409), the
 * audit line is written, then refundInFull gives the stock or days back, reverses the ledger,
 * tells both parties and books the provider's refund, asked after the commit.
 */
export async function cancelOrder(
  app: FastifyInstance,
  session: Session,
  id: number,
  reason: string,
): Promise<AdminOrder> {
  const admin = { id: session.user.id, name: session.user.name };
  const intents = await moneyTransaction(app, async (tx) => {
    if (!(await repository.orderWithParties(tx, id))) throw new NotFound(ADMIN_ORDER_NOT_FOUND);
    const order = await transitionOrder(
      tx,
      id,
      { type: 'order.cancel', by: 'admin' },
      { by: 'admin', user_id: admin.id, note: reason },
    );
    const from = await repository.statusBeforeCancel(tx, id);
    await audit(tx, admin, {
      action: 'order.cancel',
      subject_type: 'order',
      subject_id: id,
      before: { status: from },
      after: { status: order.status, reason, refunded: order.total },
    });
    return refundInFull(app, tx, order, reason, 'admin');
  });
  await settleAfterCommit(app, intents);
  return readOrder(app.db, id);
}

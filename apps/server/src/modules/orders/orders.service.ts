import { ISSUE_RECORDED, type OrderDetail, type OrderIssue, type OrderSummary } from '@pinjam/api/contract';
import type { IssueType, OrderStatus } from '@pinjam/api/domain';
import type { OrderParty } from '@pinjam/machines';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { Forbidden, NotFound } from '../../platform/errors/domain';
import { announceIssue, announceStep } from './announce';
import { refundInFull } from './cancel';
import { completeOrderIn } from './complete';
import { moneyTransaction, settleAfterCommit } from '../payments';
import { resolveOrderIssue, type Resolution } from './resolve';
import * as repository from './orders.repository';
import { ORDER_NOT_FOUND, roleOf } from './rules';
import { transitionOrder } from './transition';
import { insertIssue } from './writes.repository';
import { toDetail, toIssue, toSummary } from './views';

/** The signed-in caller, as orders see them. */
interface Viewer {
  id: number;
  isAdmin: boolean;
}

type ListStatus = OrderStatus | 'open' | undefined;

/** Orders the caller bought or rented (`buyer`), or of the caller's items (`seller`). */
export async function list(
  app: FastifyInstance,
  side: 'buyer' | 'seller',
  userId: number,
  status: ListStatus,
): Promise<OrderSummary[]> {
  const rows = await repository.listFor(app.db, side, userId, status);
  const lines = await repository.linesOf(
    app.db,
    rows.map((r) => r.order.id),
  );
  return rows.map((row) => toSummary(row, lines, app.storage, side));
}

/** The order and who the caller is to it: a stranger (not a party, not an admin) reads "not found". */
async function visible(db: Executor, viewer: Viewer, orderId: number, parties?: OrderParty[]) {
  const row = await repository.orderById(db, orderId);
  const role = row && roleOf(row.order, viewer);
  if (!row || !role || (parties && !parties.includes(role))) throw new NotFound(ORDER_NOT_FOUND);
  return { row, role };
}

async function detail(db: Executor, app: FastifyInstance, viewer: Viewer, orderId: number) {
  const { row, role } = await visible(db, viewer, orderId);
  // One after another: `db` may be a transaction, one connection.
  const lines = await repository.linesOf(db, [orderId]);
  const history = await repository.historyOf(db, orderId);
  const issues = await repository.issuesOf(db, orderId);
  const payment = await repository.paymentOf(db, row.order.payment_id);
  const legs = await repository.legsOf(db, orderId);
  return toDetail(row, lines, app.storage, role, { history, issues, payment, legs }, new Date());
}

/** One order: its buyer, its seller or an admin; anyone else gets 404. */
export const getOrder = (app: FastifyInstance, viewer: Viewer, orderId: number): Promise<OrderDetail> =>
  detail(app.db, app, viewer, orderId);

/**
 * The buyer or seller reports an issue: the machine must allow it now (any time after payment,
 * not once completed or cancelled); the order is flagged (its completion and payout wait for the
 * admin) and the history notes it (issues.ts tells the people). `user_id` in the body is ignored.
 */
export async function reportIssue(
  app: FastifyInstance,
  viewer: Viewer,
  input: { order_id: number; type: IssueType; description: string },
): Promise<{ message: string; issue: OrderIssue }> {
  const issueId = await app.db.transaction(async (tx) => {
    const { row, role } = await visible(tx, viewer, input.order_id, ['buyer', 'seller']);
    const order = await transitionOrder(
      tx,
      row.order.id,
      { type: 'order.reportIssue', by: role },
      { by: role, user_id: viewer.id, note: input.type },
    );
    const id = await insertIssue(tx, {
      order_id: row.order.id,
      user_id: viewer.id,
      type: input.type,
      description: input.description,
    });
    await announceIssue(app, tx, order, role === 'buyer' ? 'buyer' : 'seller', input.type);
    return id;
  });
  const issues = await repository.issuesOf(app.db, input.order_id);
  const issue = issues.find((i) => i.issue.id === issueId)!;
  return { message: ISSUE_RECORDED, issue: toIssue(issue) };
}

/**
 * The buyer, the seller (or an admin) cancels before dispatch: one conditional transition decides
 * the one winner, then the buyer is refunded in full, the stock or days are given back, the
 * ledger reversed and the people told, all in one money transaction (cancel.ts): the order's
 * row first, then the payment's (decision 0042's lock order).
 */
export async function cancel(
  app: FastifyInstance,
  viewer: Viewer,
  orderId: number,
  reason: string | undefined,
): Promise<{ message: string; order: OrderDetail }> {
  let intents: number[] = [];
  const answer = await moneyTransaction(app, async (tx) => {
    const { role } = await visible(tx, viewer, orderId);
    const order = await transitionOrder(
      tx,
      orderId,
      { type: 'order.cancel', by: role },
      { by: role, user_id: viewer.id, note: reason ?? null },
    );
    intents = await refundInFull(app, tx, order, reason ?? null, role === 'buyer' ? 'buyer' : 'seller');
    return {
      message:
        role === 'buyer'
          ? 'The order is cancelled and you have been refunded in full.'
          : 'The order is cancelled and the buyer has been refunded in full.',
      order: await detail(tx, app, viewer, orderId),
    };
  });
  // The provider after the commit, no row locked: an outage is left to the intents' job.
  await settleAfterCommit(app, intents);
  return answer;
}

/** The words of each step's answer, and who alone may take it (anyone else who sees the order: 403). */
const steps = {
  handedOver: {
    party: 'seller',
    refused: 'Only the seller marks an order handed over.',
    done: 'Marked as handed over.',
  },
  returned: {
    party: 'seller',
    refused: 'Only the owner marks a rental returned.',
    done: 'Marked as returned. The order completes in 48 hours unless an issue is reported.',
  },
  confirmReceipt: {
    party: 'buyer',
    refused: 'Only the buyer confirms receipt.',
    done: 'Thank you! The order is complete.',
  },
} as const;

type Step = keyof typeof steps;

/**
 * A party's step after payment: the seller hands a pickup order over or takes a pickup rental
 * back; the buyer confirms receipt (which completes the order: completeOrderIn). A stranger gets
 * 404, the other party or an admin 403, a step the order's status does not allow 409.
 */
export async function takeStep(
  app: FastifyInstance,
  viewer: Viewer,
  orderId: number,
  step: Step,
): Promise<{ message: string; order: OrderDetail }> {
  const { party, refused, done } = steps[step];
  const { order, intents } = await moneyTransaction(app, async (tx) => {
    const { role } = await visible(tx, viewer, orderId);
    if (role !== party) throw new Forbidden(refused);
    if (step === 'confirmReceipt')
      return completeOrderIn(app, tx, orderId, { by: 'buyer', user_id: viewer.id });
    const moved = await transitionOrder(
      tx,
      orderId,
      step === 'handedOver'
        ? { type: 'order.handOver', by: 'seller' }
        : { type: 'order.return', by: 'seller' },
      { by: 'seller', user_id: viewer.id },
    );
    await announceStep(app, tx, moved);
    return { order: moved, intents: [] };
  });
  await settleAfterCommit(app, intents);
  return { message: done, order: await detail(app.db, app, viewer, order.id) };
}

/** An admin resolves the order's open issues (resolve.ts), then reads the order as it is now. */
export async function resolve(
  app: FastifyInstance,
  viewer: Viewer,
  orderId: number,
  input: Resolution,
): Promise<{ message: string; order: OrderDetail }> {
  const { deposit_words } = await resolveOrderIssue(app, viewer.id, orderId, input);
  const words = {
    dismiss: 'The issue is dismissed.',
    partial_refund: 'The issue is resolved with a partial refund.',
    full_refund: 'The issue is resolved with a full refund.',
  };
  return { message: words[input.outcome] + deposit_words, order: await detail(app.db, app, viewer, orderId) };
}

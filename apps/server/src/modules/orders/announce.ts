// Who hears of each step after payment (decision 0035) and of an issue reported: emails (notify: rolled
// back with the step), and the rental's due date or the day an order completes by itself.
import type { IssueType } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { recordAll } from '../activity';
import { adminIds, notifyAll, type Notice } from '../notifications';
import { completesAt } from './rules';

type OrderRow = {
  id: number;
  buyer_id: number;
  seller_id: number;
  status: string;
  has_open_issue: boolean;
  status_changed_at: Date;
  end_date: string | null;
};

const dateOf = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * Tells the buyer and the seller that the order moved to `status` (delivered, in use, returned,
 * overdue), inside the caller's transaction. Other statuses tell nobody here (a completion tells
 * them in completeOrder, a cancellation in cancel.ts).
 */
export async function announceStep(app: FastifyInstance, tx: Executor, order: OrderRow): Promise<void> {
  const step =
    order.status === 'delivered' || order.status === 'in_use' || order.status === 'returned'
      ? order.status
      : order.status === 'return_due'
        ? 'overdue'
        : null;
  if (!step) return;
  const date = step === 'in_use' || step === 'overdue' ? order.end_date : dateOf(completesAt(order));
  const notices: Notice[] = (['buyer', 'seller'] as const).map((role) => ({
    userId: role === 'buyer' ? order.buyer_id : order.seller_id,
    kind: 'orderStep',
    payload: { order_id: order.id, step, role, date },
  }));
  await notifyAll(app, tx, notices);
}

/**
 * An issue reported (issue 24): the reporter's feed keeps it; the other party and our staff are
 * told at once: their feeds, an email each, and the bell's order entry for the seller and the
 * staff (the buyer's bell has no kind that leads to their orders). One person in two roles (an
 * admin selling) is told once, as the party.
 */
export async function announceIssue(
  app: FastifyInstance,
  tx: Executor,
  order: Pick<OrderRow, 'id' | 'buyer_id' | 'seller_id'>,
  reporter: 'buyer' | 'seller',
  type: IssueType,
): Promise<void> {
  const other = reporter === 'buyer' ? 'seller' : 'buyer';
  const party = { buyer: order.buyer_id, seller: order.seller_id };
  const staff = (await adminIds(tx)).filter((id) => id !== order.buyer_id && id !== order.seller_id);
  const told: Array<{ userId: number; role: 'buyer' | 'seller' | 'admin' }> = [
    { userId: party[other], role: other },
    ...staff.map((userId) => ({ userId, role: 'admin' as const })),
  ];
  const subject = { type: 'order', id: order.id } as const;
  await recordAll(tx, [
    { userId: party[reporter], kind: 'issue_reported', subject, data: { role: reporter, type, reporter } },
    ...told.map(({ userId, role }) => ({
      userId,
      kind: 'issue_reported' as const,
      subject,
      data: { role, type, reporter },
    })),
  ]);
  await notifyAll(
    app,
    tx,
    told.map(({ userId, role }) => ({
      userId,
      kind: 'orderIssue',
      payload: { order_id: order.id, role, reporter, type },
    })),
  );
}

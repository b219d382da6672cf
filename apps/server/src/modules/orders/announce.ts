// Who hears of each step after payment (decision 0035): emails to the parties (notify: rolled
// back with the step), and the rental's due date or the day an order completes by itself.
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { notifyAll, type Notice } from '../notifications';
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

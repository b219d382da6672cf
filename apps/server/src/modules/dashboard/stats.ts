// GET /api/user/stats: a member's own figures, or an admin's view of the marketplace.
import type { DashboardTodo, MarketplaceStats, MemberStats } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { NotFound } from '../../platform/errors/domain';
import * as repository from './dashboard.repository';

type Counts = NonNullable<Awaited<ReturnType<typeof repository.memberCounts>>>;

/**
 * What to do next, most pressing first. Verifying (or waiting for the review, or trying again
 * after a rejection); bank details once there is money to pay out (the member has sold or rented
 * out); requests waiting for an answer; completed orders still to rate (the ratings page's To give).
 */
function todosOf(counts: Counts): DashboardTodo[] {
  const todos: DashboardTodo[] = [];
  const verification = {
    unsubmitted: 'verify',
    pending: 'verification_pending',
    rejected: 'verification_rejected',
    approved: null,
  } as const;
  const verify = verification[counts.verification_status];
  if (verify) todos.push({ kind: verify, link: '/verification', count: null });
  if (counts.requests_waiting > 0)
    todos.push({ kind: 'answer_requests', link: '/customer-requests', count: counts.requests_waiting });
  if (!counts.has_bank_details && counts.has_sold)
    todos.push({ kind: 'bank_details', link: '/settings', count: null });
  if (counts.to_rate > 0) todos.push({ kind: 'rate_orders', link: '/my-ratings', count: counts.to_rate });
  return todos;
}

export async function memberStats(
  app: FastifyInstance,
  userId: number,
  now = new Date(),
): Promise<MemberStats> {
  const counts = await repository.memberCounts(app.db, userId, now);
  if (!counts) throw new NotFound('There is no such user.');
  const earnings = await repository.earningsByMonth(app.db, userId, now);
  return {
    listings: { active: counts.active, disabled: counts.disabled },
    rentals: { renting_out: counts.renting_out, renting: counts.renting },
    requests_waiting: counts.requests_waiting,
    orders_this_month: { bought: counts.bought, sold: counts.sold },
    earnings,
    todos: todosOf(counts),
  };
}

export async function marketplaceStats(app: FastifyInstance, now = new Date()): Promise<MarketplaceStats> {
  const counts = await repository.marketplaceCounts(app.db, now);
  const months = await repository.marketplaceByMonth(app.db, now);
  return {
    users: { total: counts.users_total, new_this_month: counts.users_new },
    items: { active: counts.items_active },
    months,
    verifications_waiting: counts.verifications_waiting,
    issues_waiting: counts.issues_waiting,
  };
}

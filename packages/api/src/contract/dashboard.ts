// The dashboard area (the server's modules/dashboard; issue 15, decision 0034): the figures of
// the caller's own marketplace life, or, for an admin, the marketplace's.
import { z } from './zod';
import { endpoint } from './endpoint';

/** One month of a chart: `month` is YYYY-MM in Brunei time, money in integer cents. */
export const earningsMonth = z.object({ month: z.string(), amount: z.int() });
export type EarningsMonth = z.infer<typeof earningsMonth>;

/** What the member might do next, each with where to do it. */
export const todoKinds = [
  'verify',
  'verification_pending',
  'verification_rejected',
  'bank_details',
  'answer_requests',
  /** Completed orders the member may still rate (within the 14 days) and has not. */
  'rate_orders',
] as const;
export type TodoKind = (typeof todoKinds)[number];

export const dashboardTodo = z.object({
  kind: z.enum(todoKinds),
  /** The page (a path of the web app). */
  link: z.string(),
  /** How many wait (answer_requests, rate_orders), else null. */
  count: z.nullable(z.int()),
});
export type DashboardTodo = z.infer<typeof dashboardTodo>;

export const memberStats = z.object({
  listings: z.object({ active: z.int(), disabled: z.int() }),
  /** Rental orders under way or booked to start (paid to return due), each side. */
  rentals: z.object({ renting_out: z.int(), renting: z.int() }),
  /** Rental requests for the caller's items waiting for an answer. */
  requests_waiting: z.int(),
  /** Orders made this month (Brunei time), cancelled ones left out. */
  orders_this_month: z.object({ bought: z.int(), sold: z.int() }),
  /** The last 12 months, oldest first: the seller's share of orders net of refunds, from the ledger. */
  earnings: z.array(earningsMonth),
  todos: z.array(dashboardTodo),
});
export type MemberStats = z.infer<typeof memberStats>;

export const marketplaceMonth = z.object({
  month: z.string(),
  /** Orders paid that month (cancelled ones too: they were sales when made). */
  orders: z.int(),
  /** The platform's commission net of refunds, from the ledger. */
  revenue: z.int(),
});
export type MarketplaceMonth = z.infer<typeof marketplaceMonth>;

export const marketplaceStats = z.object({
  users: z.object({ total: z.int(), new_this_month: z.int() }),
  items: z.object({ active: z.int() }),
  /** The last 12 months, oldest first. */
  months: z.array(marketplaceMonth),
  verifications_waiting: z.int(),
  issues_waiting: z.int(),
});
export type MarketplaceStats = z.infer<typeof marketplaceStats>;

export const dashboard = {
  stats: endpoint({
    method: 'GET',
    path: '/api/user/stats',
    auth: 'user',
    tag: 'dashboard',
    summary:
      "The dashboard's figures: a member's own (member), or for an admin the marketplace's (marketplace); the other is null",
    response: z.object({ member: z.nullable(memberStats), marketplace: z.nullable(marketplaceStats) }),
  }),
} as const;

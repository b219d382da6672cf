// The mocks' dashboards: Siti's (an active owner and renter, a year of earnings), Nurul's (new:
// nothing yet, verification to do), Hakim's (to-dos waiting) and the admin's marketplace.
import type { MarketplaceStats, MemberStats } from '../../contract/dashboard';
import { users } from '../users/accounts';

/** The twelve months up to March 2026 (the mocks' present), oldest first. */
const MONTHS = Array.from({ length: 12 }, (_, i) => {
  const index = 2026 * 12 + 2 - 11 + i;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
});

const earnings = (amounts: number[]) => MONTHS.map((month, i) => ({ month, amount: amounts[i] ?? 0 }));

export const sitiStats: MemberStats = {
  listings: { active: 6, disabled: 1 },
  rentals: { renting_out: 2, renting: 1 },
  requests_waiting: 1,
  orders_this_month: { bought: 1, sold: 3 },
  earnings: earnings([0, 0, 4_050, 12_600, 9_000, 0, 21_150, 18_000, 7_650, 30_600, 26_100, 24_300]),
  todos: [{ kind: 'answer_requests', link: '/customer-requests', count: 1 }],
};

/** A member who has just joined: nothing listed, bought or earned; verifying is the one to-do. */
export const newMemberStats: MemberStats = {
  listings: { active: 0, disabled: 0 },
  rentals: { renting_out: 0, renting: 0 },
  requests_waiting: 0,
  orders_this_month: { bought: 0, sold: 0 },
  earnings: earnings([]),
  todos: [{ kind: 'verify', link: '/verification', count: null }],
};

/** Every to-do at once (verification rejected, three requests, bank details, two orders to rate). */
export const busyStats: MemberStats = {
  ...sitiStats,
  requests_waiting: 3,
  todos: [
    { kind: 'verification_rejected', link: '/verification', count: null },
    { kind: 'answer_requests', link: '/customer-requests', count: 3 },
    { kind: 'bank_details', link: '/settings', count: null },
    { kind: 'rate_orders', link: '/my-ratings', count: 2 },
  ],
};

export const marketplaceFixture: MarketplaceStats = {
  users: { total: 1_284, new_this_month: 57 },
  items: { active: 3_412 },
  months: MONTHS.map((month, i) => ({
    month,
    orders: [120, 134, 150, 149, 171, 190, 188, 205, 231, 260, 244, 98][i]!,
    revenue: [
      96_000, 104_550, 121_300, 118_900, 140_200, 151_000, 149_800, 170_250, 188_000, 214_600, 201_300,
      80_150,
    ][i]!,
  })),
  verifications_waiting: 4,
  issues_waiting: 2,
};

/** Each mock user's dashboard. */
export const demoStats: Record<number, MemberStats> = {
  [users.siti.id]: sitiStats,
  [users.hakim.id]: busyStats,
  [users.unverified.id]: newMemberStats,
};

// The money after the sale as the mocks' people see it (decision 0037): Siti's finance page (no
// history, a long one, no bank details) and the admin's payouts (several users due, nobody due).
import type { FinanceEntry, FinanceSummary, PayoutDue, PayoutsAnswer } from '../../contract/finance';
import { users } from '../users/accounts';

/** The last 12 months up to November 2026, each with its amount. */
const months = (amounts: number[]) =>
  amounts.map((amount, i) => ({
    month: i === 0 ? '2025-12' : `2026-${String(i).padStart(2, '0')}`,
    amount,
  }));

/** Sales, completions and payouts of 40 orders, newest first. */
const longHistory: FinanceEntry[] = Array.from({ length: 40 }, (_, i) => {
  const order = 140 - Math.floor(i / 2);
  const step = i % 4;
  const day = String(28 - Math.floor(i / 2)).padStart(2, '0');
  if (step === 3)
    return {
      id: 900 - i,
      account: 'payouts',
      amount: 4050,
      memo: `Payout #${30 - i} sent to your bank account`,
      order_id: order,
      created_at: `2026-11-${day}T02:00:00.000Z`,
    };
  return {
    id: 900 - i,
    account: step === 0 ? 'seller_pending' : 'seller_payable',
    amount: step === 2 ? -4050 : 4050,
    memo: step === 0 ? `Order #${order} paid` : `Order #${order} completed`,
    order_id: order,
    created_at: `2026-11-${day}T02:00:00.000Z`,
  };
});

/** The page before the long history's first: two sales of October. */
export const olderEntries: FinanceEntry[] = [
  {
    id: 850,
    account: 'seller_pending',
    amount: 2_500,
    memo: 'Order #98 paid',
    order_id: 98,
    created_at: '2026-10-30T02:00:00.000Z',
  },
  {
    id: 849,
    account: 'seller_pending',
    amount: 4_800,
    memo: 'Order #97 paid',
    order_id: 97,
    created_at: '2026-10-12T02:00:00.000Z',
  },
];

const base: FinanceSummary = {
  pending: 0,
  payable: 0,
  paid_out: 0,
  total_earned: 0,
  months: months(Array(12).fill(0)),
  has_bank_details: true,
  payout_date: '2026-11-27',
  entries: [],
  has_more: false,
};

export const financeStates = {
  noHistory: base,
  longHistory: {
    ...base,
    pending: 12_500,
    payable: 8_100,
    paid_out: 40_500,
    total_earned: 48_600,
    months: months([0, 0, 2_500, 4_800, 0, 9_900, 12_000, 3_400, 7_050, 15_200, 21_000, 18_450]),
    entries: longHistory,
    has_more: true,
  },
  noBankDetails: {
    ...base,
    pending: 2_250,
    payable: 4_050,
    total_earned: 4_050,
    months: months([...Array(11).fill(0), 6_300]),
    has_bank_details: false,
    entries: longHistory.slice(0, 3),
  },
} satisfies Record<string, FinanceSummary>;

const person = (
  u: { id: number; name: string; email: string },
  bank: string | null,
  last4: string | null,
) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  bank_name: bank,
  account: last4 ? `•••• ${last4}` : null,
});

export const duePayouts: PayoutDue[] = [
  {
    id: 31,
    user: person(users.hakim, 'BIBD', '1177'),
    amount: 13_500,
    due_on: '2026-11-27',
    orders: [
      { order_id: 118, amount: 9_000 },
      { order_id: 121, amount: 4_500 },
    ],
  },
  {
    id: 32,
    user: person(users.siti, 'Baiduri Bank', '4821'),
    amount: 40_050,
    due_on: '2026-11-27',
    orders: [
      { order_id: 120, amount: 22_500 },
      { order_id: 124, amount: 13_050 },
      { order_id: 127, amount: 4_500 },
    ],
  },
];

export const payoutsStates = {
  due: {
    payout_date: '2026-11-27',
    payouts: duePayouts,
    waiting: [{ user: person(users.unverified, null, null), amount: 2_700, orders: 1 }],
  },
  empty: { payout_date: '2026-11-27', payouts: [], waiting: [] },
} satisfies Record<string, PayoutsAnswer>;

/** The CSVs the downloads answer. */
export const financeCsv = {
  filename: 'pinjam-finance-2026-11-24.csv',
  csv: 'Date,Account,Order,Description,Amount (BND)\r\n2026-11-24,Payable,140,Order #140 completed,40.50\r\n',
};
export const transfersCsv = {
  filename: 'pinjam-payouts-2026-11-24.csv',
  csv: 'Name,Bank,Account number,Amount (BND),Reference\r\nSiti Rahman,Baiduri Bank,001234564821,400.50,Pinjam payout 32\r\n',
};

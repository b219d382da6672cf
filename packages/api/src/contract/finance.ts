// The money after the sale (issue 16, decision 0037; docs/product.md "Money"): the caller's finance
// page (pending, payable, paid out, the ledger's entries, a chart by month, a CSV of them) and the
// admin's payouts (due on the payout date, grouped per user with masked bank details, the bank
// transfers' CSV with the full account numbers, Mark paid). Every figure is read from the ledger.
import { z } from './zod';
import { csvFile } from './admin-lists';
import { endpoint, messageBody } from './endpoint';
import { idInput } from './numbers';
import { optionalInput } from './text';

/** History entries a page answers; older ones by `before`. */
export const FINANCE_PAGE = 50;

/** The ledger accounts a seller's finance page reads. */
export const financeAccounts = ['seller_pending', 'seller_payable', 'payouts'] as const;

/** One ledger entry on one of the caller's accounts, newest first. */
export const financeEntry = z.object({
  id: z.int(),
  account: z.enum(financeAccounts),
  /** Cents: positive adds to the account (a sale, a completion), negative takes from it. */
  amount: z.int(),
  /** The posting's words, e.g. 'Order #12 paid'. */
  memo: z.string(),
  order_id: z.nullable(z.int()),
  created_at: z.string(),
});
export type FinanceEntry = z.infer<typeof financeEntry>;

export const financeSummary = z.object({
  /** Sold or rented, the order not complete yet (cents). */
  pending: z.int(),
  /** Complete, waiting for the next payout. */
  payable: z.int(),
  /** Sent to the caller's bank account. */
  paid_out: z.int(),
  /** Earned from completed orders: payable + paid out. */
  total_earned: z.int(),
  /** Earnings by month (the last 12, YYYY-MM, oldest first), as the dashboard counts them. */
  months: z.array(z.object({ month: z.string(), amount: z.int() })),
  /** Whether the caller saved bank details: payouts wait until they do. */
  has_bank_details: z.boolean(),
  /** The next payout date (YYYY-MM-DD, Asia/Brunei). */
  payout_date: z.string(),
  entries: z.array(financeEntry),
  /** Older entries exist after the last one answered. */
  has_more: z.boolean(),
});
export type FinanceSummary = z.infer<typeof financeSummary>;

/** A user as the admin's payouts show them: the bank account masked (`•••• 4821`). */
export const payoutUser = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  bank_name: z.nullable(z.string()),
  /** `•••• 4821`, or null without bank details. */
  account: z.nullable(z.string()),
});

/** One bank transfer to make: a user's payable orders at the time it was prepared. */
export const payoutDue = z.object({
  id: z.int(),
  user: payoutUser,
  amount: z.int(),
  /** The payout date it is due on (YYYY-MM-DD). */
  due_on: z.string(),
  orders: z.array(z.object({ order_id: z.int(), amount: z.int() })),
});
export type PayoutDue = z.infer<typeof payoutDue>;

/** A user with payable money and no bank details: asked to add them; their money waits. */
export const payoutWaiting = z.object({
  user: payoutUser,
  amount: z.int(),
  orders: z.int(),
});
export type PayoutWaiting = z.infer<typeof payoutWaiting>;

export const payoutsAnswer = z.object({
  payout_date: z.string(),
  /** Due, one per user (sorted by name); payable money arriving later waits for the next. */
  payouts: z.array(payoutDue),
  waiting: z.array(payoutWaiting),
});
export type PayoutsAnswer = z.infer<typeof payoutsAnswer>;

export const PAYOUT_DATE_PAST = 'Choose today or a later date.';

export const finance = {
  get: endpoint({
    method: 'GET',
    path: '/api/finance/get/',
    auth: 'user',
    tag: 'finance',
    summary: `The caller's money from the ledger: pending, payable, paid out, earnings by month, and their entries newest first, ${FINANCE_PAGE} at a time (older by before=id)`,
    query: z.object({ before: optionalInput(idInput) }),
    response: z.object({ finance: financeSummary }),
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/api/finance/export-csv',
    auth: 'user',
    tag: 'finance',
    summary: "The caller's ledger entries as CSV (date, account, order, words, amount in B$)",
    response: csvFile,
  }),
} as const;

export const adminFinance = {
  payouts: endpoint({
    method: 'GET',
    path: '/api/admin/get-payouts',
    auth: 'admin',
    tag: 'finance',
    summary:
      'The payouts due on the payout date, one per user with their masked bank details and orders (prepared now from what is payable), and the users whose payable money waits for bank details (seed: reads payouts)',
    response: payoutsAnswer,
  }),
  payoutDate: endpoint({
    method: 'POST',
    path: '/api/admin/update-payout-date/',
    auth: 'admin',
    tag: 'finance',
    summary: 'Sets the next payout date (today or later, Asia/Brunei); the payouts still due move to it',
    body: z.object({ date: z.iso.date({ message: 'Use a date like 2026-03-05' }) }),
    response: z.object({ message: z.string(), payout_date: z.string() }),
  }),
  paid: endpoint({
    method: 'POST',
    path: '/api/admin/user-paid/',
    auth: 'admin',
    tag: 'finance',
    summary:
      "Records the bank transfer of a payout (id: the payout's): posts it to the ledger and tells the user; 409 when it was marked paid already",
    body: z.object({ id: idInput }),
    response: messageBody,
  }),
  transfersCsv: endpoint({
    method: 'GET',
    path: '/api/admin/payouts-csv',
    auth: 'admin',
    tag: 'finance',
    summary:
      'The bank transfers to make for the payouts due, as CSV: name, bank, full account number, amount, reference (never cached)',
    response: csvFile,
  }),
} as const;

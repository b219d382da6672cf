// A user's own money (issue 16, decision 0037): every figure is a sum of their ledger entries —
// seller_pending (sold, not complete), seller_payable (complete, not paid out), payouts (paid).
import { FINANCE_PAGE, type CsvFile, type FinanceSummary } from '@pinjam/api/contract';
import { todayInBrunei } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import * as repository from './finance.repository';
import { csvFile } from '../../platform/csv';
import { payoutDate } from '../settings';
import { plainAmount } from './payouts.service';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The last 12 months (YYYY-MM in Brunei), oldest first, and the first instant of the oldest. */
function lastMonths(now: Date) {
  const [year, month] = todayInBrunei(now).split('-').map(Number) as [number, number];
  const months = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 12 + i, 1));
    return d.toISOString().slice(0, 7);
  });
  // Midnight in Brunei (UTC+8, no daylight saving) on the first of the oldest month.
  const since = new Date(`${months[0]}-01T00:00:00+08:00`);
  return { months, since };
}

async function earnings(app: FastifyInstance, userId: number, now: Date) {
  const { months, since } = lastMonths(now);
  const earned = await repository.earnedByMonth(app.db, userId, since);
  return months.map((month) => ({ month, amount: earned.get(month) ?? 0 }));
}

export async function summary(
  app: FastifyInstance,
  userId: number,
  before?: number,
  now = new Date(),
): Promise<FinanceSummary> {
  const [sums, months, rows, hasBank, date] = await Promise.all([
    repository.balances(app.db, userId),
    earnings(app, userId, now),
    repository.entries(app.db, userId, FINANCE_PAGE + 1, before),
    repository.hasBankDetails(app.db, userId),
    payoutDate(app.db, now),
  ]);
  return {
    pending: sums.pending,
    payable: sums.payable,
    paid_out: sums.paid_out,
    total_earned: sums.payable + sums.paid_out,
    months,
    has_bank_details: hasBank,
    payout_date: date,
    entries: rows.slice(0, FINANCE_PAGE).map((r) => ({
      id: r.id,
      account: r.account,
      amount: r.amount,
      memo: r.memo,
      order_id: r.order_id,
      created_at: iso(r.created_at),
    })),
    has_more: rows.length > FINANCE_PAGE,
  };
}

const accountWords = {
  seller_pending: 'Pending',
  seller_payable: 'Payable',
  payouts: 'Paid out',
} as const;

/** Every entry of the user's, newest first, as CSV. */
export async function exportCsv(app: FastifyInstance, userId: number, now = new Date()): Promise<CsvFile> {
  const rows = await repository.entries(app.db, userId, null);
  return csvFile(`pinjam-finance-${todayInBrunei(now)}.csv`, [
    ['Date', 'Account', 'Order', 'Description', 'Amount (BND)'],
    ...rows.map((r) => [
      todayInBrunei(new Date(r.created_at)),
      accountWords[r.account],
      r.order_id,
      r.memo,
      plainAmount(r.amount),
    ]),
  ]);
}

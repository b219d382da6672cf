import { FINANCE_PAGE } from '@pinjam/api/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/platform/db/schema';
import { insertItem, useTestApp } from './helpers';
import { caller, person as personOf, type Person } from './messages-fixtures';
import { paidOrder } from './orders-fixtures';
import { accountSums, completed } from './payouts-fixtures';

/*
 * The caller's finance page (issue 16, decision 0037): pending, payable and paid out are the sums
 * of their own ledger entries (checked against the ledger itself after sales, completions and a
 * payout), the entries page by page, and their CSV. Nobody sees another's.
 */

const t = useTestApp();
const call = caller(t);
const person = (name: string, values?: Parameters<typeof personOf>[2]) => personOf(t, name, values);

let admin: Person;
let siti: Person;
let hakim: Person;
let item: number;

beforeAll(async () => {
  admin = await person('Admin Finance', { role_id: 2 });
  siti = await person('Siti Rahman', { bank_name: 'BIBD', account_number: '7654321098' });
  hakim = await person('Hakim Yusof');
  item = (await insertItem(t.db, siti.id, { sale_price: 1500, starting_inventory: 99 })).id;
});

const sale = async (price: number) => {
  const made = await paidOrder(t, {
    buyer: hakim,
    seller: siti,
    lines: [{ item_id: item, unit_price: price }],
  });
  const [row] = await t.db.select().from(orders).where(eq(orders.id, made.id));
  return row!;
};

const finance = async (who: Person, before?: number) => {
  const res = await call(who, 'GET', `/api/finance/get/${before ? `?before=${before}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().finance;
};

describe('GET /api/finance/get/', () => {
  it('is all zeros for someone who sold nothing, and says when bank details are missing', async () => {
    const f = await finance(hakim);
    expect(f).toMatchObject({
      pending: 0,
      payable: 0,
      paid_out: 0,
      total_earned: 0,
      entries: [],
      has_more: false,
    });
    expect(f.has_bank_details).toBe(false);
    expect(f.months).toHaveLength(12);
    expect(f.payout_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("adds up to the ledger's sums after sales, completions and a payout", async () => {
    const a = await sale(1500);
    const b = await sale(2250);
    const c = await sale(999);
    await completed(t, a);
    await completed(t, b);
    const due = await call(admin, 'GET', '/api/admin/get-payouts');
    const payout = due.json().payouts.find((p: { user: { id: number } }) => p.user.id === siti.id);
    expect((await call(admin, 'POST', '/api/admin/user-paid/', { id: payout.id })).statusCode).toBe(200);
    await completed(t, c); // payable, not paid out yet

    const f = await finance(siti);
    const sums = await accountSums(t, siti.id);
    expect(f.pending).toBe(sums.seller_pending ?? 0);
    expect(f.payable).toBe(sums.seller_payable);
    expect(f.paid_out).toBe(sums.payouts);
    expect(f).toMatchObject({
      pending: 0,
      payable: c.seller_net,
      paid_out: a.seller_net + b.seller_net,
      total_earned: a.seller_net + b.seller_net + c.seller_net,
      has_bank_details: true,
    });
    // The month's earnings are the sales' nets, as the dashboard counts them.
    expect(f.months.at(-1).amount).toBe(a.seller_net + b.seller_net + c.seller_net);
    // Three sales (one entry each), three completions (two each), a payout of two orders (two each).
    expect(f.entries).toHaveLength(3 + 3 * 2 + 2 * 2);
    expect(f.entries[0]).toMatchObject({ account: 'seller_payable', order_id: c.id, amount: c.seller_net });
    const moments = f.entries.map((e: { created_at: string }) => e.created_at);
    expect(moments).toEqual([...moments].sort().reverse());
    // The buyer sees none of it.
    expect((await finance(hakim)).entries).toEqual([]);
  });

  it('pages the entries by before=id', async () => {
    // 13 entries so far: one sale more than a page holds.
    for (let i = 0; i < FINANCE_PAGE - 12; i++) await sale(100 + i);
    const first = await finance(siti);
    expect(first.entries).toHaveLength(FINANCE_PAGE);
    expect(first.has_more).toBe(true);
    const second = await finance(siti, first.entries.at(-1).id);
    expect(second.entries[0].id).toBeLessThan(first.entries.at(-1).id);
    expect(second.has_more).toBe(false);
  });

  it('lists the entries newest first by their date, not by when they were written, across pages', async () => {
    const seller = await person('Dayang Finance');
    // Written in this order, dated the other way (as a seeded or imported history is): the n-th
    // posting written is dated n days ago, so the first written is the newest.
    const count = FINANCE_PAGE + 5;
    for (let n = 0; n < count; n++)
      await t.db.execute(sql`
        insert into ledger_entries (posting, account, user_id, amount, memo, created_at) values
          (${`history-${seller.id}-${n}`}, 'seller_pending', ${seller.id}, 100, ${`Entry ${n}`}, now() - ${n} * interval '1 day'),
          (${`history-${seller.id}-${n}`}, 'customer_payments', ${hakim.id}, -100, ${`Entry ${n}`}, now() - ${n} * interval '1 day')`);
    const first = await finance(seller);
    expect(first.has_more).toBe(true);
    const second = await finance(seller, first.entries.at(-1).id);
    const memos = [...first.entries, ...second.entries].map((e: { memo: string }) => e.memo);
    expect(memos).toEqual(Array.from({ length: count }, (_, n) => `Entry ${n}`));
    expect(second.has_more).toBe(false);
  });
});

describe('GET /api/finance/export-csv', () => {
  it("answers the caller's entries as CSV, never cached", async () => {
    const res = await call(siti, 'GET', '/api/finance/export-csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { filename, csv } = res.json<{ filename: string; csv: string }>();
    expect(filename).toMatch(/^pinjam-finance-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Account,Order,Description,Amount (BND)');
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ledger_entries where user_id = ${siti.id}
          and account in ('seller_pending', 'seller_payable', 'payouts')`,
    );
    expect(lines.length - 1).toBe(rows[0]!.n);
    expect(lines.some((l) => /,Paid out,\d+,Payout #\d+ sent to your bank account,\d+\.\d{2}$/.test(l))).toBe(
      true,
    );
    expect(csv).not.toContain('7654321098');
    const hakimCsv = (await call(hakim, 'GET', '/api/finance/export-csv')).json().csv;
    expect(hakimCsv.trim().split('\r\n')).toHaveLength(1);
  });
});

import { PassThrough } from 'node:stream';
import { channels, PAYOUT_DATE_PAST, realtimeEvents } from '@pinjam/api/contract';
import { addDays, todayInBrunei } from '@pinjam/api/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { nextFriday } from '../src/modules/settings';
import { orders, payoutLines, payouts } from '../src/platform/db/schema';
import { emailsTo, insertItem, useTestApp } from './helpers';
import { caller, person as personOf, type Person } from './messages-fixtures';
import { paidOrder } from './orders-fixtures';
import { accountSums, completed } from './payouts-fixtures';

/*
 * The admin's payouts (issue 16, decision 0037): get-payouts prepares one payout per user with
 * bank details from the completed orders' payable nets (never an order with an open issue, never
 * an order twice, however many admins open the page at once); users without bank details wait
 * and are emailed once; user-paid posts to the ledger and tells the user once (409 the second
 * time); the payout date is today or later; the bank transfers' CSV is the only place the full
 * account number appears, and no log line ever holds it.
 */

const logStream = new PassThrough();
let logged = '';
logStream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
const t = useTestApp({ logLevel: 'debug', logStream });
const call = caller(t);
const person = (name: string, values?: Parameters<typeof personOf>[2]) => personOf(t, name, values);

const ACCOUNT = '001234564821';
let admin: Person;
let siti: Person;
let hakim: Person;
let aminah: Person;
let itemOf: Map<number, number>;

beforeAll(async () => {
  admin = await person('Admin Payouts', { role_id: 2 });
  siti = await person('Siti Rahman', { bank_name: 'Baiduri Bank', account_number: ACCOUNT });
  hakim = await person('Hakim Yusof');
  aminah = await person('Aminah Osman');
  itemOf = new Map();
  for (const seller of [siti, aminah])
    itemOf.set(
      seller.id,
      (await insertItem(t.db, seller.id, { sale_price: 2000, starting_inventory: 99 })).id,
    );
});

async function sale(seller: Person, price = 2000) {
  const made = await paidOrder(t, {
    buyer: hakim,
    seller,
    lines: [{ item_id: itemOf.get(seller.id)!, unit_price: price }],
  });
  const [row] = await t.db.select().from(orders).where(eq(orders.id, made.id));
  return row!;
}

interface Answer {
  payout_date: string;
  payouts: Array<{
    id: number;
    amount: number;
    due_on: string;
    user: { id: number; name: string; account: string | null; bank_name: string | null };
    orders: Array<{ order_id: number; amount: number }>;
  }>;
  waiting: Array<{ user: { id: number }; amount: number; orders: number }>;
}
const getPayouts = async () => {
  const res = await call(admin, 'GET', '/api/admin/get-payouts');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer>();
};
const paid = (id: number) => call(admin, 'POST', '/api/admin/user-paid/', { id });

describe('get-payouts and user-paid', () => {
  it('prepares one payout per user once, holds open issues, asks for bank details once, pays once', async () => {
    const a = await sale(siti, 2000);
    const b = await sale(siti, 3333);
    const held = await sale(siti, 5000);
    const notYet = await sale(siti, 700);
    const waits = await sale(aminah, 1000);
    await completed(t, a);
    await completed(t, b);
    await completed(t, held);
    await completed(t, waits);
    await t.db.update(orders).set({ has_open_issue: true }).where(eq(orders.id, held.id));

    // Three admins at once: one payout, each order in it once.
    const answers = await Promise.all([getPayouts(), getPayouts(), getPayouts()]);
    const answer = answers[2]!;
    const mine = answer.payouts.filter((p) => p.user.id === siti.id);
    expect(mine).toHaveLength(1);
    const payout = mine[0]!;
    expect(payout.user.account).toBe('•••• 4821');
    expect(payout.user.bank_name).toBe('Baiduri Bank');
    expect(JSON.stringify(answers)).not.toContain(ACCOUNT);
    expect(payout.orders.map((o) => o.order_id)).toEqual([a.id, b.id]);
    expect(payout.amount).toBe(a.seller_net + b.seller_net);
    expect(payout.due_on).toBe(answer.payout_date);
    const lines = await t.db.select().from(payoutLines).where(eq(payoutLines.payout_id, payout.id));
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => l.order_id)).not.toContain(held.id);
    expect(lines.map((l) => l.order_id)).not.toContain(notYet.id);

    // Aminah has no bank details: listed apart, emailed once.
    expect(answer.waiting).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ id: aminah.id, account: null }), orders: 1 }),
    ]);
    expect(answer.waiting[0]!.amount).toBe(waits.seller_net);
    const asked = (await emailsTo(t.db, aminah.email)).filter((m) => m.subject.includes('bank details'));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.text).toContain('/settings');

    // Paid: the ledger moves the payable net of each order to payouts; a second press is 409.
    const publishInTx = vi.spyOn(t.app.realtime, 'publishInTx');
    try {
      const first = await paid(payout.id);
      expect(first.statusCode, first.body).toBe(200);
      expect(publishInTx.mock.calls.flatMap((c) => c[1])).toContainEqual({
        channel: channels.payout(siti.id),
        event: realtimeEvents.newPayout,
        data: { payout_id: payout.id },
      });
      const [second, third] = await Promise.all([paid(payout.id), paid(payout.id)]);
      expect(second.statusCode).toBe(409);
      expect(third.statusCode).toBe(409);
    } finally {
      publishInTx.mockRestore();
    }
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row).toMatchObject({
      status: 'paid',
      paid_by: admin.id,
      bank_name: 'Baiduri Bank',
      account_last4: '4821',
    });
    const sent = (await emailsTo(t.db, siti.email)).filter((m) =>
      m.subject.includes('was sent to your account'),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(
      `B$${((a.seller_net + b.seller_net) / 100).toFixed(2)} was sent to your account •••• 4821`,
    );
    expect(sent[0]!.text).not.toContain(ACCOUNT);
    const bell = await call(siti, 'GET', '/api/notifications/get');
    expect(bell.json().notifications.payout).toEqual({ count: 1 });

    // Each order balances on its own; the payout posting too.
    const { rows } = await t.db.execute<{ order_id: number; sum: number }>(
      sql`select order_id, sum(amount)::int as sum from ledger_entries where order_id in (${a.id}, ${b.id}) group by order_id`,
    );
    for (const r of rows) expect(r.sum).toBe(0);
    const sums = await accountSums(t, siti.id);
    expect(sums.payouts).toBe(a.seller_net + b.seller_net);

    // Nothing due now for Siti; Aminah still waits, and is not emailed again.
    const after = await getPayouts();
    expect(after.payouts.filter((p) => p.user.id === siti.id)).toEqual([]);
    expect(after.waiting.map((w) => w.user.id)).toEqual([aminah.id]);
    expect(
      (await emailsTo(t.db, aminah.email)).filter((m) => m.subject.includes('bank details')),
    ).toHaveLength(1);

    // The issue resolved: the held order is paid out next time.
    await t.db.update(orders).set({ has_open_issue: false }).where(eq(orders.id, held.id));
    const next = (await getPayouts()).payouts.find((p) => p.user.id === siti.id)!;
    expect(next.orders.map((o) => o.order_id)).toEqual([held.id]);
    expect((await paid(next.id)).statusCode).toBe(200);
  });

  it('answers 404 for a payout that does not exist, 422 for a bad id', async () => {
    expect((await paid(987654)).statusCode).toBe(404);
    const res = await call(admin, 'POST', '/api/admin/user-paid/', { id: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.id).toBeDefined();
  });
});

describe('the payout date', () => {
  it('defaults to the next Friday, refuses a past date beside the field, and moves the payouts due', async () => {
    expect(nextFriday('2026-11-27')).toBe('2026-11-27'); // a Friday
    expect(nextFriday('2026-11-28')).toBe('2026-12-04');
    expect(nextFriday('2026-11-24')).toBe('2026-11-27');

    const today = todayInBrunei();
    const past = await call(admin, 'POST', '/api/admin/update-payout-date/', { date: addDays(today, -1) });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ date: [PAYOUT_DATE_PAST] });
    const bad = await call(admin, 'POST', '/api/admin/update-payout-date/', { date: '2026-02-30' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.date).toBeDefined();

    expect((await call(admin, 'POST', '/api/admin/update-payout-date/', { date: today })).statusCode).toBe(
      200,
    );
    const order = await sale(siti, 900);
    await completed(t, order);
    const due = (await getPayouts()).payouts.find((p) => p.user.id === siti.id)!;
    expect(due.due_on).toBe(today);
    const later = addDays(today, 10)!;
    const res = await call(admin, 'POST', '/api/admin/update-payout-date/', { date: later });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payout_date).toBe(later);
    const moved = await getPayouts();
    expect(moved.payout_date).toBe(later);
    expect(moved.payouts.find((p) => p.id === due.id)!.due_on).toBe(later);
  });
});

describe('the bank transfers CSV', () => {
  it('holds the full account number, is never cached, and the logs never see the number', async () => {
    const res = await call(admin, 'GET', '/api/admin/payouts-csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { filename, csv } = res.json<{ filename: string; csv: string }>();
    expect(filename).toMatch(/^pinjam-payouts-\d{4}-\d{2}-\d{2}\.csv$/);
    const [head, ...rows] = csv.trim().split('\r\n');
    expect(head).toBe('Name,Bank,Account number,Amount (BND),Reference');
    expect(rows.some((r) => r.startsWith(`Siti Rahman,Baiduri Bank,${ACCOUNT},`))).toBe(true);
    expect(logged).toContain('/api/admin/payouts-csv');
    expect(logged).not.toContain(ACCOUNT);
  });
});

describe('who may call', () => {
  it('answers 401 without a token and 403 to a user on every admin call', async () => {
    const admins: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/api/admin/get-payouts'],
      ['GET', '/api/admin/payouts-csv'],
      ['POST', '/api/admin/update-payout-date/', { date: todayInBrunei() }],
      ['POST', '/api/admin/user-paid/', { id: 1 }],
    ];
    for (const [method, url, payload] of admins) {
      expect((await call(siti, method, url, payload)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url, ...(payload && { payload }) })).statusCode, url).toBe(401);
    }
    for (const url of ['/api/finance/get/', '/api/finance/export-csv'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
  });
});

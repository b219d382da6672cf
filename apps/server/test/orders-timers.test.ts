import { addDays, todayInBrunei } from '@pinjam/api/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, orders, remindersSent } from '../src/platform/db/schema';
import { person, type Person } from './checkout-fixtures';
import { emailsTo, insertItem, useTestApp } from './helpers';
import { paidOrder, setStatus } from './orders-fixtures';
import { runSweep } from './sweeps';

const t = useTestApp();
let buyer: Person;
let seller: Person;
const HOUR = 3600_000;

beforeAll(async () => {
  buyer = await person(t.app, t.db, 'Hakim Buyer');
  seller = await person(t.app, t.db, 'Siti Seller');
});

/** One run of the order timers' sweep with the clock at `at`. */
const sweepAt = (at: Date) => runSweep(t, 'order-timers-sweep', at);

const statusOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

async function order(kind: 'purchase' | 'rental', status: 'delivered' | 'returned' | 'in_use', end?: string) {
  const item = await insertItem(t.db, seller.id, { sale_price: 5_000, price_per_day: 1_000 });
  const made = await paidOrder(t, {
    buyer,
    seller,
    kind,
    fulfilment: 'pickup',
    lines: [{ item_id: item.id, unit_price: 5_000 }],
    ...(end && { start_date: addDays(end, -2)!, end_date: end }),
  });
  await setStatus(t, made.id, status);
  await t.db
    .update(orders)
    .set({ status_changed_at: sql`now()` })
    .where(eq(orders.id, made.id));
  const [row] = await t.db.select().from(orders).where(eq(orders.id, made.id));
  return { id: made.id, since: row!.status_changed_at };
}

describe('a delivered purchase', () => {
  it('waits at 2 days 23 hours, completes at 3 days, and a second run does nothing more', async () => {
    const { id, since } = await order('purchase', 'delivered');
    await sweepAt(new Date(since.getTime() + 71 * HOUR));
    expect(await statusOf(id)).toBe('delivered');
    await sweepAt(new Date(since.getTime() + 72 * HOUR + 1000));
    expect(await statusOf(id)).toBe('completed');
    await sweepAt(new Date(since.getTime() + 73 * HOUR));
    const posting = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.posting, `order-${id}:completed`));
    expect(posting).toHaveLength(2);
    expect(posting.reduce((s, e) => s + e.amount, 0)).toBe(0);
    const mail = await emailsTo(t.db, seller.email);
    expect(mail.filter((m) => m.subject === `Order #${id} is complete`)).toHaveLength(1);
  });

  it('is held by an open issue', async () => {
    const { id, since } = await order('purchase', 'delivered');
    await t.db.update(orders).set({ has_open_issue: true }).where(eq(orders.id, id));
    await sweepAt(new Date(since.getTime() + 10 * 24 * HOUR));
    expect(await statusOf(id)).toBe('delivered');
  });
});

describe('a returned rental', () => {
  it('completes 48 hours after the return, not before', async () => {
    const { id, since } = await order('rental', 'returned', addDays(todayInBrunei(), -1)!);
    await sweepAt(new Date(since.getTime() + 47 * HOUR));
    expect(await statusOf(id)).toBe('returned');
    await sweepAt(new Date(since.getTime() + 48 * HOUR + 1000));
    expect(await statusOf(id)).toBe('completed');
  });
});

describe('a rental in use', () => {
  it('on its last day: one "return it today" email from 08:00 Brunei time, however many runs', async () => {
    const today = addDays(todayInBrunei(), 30)!;
    const { id } = await order('rental', 'in_use', today);
    await sweepAt(new Date(`${today}T07:30:00+08:00`));
    const subject = `Please return your rental today (order #${id})`;
    expect((await emailsTo(t.db, buyer.email)).filter((m) => m.subject === subject)).toHaveLength(0);
    await sweepAt(new Date(`${today}T08:05:00+08:00`));
    await sweepAt(new Date(`${today}T09:05:00+08:00`));
    expect((await emailsTo(t.db, buyer.email)).filter((m) => m.subject === subject)).toHaveLength(1);
    expect(await statusOf(id)).toBe('in_use');
  });

  it('after its end date (Brunei): overdue, both told once', async () => {
    const end = addDays(todayInBrunei(), 40)!;
    const { id } = await order('rental', 'in_use', end);
    // 23:30 on the end date in Brunei (15:30 UTC): still the last day.
    await sweepAt(new Date(`${end}T23:30:00+08:00`));
    expect(await statusOf(id)).toBe('in_use');
    await sweepAt(new Date(`${addDays(end, 1)}T00:30:00+08:00`));
    expect(await statusOf(id)).toBe('return_due');
    await sweepAt(new Date(`${addDays(end, 2)}T09:00:00+08:00`));
    const subject = `Order #${id} is overdue`;
    expect((await emailsTo(t.db, buyer.email)).filter((m) => m.subject === subject)).toHaveLength(1);
    expect((await emailsTo(t.db, seller.email)).filter((m) => m.subject === subject)).toHaveLength(1);
    const sent = await t.db.select().from(remindersSent).where(eq(remindersSent.order_id, id));
    expect(sent.map((r) => r.kind).sort()).toEqual(['return-last-day', 'return-overdue']);
  });
});

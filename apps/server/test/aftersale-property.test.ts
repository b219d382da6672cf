import fc from 'fast-check';
import { addDays, todayInBrunei } from '@pinjam/api/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { legAction } from '../src/modules/deliveries/deliveries.service';
import { resolveOrderIssue } from '../src/modules/orders';
import { runOrderTimers } from '../src/modules/orders/jobs';
import { DomainError } from '../src/platform/errors/domain';
import { deliveryLegs, orders } from '../src/platform/db/schema';
import { pay, rental, rentalItem } from './checkout-fixtures';
import { emailsTo, insertItem, useTestApp } from './helpers';
import { caller, person as personOf, type Person } from './messages-fixtures';
import { paidOrder } from './orders-fixtures';

/*
 * The Measure of issue 16, on real PostgreSQL: fast-check draws 200 orders (purchases and
 * rentals, pickup and delivery, some rentals with a deposit through the real checkout and an
 * accepted request) and drives them to completion and payout with everything interleaved at
 * random: the parties' hand-over, return and confirm-receipt, the admin's delivery legs, issues
 * reported and resolved (dismissed, part or fully refunded, a deposit captured), the order timers
 * on a moving clock, payout date changes, get-payouts, and Mark paid pressed once or twice at
 * once. Then: every order's ledger balances to zero, payments in = payouts + commission +
 * delivery + refunds (nothing left pending or payable), no order is in two payouts, no payout
 * carries an order whose issue was open when it was prepared, every paid payout is posted once
 * and its seller emailed once.
 */

const t = useTestApp();
const call = caller(t);
const person = (name: string, values?: Parameters<typeof personOf>[2]) => personOf(t, name, values);

type Kind = 'purchase' | 'rental';
type Fulfilment = 'pickup' | 'delivery';
interface Plan {
  kind: Kind;
  fulfilment: Fulfilment;
  deposit: boolean;
  /** Report an issue before this step (an index into the order's steps), or never. */
  issueAt: number | null;
  outcome: 'dismiss' | 'partial_refund' | 'full_refund';
  confirm: boolean;
  seller: number;
  buyer: number;
  price: number;
}

const planArb: fc.Arbitrary<Plan> = fc.record({
  kind: fc.constantFrom<Kind>('purchase', 'rental'),
  fulfilment: fc.constantFrom<Fulfilment>('pickup', 'delivery'),
  deposit: fc.boolean(),
  issueAt: fc.option(fc.integer({ min: 0, max: 2 }), { freq: 3 }),
  outcome: fc.constantFrom('dismiss' as const, 'partial_refund' as const, 'full_refund' as const),
  confirm: fc.boolean(),
  seller: fc.integer({ min: 0, max: 2 }),
  buyer: fc.integer({ min: 0, max: 1 }),
  price: fc.integer({ min: 1_000, max: 25_000 }),
});

type Global = 'timers' | 'payouts' | 'pay' | 'payTwice' | 'date' | 'bank';
const stepArb = fc.oneof(
  { arbitrary: fc.nat(), weight: 12 }, // an order's next step (by index, modulo those left)
  {
    arbitrary: fc.tuple(
      fc.constantFrom<Global>('timers', 'payouts', 'pay', 'payTwice', 'date', 'bank'),
      fc.nat(),
    ),
    weight: 3,
  },
);

let admin: Person;
let sellers: Person[];
let buyers: Person[];

beforeAll(async () => {
  admin = await person('Admin Measure', { role_id: 2 });
  sellers = [
    await person('Siti Rahman', { bank_name: 'Baiduri Bank', account_number: '001234564821' }),
    await person('Rosli Owner', { bank_name: 'BIBD', account_number: '9876543210' }),
    // No bank details until a 'bank' step adds them: her payable money waits.
    await person('Aminah Osman'),
  ];
  buyers = [await person('Hakim Yusof'), await person('Nurul Buyer')];
});

/** Refusals the lifecycle gives when a step comes at the wrong time; anything else fails. */
const REFUSED = new Set([403, 404, 409, 422]);
async function http(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode >= 500 || (res.statusCode >= 300 && !REFUSED.has(res.statusCode)))
    throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.statusCode < 300;
}
async function service(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

interface Live {
  id: number;
  plan: Plan;
  steps: Array<() => Promise<boolean>>;
  next: number;
  issueReported: boolean;
}

async function makeOrder(plan: Plan): Promise<number> {
  const seller = sellers[plan.seller]!;
  const buyer = buyers[plan.buyer]!;
  if (plan.kind === 'rental' && plan.deposit) {
    // The real checkout (the card and the deposit held), then the owner accepts.
    const item = await rentalItem(t.db, seller.id, { price_per_day: plan.price, deposit: 5_000 });
    const res = await pay(t.app, buyer, {
      fulfilment: plan.fulfilment,
      entries: [rental(item.id, addDays(todayInBrunei(), 3)!, addDays(todayInBrunei(), 4)!)],
    });
    expect(res.statusCode, res.body).toBe(201);
    const requestId = res.json<{ requests: Array<{ id: number }> }>().requests[0]!.id;
    const accepted = await call(seller, 'POST', `/api/requests/${requestId}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.request_id, requestId));
    return row!.id;
  }
  const item = await insertItem(
    t.db,
    seller.id,
    plan.kind === 'rental'
      ? { price_per_day: plan.price }
      : { price_per_day: null, sale_price: plan.price, starting_inventory: 9 },
  );
  const order = await paidOrder(t, {
    buyer,
    seller,
    kind: plan.kind,
    fulfilment: plan.fulfilment,
    lines: [{ item_id: item.id, unit_price: plan.price }],
  });
  return order.id;
}

async function legOf(orderId: number, kind: 'outbound' | 'return') {
  const [leg] = await t.db
    .select({ id: deliveryLegs.id })
    .from(deliveryLegs)
    .where(sql`${deliveryLegs.order_id} = ${orderId} and ${deliveryLegs.kind} = ${kind}`);
  return leg?.id;
}

/** The order's own steps, in lifecycle order; completion after the last is the timers'. */
function stepsOf(o: Omit<Live, 'steps'>): Live['steps'] {
  const seller = sellers[o.plan.seller]!;
  const buyer = buyers[o.plan.buyer]!;
  const party = (who: Person, step: string) => async () =>
    http(await call(who, 'POST', `/api/order/${o.id}/${step}`, {}), step);
  const leg = (kind: 'outbound' | 'return') => async () => {
    const id = await legOf(o.id, kind);
    if (!id) return false;
    await service(() => legAction(t.app, admin, id, 'notify'));
    return service(() => legAction(t.app, admin, id, 'complete'));
  };
  const steps: Live['steps'] = [];
  if (o.plan.fulfilment === 'pickup') {
    steps.push(party(seller, 'handed-over'));
    if (o.plan.kind === 'rental') steps.push(party(seller, 'returned'));
  } else {
    steps.push(leg('outbound'));
    if (o.plan.kind === 'rental') steps.push(leg('return'));
  }
  if (o.plan.kind === 'purchase' && o.plan.confirm) steps.push(party(buyer, 'confirm-receipt'));
  return steps;
}

async function reportIssue(o: Live) {
  const buyer = buyers[o.plan.buyer]!;
  const ok = await http(
    await call(buyer, 'POST', '/api/order/report-issue', {
      order_id: o.id,
      user_id: buyer.id,
      type: 'damaged',
      description: 'The strap was torn when it arrived.',
    }),
    'report-issue',
  );
  o.issueReported ||= ok;
}

async function resolve(o: Live): Promise<boolean> {
  const capture = o.plan.kind === 'rental' && o.plan.deposit ? { deposit_capture: 1_000 } : {};
  const done = await service(() =>
    resolveOrderIssue(t.app, admin.id, o.id, {
      outcome: o.plan.outcome,
      ...(o.plan.outcome === 'partial_refund' && { amount: 300 }),
      ...capture,
    }),
  );
  // A capture may be refused (the hold released already): resolve without it.
  if (done) return true;
  return service(() =>
    resolveOrderIssue(t.app, admin.id, o.id, {
      outcome: o.plan.outcome,
      ...(o.plan.outcome === 'partial_refund' && { amount: 300 }),
    }),
  );
}

let clock = Date.now();
const payoutsDue = async () => {
  const res = await call(admin, 'GET', '/api/admin/get-payouts');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ payouts: Array<{ id: number }> }>().payouts;
};
const markPaid = (id: number) => call(admin, 'POST', '/api/admin/user-paid/', { id });

async function global(step: Global, pick: number) {
  switch (step) {
    case 'timers': {
      clock += (1 + (pick % 40)) * 3_600_000;
      const now = new Date(clock);
      await t.app.jobs.runDue(undefined, { now: () => now });
      await runOrderTimers(t.app, now);
      return;
    }
    case 'payouts':
      await payoutsDue();
      return;
    case 'pay':
    case 'payTwice': {
      const due = await payoutsDue();
      if (due.length === 0) return;
      const id = due[pick % due.length]!.id;
      const presses = await Promise.all(step === 'pay' ? [markPaid(id)] : [markPaid(id), markPaid(id)]);
      expect(presses.map((p) => p.statusCode).sort()).toEqual(step === 'pay' ? [200] : [200, 409]);
      return;
    }
    case 'date': {
      const res = await call(admin, 'POST', '/api/admin/update-payout-date/', {
        date: addDays(todayInBrunei(), pick % 15),
      });
      expect(res.statusCode, res.body).toBe(200);
      return;
    }
    case 'bank':
      await call(sellers[2]!, 'POST', '/api/user/post-bank-details/', {
        name: 'TAIB',
        accountNumber: '5550001234',
      });
      return;
    default:
      step satisfies never;
  }
}

/** The order may still move: a step left, an issue to report where planned, or one to resolve. */
const canMove = (o: Live) => o.next < o.steps.length || o.issueReported || o.plan.issueAt === o.next;

/** The order's next move: the planned issue report, its resolution (a move later), or a step. */
async function advance(o: Live) {
  if (!o.issueReported && o.plan.issueAt === o.next) {
    o.plan.issueAt = null;
    await reportIssue(o);
    if (o.issueReported) return;
  }
  if (o.issueReported) {
    // An issue reported before dispatch is resolved once the order moves on (issue 24), unless
    // it never does (the clock cancelled it, which closes the issue).
    if ((await resolve(o)) || o.next >= o.steps.length) {
      o.issueReported = false;
      return;
    }
  }
  if (o.next < o.steps.length) {
    await o.steps[o.next]!();
    o.next++;
  }
}

async function driveToEnd(live: Live[]) {
  for (let round = 0; round < 6; round++) {
    for (const o of live) {
      while (canMove(o)) await advance(o);
    }
    clock += 4 * 24 * 3_600_000;
    await runOrderTimers(t.app, new Date(clock));
  }
  // Bank details for everyone, then every payout prepared and paid.
  await global('bank', 0);
  for (let i = 0; i < 5; i++) {
    const due = await payoutsDue();
    if (due.length === 0) break;
    for (const p of due) expect((await markPaid(p.id)).statusCode).toBe(200);
  }
}

async function checkTheMoney(ids: number[]) {
  const { rows: unbalanced } = await t.db.execute<{ order_id: number; sum: number }>(sql`
    select order_id, sum(amount)::int as sum from ledger_entries where order_id is not null
    group by order_id having sum(amount) <> 0`);
  expect(unbalanced).toEqual([]);

  const { rows } = await t.db.execute<{
    order_id: number;
    status: string;
    paid_in: number;
    payouts: number;
    commission: number;
    delivery: number;
    refunds: number;
    pending: number;
    payable: number;
  }>(sql`
    select o.id as order_id, o.status,
      coalesce(-sum(e.amount) filter (where e.account = 'customer_payments'), 0)::int as paid_in,
      coalesce(sum(e.amount) filter (where e.account = 'payouts'), 0)::int as payouts,
      coalesce(sum(e.amount) filter (where e.account = 'platform_commission'), 0)::int as commission,
      coalesce(sum(e.amount) filter (where e.account = 'platform_delivery'), 0)::int as delivery,
      coalesce(sum(e.amount) filter (where e.account = 'refunds'), 0)::int as refunds,
      coalesce(sum(e.amount) filter (where e.account = 'seller_pending'), 0)::int as pending,
      coalesce(sum(e.amount) filter (where e.account = 'seller_payable'), 0)::int as payable
    from orders o left join ledger_entries e on e.order_id = o.id
    where o.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by o.id`);
  expect(rows).toHaveLength(ids.length);
  for (const r of rows) {
    expect(r.paid_in, `order ${r.order_id}`).toBe(
      r.payouts + r.commission + r.delivery + r.refunds + r.pending + r.payable,
    );
    // Driven to the end: nothing pending or payable is left behind.
    expect({ order: r.order_id, status: r.status, pending: r.pending, payable: r.payable }).toEqual({
      order: r.order_id,
      status: r.status === 'cancelled' ? 'cancelled' : 'completed',
      pending: 0,
      payable: 0,
    });
  }

  // No order in two payouts; each line's order had no open issue when its payout was prepared.
  const { rows: lines } = await t.db.execute<{ n: number; orders: number }>(
    sql`select count(*)::int as n, count(distinct order_id)::int as orders from payout_lines`,
  );
  expect(lines[0]!.n).toBe(lines[0]!.orders);
  const { rows: held } = await t.db.execute(sql`
    select l.order_id from payout_lines l join payouts p on p.id = l.payout_id
    where exists (select 1 from order_issues i where i.order_id = l.order_id
      and i.created_at <= p.created_at and (i.resolved_at is null or i.resolved_at > p.created_at))`);
  expect(held).toEqual([]);

  // Each paid payout posted once, for its amount; its seller emailed once per payout.
  const { rows: posted } = await t.db.execute<{
    id: number;
    amount: number;
    posted: number;
    postings: number;
  }>(sql`
    select p.id, p.amount,
      coalesce((select sum(amount) from ledger_entries e where e.posting = 'payout-' || p.id and e.account = 'payouts'), 0)::int as posted,
      (select count(distinct posting) from ledger_entries e where e.posting = 'payout-' || p.id)::int as postings
    from payouts p where p.status = 'paid'`);
  for (const p of posted) expect(p).toEqual({ ...p, posted: p.amount, postings: 1 });
  for (const seller of sellers) {
    const { rows: paid } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from payouts where user_id = ${seller.id} and status = 'paid'`,
    );
    const mails = (await emailsTo(t.db, seller.email)).filter((m) =>
      m.subject.includes('was sent to your account'),
    );
    expect(mails).toHaveLength(paid[0]!.n);
  }
}

describe('the Measure: 200 orders through completion and payout, at random', () => {
  it('balances every order, pays each order out once, never with an issue open', async () => {
    const made: number[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(planArb, { minLength: 100, maxLength: 100 }),
        fc.array(stepArb, { minLength: 150, maxLength: 250 }),
        async (plans, script) => {
          // Each run's orders are paid now: its clock starts now too. Carried on from the run
          // before (weeks ahead after its driveToEnd), the first timers step found every new
          // order long overdue and cancelled most of them, so the run exercised little else (a
          // Measure with no completion by a buyer at all, once in CI).
          clock = Date.now();
          const live: Live[] = [];
          for (const plan of plans) {
            const base = { id: await makeOrder(plan), plan: { ...plan }, next: 0, issueReported: false };
            live.push({ ...base, steps: stepsOf(base) });
          }
          made.push(...live.map((o) => o.id));
          for (const step of script) {
            if (Array.isArray(step)) await global(step[0], step[1]);
            else {
              const open = live.filter(canMove);
              if (open.length > 0) await advance(open[step % open.length]!);
            }
          }
          await driveToEnd(live);
          await checkTheMoney(live.map((o) => o.id));
        },
      ),
      { numRuns: 2, endOnFailure: true },
    );
    expect(made).toHaveLength(200);
    // The run went through what it is meant to: payouts paid, issues of each outcome, refunds,
    // captured deposits, completions by the buyer and by the timers, a few cancelled.
    const { rows } = await t.db.execute<Record<string, number>>(sql`
      select
        (select count(*) from payouts where status = 'paid')::int as paid,
        (select count(distinct status) from order_issues where status <> 'open')::int as outcomes,
        (select count(*) from ledger_entries where account = 'refunds')::int as refunds,
        (select count(*) from ledger_entries where posting like '%:deposit')::int as deposits,
        (select count(*) from orders where status = 'completed')::int as completed,
        (select count(*) from order_events where to_status = 'completed' and by = 'system')::int as by_timer,
        (select count(*) from order_events where to_status = 'completed' and by = 'buyer')::int as by_buyer`);
    console.info('the Measure:', rows[0]);
    for (const [what, n] of Object.entries(rows[0]!)) expect(n, what).toBeGreaterThan(0);
  }, 180_000);
});

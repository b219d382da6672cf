import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './helpers';
import { later, post, targetsOf, type Stage } from './money-stage';
import { runSweep } from './sweeps';

/*
 * The money property test's actions after payment (money-actions.ts draws them with the rest):
 * the next step of a pickup order (handed over, returned, receipt confirmed), the order timers
 * on the moving clock (completion, the deposit released, overdue, undispatched cancels), an issue
 * reported by either party, an admin's resolution (dismissed, part or full refund, the deposit
 * captured in part or whole or released), and a payout prepared and marked paid, once or twice.
 */

export type AfterSaleAction =
  | { kind: 'step'; pick: number }
  | { kind: 'timers' }
  | { kind: 'report'; pick: number; by: 'buyer' | 'seller'; held: boolean }
  | {
      kind: 'resolve';
      pick: number;
      outcome: 'dismiss' | 'partial_refund' | 'full_refund';
      deposit: number | undefined;
    }
  | { kind: 'payout'; pick: number; twice: boolean };

const kind = <K extends string>(k: K) => fc.constant(k);
const pick = fc.nat(50);
/** The after-sale actions, with the weight each is drawn with among all of them. */
export const afterSaleArbs: Array<{ weight: number; arbitrary: fc.Arbitrary<AfterSaleAction> }> = [
  { weight: 6, arbitrary: fc.record({ kind: kind('step'), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: kind('timers') }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: kind('report'),
      pick,
      by: fc.constantFrom('buyer' as const, 'seller' as const),
      held: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: kind('resolve'),
      pick,
      outcome: fc.constantFrom('dismiss' as const, 'partial_refund' as const, 'full_refund' as const),
      deposit: fc.constantFrom(undefined, 0, 1_000, 2_000, 2_000, 5_000),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: kind('payout'), pick, twice: fc.boolean() }) },
];

const done = new Set(['completed', 'cancelled']);
const dispatchedWithDeposit = (o: { deposit: number; status: string }) =>
  o.deposit > 0 && o.status !== 'paid';
const at = <T>(list: T[], n: number) => list[n % Math.max(1, list.length)];

type Order = Awaited<ReturnType<typeof targetsOf>>['orders'][number];
const partyOf = (s: Stage, o: Order, by: 'buyer' | 'seller') =>
  by === 'buyer' ? s.buyers.find((b) => b.id === o.buyer_id)! : s.owners.find((p) => p.id === o.seller_id)!;
/** The orders a step can move: live, and not a returned rental (that one waits for the timers). */
const steppable = (orders: Order[]) => orders.filter((r) => !done.has(r.status) && r.status !== 'returned');

/** The next step of a pickup order, by whoever takes it. */
function step(s: Stage, o: Order) {
  const [by, name] =
    o.status === 'paid'
      ? (['seller', 'handed-over'] as const)
      : o.status === 'delivered'
        ? (['buyer', 'confirm-receipt'] as const)
        : (['seller', 'returned'] as const);
  return post(s.t, partyOf(s, o, by), `/api/order/${o.id}/${name}`);
}

/** The wind-down's claim: every other rental with a deposit; the rest complete, the hold released. */
const claimed = (o: Order) => o.deposit > 0 && o.id % 2 === 0;
/** The wind-down's answer to an issue still open: dismissed, B$10 of a claimed deposit captured. */
const windingUp = (o: Order) => ({ outcome: 'dismiss', ...(claimed(o) && { deposit_capture: 1_000 }) });
const damaged = (o: Order) => ({
  order_id: o.id,
  type: 'damaged',
  description: 'The strap was torn when it arrived.',
});

/**
 * After the last wave the run winds down: each live order stepped on (twice: handed over, then
 * returned or confirmed), the issues still open dismissed (windingUp), then the clock runs on:
 * returned rentals complete and their deposits are released.
 */
export async function windDown(s: Stage): Promise<LightMyRequestResponse[]> {
  const answers: LightMyRequestResponse[] = [];
  // Every other rental with a deposit comes back damaged: its owner reports it (windingUp captures).
  for (const o of (await targetsOf(s)).orders.filter((r) => claimed(r) && !done.has(r.status)))
    answers.push(await post(s.t, partyOf(s, o, 'seller'), '/api/order/report-issue', damaged(o)));
  for (let round = 0; round < 2; round++) {
    const { orders } = await targetsOf(s);
    for (const o of steppable(orders)) answers.push(await step(s, o));
    for (const o of orders.filter((r) => r.has_open_issue))
      answers.push(await post(s.t, s.admin, `/api/admin/orders/${o.id}/resolve`, windingUp(o)));
  }
  return [...answers, ...(await afterSale({ kind: 'timers' }, s))];
}

export async function afterSale(a: AfterSaleAction, s: Stage): Promise<LightMyRequestResponse[]> {
  const { t, admin } = s;
  switch (a.kind) {
    case 'step': {
      const o = at(steppable((await targetsOf(s)).orders), a.pick);
      return o ? [await step(s, o)] : [];
    }
    case 'timers': {
      const now = later(s);
      await runSweep(t, 'order-timers-sweep', now);
      return [];
    }
    case 'report': {
      // Half the reports go to a rental whose deposit is held and which is on its way, if any.
      const live = (await targetsOf(s)).orders.filter((r) => !done.has(r.status));
      const held = live.filter(dispatchedWithDeposit);
      const o = at(a.held && held.length ? held : live, a.pick);
      if (!o) return [];
      return [await post(t, partyOf(s, o, a.by), '/api/order/report-issue', damaged(o))];
    }
    case 'resolve': {
      // A capture (or release) of the deposit goes to a dispatched order that has one, if any is open.
      const open = (await targetsOf(s)).orders.filter((r) => r.has_open_issue);
      const held = open.filter(dispatchedWithDeposit);
      const o = at(a.deposit !== undefined && held.length ? held : open, a.pick);
      if (!o) return [];
      const body = {
        outcome: a.outcome,
        ...(a.outcome === 'partial_refund' && { amount: Math.max(1, Math.floor(o.total / 4)) }),
        ...(a.deposit !== undefined && o.deposit > 0 && { deposit_capture: Math.min(a.deposit, o.deposit) }),
      };
      return [await post(t, admin, `/api/admin/orders/${o.id}/resolve`, body)];
    }
    case 'payout': {
      const due = await t.app.inject({ url: '/api/admin/get-payouts', headers: bearer(admin.token) });
      if (due.statusCode !== 200) return [due];
      const p = at(due.json<{ payouts: Array<{ id: number }> }>().payouts, a.pick);
      if (!p) return [due];
      const paid = () => post(t, admin, '/api/admin/user-paid/', { id: p.id });
      const presses = await Promise.all(a.twice ? [paid(), paid()] : [paid()]);
      expect(presses.filter((r) => r.statusCode === 200).length, 'one payout paid once').toBeLessThanOrEqual(
        1,
      );
      return [due, ...presses];
    }
    default:
      return a satisfies never;
  }
}

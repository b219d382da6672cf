import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { day, pay, purchase, rental, type Person } from './checkout-fixtures';
import { bearer, type TestApp } from './helpers';
import { afterSale, afterSaleArbs, type AfterSaleAction } from './money-aftersale';
import { later, post, targetsOf, type Stage } from './money-stage';

/*
 * The money property test's actions (money-interleavings.test.ts): what fast-check draws, and
 * each action as a person presses it — checkouts, the owner's answer, the renter's withdrawal,
 * expiry, cancels and admin refunds here; the steps after payment in money-aftersale.ts.
 */

type Method = 'card' | 'paypal';
export type Action =
  | { kind: 'buy'; item: number; who: number; method: Method; quantity: number }
  | { kind: 'rent'; item: number; who: number; method: Method; start: number; length: number }
  | { kind: 'retry'; item: number; who: number }
  | { kind: 'accept' | 'deny' | 'withdraw'; pick: number }
  | { kind: 'expire' }
  | { kind: 'cancel'; pick: number; by: 'buyer' | 'seller' | 'admin' }
  | { kind: 'refund'; pick: number; full: boolean }
  | AfterSaleAction;

const who = fc.integer({ min: 0, max: 2 });
/** The three items for sale and for rent; a rental may take the fourth, for rent only. */
const item = fc.integer({ min: 0, max: 2 });
const rentable = fc.integer({ min: 0, max: 3 });
const method = fc.constantFrom<Method>('card', 'card', 'paypal');
const pick = fc.nat(50);
const kind = <K extends string>(k: K) => fc.constant(k);
export const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ kind: kind('buy'), item, who, method, quantity: fc.integer({ min: 1, max: 2 }) }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: kind('rent'),
      item: rentable,
      who,
      method,
      start: fc.integer({ min: 1, max: 9 }),
      length: fc.integer({ min: 0, max: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: kind('retry'), item, who }) },
  { weight: 5, arbitrary: fc.record({ kind: kind('accept'), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('deny' as const, 'withdraw' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: kind('expire') }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: kind('cancel'),
      pick,
      by: fc.constantFrom('buyer' as const, 'seller' as const, 'admin' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: kind('refund'), pick, full: fc.boolean() }) },
  ...afterSaleArbs,
);
export const unitArb = fc.record({
  units: fc.integer({ min: 1, max: 3 }),
  deposit: fc.constantFrom(0, 0, 5_000),
});

type Answer = LightMyRequestResponse;
/** A PayPal checkout as the buyer walks it: started, approved on the sandbox's page, confirmed. */
async function viaPaypal(t: TestApp, as: Person, entries: unknown[]): Promise<Answer[]> {
  const started = await pay(t.app, as, { entries, payment: { method: 'paypal' } });
  if (started.statusCode !== 201) return [started];
  const { payment_id } = started.json<{ payment_id: string }>();
  const approved = await post(t, as, `/api/payments/sandbox/paypal/${payment_id}/approve`);
  return [started, approved, await post(t, as, `/api/checkout/paypal/${payment_id}/confirm`)];
}

/** Each action as a person presses it; every answer comes back for the 5xx check. */
export async function act(a: Action, s: Stage): Promise<Answer[]> {
  const { t, buyers, items } = s;
  switch (a.kind) {
    case 'buy':
    case 'rent': {
      const entry =
        a.kind === 'buy'
          ? purchase(items[a.item]!.id, a.quantity)
          : rental(items[a.item]!.id, day(a.start), day(a.start + a.length));
      const as = buyers[a.who]!;
      return a.method === 'paypal' ? viaPaypal(t, as, [entry]) : [await pay(t.app, as, { entries: [entry] })];
    }
    case 'retry': {
      const key = randomUUID();
      const input = { entries: [purchase(items[a.item]!.id)] };
      const twice = await Promise.all([
        pay(t.app, buyers[a.who]!, input, key),
        pay(t.app, buyers[a.who]!, input, key),
      ]);
      const won = twice.filter((r) => r.statusCode === 201);
      if (won.length === 2) expect(won[0]!.json(), 'one key, one answer').toEqual(won[1]!.json());
      return twice;
    }
    case 'accept':
    case 'deny':
    case 'withdraw': {
      const { pending } = await targetsOf(s);
      const r = pending[a.pick % Math.max(1, pending.length)];
      if (!r) return [];
      if (a.kind === 'withdraw') {
        const renter = buyers.find((b) => b.id === r.renter_id)!;
        const url = `/api/items/request-cancelled/${r.id}`;
        return [await t.app.inject({ method: 'GET', url, headers: bearer(renter.token) })];
      }
      const owner = items.find((i) => i.id === r.item_id)!.owner;
      const body = a.kind === 'deny' ? { reason: 'Away that week' } : {};
      return [await post(t, owner, `/api/requests/${r.id}/${a.kind}`, body)];
    }
    case 'expire': {
      const now = later(s);
      await t.app.jobs.runDue(undefined, { now: () => now, includeDelayed: true });
      return [];
    }
    case 'cancel': {
      // Among the orders not yet dispatched, as people cancel (any other is refused, 409): picked
      // from all of them, the clock's 49-hour steps left none cancellable in some runs.
      const { orders: all } = await targetsOf(s);
      const unsent = all.filter((o) => o.status === 'paid');
      const orders = unsent.length ? unsent : all;
      const o = orders[a.pick % Math.max(1, orders.length)];
      if (!o) return [];
      if (a.by === 'admin')
        return [await post(t, s.admin, `/api/admin/orders/${o.id}/cancel`, { reason: 'Unit double-booked' })];
      const as =
        a.by === 'buyer'
          ? buyers.find((b) => b.id === o.buyer_id)!
          : s.owners.find((o2) => o2.id === o.seller_id)!;
      return [await post(t, as, `/api/order/${o.id}/cancel`)];
    }
    case 'refund': {
      const { orders } = await targetsOf(s);
      const o = orders[a.pick % Math.max(1, orders.length)];
      if (!o) return [];
      const amount = a.full ? o.total : Math.max(1, Math.floor(o.total / 4));
      const url = `/api/admin/payments/${o.payment_id}/refund`;
      return [
        await post(t, s.admin, url, { amount, reason: 'Goodwill' }, { 'idempotency-key': randomUUID() }),
      ];
    }
    default:
      return afterSale(a, s);
  }
}

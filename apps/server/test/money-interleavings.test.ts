import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { person, rentalItem, type Person } from './checkout-fixtures';
import { insertUser, login, useTestApp } from './helpers';
import { act, actionArb, unitArb } from './money-actions';
import { windDown } from './money-aftersale';
import { afterSaleHolds, afterSaleReached } from './money-aftersale-books';
import { booksAgree, stockHolds } from './money-books';
import type { Stage } from './money-stage';

/*
 * Issue 25's Measure, on real PostgreSQL: fast-check draws waves of money and stock actions and
 * sends each wave's actions at the same moment (money-actions.ts) — checkouts of the same few
 * units (purchases and rentals, card and PayPal, with and without a deposit; the same
 * Idempotency-Key sent twice at once), the owner's accept and deny, the renter's withdrawal,
 * expiry by the clock, the buyer's, seller's and admin's cancels, admin refunds in part and in
 * full; and after the sale (money-aftersale.ts) the orders' steps to completion, the timers
 * (completion, the deposit released), issues reported and resolved by an admin (dismissed, part
 * or full refund, the deposit captured or released) and payouts marked paid. 300 waves in all.
 * After each run: no 5xx; no unit both sold and rented, no booking of a sold unit; nobody charged
 * for a unit they did not get; every posting sums to zero; each payment agrees with the sandbox
 * provider and with the ledger; never more refunded than captured; no seller's balance below
 * zero; each payout equal to the ledger's payable; an ended order's deposit voided at the sandbox
 * (or captured there); one checkout per key.
 */

const t = useTestApp();
const RUNS = 6;
const WAVES = 50;

let owners: Person[];
let buyers: Person[];
let admin: Person;

beforeAll(async () => {
  // Owners with bank details: their completed orders are paid out.
  owners = await Promise.all(
    ['Siti Owner', 'Rahim Owner'].map(async (name, n) => {
      const bank = { bank_name: 'Baiduri Bank', account_number: `00123456482${n}` };
      const user = await insertUser(t.db, { name, verification_status: 'approved', ...bank });
      return { id: user.id, email: user.email, token: await login(t.app, user.email) };
    }),
  );
  buyers = await Promise.all(['Hakim', 'Aminah', 'Nurul'].map((n) => person(t.app, t.db, `${n} Buyer`)));
  const staff = await insertUser(t.db, { name: 'Admin Staff', role_id: 2, verification_status: 'approved' });
  admin = { id: staff.id, email: staff.email, token: await login(t.app, staff.email) };
});

describe('money and stock, many people pressing at once', () => {
  it('given 300 waves of concurrent checkouts, answers, cancels, refunds, completions and payouts / the books and the stock stay right', async () => {
    const clock = { later: new Date() };
    const stage = (items: Stage['items']): Stage => ({ t, owners, buyers, admin, items, clock });
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(unitArb, { minLength: 3, maxLength: 3 }),
        fc.array(fc.array(actionArb, { minLength: 1, maxLength: 4 }), { minLength: WAVES, maxLength: WAVES }),
        async (units, waves) => {
          const items = await Promise.all(
            units.map(async (u, i) => {
              const owner = owners[i % owners.length]!;
              const row = await rentalItem(t.db, owner.id, {
                sale_price: 20_000,
                starting_inventory: u.units,
                deposit: u.deposit,
              });
              return { id: row.id, owner };
            }),
          );
          // And one for rent only, with a deposit: rentals that outlive the units sold, to complete.
          const tent = await rentalItem(t.db, owners[1]!.id, { starting_inventory: 2, deposit: 5_000 });
          items.push({ id: tent.id, owner: owners[1]! });
          const check = (action: { kind: string }, list: LightMyRequestResponse[]) =>
            list.forEach((res) => {
              expect(res.statusCode, `${JSON.stringify(action)}: ${res.body}`).toBeLessThan(500);
              const key = `${action.kind} ${res.statusCode}`;
              seen.set(key, (seen.get(key) ?? 0) + 1);
            });
          for (const wave of waves) {
            const answers = await Promise.all(wave.map((a) => act(a, stage(items))));
            answers.forEach((list, n) => check(wave[n]!, list));
          }
          // The run winds down: live orders stepped on, then the clock (completions, deposits released).
          check({ kind: 'wind down' }, await windDown(stage(items)));
          await stockHolds(
            t.db,
            items.map((i) => i.id),
          );
          await afterSaleHolds(t.db);
          await booksAgree(t.db);
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
    const reached = await afterSaleReached(t.db);
    console.info('answers:', Object.fromEntries([...seen].sort()), 'reached:', reached);
    // The run did what it is meant to: sold, booked, accepted, refused for want of a unit, cancelled, refunded.
    for (const done of [
      'buy 201',
      'rent 201',
      'accept 200',
      'buy 409',
      'rent 409',
      'cancel 200',
      'refund 200',
      'step 200',
      'report 201',
      'resolve 200',
    ])
      expect(seen.get(done) ?? 0, done).toBeGreaterThan(0);
    // …and after the sale: completed, issues dismissed and refunded, payouts paid, and deposits
    // released or captured (a few per test: the figures are printed above).
    const { deposits_released: released, deposits_captured: captured, ...rest } = reached;
    for (const [what, n] of Object.entries({ ...rest, deposits_settled: released! + captured! }))
      expect(n, what).toBeGreaterThan(0);
  }, 600_000);
});

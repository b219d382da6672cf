// A card checkout asks the provider with no row locked (decision 0042, "The provider outside the
// locks"): tx1 takes the stock and holds the days, marks the checkout 'authorising' and commits;
// the provider is asked; tx2 makes the orders and requests, or a decline gives everything back.
// A crash between the two leaves the checkout to the sweep, which asks again under the same key.
// On real PostgreSQL, through the real checkout and sandbox.
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { settleStale } from '../src/modules/checkout';
import { bookings, checkouts, orders, sandboxPayments } from '../src/platform/db/schema';
import { PaymentError, type AuthoriseInput } from '../src/platform/payments/types';
import * as fx from './checkout-fixtures';
import { useTestApp } from './helpers';
import { lockable } from './row-locks';

const t = useTestApp();
const { day, purchase, rental } = fx;
let buyer: fx.Person;
let other: fx.Person;
let seller: fx.Person;

beforeAll(async () => {
  const names = ['Aminah Pays', 'Rizal Pays Too', 'Faizal Sells'];
  const people = await Promise.all(names.map((name) => fx.person(t.app, t.db, name)));
  [buyer, other, seller] = people as [fx.Person, fx.Person, fx.Person];
});

afterEach(() => vi.restoreAllMocks());

const checkoutOf = async (reference: string) =>
  (await t.db.select().from(checkouts).where(eq(checkouts.public_id, reference)))[0]!;

const authorisedFor = async (reference: string) =>
  (await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference))).length;

const heldDays = (itemId: number) =>
  t.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.item_id, itemId), isNull(bookings.released_at)));

/** The provider's authorise, held mid-call until `let go` is called; what it was asked. */
function holdAuthorise() {
  const real = t.app.payments.authorise.bind(t.app.payments);
  let letGo!: () => void;
  const gate = new Promise<void>((resolve) => (letGo = resolve));
  let entered!: (input: AuthoriseInput) => void;
  const inCall = new Promise<AuthoriseInput>((resolve) => (entered = resolve));
  vi.spyOn(t.app.payments, 'authorise').mockImplementationOnce(async (input) => {
    entered(input);
    await gate;
    return real(input);
  });
  return { inCall, letGo };
}

describe('a card checkout and the provider', () => {
  it('authorises with no item and no checkout row locked, the stock taken and the days held', async () => {
    const drill = await fx.saleItem(t.db, seller.id, 2);
    const tent = await fx.rentalItem(t.db, seller.id, { price_per_day: 1_500, deposit: 5_000 });
    const { inCall, letGo } = holdAuthorise();
    const paying = fx.pay(t.app, buyer, { entries: [purchase(drill.id), rental(tent.id, day(3), day(5))] });
    const input = await inCall;
    const during = {
      items: [await lockable(t.db, 'items', drill.id), await lockable(t.db, 'items', tent.id)],
      checkout: await lockable(t.db, 'checkouts', (await checkoutOf(input.reference)).id),
      status: (await checkoutOf(input.reference)).status,
      stock: await fx.stockOf(t.db, drill.id),
      held: (await heldDays(tent.id)).map((b) => [b.request_id, b.quantity]),
    };
    letGo();
    const res = await paying;
    expect(res.statusCode, res.body).toBe(201);
    expect(input.idempotencyKey).toBe(`checkout-${input.reference}`);
    expect(during).toEqual({
      items: [true, true],
      checkout: true,
      status: 'authorising',
      stock: 1,
      held: [[null, 1]],
    });
    // After: the request holds the days instead of the checkout; the stock was taken once.
    const request = res.json<{ requests: Array<{ id: number }> }>().requests[0]!.id;
    expect((await heldDays(tent.id)).map((b) => b.request_id)).toEqual([request]);
    expect(await fx.stockOf(t.db, drill.id)).toBe(1);
    expect((await checkoutOf(input.reference)).status).toBe('completed');
  });

  it('two checkouts of the last unit at once: the one asked first wins, the other is told and not charged', async () => {
    const drill = await fx.saleItem(t.db, seller.id, 1);
    const { inCall, letGo } = holdAuthorise();
    const first = fx.pay(t.app, buyer, { entries: [purchase(drill.id)] });
    const input = await inCall;
    // While the first's provider call is in flight, the second finds no unit: no lock to wait on.
    const second = await fx.pay(t.app, other, { entries: [purchase(drill.id)] });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({ code: 'unavailable' });
    expect(t.app.payments.authorise).toHaveBeenCalledTimes(1);
    letGo();
    expect((await first).statusCode).toBe(201);
    expect(await authorisedFor(input.reference)).toBe(1);
    expect(await fx.stockOf(t.db, drill.id)).toBe(0);
    const sold = await t.db
      .select()
      .from(orders)
      .where(eq(orders.checkout_id, (await checkoutOf(input.reference)).id));
    expect(sold).toHaveLength(1);
  });

  it('a decline gives the stock and the days back and keeps the checkout as declined', async () => {
    const drill = await fx.saleItem(t.db, seller.id, 1);
    const tent = await fx.rentalItem(t.db, seller.id);
    const { inCall, letGo } = holdAuthorise();
    const paying = fx.pay(t.app, buyer, {
      entries: [purchase(drill.id), rental(tent.id, day(2), day(3))],
      payment: { method: 'card', token: fx.CARD_DECLINED },
    });
    const input = await inCall;
    expect([await fx.stockOf(t.db, drill.id), (await heldDays(tent.id)).length]).toEqual([0, 1]);
    letGo();
    const res = await paying;
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'card_declined' });
    expect([await fx.stockOf(t.db, drill.id), (await heldDays(tent.id)).length]).toEqual([1, 0]);
    expect(await checkoutOf(input.reference)).toMatchObject({ status: 'declined', response_status: 402 });
    // Someone else may buy it now.
    expect((await fx.pay(t.app, other, { entries: [purchase(drill.id)] })).statusCode).toBe(201);
  });
});

describe('a crash while authorising', () => {
  it('the provider said yes but the answer was lost: the same key again is told to wait, the sweep settles it once', async () => {
    const drill = await fx.saleItem(t.db, seller.id, 3);
    const real = t.app.payments.authorise.bind(t.app.payments);
    vi.spyOn(t.app.payments, 'authorise').mockImplementationOnce(async (input) => {
      await real(input);
      throw new PaymentError('unavailable', 'the connection dropped');
    });
    const key = 'crash-while-authorising-1';
    const res = await fx.pay(t.app, buyer, { entries: [purchase(drill.id)] }, key);
    expect(res.statusCode, res.body).toBe(503);
    const [left] = await t.db.select().from(checkouts).where(eq(checkouts.idempotency_key, key));
    expect(left).toMatchObject({ status: 'authorising' });
    expect(await fx.stockOf(t.db, drill.id)).toBe(2);
    // The buyer's retry with the same key authorises nothing more: 409 while it stands.
    const again = await fx.pay(t.app, buyer, { entries: [purchase(drill.id)] }, key);
    expect(again.statusCode, again.body).toBe(409);
    // Ten minutes on, the sweep asks again under the same key: the provider replays its yes.
    expect(await settleStale(t.app, left!.updated_at, 10, new Date())).toEqual({
      completed: 0,
      released: 0,
      waiting: 0,
    });
    const later = new Date(Date.now() + 1000);
    expect(await settleStale(t.app, later, 10, later)).toMatchObject({ completed: 1 });
    expect(await authorisedFor(left!.public_id)).toBe(1);
    expect(await checkoutOf(left!.public_id)).toMatchObject({ status: 'completed', response_status: 201 });
    expect(await t.db.select().from(orders).where(eq(orders.checkout_id, left!.id))).toHaveLength(1);
    expect(await fx.stockOf(t.db, drill.id)).toBe(2);
    // Now the same key answers the sweep's answer.
    const replay = await fx.pay(t.app, buyer, { entries: [purchase(drill.id)] }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual((await checkoutOf(left!.public_id)).response);
  });

  it('the provider never got the request: the sweep asks, a decline releases the stock', async () => {
    const drill = await fx.saleItem(t.db, seller.id, 1);
    vi.spyOn(t.app.payments, 'authorise').mockRejectedValueOnce(new PaymentError('unavailable', 'timed out'));
    const key = 'crash-while-authorising-2';
    const body = {
      entries: [purchase(drill.id)],
      payment: { method: 'card' as const, token: fx.CARD_DECLINED },
    };
    expect((await fx.pay(t.app, buyer, body, key)).statusCode).toBe(503);
    expect(await fx.stockOf(t.db, drill.id)).toBe(0);
    const later = new Date(Date.now() + 1000);
    expect(await settleStale(t.app, later, 10, later)).toMatchObject({ released: 1 });
    expect(await fx.stockOf(t.db, drill.id)).toBe(1);
    const again = await fx.pay(t.app, buyer, body, key);
    expect(again.statusCode).toBe(402);
    expect(again.json()).toMatchObject({ code: 'card_declined' });
  });
});

import { rentalPrice, todayInBrunei } from '@pinjam/api/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import * as s from '../../schema';
import {
  DEMO_ADDRESSES,
  DEMO_PURCHASES,
  DEMO_RENTALS,
  type DemoPurchase,
  type DemoRental,
} from './commerce-data';
import { checkout, moment, order, pay, type Context, type Login } from './commerce-rows';

// The demo's orders and requests between Hakim and Siti (commerce-data.ts), in every state, so
// the order and request pages, an invoice and a credit note show something at once. Idempotent:
// a trade whose checkout (public id demo_<key>) exists is left alone; a listing it needs that
// the demo users deleted or renamed skips it.

/** Serialises seeding between servers starting at once (unique to this lock). */
const SEED_LOCK = 7_406_113;
const DAY_MS = 86_400_000;

type Listing = {
  id: number;
  title: string;
  sale: number | null;
  day: number | null;
  week: number | null;
  deposit: number;
};

async function purchase(c: Context, p: DemoPurchase, item: Listing) {
  if (item.sale === null) return;
  const at = moment(c.today, p.paidOn);
  const buyer = c.ids[p.buyer];
  const fee = p.fulfilment === 'delivery' ? c.fee : 0;
  const cancelled = p.steps.at(-1)?.[1] === 'cancelled';
  const checkoutId = await checkout(c, p.key, buyer, at);
  const amount = item.sale * p.quantity + fee;
  const payment = await pay(
    c,
    { key: p.key, part: 'order', checkout: checkoutId, payer: buyer, amount, at },
    cancelled ? 'refunded' : 'captured',
  );
  const made = await order(
    c,
    { kind: 'purchase', buyer, seller: c.ids[p.seller], checkout: checkoutId, payment },
    {
      request: null,
      fulfilment: p.fulfilment,
      address: p.fulfilment === 'delivery' ? DEMO_ADDRESSES[p.buyer] : null,
      deposit: 0,
    },
    {
      item_id: item.id,
      title: item.title,
      is_rental: false,
      quantity: p.quantity,
      days: null,
      start_date: null,
      end_date: null,
      unit_price: item.sale,
    },
    at,
    p.steps,
  );
  if (p.issue)
    await c.tx.insert(s.orderIssues).values({
      order_id: made.id,
      user_id: buyer,
      type: p.issue.type,
      description: p.issue.text,
      created_at: new Date(at.getTime() + p.steps.length * DAY_MS),
    });
  if (p.steps.length === 0)
    await c.tx
      .insert(s.notifications)
      .values({ user_id: c.ids[p.seller], kind: 'order', payload: { order_id: made.id } });
}

const bellKind = { pending: 'requests', denied: 'requestDenied', cancelled: 'requestCancelled' } as const;

async function rental(c: Context, r: DemoRental, item: Listing) {
  if (item.day === null) return;
  const askedAt = moment(c.today, r.askedOn);
  const renter = c.ids[r.renter];
  const owner = c.ids[r.owner];
  const days = r.to - r.from + 1;
  const unit = rentalPrice({ price_per_day: item.day, price_per_week: item.week, min_days: 1 }, days);
  const fee = r.fulfilment === 'delivery' ? c.fee : 0;
  const start = moment(c.today, r.from, -10); // midnight in Brunei
  const expires = new Date(Math.min(askedAt.getTime() + 2 * DAY_MS, start.getTime()));
  const accepted = r.request === 'accepted';
  const held = accepted || r.request === 'pending';
  const completed = r.steps?.at(-1)?.[1] === 'completed';
  const checkoutId = await checkout(c, r.key, renter, askedAt);
  const common = { key: r.key, checkout: checkoutId, payer: renter, at: askedAt };
  const payment = await pay(
    c,
    { ...common, part: 'order', amount: unit + fee },
    accepted ? 'captured' : held ? 'authorised' : 'voided',
  );
  const deposit = item.deposit
    ? await pay(
        c,
        { ...common, part: 'deposit', amount: item.deposit },
        held && !completed ? 'authorised' : 'voided',
      )
    : null;
  const startDate = (offset: number) => moment(c.today, offset).toISOString().slice(0, 10);
  const period = { start_date: startDate(r.from), end_date: startDate(r.to) };
  const answeredAt = r.request === 'pending' ? null : new Date(askedAt.getTime() + 6 * 3_600_000);
  const [request] = await c.tx
    .insert(s.rentalRequests)
    .values({
      item_id: item.id,
      renter_id: renter,
      owner_id: owner,
      checkout_id: checkoutId,
      payment_id: payment,
      deposit_payment_id: deposit,
      quantity: 1,
      ...period,
      days,
      unit_price: unit,
      line_total: unit,
      deposit: item.deposit,
      delivery_fee: fee,
      total: unit + fee,
      fulfilment: r.fulfilment,
      address: r.fulfilment === 'delivery' ? DEMO_ADDRESSES[r.renter] : null,
      status: r.request,
      reason: r.reason ?? null,
      expires_at: expires,
      answered_at: r.request === 'expired' ? expires : answeredAt,
      created_at: askedAt,
      updated_at: answeredAt ?? askedAt,
    })
    .returning({ id: s.rentalRequests.id });
  await c.tx.insert(s.bookings).values({
    item_id: item.id,
    request_id: request!.id,
    quantity: 1,
    ...period,
    released_at: held ? null : (answeredAt ?? expires),
    created_at: askedAt,
  });
  if (r.request in bellKind) {
    const to = r.request === 'denied' ? renter : owner;
    await c.tx.insert(s.notifications).values({
      user_id: to,
      kind: bellKind[r.request as keyof typeof bellKind],
      payload: { request_id: request!.id },
    });
  }
  if (accepted)
    await order(
      c,
      { kind: 'rental', buyer: renter, seller: owner, checkout: checkoutId, payment },
      {
        request: request!.id,
        fulfilment: r.fulfilment,
        address: r.fulfilment === 'delivery' ? DEMO_ADDRESSES[r.renter] : null,
        deposit: item.deposit,
      },
      {
        item_id: item.id,
        title: item.title,
        is_rental: true,
        quantity: 1,
        days,
        ...period,
        unit_price: unit,
      },
      answeredAt!,
      r.steps ?? [],
    );
}

export async function seedCommerce(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const people = await tx
      .select({ id: s.users.id, email: s.users.email })
      .from(s.users)
      .where(inArray(sql`lower(${s.users.email})`, ['hakim@pinjam.bn', 'siti@pinjam.bn']));
    const ids = Object.fromEntries(people.map((p) => [p.email.toLowerCase().split('@')[0], p.id])) as Record<
      Login,
      number
    >;
    if (!ids.hakim || !ids.siti) return;
    const [settings] = await tx.select().from(s.marketplaceSettings).where(eq(s.marketplaceSettings.id, 1));
    const c: Context = {
      tx,
      today: todayInBrunei(),
      ids,
      fee: settings?.delivery_fee ?? 500,
      bps: settings?.commission_bps ?? 1000,
    };

    const keys = [...DEMO_PURCHASES, ...DEMO_RENTALS].map((t) => `demo_${t.key}`);
    const done = new Set(
      (
        await tx
          .select({ id: s.checkouts.public_id })
          .from(s.checkouts)
          .where(inArray(s.checkouts.public_id, keys))
      ).map((r) => r.id),
    );
    const listings = await tx
      .select({
        id: s.items.id,
        owner: s.items.owner_id,
        title: s.items.title,
        sale: s.items.sale_price,
        day: s.items.price_per_day,
        week: s.items.price_per_week,
        deposit: sql<number>`coalesce(${s.items.deposit}, 0)`,
      })
      .from(s.items)
      .where(and(inArray(s.items.owner_id, [ids.hakim, ids.siti]), eq(s.items.status, 'active')));
    const find = (owner: Login, title: string) =>
      listings.find((l) => l.owner === ids[owner] && l.title === title);

    for (const p of DEMO_PURCHASES) {
      const item = find(p.seller, p.title);
      if (item && !done.has(`demo_${p.key}`)) await purchase(c, p, item);
    }
    for (const r of DEMO_RENTALS) {
      const item = find(r.owner, r.title);
      if (item && !done.has(`demo_${r.key}`)) await rental(c, r, item);
    }
  });
}

import { randomUUID } from 'node:crypto';
import { addDays, todayInBrunei } from '@pinjam/api/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/platform/db/client';
import type { PgTable } from 'drizzle-orm/pg-core';
import { items, orders, payments } from '../src/platform/db/schema';
import { bearer, insertItem, insertUser, login } from './helpers';

/*
 * What the checkout and requests tests share: people with tokens, items for sale and for rent,
 * a checkout request as the web sends it, and counts of what a checkout leaves behind.
 */

export const CARD_OK = 'pm_card_visa';
export const CARD_DECLINED = 'pm_card_chargeDeclined';

export const day = (offset: number) => addDays(todayInBrunei(), offset)!;

export interface Person {
  id: number;
  email: string;
  token: string;
}

export async function person(app: FastifyInstance, db: Db, name: string, verified = true): Promise<Person> {
  const user = await insertUser(db, { name, verification_status: verified ? 'approved' : 'unsubmitted' });
  return { id: user.id, email: user.email, token: await login(app, user.email) };
}

export const saleItem = (db: Db, ownerId: number, stock = 3, price = 12_000) =>
  insertItem(db, ownerId, {
    title: 'Bosch cordless drill',
    price_per_day: null,
    sale_price: price,
    starting_inventory: stock,
  });

export const rentalItem = (db: Db, ownerId: number, values: Partial<typeof items.$inferInsert> = {}) =>
  insertItem(db, ownerId, {
    title: 'Camping tent for four',
    price_per_day: 1_500,
    starting_inventory: 1,
    ...values,
  });

export const purchase = (itemId: number, quantity = 1) => ({ item_id: itemId, is_rental: false, quantity });
export const rental = (itemId: number, start: string, end: string, quantity = 1) => ({
  item_id: itemId,
  is_rental: true,
  quantity,
  start_date: start,
  end_date: end,
});

export const ADDRESS = {
  address_line_1: 'No. 12, Simpang 34, Jalan Gadong',
  district: 'Brunei-Muara',
  telephone: '+673 712 3456',
};

export interface CheckoutInput {
  entries: unknown[];
  fulfilment?: 'delivery' | 'pickup';
  payment?: { method: 'card'; token: string } | { method: 'paypal' };
  address?: unknown;
}

export function checkoutBody(input: CheckoutInput) {
  const fulfilment = input.fulfilment ?? 'pickup';
  return {
    entries: input.entries,
    fulfilment,
    ...(fulfilment === 'delivery' && { address: input.address ?? ADDRESS }),
    payment: input.payment ?? { method: 'card', token: CARD_OK },
  };
}

export function pay(
  app: FastifyInstance,
  who: Person,
  input: CheckoutInput,
  key: string | null = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...bearer(who.token), ...(key && { 'idempotency-key': key }) },
    payload: checkoutBody(input),
  });
}

export const count = async (db: Db, table: PgTable) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

export async function stockOf(db: Db, itemId: number) {
  const [row] = await db.select({ stock: items.starting_inventory }).from(items).where(eq(items.id, itemId));
  return row!.stock;
}

/** A purchase of one item at `price` (pickup) through the real checkout: its order and payment. */
export async function boughtOnce(
  app: FastifyInstance,
  db: Db,
  buyer: Person,
  sellerId: number,
  price = 10_000,
) {
  const item = await saleItem(db, sellerId, 3, price);
  const paid = await pay(app, buyer, { entries: [purchase(item.id)] });
  if (paid.statusCode !== 201) throw new Error(`the checkout answered ${paid.statusCode}: ${paid.body}`);
  const [row] = await db
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.payment_id))
    .where(eq(orders.id, paid.json().orders[0].id));
  return row!;
}

import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/platform/db/client';
import { payments } from '../src/platform/db/schema';
import { day, pay, rental, type Person } from './checkout-fixtures';

/**
 * A pending rental request of `renter`'s for the item, days 4 to 6 from today, made through the
 * real checkout (its rental payment and deposit held): its id and its two payments.
 */
export async function heldRequest(app: FastifyInstance, db: Db, renter: Person, itemId: number) {
  const res = await pay(app, renter, { entries: [rental(itemId, day(4), day(6))] });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ requests: Array<{ id: number }> }>().requests[0]!.id;
  const held = await db.execute<{ payment_id: number; deposit_payment_id: number }>(
    sql`select payment_id, deposit_payment_id from rental_requests where id = ${id}`,
  );
  const { payment_id, deposit_payment_id } = held.rows[0]!;
  const [rent, deposit] = await Promise.all(
    [payment_id, deposit_payment_id].map(
      async (p) => (await db.select().from(payments).where(eq(payments.id, p)))[0]!,
    ),
  );
  return { id, rent: rent!, deposit: deposit! };
}

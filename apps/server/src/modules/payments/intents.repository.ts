// The provider intents' SQL (decision 0042, "The provider outside the locks"): a refund or a void
// booked in a money transaction and asked of the provider after it commits.
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { payments, providerIntents } from '../../platform/db/schema';

export type ProviderIntent = typeof providerIntents.$inferSelect;
export type IntentInsert = Omit<typeof providerIntents.$inferInsert, 'status' | 'created_at' | 'settled_at'>;

/** The next intent's id, so that a provider key may name it before it is written. */
export async function nextIntentId(tx: Executor): Promise<number> {
  const { rows } = await tx.execute<{ id: string }>(
    sql`select nextval(pg_get_serial_sequence('provider_intents', 'id')) as id`,
  );
  return Number(rows[0]!.id);
}

export async function insertIntent(tx: Executor, values: IntentInsert & { id: number }): Promise<void> {
  await tx.insert(providerIntents).values(values);
}

export async function pendingIntent(db: Executor, id: number): Promise<ProviderIntent | undefined> {
  const [row] = await db
    .select()
    .from(providerIntents)
    .where(and(eq(providerIntents.id, id), eq(providerIntents.status, 'pending')));
  return row;
}

/** Pending → settled, undone or failed, once: false if another settler was first. */
export async function closeIntent(
  tx: Executor,
  id: number,
  status: 'settled' | 'undone' | 'failed',
): Promise<boolean> {
  const rows = await tx
    .update(providerIntents)
    .set({ status, settled_at: sql`now()` })
    .where(and(eq(providerIntents.id, id), eq(providerIntents.status, 'pending')))
    .returning({ id: providerIntents.id });
  return rows.length === 1;
}

/** Intents still pending, booked before `before`: the oldest first (the pending index). */
export async function stalePending(db: Executor, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: providerIntents.id })
    .from(providerIntents)
    .where(and(eq(providerIntents.status, 'pending'), lt(providerIntents.created_at, before)))
    .orderBy(asc(providerIntents.created_at))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** What the provider knows the payment by. */
export async function providerRefOf(db: Executor, paymentId: number): Promise<string | null> {
  const [row] = await db
    .select({ ref: payments.provider_ref })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row?.ref ?? null;
}

/** A payment's capture intents, oldest first: one pending means its capture is under way. */
export async function capturesOf(db: Executor, paymentId: number) {
  return db
    .select({ id: providerIntents.id, status: providerIntents.status })
    .from(providerIntents)
    .where(and(eq(providerIntents.payment_id, paymentId), eq(providerIntents.kind, 'capture')))
    .orderBy(asc(providerIntents.id));
}

// Every write of `payments` and `ledger_entries` (decision 0042, "The payments module"), and the
// row locks of the money paths' lock order: the order's row, then the payment's.
import { randomBytes } from 'node:crypto';
import type { LedgerAccount } from '@pinjam/api/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { idempotencyKeys, ledgerEntries, orders, payments, rentalRequests } from '../../platform/db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentInsert = Omit<typeof payments.$inferInsert, 'public_id' | 'id'>;
export type LedgerRow = typeof ledgerEntries.$inferInsert;
export type KeyRow = typeof idempotencyKeys.$inferSelect;

/** Long and random: a payment's public id is never guessable. */
const publicId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

// ─── Locks ───────────────────────────────────────────────────────────────────────────────────

/** A lock not granted within `timeout` ('5s') fails the transaction (55P03) rather than queueing. */
export async function setLockTimeout(tx: Executor, timeout: string): Promise<void> {
  await tx.execute(sql.raw(`set local lock_timeout = '${timeout}'`));
}

/**
 * The order's row locked, waiting its turn (bounded by the money transaction's lock timeout): how
 * a path that starts from a payment (an admin's refund) locks the order before the payment, in
 * decision 0042's lock order, and then reads the order as the winner of a race left it.
 */
export async function lockOrderInTurn(tx: Executor, orderId: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** The payments of these ids (nulls skipped), their rows locked. */
export async function lockPayments(tx: Executor, ids: Array<number | null>): Promise<PaymentRow[]> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (!wanted.length) return [];
  return tx.select().from(payments).where(inArray(payments.id, wanted)).for('update');
}

/** One payment, its row locked (after its order's: the lock order). */
export async function lockPayment(tx: Executor, id: number): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** A rental request's deposit payment, if it has one. */
export async function depositOf(tx: Executor, requestId: number): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select({ payment: payments })
    .from(rentalRequests)
    .innerJoin(payments, eq(payments.id, rentalRequests.deposit_payment_id))
    .where(eq(rentalRequests.id, requestId));
  return row?.payment;
}

// ─── Payments ────────────────────────────────────────────────────────────────────────────────

/** A provider's authorisation (or immediate capture) recorded: the new payment's id. */
export async function recordAuthorisation(tx: Executor, values: PaymentInsert): Promise<number> {
  const [row] = await tx
    .insert(payments)
    .values({ ...values, public_id: publicId('pmt') })
    .returning({ id: payments.id });
  return row!.id;
}

/** A hold captured (in part or whole) at the provider. */
export async function recordCapture(
  tx: Executor,
  id: number,
  values: Pick<PaymentRow, 'captured' | 'provider_ref'>,
): Promise<void> {
  await tx
    .update(payments)
    .set({ ...values, status: 'captured', updated_at: sql`now()` })
    .where(eq(payments.id, id));
}

/** A hold let go at the provider. */
export async function recordVoid(tx: Executor, id: number): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'voided', updated_at: sql`now()` })
    .where(eq(payments.id, id));
}

/**
 * `amount` more refunded: the status follows (refunded once all that was captured is). With
 * `onlyIfUnrefunded`, a conditional update that refunds nothing (undefined) if any of the payment
 * was refunded already. Returns the payment's provider reference.
 */
export async function recordRefund(
  tx: Executor,
  id: number,
  amount: number,
  onlyIfUnrefunded = false,
): Promise<{ ref: string | null } | undefined> {
  const [row] = await tx
    .update(payments)
    .set({
      refunded: sql`${payments.refunded} + ${amount}`,
      status: sql`case when ${payments.refunded} + ${amount} >= ${payments.captured} then 'refunded' else 'partially_refunded' end::payment_status`,
      updated_at: sql`now()`,
    })
    .where(onlyIfUnrefunded ? and(eq(payments.id, id), eq(payments.refunded, 0)) : eq(payments.id, id))
    .returning({ ref: payments.provider_ref });
  return row;
}

/** A refund undone (the provider refused it): `amount` less refunded, the status as it was. */
export async function recordRefundUndone(tx: Executor, id: number, amount: number): Promise<void> {
  await tx
    .update(payments)
    .set({
      refunded: sql`${payments.refunded} - ${amount}`,
      status: sql`case when ${payments.refunded} - ${amount} <= 0 then 'captured' else 'partially_refunded' end::payment_status`,
      updated_at: sql`now()`,
    })
    .where(eq(payments.id, id));
}

// ─── Ledger ──────────────────────────────────────────────────────────────────────────────────

/** Writes ledger rows (balanced by the caller; the constraint trigger checks at commit). */
export async function insertLedgerRows(tx: Executor, rows: LedgerRow[]): Promise<void> {
  if (rows.length) await tx.insert(ledgerEntries).values(rows);
}

/** The order's balance on one account (every posting so far, this transaction's included). */
export async function ledgerBalance(tx: Executor, orderId: number, account: LedgerAccount): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.order_id, orderId), eq(ledgerEntries.account, account)));
  return Number(row?.sum ?? 0);
}

// ─── Idempotency keys ────────────────────────────────────────────────────────────────────────

type KeyOf = Pick<KeyRow, 'user_id' | 'operation' | 'key'>;

/**
 * Claims the key in the caller's transaction: its id, or undefined if the key is taken. A claim
 * of the same key by a transaction still running waits here until that one ends (the unique index).
 */
export async function claimKey(tx: Executor, values: KeyOf & Pick<KeyRow, 'request_hash'>) {
  const [row] = await tx
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  return row?.id;
}

export async function findKey(db: Executor, { user_id, operation, key }: KeyOf): Promise<KeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.user_id, user_id),
        eq(idempotencyKeys.operation, operation),
        eq(idempotencyKeys.key, key),
      ),
    );
  return row;
}

/** A key forgotten: its action was undone, so the key may be sent again. */
export async function forgetKey(tx: Executor, { user_id, operation, key }: KeyOf): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(
      sql`(${idempotencyKeys.user_id}, ${idempotencyKeys.operation}, ${idempotencyKeys.key}) = (${user_id}, ${operation}, ${key})`,
    );
}

/** The claimed key's answer, stored in the transaction that made it. */
export async function answerKey(tx: Executor, id: number, status: number, body: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ response_status: status, response: body })
    .where(eq(idempotencyKeys.id, id));
}

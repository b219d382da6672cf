// The admin's payment queries. The list's default order (newest first) walks
// payments_created_at_idx; a search finds the payers through users_admin_search_trgm_idx (the
// expression of migration 0022) and their payments through payments_payer_created_idx, or one
// payment by its public id (payments_public_id_unique). A payment's orders are found by its
// checkout (orders_checkout_idx), a deposit's by the renter's requests
// (rental_requests_renter_created_idx), its ledger entries by those orders (ledger_entries_order_idx).
import { ADMIN_PAGE_SIZE, type AdminPaymentsQuery } from '@pinjam/api/contract';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import {
  adminAudit,
  checkouts,
  ledgerEntries,
  orders,
  paymentProviderEvents,
  payments,
  payoutLines,
  rentalRequests,
  users,
} from '../../platform/db/schema';

/** `q` as a LIKE pattern that matches it anywhere, its own % _ and \ taken literally. */
const containing = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The start of a Brunei day (UTC+8, no daylight saving) as an instant. */
const bruneiDay = (day: string) => sql`(${day}::date)::timestamp at time zone 'Asia/Brunei'`;

export type ListFilters = Omit<AdminPaymentsQuery, 'page'>;

function conditions(query: ListFilters): SQL | undefined {
  const where: SQL[] = [];
  const q = query.q?.trim();
  if (q)
    where.push(
      sql`(${payments.public_id} = ${q} or ${payments.payer_id} in (select u.id from ${users} u where (lower(u.name) || ' ' || lower(u.email)) like ${containing(q)}))`,
    );
  if (query.provider) where.push(eq(payments.provider, query.provider));
  if (query.method) where.push(eq(payments.method, query.method));
  if (query.status) where.push(eq(payments.status, query.status));
  if (query.purpose) where.push(eq(payments.purpose, query.purpose));
  if (query.from) where.push(gte(payments.created_at, bruneiDay(query.from)));
  if (query.to) where.push(lt(payments.created_at, sql`${bruneiDay(query.to)} + interval '1 day'`));
  return where.length ? and(...where) : undefined;
}

function ordering(query: ListFilters): SQL[] {
  const direction = query.dir === 'asc' ? asc : desc;
  const column = query.sort === 'amount' ? payments.amount : payments.created_at;
  return [direction(column), direction(payments.id)];
}

/** The orders a payment paid for: its checkout's order on it, or the rental whose deposit it holds. */
const orderIdsOf = sql<number[]>`array(
  select o.id from ${orders} o where o.checkout_id = ${payments.checkout_id} and o.payment_id = ${payments.id}
  union all
  select o.id from ${rentalRequests} r join ${orders} o on o.request_id = r.id
   where r.renter_id = ${payments.payer_id} and r.deposit_payment_id = ${payments.id}
  order by 1)`;

const rowColumns = {
  id: payments.id,
  public_id: payments.public_id,
  payer_id: payments.payer_id,
  payer_name: users.name,
  provider: payments.provider,
  method: payments.method,
  purpose: payments.purpose,
  amount: payments.amount,
  captured: payments.captured,
  refunded: payments.refunded,
  status: payments.status,
  label: payments.label,
  order_ids: orderIdsOf,
  created_at: payments.created_at,
};

function pageOfPayments(db: Executor, query: ListFilters, limit: number, offset: number) {
  return db
    .select(rowColumns)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.payer_id))
    .where(conditions(query))
    .orderBy(...ordering(query))
    .limit(limit)
    .offset(offset);
}

export type PaymentListRow = Awaited<ReturnType<typeof pageOfPayments>>[number];

export async function listPayments(db: Executor, query: AdminPaymentsQuery) {
  const page = query.page ?? 1;
  const [rows, [count]] = await Promise.all([
    pageOfPayments(db, query, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(payments)
      .where(conditions(query)),
  ]);
  return { rows, total: count?.total ?? 0, page };
}

/** Every row matching the filters, up to `limit`, in the list's order (the export). */
export const allPayments = (db: Executor, query: ListFilters, limit: number) =>
  pageOfPayments(db, query, limit, 0);

// ─── One payment ─────────────────────────────────────────────────────────────────────────────

export async function paymentById(db: Executor, id: number, lock = false) {
  const select = db
    .select({ payment: payments, payer: { id: users.id, name: users.name, email: users.email } })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.payer_id))
    .where(eq(payments.id, id));
  const [row] = await (lock ? select.for('update', { of: payments }) : select);
  return row ?? null;
}

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof paymentById>>>['payment'];

export async function checkoutOf(db: Executor, checkoutId: number) {
  const [row] = await db
    .select({ id: checkouts.id, public_id: checkouts.public_id, created_at: checkouts.created_at })
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId));
  return row!;
}

/** The orders the payment paid for (a deposit: its rental's order), oldest first, with the seller. */
export async function ordersOf(db: Executor, payment: PaymentRow) {
  const ids =
    payment.purpose === 'deposit'
      ? db
          .select({ id: orders.id })
          .from(rentalRequests)
          .innerJoin(orders, eq(orders.request_id, rentalRequests.id))
          .where(
            and(
              eq(rentalRequests.renter_id, payment.payer_id),
              eq(rentalRequests.deposit_payment_id, payment.id),
            ),
          )
      : db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.checkout_id, payment.checkout_id), eq(orders.payment_id, payment.id)));
  return db
    .select({ order: orders, seller: { id: users.id, name: users.name } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.seller_id))
    .where(inArray(orders.id, ids))
    .orderBy(orders.id);
}

/** The payment's ledger entries (by its orders), in the order they were written. */
export function ledgerOf(db: Executor, paymentId: number, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.order_id, orderIds), eq(ledgerEntries.payment_id, paymentId)))
    .orderBy(ledgerEntries.id);
}

/** What the provider sent about this hold or charge (Stripe's webhook events). */
export function providerEventsOf(db: Executor, providerRef: string | null) {
  if (!providerRef) return Promise.resolve([]);
  return db
    .select()
    .from(paymentProviderEvents)
    .where(eq(paymentProviderEvents.object_id, providerRef))
    .orderBy(paymentProviderEvents.received_at);
}

/** The admin refunds of this payment, as the audit trail keeps them (by the payment's record). */
export function refundAudits(db: Executor, paymentId: number) {
  return db
    .select({
      admin_id: adminAudit.admin_id,
      admin_name: adminAudit.admin_name,
      after: adminAudit.after,
      created_at: adminAudit.created_at,
    })
    .from(adminAudit)
    .where(
      and(
        eq(adminAudit.subject_type, 'payment'),
        eq(adminAudit.subject_id, String(paymentId)),
        eq(adminAudit.action, 'payment.refund'),
      ),
    )
    .orderBy(adminAudit.created_at);
}

/** Whether the order's payable net is in a payout (due or paid): then it is paid out, or being. */
export async function inPayout(db: Executor, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ order_id: payoutLines.order_id })
    .from(payoutLines)
    .where(eq(payoutLines.order_id, orderId));
  return row !== undefined;
}

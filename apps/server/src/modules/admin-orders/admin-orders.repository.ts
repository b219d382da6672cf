// The SQL of the admin's orders. The list's default order (created_at desc) walks
// orders_created_at_idx, or orders_open_issue_created_idx with issue=open; a search by name or
// email finds the people first through users_admin_search_trgm_idx (migration 0022), then their
// orders through orders_buyer_created_idx and orders_seller_created_idx.
import { ADMIN_PAGE_SIZE, type AdminOrdersQuery } from '@pinjam/api/contract';
import { aliasedTable, and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import {
  deliveryLegs,
  ledgerEntries,
  orderEvents,
  orderIssues,
  orderLines,
  orders,
  payments,
  payoutLines,
  payouts,
  rentalRequests,
  users,
} from '../../platform/db/schema';

const buyers = aliasedTable(users, 'buyer');
const sellers = aliasedTable(users, 'seller');

/** The start of a Brunei day (UTC+8) as an instant. */
const bruneiDay = (day: string) => sql`(${day}::date)::timestamp at time zone 'Asia/Brunei'`;

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** Users whose name or email holds `q` (served by the trigram index's expression). */
const usersMatching = (q: string) =>
  sql`(select u.id from ${users} u where lower(u.name) || ' ' || lower(u.email) like ${`%${likeLiteral(q)}%`})`;

/** The WHERE of a list query: the search (an id, or a party's name or email) and the filters. */
function whereOf(query: AdminOrdersQuery): SQL | undefined {
  const where: SQL[] = [];
  const q = query.q?.trim().replace(/^#/, '');
  if (q) {
    const people = usersMatching(q);
    const byName = or(sql`${orders.buyer_id} in ${people}`, sql`${orders.seller_id} in ${people}`)!;
    where.push(/^\d{1,9}$/.test(q) ? or(eq(orders.id, Number(q)), byName)! : byName);
  }
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.kind) where.push(eq(orders.kind, query.kind));
  if (query.fulfilment) where.push(eq(orders.fulfilment, query.fulfilment));
  if (query.issue === 'open') where.push(eq(orders.has_open_issue, true));
  if (query.from) where.push(gte(orders.created_at, bruneiDay(query.from)));
  if (query.to) where.push(lt(orders.created_at, sql`${bruneiDay(query.to)} + interval '1 day'`));
  return where.length ? and(...where) : undefined;
}

function orderByOf(query: AdminOrdersQuery): SQL[] {
  const dir = query.dir === 'asc' ? asc : desc;
  const column =
    query.sort === 'total' ? orders.total : query.sort === 'status' ? orders.status : orders.created_at;
  return column === orders.created_at
    ? [dir(orders.created_at), dir(orders.id)]
    : [dir(column), desc(orders.created_at), desc(orders.id)];
}

const rowColumns = {
  id: orders.id,
  kind: orders.kind,
  status: orders.status,
  fulfilment: orders.fulfilment,
  total: orders.total,
  has_open_issue: orders.has_open_issue,
  created_at: orders.created_at,
  buyer: { id: buyers.id, name: buyers.name },
  seller: { id: sellers.id, name: sellers.name },
};

/** One page of the list (or, with `limit`, the export's rows from the first). */
export function listOrders(db: Executor, query: AdminOrdersQuery, limit = ADMIN_PAGE_SIZE) {
  const page = query.page ?? 1;
  return db
    .select(rowColumns)
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyer_id))
    .innerJoin(sellers, eq(sellers.id, orders.seller_id))
    .where(whereOf(query))
    .orderBy(...orderByOf(query))
    .limit(limit)
    .offset(limit === ADMIN_PAGE_SIZE ? (page - 1) * ADMIN_PAGE_SIZE : 0);
}
export type AdminOrderListRow = Awaited<ReturnType<typeof listOrders>>[number];

export async function countOrders(db: Executor, query: AdminOrdersQuery): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(whereOf(query));
  return row?.n ?? 0;
}

/** The order with both parties (name and email). */
export async function orderWithParties(db: Executor, id: number) {
  const [row] = await db
    .select({
      order: orders,
      buyer: { id: buyers.id, name: buyers.name, email: buyers.email },
      seller: { id: sellers.id, name: sellers.name, email: sellers.email },
    })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyer_id))
    .innerJoin(sellers, eq(sellers.id, orders.seller_id))
    .where(eq(orders.id, id));
  return row;
}
export type OrderWithParties = NonNullable<Awaited<ReturnType<typeof orderWithParties>>>;

const actors = aliasedTable(users, 'actor');
const reporters = aliasedTable(users, 'reporter');

/** Everything the detail shows beside the order, one query after another (`db` may be one connection). */
export async function detailParts(db: Executor, order: typeof orders.$inferSelect) {
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.order_id, order.id))
    .orderBy(asc(orderLines.id));
  const depositIds = order.request_id
    ? db
        .select({ id: rentalRequests.deposit_payment_id })
        .from(rentalRequests)
        .where(eq(rentalRequests.id, order.request_id))
    : undefined;
  const paymentRows = await db
    .select()
    .from(payments)
    .where(
      depositIds
        ? or(eq(payments.id, order.payment_id), inArray(payments.id, depositIds))
        : eq(payments.id, order.payment_id),
    )
    .orderBy(asc(payments.id));
  const legs = await db
    .select()
    .from(deliveryLegs)
    .where(eq(deliveryLegs.order_id, order.id))
    .orderBy(asc(deliveryLegs.kind));
  const history = await db
    .select({ event: orderEvents, actor: { id: actors.id, name: actors.name } })
    .from(orderEvents)
    .leftJoin(actors, eq(actors.id, orderEvents.actor_id))
    .where(eq(orderEvents.order_id, order.id))
    .orderBy(asc(orderEvents.id));
  const issues = await db
    .select({ issue: orderIssues, reporter: { id: reporters.id, name: reporters.name } })
    .from(orderIssues)
    .innerJoin(reporters, eq(reporters.id, orderIssues.user_id))
    .where(eq(orderIssues.order_id, order.id))
    .orderBy(asc(orderIssues.id));
  const [payout] = await db
    .select({
      id: payouts.id,
      status: payouts.status,
      due_on: payouts.due_on,
      amount: payoutLines.amount,
    })
    .from(payoutLines)
    .innerJoin(payouts, eq(payouts.id, payoutLines.payout_id))
    .where(eq(payoutLines.order_id, order.id));
  const ledger = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.order_id, order.id))
    .orderBy(asc(ledgerEntries.id));
  return { lines, payments: paymentRows, legs, history, issues, payout: payout ?? null, ledger };
}
export type DetailParts = Awaited<ReturnType<typeof detailParts>>;

/** The status an order was in before its latest cancel (null when it was never cancelled). */
export async function statusBeforeCancel(db: Executor, orderId: number) {
  const [step] = await db
    .select({ from: orderEvents.from_status })
    .from(orderEvents)
    .where(and(eq(orderEvents.order_id, orderId), eq(orderEvents.event, 'cancel')))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return step?.from ?? null;
}

// The SQL that reads orders: lists by party and status, one order with its history, issues and
// payment. Every list query is an index range: (buyer_id, created_at) or (seller_id, created_at).
import type { OrderStatus } from '@pinjam/api/domain';
import { aliasedTable, and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import {
  deliveryLegs,
  itemImages,
  orderEvents,
  orderIssues,
  orderLines,
  orders,
  payments,
  users,
  type ItemImageRow,
} from '../../platform/db/schema';
import { openStatuses } from './rules';

/** A list is capped: the contract has no pages yet, and nobody reads more rows than this. */
const LIST_MAX = 200;

const buyers = aliasedTable(users, 'buyer');
const sellers = aliasedTable(users, 'seller');
const partyColumns = (t: typeof buyers) => ({ id: t.id, name: t.name, avatar_path: t.avatar_path });

const orderSelect = { order: orders, buyer: partyColumns(buyers), seller: partyColumns(sellers) };

function withParties(where: SQL | undefined) {
  return (db: Executor) =>
    db
      .select(orderSelect)
      .from(orders)
      .innerJoin(buyers, eq(buyers.id, orders.buyer_id))
      .innerJoin(sellers, eq(sellers.id, orders.seller_id))
      .where(where);
}
export type OrderRowWithParties = Awaited<ReturnType<ReturnType<typeof withParties>>>[number];

export const statusFilter = (status: OrderStatus | 'open' | undefined) =>
  status === undefined
    ? undefined
    : status === 'open'
      ? inArray(orders.status, openStatuses)
      : eq(orders.status, status);

/** Orders on one side (buyer or seller), newest first, optionally of one status or every open one. */
export function listFor(
  db: Executor,
  side: 'buyer' | 'seller',
  userId: number,
  status?: OrderStatus | 'open',
) {
  const party = side === 'buyer' ? eq(orders.buyer_id, userId) : eq(orders.seller_id, userId);
  return withParties(and(party, statusFilter(status)))(db)
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(LIST_MAX);
}

export async function orderById(db: Executor, id: number) {
  const [row] = await withParties(eq(orders.id, id))(db);
  return row;
}

/** Lines by order id, each with its item's cover (position 0) if it still has one. */
export async function linesOf(db: Executor, orderIds: number[]) {
  const byOrder = new Map<
    number,
    Array<{ line: typeof orderLines.$inferSelect; cover: ItemImageRow | null }>
  >();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select({ line: orderLines, cover: itemImages })
    .from(orderLines)
    .leftJoin(itemImages, and(eq(itemImages.item_id, orderLines.item_id), eq(itemImages.position, 0)))
    .where(inArray(orderLines.order_id, orderIds))
    .orderBy(asc(orderLines.order_id), asc(orderLines.id));
  for (const row of rows) {
    const list = byOrder.get(row.line.order_id) ?? [];
    list.push(row);
    byOrder.set(row.line.order_id, list);
  }
  return byOrder;
}

const actors = aliasedTable(users, 'actor');

/** The timeline: each step with the person who took it (none for the system). */
export const historyOf = (db: Executor, orderId: number) =>
  db
    .select({ event: orderEvents, actor: { id: actors.id, name: actors.name } })
    .from(orderEvents)
    .leftJoin(actors, eq(actors.id, orderEvents.actor_id))
    .where(eq(orderEvents.order_id, orderId))
    .orderBy(asc(orderEvents.id));

/** The order's delivery legs (delivery_legs_order_kind_unique), outbound first. */
export const legsOf = (db: Executor, orderId: number) =>
  db
    .select({
      kind: deliveryLegs.kind,
      status: deliveryLegs.status,
      scheduled_for: deliveryLegs.scheduled_for,
    })
    .from(deliveryLegs)
    .where(eq(deliveryLegs.order_id, orderId))
    .orderBy(asc(deliveryLegs.kind));

export const issuesOf = (db: Executor, orderId: number) =>
  db
    .select({ issue: orderIssues, reporter: partyColumns(buyers) })
    .from(orderIssues)
    .innerJoin(buyers, eq(buyers.id, orderIssues.user_id))
    .where(eq(orderIssues.order_id, orderId))
    .orderBy(asc(orderIssues.id));

export async function paymentOf(db: Executor, paymentId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row!;
}

/** What an order's notices tell, read in notify's transaction (so they see the caller's change). */
export async function orderFacts(tx: Executor, orderId: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      kind: orders.kind,
      fulfilment: orders.fulfilment,
      buyer: buyers.name,
      seller: sellers.name,
      subtotal: orders.subtotal,
      delivery_fee: orders.delivery_fee,
      total: orders.total,
      commission: orders.commission,
      seller_net: orders.seller_net,
      start_date: orders.start_date,
      end_date: orders.end_date,
      cancel_reason: orders.cancel_reason,
      method: payments.method,
      label: payments.label,
      // The lines in the same statement, in the order they were written.
      lines: sql<Array<{ title: string; quantity: number; line_total: number }>>`(
        select coalesce(json_agg(json_build_object(
          'title', ${orderLines.title}, 'quantity', ${orderLines.quantity}, 'line_total', ${orderLines.line_total}
        ) order by ${orderLines.id}), '[]'::json)
        from ${orderLines} where ${orderLines.order_id} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyer_id))
    .innerJoin(sellers, eq(sellers.id, orders.seller_id))
    .innerJoin(payments, eq(payments.id, orders.payment_id))
    .where(eq(orders.id, orderId));
  return row;
}
export type OrderFacts = NonNullable<Awaited<ReturnType<typeof orderFacts>>>;

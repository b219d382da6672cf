// What the emails say, read in the caller's transaction (so they see its uncommitted change).
import { aliasedTable, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { items, orderLines, orders, payments, rentalRequests, users } from '../../platform/db/schema';

/** The users' addresses and names, by id. */
export async function recipients(tx: Executor, userIds: number[]) {
  const rows = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row]));
}

const renters = aliasedTable(users, 'renter');
const owners = aliasedTable(users, 'owner');

export async function requestFacts(tx: Executor, requestId: number) {
  const [row] = await tx
    .select({
      id: rentalRequests.id,
      item: items.title,
      renter: renters.name,
      owner: owners.name,
      start_date: rentalRequests.start_date,
      end_date: rentalRequests.end_date,
      days: rentalRequests.days,
      quantity: rentalRequests.quantity,
      total: rentalRequests.total,
      deposit: rentalRequests.deposit,
      reason: rentalRequests.reason,
      expires_at: rentalRequests.expires_at,
      order_id: orders.id,
    })
    .from(rentalRequests)
    .innerJoin(items, eq(items.id, rentalRequests.item_id))
    .innerJoin(renters, eq(renters.id, rentalRequests.renter_id))
    .innerJoin(owners, eq(owners.id, rentalRequests.owner_id))
    .leftJoin(orders, eq(orders.request_id, rentalRequests.id))
    .where(eq(rentalRequests.id, requestId));
  return row;
}
export type RequestFacts = NonNullable<Awaited<ReturnType<typeof requestFacts>>>;

const buyers = aliasedTable(users, 'buyer');
const sellers = aliasedTable(users, 'seller');

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
